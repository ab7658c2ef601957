// What the fault tests share: a good antenna to serve before the hostile one, a healthy
// antenna on another host that must keep updating, and readers for what the user would see.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { PollError, Subscription } from '../../src/core/subscription.ts';
import { encodeLirs } from '../../src/formats/lirs/encode-lirs.ts';
import type { StoredRecord } from '../../src/store/schema.ts';
import { largeRecords } from '../fixtures/large-antenna.ts';
import { startHostileServer, type Answer, type HostileServer } from '../server/hostile-server.ts';
import { launchExtension, type ExtensionSession } from './harness.ts';
import { checkNow, lirsLine, nowSeconds, reloadPopup, subscribe, subscriptionOf } from './helpers.ts';
import { readStoredRecords } from './read-store.ts';

/** When the fault tests' sites last changed: ten minutes before the suite began. */
export const faultModified = nowSeconds() - 600;

/** One LIRS line of the fault tests (checked five minutes after `faultModified`), unescaped. */
export const faultLine = (url: string, title: string, modified = faultModified, author = 'author'): string =>
  lirsLine({ url, title, lastModified: modified, lastDetected: faultModified + 300, contentLength: 0, author, antenna: '0' });

/** A good LIRS file (plain EUC-JP) of `count` sites numbered from `first`, titled `label …`. */
export function goodLirs(label: string, first: number, count = 3): Answer {
  return {
    kind: 'file',
    body: encodeLirs(largeRecords(count, { now: nowSeconds(), label, first })),
    contentType: 'text/plain; charset=EUC-JP',
  };
}

/** One subscription's stored rows, raw from IndexedDB, in key order. */
export async function recordsOf(page: Page, url: string): Promise<StoredRecord[]> {
  const rows = await readStoredRecords(page);
  return rows.filter((row) => row.subscriptionId === url);
}

/** An antenna on its own server (so its own host: polls of it never queue behind another's). */
export interface HealthyAntenna {
  readonly server: HostileServer;
  readonly url: string;
  /** Serves a new version; returns the label its titles start with. */
  bump(): string;
  /** The labels of the stored titles. */
  labels(page: Page): Promise<string[]>;
}

export async function startHealthyAntenna(): Promise<HealthyAntenna> {
  const server = await startHostileServer();
  const url = server.url('/healthy/sites.lirs');
  let version = 0;
  const bump = (): string => {
    version++;
    server.set('/healthy/sites.lirs', goodLirs(`H${version}`, 9_000, 2));
    return `H${version}`;
  };
  bump();
  return {
    server,
    url,
    bump,
    async labels(page) {
      const rows = await recordsOf(page, url);
      return [...new Set(rows.map((row) => row.record.title?.split(' ')[0] ?? ''))];
    },
  };
}

export interface FaultContext {
  readonly session: ExtensionSession;
  readonly server: HostileServer;
  readonly healthy: HealthyAntenna;
  /** An extension page kept open to read the store and show the popup. */
  readonly page: Page;
}

/**
 * Starts what a fault test runs against: a hostile server, the healthy antenna followed on its
 * own server, and a popup page kept open to read the store.
 */
export async function startFaultContext(): Promise<FaultContext> {
  const [server, healthy, session] = await Promise.all([startHostileServer(), startHealthyAntenna(), launchExtension()]);
  await subscribe(session, healthy.url);
  const page = await session.openPage('popup.html');
  return { session, server, healthy, page };
}

/** Closes the browser and both servers of `startFaultContext` (nothing when it never started). */
export async function closeFaultContext(context: FaultContext | undefined): Promise<void> {
  await context?.session.close();
  await Promise.all([context?.server.close(), context?.healthy.server.close()]);
}

/**
 * The common shape of a fault test: `path` serves a good antenna and is subscribed; then it
 * turns hostile and everything is checked at once. The healthy antenna still updates in the
 * same run, the hostile one's records are exactly as they were, its error is `expected`, and
 * the popup says so. Returns the failed subscription for further checks; it stays subscribed
 * until the caller's `unsubscribe`.
 */
export async function expectContained(
  context: FaultContext,
  path: string,
  hostile: Answer,
  /** The error's kind and message; left out, any error will do (for a fix not yet decided). */
  expected: { readonly kind?: string; readonly message?: string | RegExp; readonly notice?: string | RegExp },
): Promise<Subscription> {
  const { session, server, healthy, page } = context;
  const url = server.url(path);
  server.set(path, goodLirs('P', 100));
  const added = await subscribe(session, url);
  expect(added.recordCount).toBe(3);
  const before = await recordsOf(page, url);
  expect(before).toHaveLength(3);

  server.set(path, hostile);
  const label = healthy.bump();
  const summary = await checkNow(session);
  expect(summary).toMatchObject({ failed: 1, changed: 1 });

  const failed = await subscriptionOf(session, url);
  expect(failed.lastError).not.toBeNull();
  if (expected.kind !== undefined) expect(failed.lastError?.kind).toBe(expected.kind);
  if (expected.message !== undefined) expectMessage(failed.lastError, expected.message);
  expect(failed.recordCount).toBe(3);
  expect(failed.consecutiveFailures).toBe(1);
  expect(await recordsOf(page, url)).toEqual(before);
  expect(await healthy.labels(page)).toEqual([label]);
  expect((await subscriptionOf(session, healthy.url)).lastError).toBeNull();

  await reloadPopup(page);
  const notices = page.locator('.notice.error');
  await notices.first().waitFor();
  const text = await notices.allTextContents();
  expect(text).toHaveLength(1);
  const notice = expected.notice ?? expected.message;
  if (notice !== undefined) expectMessage({ message: text[0] ?? '' }, notice);
  return failed;
}

function expectMessage(error: Pick<PollError, 'message'> | null | undefined, message: string | RegExp): void {
  if (typeof message === 'string') expect(error?.message).toContain(message);
  else expect(error?.message).toMatch(message);
}
