import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { antennaName } from '../core/antenna-name.ts';
import type { Subscription } from '../core/subscription.ts';
import { encodeLirs } from '../formats/lirs/encode-lirs.ts';
import { openAntennaStore } from '../store/open-store.ts';
import type { AntennaStore } from '../store/types.ts';
import { makeRecord } from '../../test/support/store-test-support.ts';
import { fakeRunDeps } from '../../test/support/fake-run-deps.ts';
import { handleMessage } from './handle-message.ts';

// How an antenna comes by its name: the link it was found by, the file's own title as it
// changes, and the user's name above both.
const now = 1_700_000_000;
const lirsUrl = 'http://antenna.example.jp/sites.lirs';
const hinaUrl = 'http://antenna.example.jp/hina.di';

describe('antenna names in the worker', () => {
  let store: AntennaStore;
  const bodies = new Map<string, Uint8Array>();
  const deps = () =>
    fakeRunDeps(store, (input) => {
      const body = bodies.get(String(input instanceof Request ? input.url : input));
      return Promise.resolve(body ? new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': 'text/plain' } }) : new Response('', { status: 404 }));
    });
  const send = async (message: unknown): Promise<Subscription> => {
    const reply = await handleMessage(message, deps());
    if (!reply.ok) throw new Error(reply.error);
    return reply.value as Subscription;
  };
  /** A hina-di file whose header carries a title (hina-di §5: the header's Title). */
  const hinadi = (title: string) =>
    new TextEncoder().encode(
      `HINA/2.2\r\nTitle: ${title}\r\n\r\nURL: http://a.example.jp/\r\nLast-Modified: ${new Date((now - 60) * 1000).toUTCString()}\r\n`,
    );

  beforeEach(async () => {
    store = await openAntennaStore({ indexedDB: new IDBFactory() });
    bodies.set(lirsUrl, encodeLirs([makeRecord('http://a.example.jp/', { lastModified: now - 60, lastDetected: now - 30 })]));
  });

  it('keeps the link text a LIRS file was found by as its title', async () => {
    const added = await send({ kind: 'add-subscription', url: lirsUrl, title: 'LIRS版' });
    expect(added.title).toBe('LIRS版');
    expect(antennaName(added)).toBe('LIRS版');
    const again = await send({ kind: 'check-now', id: added.id }).then(() => store.getSubscription(added.id));
    expect(again?.title).toBe('LIRS版');
  });

  it("keeps the user's name when the file's title changes", async () => {
    const added = await send({ kind: 'add-subscription', url: lirsUrl });
    expect(antennaName(added)).toBe('antenna.example.jp/sites.lirs');
    const renamed = await send({ kind: 'update-subscription', id: added.id, patch: { name: '  ひなたアンテナ ' } });
    expect(renamed.name).toBe('ひなたアンテナ');
    await send({ kind: 'check-now', id: added.id });
    expect(antennaName((await store.getSubscription(added.id))!)).toBe('ひなたアンテナ');
    const cleared = await send({ kind: 'update-subscription', id: added.id, patch: { name: ' ' } });
    expect(cleared.name).toBeNull();
    expect(antennaName(cleared)).toBe('antenna.example.jp/sites.lirs');
  });

  it("follows the file's own title as it changes, under the user's name", async () => {
    bodies.set(hinaUrl, hinadi('ひなアンテナ'));
    const added = await send({ kind: 'add-subscription', url: hinaUrl, title: 'hina-di版' });
    expect(antennaName(added)).toBe('ひなアンテナ');
    bodies.set(hinaUrl, hinadi('ひなアンテナ 2号'));
    await send({ kind: 'check-now', id: added.id });
    expect(antennaName((await store.getSubscription(added.id))!)).toBe('ひなアンテナ 2号');
    await send({ kind: 'update-subscription', id: added.id, patch: { name: 'Mine' } });
    bodies.set(hinaUrl, hinadi('ひなアンテナ 3号'));
    await send({ kind: 'check-now', id: added.id });
    const stored = await store.getSubscription(added.id);
    expect(stored?.title).toBe('ひなアンテナ 3号');
    expect(antennaName(stored!)).toBe('Mine');
  });
});
