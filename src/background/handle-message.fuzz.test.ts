import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageKind } from '../messages/messages.ts';
import { openAntennaStore } from '../store/open-store.ts';
import type { AntennaStore } from '../store/types.ts';
import { handleMessage } from './handle-message.ts';
import type { WorkerDeps } from './run-polls.ts';
import { fakeRunDeps } from '../../test/support/fake-run-deps.ts';

// The worker's one message handler takes `unknown` from any extension page. Whatever arrives —
// wrong types, missing or extra fields, huge strings, unknown kinds, hostile objects — it
// answers `{ok: false, error}` and never throws.

const KINDS: readonly MessageKind[] = [
  'status', 'preview', 'add-subscription', 'add-subscriptions', 'remove-subscription', 'update-subscription', 'check-now', 'mark-seen',
  'mark-all-seen', 'watch-page', 'watch-update',
  'update-settings', 'sync-status', 'sync-set-enabled',
];

let store: AntennaStore;
let fetched = 0;

function deps(): WorkerDeps {
  return fakeRunDeps(store, () => {
    fetched++;
    return Promise.reject(new TypeError('Failed to fetch'));
  });
}

/** Answers well formed: `{ok: true, value}` or `{ok: false, error: string}`. */
async function answer(input: unknown): Promise<{ ok: boolean; error?: unknown; kind?: unknown }> {
  const reply = await handleMessage(input, deps());
  expect(typeof reply.ok).toBe('boolean');
  if (!reply.ok) {
    expect(typeof reply.error).toBe('string');
    expect(reply.error.length).toBeGreaterThan(0);
    expect(reply.error.length).toBeLessThan(500);
  }
  return reply;
}

/** Any value but a string: what a field of the wrong type holds. */
const notString = fc.oneof(
  fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.anything(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }), fc.bigInt().map((n) => n),
);

describe('handleMessage against arbitrary input', () => {
  beforeAll(async () => {
    store = await openAntennaStore({ indexedDB: new IDBFactory(), name: 'fuzz' });
  });
  afterAll(() => store.close());

  it('answers anything at all without throwing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything({ withNullPrototype: true, withObjectString: true, withMap: true, withSet: true, withTypedArray: true }), async (input) => {
        await answer(input);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses an unknown kind', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }).filter((kind) => !(KINDS as readonly string[]).includes(kind)), async (kind) => {
        const reply = await answer({ kind });
        expect(reply).toMatchObject({ ok: false, kind: 'bad-message' });
      }),
      { numRuns: 200 },
    );
  });

  it('refuses every kind with a field of the wrong type', async () => {
    const wrong = fc.oneof(
      fc.record({ kind: fc.constant('preview'), url: notString }),
      fc.record({ kind: fc.constant('add-subscription'), url: notString }),
      fc.record({ kind: fc.constant('add-subscription'), url: fc.constant('http://a.example/'), interval: fc.oneof(fc.string(), fc.double({ min: 0.1, max: 0.9 }), fc.integer({ max: 0 }), fc.integer({ min: 30 * 86_400 + 1 })) }),
      fc.record({ kind: fc.constant('add-subscriptions'), entries: notString }),
      fc.record({ kind: fc.constant('add-subscriptions'), entries: fc.array(fc.record({ url: notString }), { minLength: 1, maxLength: 3 }) }),
      fc.record({ kind: fc.constant('remove-subscription'), id: notString }),
      fc.record({ kind: fc.constant('update-subscription'), id: fc.string({ minLength: 1 }), patch: fc.oneof(notString.filter((v) => typeof v !== 'object' || v === null || Array.isArray(v)), fc.record({ title: fc.oneof(fc.integer(), fc.boolean()) }), fc.record({ display: fc.string().filter((d) => d !== 'entries' && d !== 'collapsed') })) }),
      fc.record({ kind: fc.constant('check-now'), id: notString.filter((v) => v !== undefined) }),
      fc.record({ kind: fc.constant('mark-seen'), key: fc.string({ minLength: 1 }), lastModified: fc.oneof(fc.string(), fc.constant(Number.NaN), fc.constant(Infinity), fc.constant(null)) }),
      fc.record({ kind: fc.constantFrom(...KINDS) }, { requiredKeys: [] }).map((m) => ({ ...m, [`x${Object.keys(m).length}`]: 1 })),
    );
    await fc.assert(
      fc.asyncProperty(wrong, async (input) => {
        const reply = await answer(input);
        expect(reply).toMatchObject({ ok: false, kind: 'bad-message' });
      }),
      { numRuns: 300 },
    );
  });

  it('refuses every kind with a field missing', async () => {
    for (const input of [
      { kind: 'preview' },
      { kind: 'add-subscription' },
      { kind: 'add-subscriptions' },
      { kind: 'remove-subscription' },
      { kind: 'update-subscription', id: 'x' },
      { kind: 'update-subscription', patch: {} },
      { kind: 'mark-seen', key: 'k' },
      { kind: 'mark-seen', lastModified: 1 },
      {},
    ]) {
      expect(await answer(input)).toMatchObject({ ok: false, kind: 'bad-message' });
    }
  });

  it('refuses huge payloads without reading them', async () => {
    const huge = 'h'.repeat(8 * 1024 * 1024);
    const fetchedBefore = fetched;
    for (const input of [
      { kind: 'preview', url: `http://a.example/${huge}` },
      { kind: 'add-subscription', url: `http://a.example/${huge}` },
      { kind: 'add-subscriptions', entries: [{ url: `http://a.example/${huge}` }] },
      { kind: 'remove-subscription', id: huge },
      { kind: 'update-subscription', id: 'x', patch: { title: huge } },
      { kind: 'mark-seen', key: huge, lastModified: 1 },
      { kind: huge },
      { kind: 'status', ...Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`f${i}`, i])) },
      { kind: 'check-now', id: 'x'.repeat(5000) },
    ]) {
      expect(await answer(input)).toMatchObject({ ok: false });
    }
    expect(fetched).toBe(fetchedBefore);
  });

  it('refuses hostile objects: throwing getters, proxies, class instances, prototype tricks', async () => {
    const throwing = Object.defineProperty({}, 'kind', { enumerable: true, get: () => { throw new Error('boom'); } });
    const proxy = new Proxy({}, { get: () => { throw new Error('trap'); }, ownKeys: () => { throw new Error('trap'); } });
    const revocable = Proxy.revocable({ kind: 'status' }, {});
    revocable.revoke();
    class Message { kind = 'status'; }
    for (const input of [
      throwing,
      proxy,
      revocable.proxy,
      new Message(),
      Object.create({ kind: 'status' }) as unknown,
      JSON.parse('{"kind":"status","__proto__":{"polluted":true}}') as unknown,
      { kind: 'constructor' },
      { kind: '__proto__' },
      { kind: 'hasOwnProperty' },
      { kind: 'toString' },
      Object.assign(() => undefined, { kind: 'status' }),
      Symbol('status'),
      new String('status'),
      [{ kind: 'status' }],
    ]) {
      expect(await answer(input)).toMatchObject({ ok: false });
    }
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('answers an id that is not subscribed with an error, not a throw', async () => {
    for (const input of [
      { kind: 'remove-subscription', id: 'http://nobody.example/' },
      { kind: 'update-subscription', id: 'http://nobody.example/', patch: { title: 't' } },
      { kind: 'check-now', id: 'http://nobody.example/' },
      { kind: 'add-subscription', url: 'javascript:alert(1)' },
      { kind: 'preview', url: 'file:///etc/passwd' },
    ]) {
      const reply = await answer(input);
      expect(reply.ok).toBe(false);
      expect(reply.kind).not.toBe('internal');
    }
  });
});
