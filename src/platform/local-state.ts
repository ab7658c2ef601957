import type { Schedule } from '../core/schedule-entry.ts';
import { browser } from './browser.ts';

/**
 * Small state kept in `storage.local` rather than IndexedDB: when the current poll run started
 * (so every page can show progress, and a run cut short by the browser is not mistaken for
 * one still going).
 */

/**
 * The poll schedule an earlier version kept here (it now lives in each subscription's record),
 * removed as it is read; empty once taken.
 */
export async function takeLegacySchedule(): Promise<Schedule> {
  const { schedule } = await browser.storage.local.get('schedule');
  if (schedule === undefined) return {};
  await browser.storage.local.remove('schedule');
  return (schedule ?? {}) as Schedule;
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

/** Fires when another context starts or ends a poll run (pages refresh on it). */
export function onLocalStateChange(listener: () => void): void {
  browser.storage.local.onChanged.addListener((changes) => {
    if ('pollingSince' in changes) listener();
  });
}
