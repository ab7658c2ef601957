import type { Schedule } from '../core/schedule-entry.ts';
import { browser } from './browser.ts';

/**
 * Small, frequently written state kept in `storage.local` rather than IndexedDB: the poll
 * schedule (so a poll answered 304 writes nothing to IndexedDB) and when the current poll run
 * started (so every page can show progress, and a run cut short by the browser is not
 * mistaken for one still going).
 */
export async function readSchedule(): Promise<Schedule> {
  const { schedule } = await browser.storage.local.get('schedule');
  return (schedule ?? {}) as Schedule;
}

export async function writeSchedule(schedule: Schedule): Promise<void> {
  await browser.storage.local.set({ schedule });
}

/** Unix seconds when the current poll run started, or null. */
export async function readPollingSince(): Promise<number | null> {
  const { pollingSince } = await browser.storage.local.get('pollingSince');
  return typeof pollingSince === 'number' ? pollingSince : null;
}

export async function writePollingSince(since: number | null): Promise<void> {
  if (since === null) await browser.storage.local.remove('pollingSince');
  else await browser.storage.local.set({ pollingSince: since });
}

/** Fires when another context changes the schedule or the poll run (pages refresh on it). */
export function onLocalStateChange(listener: () => void): void {
  browser.storage.local.onChanged.addListener((changes) => {
    if ('schedule' in changes || 'pollingSince' in changes) listener();
  });
}
