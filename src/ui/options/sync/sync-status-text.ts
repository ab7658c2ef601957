import type { SyncStatus } from '../../../messages/messages.ts';
import type { Translate } from '../../shared/translate.ts';

/**
 * The one line that says how syncing stands, in the user's language: off, not offered, not
 * syncing and why, not yet, or when it last synced (`relative` formats that time).
 */
export function syncStatusText(status: SyncStatus, t: Translate, relative: (seconds: number) => string): string {
  if (!status.available) return t('options_syncUnavailable');
  if (!status.enabled) return t('options_syncOff');
  if (status.problem) {
    const reason =
      status.problem.kind === 'quota'
        ? t('options_syncProblemQuota')
        : status.problem.kind === 'newer-format'
          ? t('options_syncProblemNewer')
          : t('options_syncProblemUnavailable', status.problem.message);
    return t('options_syncNotSyncing', reason);
  }
  if (status.lastSynced === null) return t('options_syncNotYet');
  return t('options_syncLastSynced', relative(status.lastSynced));
}
