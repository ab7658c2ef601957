import type { CheckSummary } from '../../messages/messages.ts';
import type { Translate } from '../shared/translate.ts';

/** What one antenna's "Check now" found, in a few words. */
export function checkSummaryText(summary: CheckSummary, t: Translate): string {
  if (summary.failed > 0) return t('options_checkFailed');
  if (summary.changed > 0) return t('options_checkChanged');
  return t('options_checkUnchanged');
}
