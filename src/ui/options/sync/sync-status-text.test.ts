import { describe, expect, it } from 'vitest';
import type { SyncStatus } from '../../../messages/messages.ts';
import { syncStatusText } from './sync-status-text.ts';

const t = (key: string, substitutions?: string | string[]) => [key, ...([] as string[]).concat(substitutions ?? [])].join(' ');
const relative = (seconds: number) => `${seconds}s`;
const on: SyncStatus = { available: true, enabled: true, lastSynced: 100, problem: null, localOnly: [] };

describe('syncStatusText', () => {
  it.each<[string, SyncStatus, string]>([
    ['when it last synced', on, 'options_syncLastSynced 100s'],
    ['not yet', { ...on, lastSynced: null }, 'options_syncNotYet'],
    ['off', { ...on, enabled: false }, 'options_syncOff'],
    ['no sync in this browser, before anything else', { ...on, available: false, enabled: false, problem: { kind: 'unavailable', message: 'x' } }, 'options_syncUnavailable'],
    ['a full quota', { ...on, problem: { kind: 'quota', message: 'QUOTA_BYTES quota exceeded' } }, 'options_syncNotSyncing options_syncProblemQuota'],
    ['a newer version elsewhere', { ...on, problem: { kind: 'newer-format', message: '' } }, 'options_syncNotSyncing options_syncProblemNewer'],
  ])('says %s', (_, status, text) => {
    expect(syncStatusText(status, t, relative)).toBe(text);
  });

  it('passes the browser\'s own words on', () => {
    const text = syncStatusText({ ...on, problem: { kind: 'unavailable', message: 'Sync is disabled' } }, (key, subs) => (key === 'options_syncProblemUnavailable' ? `“${String(subs)}”` : `${key}: ${String(subs)}`), relative);
    expect(text).toBe('options_syncNotSyncing: “Sync is disabled”');
  });
});
