import { originPattern } from '../http/origin-pattern.ts';
import { browser } from './browser.ts';

export async function hasOrigin(url: string): Promise<boolean> {
  return browser.permissions.contains({ origins: [originPattern(url)] });
}

export async function removeOrigin(url: string): Promise<boolean> {
  return browser.permissions.remove({ origins: [originPattern(url)] });
}

export async function requestPermission(name: 'notifications'): Promise<boolean> {
  return browser.permissions.request({ permissions: [name] });
}

/** Whether the user has granted an optional API permission (it can be taken back in the browser's settings). */
export async function hasPermission(name: 'notifications'): Promise<boolean> {
  return browser.permissions.contains({ permissions: [name] });
}

/** Fires when the user revokes host access in the browser's settings. */
export function onOriginsRemoved(listener: (origins: string[]) => void): void {
  browser.permissions.onRemoved.addListener((removed) => listener(removed.origins ?? []));
}
