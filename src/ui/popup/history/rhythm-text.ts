import { RHYTHM_MIN_UPDATES, type DayPart, type RhythmDays, type RhythmHours, type RhythmSummary, type Weekday } from '../../../core/rhythm/index.ts';
import type { Translate } from '../../shared/translate.ts';


const PARTS: Record<DayPart, string> = {
  morning: 'history_partMorning',
  afternoon: 'history_partAfternoon',
  evening: 'history_partEvening',
  night: 'history_partNight',
};

/**
 * A rhythm summary in the UI language: "Mostly weekday evenings, 21–23h",
 * 「主に平日の夜、21〜23時」. The phrases come from `_locales`; weekday names from Intl.
 *
 * @example
 * rhythmText({ kind: 'pattern', count: 9, days: { kind: 'weekdays' }, hours: { from: 21, to: 23, part: 'evening' } }, t, 'en')
 * // 'Mostly weekday evenings, 21–23h'
 */
export function rhythmText(summary: RhythmSummary, t: Translate, locale: string): string {
  if (summary.kind === 'too-few') return t('history_rhythmTooFew', [String(summary.count), String(RHYTHM_MIN_UPDATES)]);
  if (summary.kind === 'irregular') return t('history_rhythmIrregular');
  const { days, hours } = summary;
  if (hours === null) return t('history_rhythmDays', daysText(days, 'plural', t, locale));
  if (days.kind === 'any') return t('history_rhythmHours', [t(PARTS[hours.part]), hoursText(hours, t)]);
  return t('history_rhythmDaysHours', [daysText(days, 'adjective', t, locale), t(PARTS[hours.part]), hoursText(hours, t)]);
}

/** "21–23h", 「21〜23時」; one hour alone as "21h". */
export function hoursText(hours: Pick<RhythmHours, 'from' | 'to'>, t: Translate): string {
  return hours.from === hours.to ? t('history_hour', String(hours.from)) : t('history_hours', [String(hours.from), String(hours.to)]);
}

function daysText(days: RhythmDays, form: 'adjective' | 'plural', t: Translate, locale: string): string {
  const plural = form === 'plural';
  switch (days.kind) {
    case 'weekdays':
      return t(plural ? 'history_daysWeekdays' : 'history_daysWeekday');
    case 'weekends':
      return t(plural ? 'history_daysWeekends' : 'history_daysWeekend');
    case 'day':
      return t(plural ? 'history_daysOnePlural' : 'history_daysOne', weekdayName(days.day, locale, 'long'));
    case 'any':
      return '';
  }
}

/** A weekday's name in the UI language (Monday = 0): 'Tue' / '火', 'Sunday' / '日曜日'. */
export function weekdayName(day: Weekday | number, locale: string, width: 'short' | 'long'): string {
  // 2024-01-01 was a Monday.
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + day)));
}
