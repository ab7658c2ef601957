import { browser } from './browser.ts';

/** Creates the periodic alarm unless one with that name already exists (it survives restarts). */
export async function ensureAlarm(name: string, periodInMinutes: number): Promise<void> {
  const existing = await browser.alarms.get(name);
  if (!existing || existing.periodInMinutes !== periodInMinutes) {
    await browser.alarms.create(name, { periodInMinutes, delayInMinutes: periodInMinutes });
  }
}

/** Fires `listener` with the alarm's name; registered at the worker's top level. */
export function onAlarm(listener: (name: string) => void): void {
  browser.alarms.onAlarm.addListener((alarm) => listener(alarm.name));
}
