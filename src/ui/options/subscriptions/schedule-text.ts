import type { ScheduleSummary } from '../../../core/schedule/index.ts';
import type { DayPart } from '../../../core/rhythm/index.ts';
import type { Translate } from '../../shared/translate.ts';


const PART_KEYS: Readonly<Record<DayPart, string>> = {
  night: 'schedule_partNight',
  morning: 'schedule_partMorning',
  afternoon: 'schedule_partAfternoon',
  evening: 'schedule_partEvening',
};

/**
 * What a subscription's schedule does, as sentences of the page's language: the fixed
 * interval, still learning, or the learned schedule's busy and quiet hours.
 *
 * @example
 * scheduleText({ kind: 'learned', often: { from: 21, to: 23 }, rarely: 'night', afterUpdates: false }, '30 min', t)
 * // ['Checks often around 21–23h, rarely at night.'] — 「21〜23時はこまめに、夜中はまれに確認します。」
 */
export function scheduleText(summary: ScheduleSummary | null, interval: string, t: Translate): string[] {
  if (summary === null) return [t('schedule_fixed', interval)];
  if (summary.kind === 'learning') return [t('schedule_learning', [String(summary.count), interval])];
  const { often, rarely } = summary;
  const hours = often === null ? null : [String(often.from), String(often.to)];
  const part = rarely === null ? null : t(PART_KEYS[rarely]);
  const main =
    hours !== null && part !== null ? t('schedule_oftenRarely', [...hours, part])
    : hours !== null ? t('schedule_often', hours)
    : part !== null ? t('schedule_rarely', part)
    : t('schedule_even');
  return summary.afterUpdates ? [main, t('schedule_afterUpdates')] : [main];
}
