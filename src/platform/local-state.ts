import type { Schedule } from '../core/poll/index.ts';
import { browser } from './browser.ts';

/**
 * Small state kept in `storage.local` rather than IndexedDB. (Whether a poll run is under way
 * is not kept here: the worker's registry of running polls owns it.)
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
