import { useEffect, useRef, useState } from 'preact/hooks';
import type { AntennaPreview, FeedChoices } from '../../../messages/messages.ts';
import type { Settings } from '../../../core/settings.ts';
import type { Subscription } from '../../../core/subscription.ts';
import { antennaName } from '../../../core/antenna-name.ts';
import { hostFromUrl } from '../../shared/host-from-url.ts';
import { AntennaPreviewView } from './antenna-preview.tsx';
import { checkAntennaUrl } from './check-antenna-url.ts';
import { FeedChoiceList } from './feed-choice-list.tsx';
import { WatchPageForm } from './watch-page-form.tsx';
import { replyError } from '../localized-error.ts';
import { useOptionsEnv } from '../options-env.ts';
import { urlProblemText } from '../url-problem-text.ts';
import { isolateText } from '../../shared/isolate-text.ts';

type Step =
  | { readonly kind: 'idle' }
  | { readonly kind: 'reading'; readonly url: string }
  | {
      readonly kind: 'preview';
      readonly preview: AntennaPreview;
      /** The text of the link the antenna was chosen from, when it came from a page. */
      readonly linkText: string | null;
      readonly subscribing: boolean;
    }
  | { readonly kind: 'choices'; readonly choices: FeedChoices };

interface Props {
  readonly subscriptions: readonly Subscription[];
  readonly locale: string;
  readonly timeZone: Settings['timeZone'];
  readonly onAdded: (subscription: Subscription) => void;
}

/**
 * The Add form: check the address, ask for access to its host (inside the click, before
 * anything is awaited: the browser only prompts from a user gesture), let the worker read it
 * once, show what it found, and subscribe only when the user says so.
 */
export function AddAntenna({ subscriptions, locale, timeZone, onAdded }: Props) {
  const { t, send, requestOrigins, addAddress } = useOptionsEnv();
  const [input, setInput] = useState(addAddress ?? '');
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const field = useRef<HTMLInputElement>(null);
  // An address from the context menu waits in the field for the user's Add (the click that may prompt).
  useEffect(() => {
    if (addAddress !== undefined) field.current?.focus();
  }, []);
  // Each preview gets a number; a reply to an older one (the user pressed Add again) is dropped.
  const attempt = useRef(0);

  const fail = (message: string, refocus = true) => {
    setError(message);
    setStatus('');
    setStep({ kind: 'idle' });
    if (refocus) field.current?.focus();
  };

  const startPreview = (raw: string, linkText: string | null = null) => {
    setError('');
    const checked = checkAntennaUrl(raw);
    if (!checked.ok) return fail(urlProblemText(checked.problem, t));
    const existing = subscriptions.find((s) => s.id === checked.id);
    if (existing) return fail(t('options_alreadyFollowing', isolateText(antennaName(existing))));
    const granted = requestOrigins([checked.url]);
    const mine = ++attempt.current;
    setStep({ kind: 'reading', url: checked.url });
    setStatus(t('options_reading', hostFromUrl(checked.url)));
    void (async () => {
      const allowed = await granted.catch(() => false);
      if (mine !== attempt.current) return;
      if (!allowed) return fail(t('options_permissionDenied', hostFromUrl(checked.url)));
      const reply = await send<'preview'>({ kind: 'preview', url: checked.url });
      if (mine !== attempt.current) return;
      if (!reply.ok) return fail(t('options_previewFailed', isolateText(replyError(reply, t))));
      setStatus('');
      setStep('choices' in reply.value ? { kind: 'choices', choices: reply.value } : { kind: 'preview', preview: reply.value, linkText, subscribing: false });
    })();
  };

  const subscribe = async (preview: AntennaPreview, linkText: string | null) => {
    const mine = ++attempt.current;
    setError('');
    setStep({ kind: 'preview', preview, linkText, subscribing: true });
    // The link text names the antenna until its file gives a title (a LIRS file never does).
    const reply = await send<'add-subscription'>(
      linkText === null ? { kind: 'add-subscription', url: preview.url } : { kind: 'add-subscription', url: preview.url, title: linkText },
    );
    if (mine !== attempt.current) return;
    if (!reply.ok) {
      setError(t('options_subscribeFailed', isolateText(replyError(reply, t))));
      setStep({ kind: 'preview', preview, linkText, subscribing: false });
      return;
    }
    setInput('');
    setStep({ kind: 'idle' });
    setStatus(t('options_added', isolateText(antennaName(reply.value))));
    onAdded(reply.value);
    field.current?.focus();
  };

  const watched = (subscription: Subscription) => {
    attempt.current++;
    setInput('');
    setStep({ kind: 'idle' });
    setStatus(t('watch_watching', antennaName(subscription)));
    onAdded(subscription);
    field.current?.focus();
  };

  const cancel = () => {
    attempt.current++;
    setStep({ kind: 'idle' });
    setStatus('');
    field.current?.focus();
  };

  // A page that is no antenna and links to none: the address given is wrong, as an error says.
  const noAntenna = step.kind === 'choices' && step.choices.choices.length === 0;
  return (
    <div class="add">
      <form
        class="add-form"
        onSubmit={(event) => {
          event.preventDefault();
          startPreview(input);
        }}
      >
        <label for="antenna-url">{t('options_antennaUrl')}</label>
        <div class="row">
          <input
            id="antenna-url"
            ref={field}
            type="text"
            inputMode="url"
            autoComplete="url"
            spellcheck={false}
            autoCapitalize="off"
            placeholder="https://example.jp/antenna/hina.di"
            aria-describedby="antenna-url-hint"
            aria-invalid={(error !== '' && step.kind === 'idle') || noAntenna ? true : undefined}
            value={input}
            onInput={(event) => setInput(event.currentTarget.value)}
          />
          <button type="submit" class="primary">
            {t('options_add')}
          </button>
        </div>
        <p id="antenna-url-hint" class="hint">
          {t('options_antennaUrlHint')}
        </p>
      </form>
      <div role="alert" class={error ? 'alert' : 'alert empty'}>
        {error}
        {/* Said at once, as an error is, while the heading below shows it: the address is no antenna. */}
        {noAntenna && <span class="visually-hidden">{t('options_choicesNone')}</span>}
      </div>
      <div role="status" class="status">
        {status}
      </div>
      {step.kind === 'preview' && (
        <AntennaPreviewView
          preview={step.preview}
          linkText={step.linkText}
          locale={locale}
          timeZone={timeZone}
          busy={step.subscribing}
          onSubscribe={() => void subscribe(step.preview, step.linkText)}
          onCancel={cancel}
        />
      )}
      {step.kind === 'choices' && (
        <FeedChoiceList choices={step.choices} onChoose={startPreview} onCancel={cancel}>
          {step.choices.page !== undefined && step.choices.choices.length === 0 && (
            <WatchPageForm
              url={step.choices.url}
              idPrefix="watch"
              heading={t('watch_heading')}
              hint={t('watch_hint')}
              button={t('watch_button')}
              send={(watch) => send<'watch-page'>({ kind: 'watch-page', url: step.choices.url, watch })}
              onDone={watched}
            />
          )}
        </FeedChoiceList>
      )}
    </div>
  );
}
