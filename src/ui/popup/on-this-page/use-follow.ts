import { useRef, useState } from 'preact/hooks';
import { antennaName } from '../../../core/antenna-name.ts';
import type { TabOffer } from '../../../reading/tab-offers.ts';
import { replyError } from '../../options/localized-error.ts';
import { hostFromUrl } from '../../shared/host-from-url.ts';
import { isolateText } from '../../shared/isolate-text.ts';
import { useEnv } from '../popup-env.ts';

export interface Follow {
  /** The address being subscribed to or watched, or null. */
  readonly busy: string | null;
  /** What happened, for the status line ('' before anything). */
  readonly status: string;
  /** Why it failed, in plain words ('' when it did not). */
  readonly error: string;
  readonly subscribe: (offer: TabOffer) => void;
  readonly watch: (url: string) => void;
}

/**
 * Subscribing and watching from the popup, through the same path as the options page's Add:
 * host access asked for that one origin inside the click, then the worker's preview (the file
 * read once, its errors in plain words), then the subscription; a page is watched through the
 * worker's `watch-page`, which reads it at once.
 */
export function useFollow(): Follow {
  const { t, send, requestOrigins, rememberFollow, takePendingFollow, now } = useEnv();
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const running = useRef(false);

  /**
   * Asks for the site's access; resolves to whether this popup goes on with the follow: access
   * granted and the follow still ours (when the prompt closed the popup, the worker took it).
   */
  const start = (url: string, title: string | null, watch: boolean): Promise<boolean | null> | null => {
    if (running.current) return null;
    running.current = true;
    // Both issued inside the click, before anything is awaited: the browser prompts only from a
    // user gesture, and its prompt may close the popup, leaving the follow to the worker.
    const remembered = rememberFollow({ url, title, watch, at: now() }).catch(() => undefined);
    const granted = requestOrigins([url])
      .catch(() => false)
      .then(async (yes) => {
        await remembered;
        const ours = await takePendingFollow().catch(() => undefined);
        if (!yes) return false;
        if (ours === undefined) {
          // The worker is following it (it heard the grant first): the list will show it.
          finish({ status: t('options_reading', hostFromUrl(url)) });
          return null;
        }
        return true;
      });
    setBusy(url);
    setError('');
    setStatus(t('options_reading', hostFromUrl(url)));
    return granted;
  };
  const finish = (outcome: { status?: string; error?: string }): void => {
    running.current = false;
    setBusy(null);
    setStatus(outcome.status ?? '');
    setError(outcome.error ?? '');
  };

  const subscribe = (offer: TabOffer): void => {
    const granted = start(offer.url, offer.title, false);
    if (granted === null) return;
    void (async () => {
      const go = await granted;
      if (go === null) return;
      if (!go) return finish({ error: t('options_permissionDenied', hostFromUrl(offer.url)) });
      const preview = await send<'preview'>({ kind: 'preview', url: offer.url });
      if (!preview.ok) return finish({ error: t('options_previewFailed', isolateText(replyError(preview, t))) });
      if ('choices' in preview.value) return finish({ error: t('onPage_notAntenna') });
      const url = preview.value.url;
      // The link text names the antenna until its file gives a title (a LIRS file never does).
      const added = await send<'add-subscription'>(offer.title === null ? { kind: 'add-subscription', url } : { kind: 'add-subscription', url, title: offer.title });
      if (!added.ok) return finish({ error: t('options_subscribeFailed', isolateText(replyError(added, t))) });
      finish({ status: t('onPage_subscribed', isolateText(antennaName(added.value))) });
    })();
  };

  const watch = (url: string): void => {
    const granted = start(url, null, true);
    if (granted === null) return;
    void (async () => {
      const go = await granted;
      if (go === null) return;
      if (!go) return finish({ error: t('options_permissionDenied', hostFromUrl(url)) });
      const watched = await send<'watch-page'>({ kind: 'watch-page', url, watch: { startMarker: null, endMarker: null, checkedUrl: null } });
      if (!watched.ok) return finish({ error: t('options_subscribeFailed', isolateText(replyError(watched, t))) });
      finish({ status: t('watch_watching', isolateText(antennaName(watched.value))) });
    })();
  };

  return { busy, status, error, subscribe, watch };
}
