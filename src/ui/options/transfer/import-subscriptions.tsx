import { useRef, useState } from 'preact/hooks';
import type { Subscription } from '../../../core/subscription.ts';
import { antennaName } from '../../../core/antenna-name.ts';
import { replyError } from '../localized-error.ts';
import { MAX_BULK_ENTRIES } from '../../../messages/message-fields.ts';
import { useOptionsEnv } from '../options-env.ts';
import { planImport, type ImportPlan, type PlannedAddition } from './plan-import.ts';
import { readImportFile } from './read-import-file.ts';
import { urlProblemText } from '../url-problem-text.ts';

type Step =
  | { readonly kind: 'idle' }
  | { readonly kind: 'planned'; readonly plan: ImportPlan; readonly withoutFeed: number }
  | { readonly kind: 'adding'; readonly done: number; readonly total: number }
  | { readonly kind: 'finished'; readonly added: number; readonly failed: readonly { url: string; error: string }[] };

interface Props {
  readonly subscriptions: readonly Subscription[];
  readonly onImported: () => Promise<void>;
}

/**
 * Import from OPML or JSON: shows what will be added before adding anything, skips what is
 * already followed, never removes, and asks for every new host — watched pages' check
 * addresses included — in one prompt from the confirm click.
 */
export function ImportSubscriptions({ subscriptions, onImported }: Props) {
  const { t, send, requestOrigins } = useOptionsEnv();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [error, setError] = useState('');
  const [fileName, setFileName] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);

  const readFile = async (file: File) => {
    setError('');
    const reading = readImportFile(new Uint8Array(await file.arrayBuffer()));
    if (reading.status === 'error') {
      setStep({ kind: 'idle' });
      setError(reading.error === 'unreadable' ? t('options_importUnreadable', file.name) : t('options_importEmpty', file.name));
      return;
    }
    const plan = planImport(reading.entries, new Set(subscriptions.map((s) => s.id)));
    setStep({ kind: 'planned', plan, withoutFeed: reading.withoutFeed });
  };

  const confirm = (additions: readonly PlannedAddition[]) => {
    // One prompt for every new host, from this click (the browser needs the user gesture).
    const granted = requestOrigins(additions.flatMap((a) => [a.url, ...(a.entry.watch?.checkedUrl ? [a.entry.watch.checkedUrl] : [])]));
    setError('');
    setStep({ kind: 'adding', done: 0, total: additions.length });
    void (async () => {
      if (!(await granted.catch(() => false))) {
        setError(t('options_importPermissionDenied'));
        setStep({ kind: 'idle' });
        return;
      }
      let added = 0;
      let done = 0;
      const failed: { url: string; error: string }[] = [];
      // Watched pages one by one (each is read for its markers); antennas in one message (a
      // thousand at most): the worker stores them in one write and answers at once, and their
      // first polls follow in the background, four at a time and one per host.
      for (const { entry, url } of additions.filter((addition) => addition.entry.watch)) {
        const interval = entry.interval === undefined ? {} : { interval: entry.interval };
        const reply = entry.watch ? await send<'watch-page'>({ kind: 'watch-page', url, watch: entry.watch, ...interval }) : null;
        if (reply?.ok) added++;
        else if (reply) failed.push({ url, error: replyError(reply, t) });
        setStep({ kind: 'adding', done: ++done, total: additions.length });
      }
      const antennas = additions.filter((addition) => !addition.entry.watch);
      for (let start = 0; start < antennas.length; start += MAX_BULK_ENTRIES) {
        const batch = antennas.slice(start, start + MAX_BULK_ENTRIES);
        const reply = await send<'add-subscriptions'>({
          kind: 'add-subscriptions',
          entries: batch.map(({ entry, url }) => ({
            url,
            ...(entry.interval === undefined ? {} : { interval: entry.interval }),
            ...(entry.display === 'collapsed' ? { display: entry.display } : {}),
            ...(entry.title ? { title: entry.title } : {}),
          })),
        });
        // The user's own names, as the file kept them.
        if (reply.ok) {
          for (const subscription of reply.value.added) {
            const name = batch.find(({ url }) => url === subscription.url || url === subscription.id)?.entry.name;
            if (name) await send<'update-subscription'>({ kind: 'update-subscription', id: subscription.id, patch: { name } });
          }
        }
        if (reply.ok) {
          added += reply.value.added.length;
          for (const failure of reply.value.failed) failed.push({ url: failure.url, error: replyError(failure, t) });
        } else {
          for (const { url } of batch) failed.push({ url, error: replyError(reply, t) });
        }
        done += batch.length;
        setStep({ kind: 'adding', done, total: additions.length });
      }
      await onImported();
      if (fileInput.current) fileInput.current.value = '';
      setFileName('');
      setStep({ kind: 'finished', added, failed });
    })();
  };

  const reset = () => {
    setStep({ kind: 'idle' });
    setFileName('');
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <div class="import">
      <h3>{t('options_importHeading')}</h3>
      <div>
        <input
          id="import-file"
          class="file-input"
          ref={fileInput}
          type="file"
          accept=".opml,.xml,.json,text/x-opml,text/xml,application/xml,application/json"
          aria-describedby="import-hint"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            setFileName(file?.name ?? '');
            if (file) void readFile(file);
          }}
        />
        <label for="import-file" class="file-button">
          {t('options_importChoose')}
        </label>
        {fileName && <span class="file-name">{fileName}</span>}
      </div>
      <p id="import-hint" class="hint">
        {t('options_importHint')}
      </p>
      <p role="alert" class={error ? 'alert' : 'alert empty'}>
        {error}
      </p>
      {step.kind === 'planned' && <ImportPlanView plan={step.plan} withoutFeed={step.withoutFeed} onConfirm={confirm} onCancel={reset} />}
      <p role="status" class="status">
        {step.kind === 'adding' && t('options_importProgress', [String(step.done), String(step.total)])}
        {step.kind === 'finished' && t('options_importDone', String(step.added))}
      </p>
      {step.kind === 'finished' && step.failed.length > 0 && (
        <div class="notice error">
          <p>{t('options_importFailed', String(step.failed.length))}</p>
          <ul>
            {step.failed.map((failure) => (
              <li key={failure.url}>
                <bdi class="url">{failure.url}</bdi>: <bdi>{failure.error}</bdi>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function ImportPlanView(props: {
  plan: ImportPlan;
  withoutFeed: number;
  onConfirm: (additions: readonly PlannedAddition[]) => void;
  onCancel: () => void;
}) {
  const { t } = useOptionsEnv();
  const { plan } = props;
  const count = plan.add.length;
  return (
    <section class="preview" aria-labelledby="import-plan-heading">
      <h4 id="import-plan-heading">{count === 0 ? t('options_importNothingNew') : t('options_importWillAdd', String(count))}</h4>
      {count > 0 && (
        <ul class="import-list">
          {plan.add.map(({ entry, url }) => (
            <li key={url}>
              <strong>
                <bdi>{antennaName({ name: entry.name ?? null, title: entry.title, url })}</bdi>
              </strong>{' '}
              <bdi class="url">{url}</bdi>
            </li>
          ))}
        </ul>
      )}
      {plan.duplicates.length > 0 && <p>{t('options_importDuplicates', String(plan.duplicates.length))}</p>}
      {props.withoutFeed > 0 && <p>{t('options_importWithoutFeed', String(props.withoutFeed))}</p>}
      {plan.invalid.length > 0 && (
        <>
          <p>{t('options_importInvalid', String(plan.invalid.length))}</p>
          <ul>
            {plan.invalid.map(({ entry, problem }, index) => (
              <li key={index}>
                <span class="url">{entry.url}</span>: {urlProblemText(problem, t)}
              </li>
            ))}
          </ul>
        </>
      )}
      <div class="actions">
        {count > 0 && (
          <button type="button" class="primary" onClick={() => props.onConfirm(plan.add)}>
            {t('options_importConfirm', String(count))}
          </button>
        )}
        <button type="button" onClick={props.onCancel}>
          {t('options_cancel')}
        </button>
      </div>
    </section>
  );
}
