import { useState } from 'preact/hooks';
import { checkTarget } from '../../../core/poll/index.ts';
import type { DisplayMode, Subscription } from '../../../core/subscription.ts';
import { hostFromUrl } from '../../shared/host-from-url.ts';
import { checkSummaryText } from '../check-summary-text.ts';
import { formatDuration } from '../format-duration.ts';
import { formatLabel } from '../format-label.ts';
import { localizedError, replyError } from '../localized-error.ts';
import { DurationOptions, INTERVAL_CHOICES } from '../settings/index.ts';
import { useOptionsEnv } from '../options-env.ts';
import { antennaName } from '../../../core/antenna-name.ts';
import { RenameAntenna } from './rename-antenna.tsx';
import { TimeText } from './time-text.tsx';
import { WatchedPageSummary } from './watched-page-summary.tsx';
import { ScheduleLine } from './schedule-line.tsx';

interface Props {
  readonly subscription: Subscription;
  readonly now: number;
  readonly locale: string;
  readonly defaultInterval: number;
  /** Host access was revoked in the browser's settings. */
  readonly accessMissing: boolean;
  /** The worker is polling it now (an alarm's run, another page's Check now). */
  readonly polling?: boolean;
  readonly onAccessAsked: () => void;
  readonly onRemove: (subscription: Subscription) => void;
}

const FEED_FORMATS = new Set(['atom', 'rss', 'rdf']);

/** One followed antenna: what it is, how it is doing, and what the user can change. */
export function SubscriptionItem(props: Props) {
  const { subscription: s, now, locale } = props;
  const { t, send, requestOrigins } = useOptionsEnv();
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const [checking, setChecking] = useState(false);
  const id = `sub-${hashId(s.id)}`;
  const name = antennaName(s);
  const host = hostFromUrl(checkTarget(s));

  const update = async (patch: { interval?: number | null; display?: DisplayMode; name?: string | null }): Promise<boolean> => {
    setError('');
    const reply = await send<'update-subscription'>({ kind: 'update-subscription', id: s.id, patch });
    if (reply.ok) setStatus(t('options_saved'));
    else setError(replyError(reply, t));
    return reply.ok;
  };

  const checkNow = async () => {
    if (checking) return;
    setError('');
    setChecking(true);
    setStatus(t('options_checking'));
    const reply = await send<'check-now'>({ kind: 'check-now', id: s.id });
    setChecking(false);
    if (reply.ok) setStatus(checkSummaryText(reply.value, t));
    else {
      setStatus('');
      setError(replyError(reply, t));
    }
  };

  const askAccess = () => {
    const granted = requestOrigins([checkTarget(s)]);
    void granted
      .catch(() => false)
      .then((ok) => {
        props.onAccessAsked();
        if (ok) void checkNow();
        else setError(t('options_permissionDenied', host));
      });
  };

  return (
    <li class="subscription">
      <article aria-labelledby={`${id}-name`}>
      <div class="heading">
        <h3 id={`${id}-name`} class="one-line">
          <bdi>{name}</bdi>
        </h3>
        <RenameAntenna subscription={s} idPrefix={id} save={(next) => update({ name: next })} />
      </div>
      <p class="url">
        <bdi>{s.url}</bdi>
      </p>
      {s.kind === 'page' ? (
        <WatchedPageSummary subscription={s} idPrefix={id} onChanged={() => setStatus(t('options_saved'))} />
      ) : (
        <p class="summary">
          {formatLabel(s.format, t)}
          {' · '}
          {t('options_siteCount', new Intl.NumberFormat(locale).format(s.recordCount))}
          {s.rejectedCount > 0 && <> · {t('options_rejectedCount', new Intl.NumberFormat(locale).format(s.rejectedCount))}</>}
        </p>
      )}
      <dl class="times">
        <div>
          <dt>{t('options_lastCheck')}</dt>
          <dd>{s.lastCheck === null ? t('options_never') : <TimeText seconds={s.lastCheck} now={now} locale={locale} />}</dd>
        </div>
        <div>
          <dt>{t('options_lastSuccess')}</dt>
          <dd>{s.lastSuccess === null ? t('options_never') : <TimeText seconds={s.lastSuccess} now={now} locale={locale} />}</dd>
        </div>
        <div>
          <dt>{t('options_nextCheck')}</dt>
          <dd>
            {props.accessMissing ? t('options_paused') : <TimeText seconds={s.nextDue} now={now} locale={locale} future />}
          </dd>
        </div>
      </dl>
      <ScheduleLine subscription={s} now={now} locale={locale} defaultInterval={props.defaultInterval} idBase={id} />
      {props.accessMissing && (
        <div class="notice warning">
          <p>{t('options_accessRemoved', host)}</p>
          <button type="button" onClick={askAccess}>
            {t('options_askAccess')}
          </button>
        </div>
      )}
      {s.lastError && !props.accessMissing && (
        <div class="notice error">
          <p>
            <strong>{t('options_lastError')}</strong> <bdi>{localizedError(s.lastError, t)}</bdi>{' '}
            <span class="muted">
              <TimeText seconds={s.lastError.at} now={now} locale={locale} />
            </span>
          </p>
          {s.consecutiveFailures > 1 && <p class="muted">{t('options_failuresInRow', String(s.consecutiveFailures))}</p>}
        </div>
      )}
      {s.historyWarning && (
        <p class="notice">
          <bdi>{localizedError(s.historyWarning, t)}</bdi>
        </p>
      )}
      <div class="controls">
        <label>
          <span>{t('options_interval')}</span>
          <select
            value={s.interval === null ? '' : String(s.interval)}
            onChange={(event) => {
              const value = event.currentTarget.value;
              void update({ interval: value === '' ? null : Number(value) });
            }}
          >
            <option value="">{t('options_intervalDefault', formatDuration(props.defaultInterval, locale))}</option>
            <DurationOptions choices={INTERVAL_CHOICES} current={s.interval} locale={locale} />
          </select>
        </label>
        {s.format !== null && FEED_FORMATS.has(s.format) && (
          <label>
            <span>{t('options_display')}</span>
            <select
              value={s.display}
              onChange={(event) => void update({ display: event.currentTarget.value === 'collapsed' ? 'collapsed' : 'entries' })}
            >
              <option value="entries">{t('options_displayEntries')}</option>
              <option value="collapsed">{t('options_displayCollapsed')}</option>
            </select>
          </label>
        )}
        <button
          type="button"
          onClick={() => void checkNow()}
          disabled={props.accessMissing}
          aria-disabled={checking || props.polling === true ? true : undefined}
        >
          {checking || props.polling === true ? t('options_checking') : t('options_checkNow')}
        </button>
        <button type="button" class="danger" onClick={() => props.onRemove(s)}>
          {t('options_remove')}
        </button>
      </div>
      <p role="status" class="status">
        {status}
      </p>
      <p role="alert" class={error ? 'alert' : 'alert empty'}>
        {error}
      </p>
      </article>
    </li>
  );
}

/** A short stable element id for a subscription (its id is a URL). */
function hashId(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash * 33) ^ text.charCodeAt(i)) >>> 0;
  return hash.toString(36);
}
