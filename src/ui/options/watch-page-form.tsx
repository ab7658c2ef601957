import { useState } from 'preact/hooks';
import type { Subscription } from '../../core/subscription.ts';
import { t } from '../../platform/i18n.ts';
import { sendMessage } from '../../platform/messaging.ts';
import { requestOrigins } from '../../platform/request-origins.ts';
import { hostFromUrl } from '../shared/host-from-url.ts';
import { checkAntennaUrl } from './check-antenna-url.ts';
import { replyError } from './localized-error.ts';
import { urlProblemText } from './url-problem-text.ts';

interface Props {
  /** The page to watch, as the worker read it. */
  readonly url: string;
  readonly onWatched: (subscription: Subscription) => void;
}

/**
 * Watching a page that links to no antenna or feed: optional markers (only the part between
 * them is compared) and an optional address to check instead, then one button. Access to the
 * page's host — and the check address's, when it is another — is asked for in one prompt,
 * inside the click (the browser prompts only from a user gesture).
 */
export function WatchPageForm({ url, onWatched }: Props) {
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [checked, setChecked] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const watch = () => {
    if (busy) return;
    setError('');
    let checkedUrl: string | null = null;
    if (checked.trim() !== '') {
      const target = checkAntennaUrl(checked);
      if (!target.ok) return setError(t('watch_checkedUrlProblem', urlProblemText(target.problem)));
      checkedUrl = target.url;
    }
    const granted = requestOrigins(checkedUrl === null ? [url] : [url, checkedUrl]);
    setBusy(true);
    void (async () => {
      if (!(await granted.catch(() => false))) {
        setBusy(false);
        return setError(t('options_permissionDenied', hostFromUrl(checkedUrl ?? url)));
      }
      const reply = await sendMessage<'watch-page'>({
        kind: 'watch-page',
        url,
        watch: { startMarker: start === '' ? null : start, endMarker: end === '' ? null : end, checkedUrl },
      });
      setBusy(false);
      if (!reply.ok) return setError(t('watch_failed', replyError(reply)));
      onWatched(reply.value);
    })();
  };

  return (
    <form
      class="watch-form"
      aria-labelledby="watch-heading"
      onSubmit={(event) => {
        event.preventDefault();
        watch();
      }}
    >
      <h4 id="watch-heading">{t('watch_heading')}</h4>
      <p class="hint">{t('watch_hint')}</p>
      <div class="fields">
        <label for="watch-start">{t('watch_startMarker')}</label>
        <input id="watch-start" type="text" spellcheck={false} aria-describedby="watch-markers-hint" value={start} onInput={(event) => setStart(event.currentTarget.value)} />
        <label for="watch-end">{t('watch_endMarker')}</label>
        <input id="watch-end" type="text" spellcheck={false} aria-describedby="watch-markers-hint" value={end} onInput={(event) => setEnd(event.currentTarget.value)} />
        <p id="watch-markers-hint" class="hint">
          {t('watch_markersHint')}
        </p>
        <label for="watch-checked">{t('watch_checkedUrl')}</label>
        <input
          id="watch-checked"
          type="text"
          inputMode="url"
          spellcheck={false}
          autoCapitalize="off"
          aria-describedby="watch-checked-hint"
          aria-invalid={error !== '' && checked !== '' ? true : undefined}
          value={checked}
          onInput={(event) => setChecked(event.currentTarget.value)}
        />
        <p id="watch-checked-hint" class="hint">
          {t('watch_checkedUrlHint')}
        </p>
      </div>
      <div class="actions">
        <button type="submit" class="primary" disabled={busy}>
          {t('watch_button')}
        </button>
      </div>
      <p role="alert" class={error ? 'alert' : 'alert empty'}>
        {error}
      </p>
    </form>
  );
}
