// What the browser tests share: the present in seconds, LIRS files as an antenna serves them
// (EUC-JP, gzipped), and following, listing and checking antennas through the worker's messages.
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import type { Subscription, SubscriptionId } from '../../src/core/subscription.ts';
import type { CheckSummary } from '../../src/messages/messages.ts';
import { encodeEucJp } from '../support/encode-euc-jp.ts';
import type { ExtensionSession } from './harness.ts';

/** The present, in whole seconds since the epoch (the unit of LIRS times and of the store). */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** `text` in EUC-JP; throws when it holds a character EUC-JP cannot write. */
export function eucJp(text: string): Uint8Array {
  const bytes = encodeEucJp(text);
  if (bytes === null) throw new Error(`a character EUC-JP cannot write: ${text.slice(0, 80)}`);
  return bytes;
}

/** One site of a LIRS file, as written by hand in a test (fields the test leaves out are empty). */
export interface LirsSite {
  readonly url: string;
  readonly title: string;
  readonly lastModified: number;
  readonly lastDetected: number;
  /** The site's zone, seconds east of UTC: Japan's by default; `''` for an antenna that gives none. */
  readonly zone?: number | '';
  readonly contentLength?: number;
  readonly author?: string;
  /** Field 8: the antenna that did the check. */
  readonly antenna?: string;
}

/** One LIRS line (RFB 4: `LIRS,lm,ld,zone,length,url,title,author,antenna,`), newline ended, unescaped. */
export function lirsLine(site: LirsSite): string {
  const zone = site.zone ?? 32_400;
  return `LIRS,${site.lastModified},${site.lastDetected},${zone},${site.contentLength ?? ''},${site.url},${site.title},${site.author ?? ''},${site.antenna ?? ''},\n`;
}

/** A LIRS file as antennas served it: EUC-JP, gzipped; from its text or from its sites. */
export function lirsGz(file: string | readonly LirsSite[]): Uint8Array {
  return gzipSync(eucJp(typeof file === 'string' ? file : file.map(lirsLine).join('')));
}

/**
 * Follows `url` through the worker's `add-subscription`, as the options page does (the first
 * check included), and gives it `name` or `interval` when asked.
 */
export async function subscribe(
  session: ExtensionSession,
  url: string,
  options: { readonly name?: string; readonly interval?: number } = {},
): Promise<Subscription> {
  const { name, interval } = options;
  const added = await session.send({ kind: 'add-subscription', url, ...(interval === undefined ? {} : { interval }) });
  if (!added.ok) throw new Error(`add-subscription ${url}: ${added.error}`);
  if (name === undefined) return added.value;
  const renamed = await session.send({ kind: 'update-subscription', id: added.value.id, patch: { name } });
  if (!renamed.ok) throw new Error(`update-subscription ${url}: ${renamed.error}`);
  return renamed.value;
}

export async function unsubscribe(session: ExtensionSession, url: string): Promise<void> {
  const reply = await session.send({ kind: 'remove-subscription', id: url as SubscriptionId });
  if (!reply.ok) throw new Error(`remove-subscription ${url}: ${reply.error}`);
}

/** The followed antennas as the worker reports them (`status`): what the pages show. */
export async function subscriptions(session: ExtensionSession): Promise<readonly Subscription[]> {
  const reply = await session.send({ kind: 'status' });
  if (!reply.ok) throw new Error(`status: ${reply.error}`);
  return reply.value.subscriptions;
}

/** One followed antenna as the worker reports it; throws when `url` is not followed. */
export async function subscriptionOf(session: ExtensionSession, url: string): Promise<Subscription> {
  const found = (await subscriptions(session)).find((s) => s.url === url);
  if (!found) throw new Error(`${url} is not followed`);
  return found;
}

/** Checks one followed antenna (by its URL) or all of them now, through the worker; says what it found. */
export async function checkNow(session: ExtensionSession, url?: string): Promise<CheckSummary> {
  const id = url === undefined ? undefined : (await subscriptionOf(session, url)).id;
  const reply = await session.send({ kind: 'check-now', ...(id === undefined ? {} : { id }) });
  if (!reply.ok) throw new Error(`check-now ${url ?? ''}: ${reply.error}`);
  return reply.value;
}

/** Types an address into the options page's Add form and asks for it, as a user does. */
export async function enterAntennaUrl(page: Page, url: string): Promise<void> {
  await page.getByLabel('Antenna URL').fill(url);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
}

/**
 * Waits (bounded) until the popup in `page` shows the store's read rather than the first screen
 * the last popup kept (`data-kept`), which may still show what has changed since: a test reading
 * the popup once, after a reload or a check, reads what the store holds.
 */
export async function storeShown(page: Page): Promise<void> {
  await page.locator('.popup:not([data-kept])').waitFor({ timeout: 15_000 });
}

/** Reloads the popup in `page` and waits until it shows the store's read (`storeShown`). */
export async function reloadPopup(page: Page): Promise<void> {
  await page.reload();
  await storeShown(page);
}
