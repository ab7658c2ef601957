import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Subscription, SubscriptionId } from '../../src/core/subscription.ts';
import { encodeLirs } from '../../src/formats/lirs/encode-lirs.ts';
import { startAntennaServer, type AntennaServer } from '../server/antenna-server.ts';
import { blankRecord } from '../support/blank-record.ts';
import { launchExtension, type ExtensionSession } from './harness.ts';
import { nowSeconds } from './helpers.ts';
import { readObjectStore } from './read-store.ts';
import { runAxe, serious } from './run-axe.ts';

const HOUR = 3600;

/** A LIRS antenna listing `count` diaries, the newest written at `at`. */
function antenna(count: number, at: number): Uint8Array {
  return encodeLirs(
    Array.from({ length: count }, (_, i) =>
      blankRecord({ url: `http://diary${i}.example/`, title: `日記${i}`, lastModified: at - (count - 1 - i), lastDetected: at, tzOffset: 32_400 }),
    ),
  );
}

describe('the learned schedule in the worker', () => {
  let session: ExtensionSession;
  let server: AntennaServer;
  let url: string;
  let id: SubscriptionId;

  beforeAll(async () => {
    server = await startAntennaServer();
    url = server.url('/antenna/sites.lirs');
    session = await launchExtension();
  });

  afterAll(async () => {
    await session?.close();
    await server?.close();
  });

  const stored = async (): Promise<Subscription> => {
    const page = await session.openPage('popup.html');
    const subscriptions = await readObjectStore<Subscription>(page, 'subscriptions');
    await page.close();
    const found = subscriptions.find((s) => s.id === id);
    if (!found) throw new Error('the subscription is not stored');
    return found;
  };
  const wait = async (s: Subscription) => s.nextDue - (s.lastCheck ?? 0);

  /** Publishes a new version of the antenna in a second of its own, then checks it now. */
  const updateAndCheck = async (count: number): Promise<Subscription> => {
    const before = nowSeconds();
    await expect.poll(nowSeconds, { timeout: 3000 }).toBeGreaterThan(before);
    server.serve('/antenna/sites.lirs', { body: antenna(count, nowSeconds()), contentType: 'text/plain; charset=EUC-JP' });
    const reply = await session.send({ kind: 'check-now', id });
    expect(reply.ok).toBe(true);
    return stored();
  };

  it('checks on the interval until it has seen updates, then closely right after a burst of them', async () => {
    server.serve('/antenna/sites.lirs', { body: antenna(1, nowSeconds()), contentType: 'text/plain; charset=EUC-JP' });
    const added = await session.send({ kind: 'add-subscription', url });
    if (!added.ok) throw new Error(added.error);
    id = added.value.id;
    expect((await session.send({ kind: 'update-subscription', id, patch: { interval: HOUR } })).ok).toBe(true);

    // Two updates seen: too few to learn from, so the next check is an hour away as before.
    const second = await updateAndCheck(2);
    expect(second.lastChanges).toHaveLength(2);
    expect(await wait(second)).toBe(HOUR);

    // A third within the minute: a burst. The next check moves to seconds away (the loopback floor).
    const third = await updateAndCheck(3);
    expect(third.lastChanges).toHaveLength(3);
    expect(await wait(third)).toBeLessThan(60);
  });

  it('says on the options page that it checks closely after updates', async () => {
    const page = await session.openPage('options.html');
    const row = page.locator('.subscription').filter({ hasText: '/sites.lirs' });
    await expect.poll(() => row.locator('.schedule').textContent()).toContain('Checks closely for an hour after each update.');
    expect(await row.getByLabel('Check when it tends to update').isChecked()).toBe(true);
    expect(await page.locator('#setting-learned-schedule').isChecked()).toBe(true);
    expect(serious(await runAxe(page))).toEqual([]);
    await page.close();
  });

  it('goes back to the interval when the antenna is switched to it', async () => {
    expect((await session.send({ kind: 'update-subscription', id, patch: { fixedSchedule: true } })).ok).toBe(true);
    const reply = await session.send({ kind: 'check-now', id });
    expect(reply.ok).toBe(true);
    const after = await stored();
    expect(after.fixedSchedule).toBe(true);
    expect(await wait(after)).toBe(HOUR);
  });
});
