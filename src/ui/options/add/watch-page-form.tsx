import { useState } from 'preact/hooks';
import type { Subscription, WatchOptions } from '../../../core/subscription.ts';
import type { Reply } from '../../../messages/messages.ts';
import { hostFromUrl } from '../../shared/host-from-url.ts';
import { checkAntennaUrl } from './check-antenna-url.ts';
import { replyError } from '../localized-error.ts';
import { useOptionsEnv } from '../options-env.ts';
import { urlProblemText } from '../url-problem-text.ts';

interface Props {
  /** The page to watch, as the worker read it. */
  readonly url: string;
  /** Element ids start with this (a page may show several of these forms). */
  readonly idPrefix: string;
  /** The form's heading; without one, the form is named by the element `labelledBy` names. */
  readonly heading?: string;
  readonly labelledBy?: string;
  readonly hint?: string;
  readonly button: string;
  /** The options already chosen, when changing them. */
  readonly initial?: WatchOptions;
  /** Sends the options to the worker (`watch-page` or `watch-update`). */
  readonly send: (watch: WatchOptions) => Promise<Reply<'watch-page'> | Reply<'watch-update'>>;
  readonly onDone: (subscription: Subscription) => void;
}

/**
 * How a page is watched: optional markers (only the part between them is compared), an
 * optional address to check instead, and strings whose lines are not compared (one a line),
 * then one button. Access to the page's host — and the
 * check address's, when it is another — is asked for in one prompt, inside the click (the
 * browser prompts only from a user gesture).
 */
export function WatchPageForm({ url, idPrefix, heading, labelledBy, hint, button, initial, send, onDone }: Props) {
  const { t, requestOrigins } = useOptionsEnv();
  const [start, setStart] = useState(initial?.startMarker ?? '');
  const [end, setEnd] = useState(initial?.endMarker ?? '');
  const [checked, setChecked] = useState(initial?.checkedUrl ?? '');
  const [ignore, setIgnore] = useState((initial?.ignoreLines ?? []).join('\n'));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = (name: string) => `${idPrefix}-${name}`;

  const submit = () => {
    if (busy) return;
    setError('');
    let checkedUrl: string | null = null;
    if (checked.trim() !== '') {
      const target = checkAntennaUrl(checked);
      if (!target.ok) return setError(t('watch_checkedUrlProblem', urlProblemText(target.problem, t)));
      checkedUrl = target.url;
    }
    const granted = requestOrigins(checkedUrl === null ? [url] : [url, checkedUrl]);
    setBusy(true);
    void (async () => {
      if (!(await granted.catch(() => false))) {
        setBusy(false);
        return setError(t('options_permissionDenied', hostFromUrl(checkedUrl ?? url)));
      }
      const ignoreLines = ignore.split('\n').filter((line) => line.trim() !== '');
      const reply = await send({ startMarker: start === '' ? null : start, endMarker: end === '' ? null : end, checkedUrl, ignoreLines });
      setBusy(false);
      if (!reply.ok) return setError(t('watch_failed', replyError(reply, t)));
      onDone(reply.value);
    })();
  };

  return (
    <form
      class="watch-form"
      aria-labelledby={heading === undefined ? labelledBy : id('heading')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {heading !== undefined && <h4 id={id('heading')}>{heading}</h4>}
      {hint && <p class="hint">{hint}</p>}
      <div class="fields">
        <label for={id('start')}>{t('watch_startMarker')}</label>
        <input id={id('start')} type="text" spellcheck={false} aria-describedby={id('markers-hint')} value={start} onInput={(event) => setStart(event.currentTarget.value)} />
        <label for={id('end')}>{t('watch_endMarker')}</label>
        <input id={id('end')} type="text" spellcheck={false} aria-describedby={id('markers-hint')} value={end} onInput={(event) => setEnd(event.currentTarget.value)} />
        <p id={id('markers-hint')} class="hint">
          {t('watch_markersHint')}
        </p>
        <label for={id('checked')}>{t('watch_checkedUrl')}</label>
        <input
          id={id('checked')}
          type="text"
          inputMode="url"
          spellcheck={false}
          autoCapitalize="off"
          aria-describedby={id('checked-hint')}
          aria-invalid={error !== '' && checked !== '' ? true : undefined}
          value={checked}
          onInput={(event) => setChecked(event.currentTarget.value)}
        />
        <p id={id('checked-hint')} class="hint">
          {t('watch_checkedUrlHint')}
        </p>
        <label for={id('ignore')}>{t('changes_ignoreLines')}</label>
        <textarea id={id('ignore')} rows={3} spellcheck={false} aria-describedby={id('ignore-hint')} value={ignore} onInput={(event) => setIgnore(event.currentTarget.value)} />
        <p id={id('ignore-hint')} class="hint">
          {t('changes_ignoreLinesHint')}
        </p>
      </div>
      <div class="actions">
        <button type="submit" class="primary" disabled={busy}>
          {button}
        </button>
      </div>
      <p role="alert" class={error ? 'alert' : 'alert empty'}>
        {error}
      </p>
    </form>
  );
}
