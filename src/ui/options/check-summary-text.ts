import type { CheckSummary } from '../../messages/messages.ts';
import { t } from '../../platform/i18n.ts';

/** What one antenna's "Check now" found, in a few words. */
export function checkSummaryText(summary: CheckSummary): string {
  if (summary.failed > 0) return t('options_checkFailed');
  if (summary.changed > 0) return t('options_checkChanged');
  return t('options_checkUnchanged');
}
