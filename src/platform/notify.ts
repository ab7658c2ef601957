import { browser } from './browser.ts';

/**
 * Shows a desktop notification, if the user granted the optional `notifications` permission
 * (asked when they turn notifications on); otherwise does nothing.
 */
export async function notify(id: string, title: string, message: string): Promise<void> {
  if (!(await browser.permissions.contains({ permissions: ['notifications'] }))) return;
  await browser.notifications.create(id, {
    type: 'basic',
    iconUrl: browser.runtime.getURL('icons/icon-128.png'),
    title,
    message,
  });
}
