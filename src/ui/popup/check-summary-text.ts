import type { CheckSummary } from '../../messages/messages.ts';

/**
 * The message that reports a Check now run: "No updates", "3 updated", "3 updated, 1 failed".
 *
 * @example
 * checkSummaryText({ checked: 4, changed: 3, unchanged: 0, failed: 1 }, t) // '3 updated, 1 failed'
 */
export function checkSummaryText(
  summary: CheckSummary,
  t: (key: string, substitutions?: string | string[]) => string,
): string {
  if (summary.failed > 0) return t('popup_checkUpdatedFailed', [String(summary.changed), String(summary.failed)]);
  if (summary.changed > 0) return t('popup_checkUpdated', String(summary.changed));
  return t('popup_checkNoChanges');
}
