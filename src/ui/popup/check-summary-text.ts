import type { CheckSummary } from '../../messages/messages.ts';
import type { Translate } from '../shared/translate.ts';

/**
 * The line that reports a Check now run in the words of the list below it: how many sites are
 * new now (the count the badge and the list's new marks show, kept live as the user marks
 * sites), and how many antennas could not be read.
 *
 * @example
 * checkSummaryText({ checked: 4, changed: 3, unchanged: 0, failed: 1 }, 2, t) // '2 new · 1 antenna failed'
 * checkSummaryText({ checked: 4, changed: 1, unchanged: 3, failed: 0 }, 0, t) // 'Checked: nothing new'
 */
export function checkSummaryText(
  summary: CheckSummary,
  newCount: number,
  t: Translate,
): string {
  if (summary.failed > 0) {
    return newCount > 0 ? t('popup_checkNewFailed', [String(newCount), String(summary.failed)]) : t('popup_checkNothingNewFailed', String(summary.failed));
  }
  return newCount > 0 ? t('popup_checkNew', String(newCount)) : t('popup_checkNothingNew');
}
