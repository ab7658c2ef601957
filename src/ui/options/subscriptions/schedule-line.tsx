import { useEffect, useState } from 'preact/hooks';
import { describeSchedule } from '../../../core/schedule/index.ts';
import { defaultSettings } from '../../../core/settings.ts';
import type { Subscription } from '../../../core/subscription.ts';
import { localOffset } from '../../shared/time-zone.ts';
import { formatDuration } from '../format-duration.ts';
import { useOptionsEnv } from '../options-env.ts';
import { useChangeReread } from '../../shared/use-change-reread.ts';
import { replyError } from '../localized-error.ts';
import { scheduleText } from './schedule-text.ts';

interface Props {
  readonly subscription: Subscription;
  readonly now: number;
  readonly locale: string;
  /** The interval setting, seconds. */
  readonly defaultInterval: number;
  /** The antenna's element id, for this line's own ids. */
  readonly idBase: string;
}

/** Whether the learned schedule is on (the setting), kept current as the settings change. */
function useLearnedSetting(): boolean {
  const { store, onChange } = useOptionsEnv();
  const [on, setOn] = useState<boolean>(defaultSettings.learnedSchedule);
  const read = (): void => void store.getSettings().then((settings) => setOn(settings.learnedSchedule));
  useEffect(read, [store]);
  useChangeReread(onChange, ['settings', 'sync'], read);
  return on;
}

/**
 * One antenna's schedule in words (what the learned schedule does with its history, on the
 * reader's clock, or its fixed interval) and its switch back to the fixed interval. The
 * switch is shown only while the learned schedule is on in the settings.
 */
export function ScheduleLine(props: Props) {
  const { subscription: s, now, locale } = props;
  const { t, send } = useOptionsEnv();
  const learnedOn = useLearnedSetting();
  const [error, setError] = useState('');
  const learned = learnedOn && s.fixedSchedule !== true;
  const interval = formatDuration(s.interval ?? props.defaultInterval, locale);
  const lines = scheduleText(learned ? describeSchedule(s.lastChanges ?? [], now, localOffset(now)) : null, interval, t);
  const id = `${props.idBase}-learned`;

  const toggle = async (useLearned: boolean): Promise<void> => {
    setError('');
    const reply = await send<'update-subscription'>({ kind: 'update-subscription', id: s.id, patch: { fixedSchedule: !useLearned } });
    if (!reply.ok) setError(replyError(reply, t));
  };

  return (
    <div class="schedule">
      {lines.map((line) => (
        <p class="hint" key={line}>
          {line}
        </p>
      ))}
      {learnedOn && (
        <div class="check">
          <input id={id} type="checkbox" checked={s.fixedSchedule !== true} onChange={(event) => void toggle(event.currentTarget.checked)} />
          <label for={id}>{t('schedule_useLearned')}</label>
        </div>
      )}
      {error && (
        <p role="alert" class="alert">
          {error}
        </p>
      )}
    </div>
  );
}
