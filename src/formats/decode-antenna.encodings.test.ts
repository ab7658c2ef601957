import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeAntenna } from './decode-antenna.ts';

// Each fixture is a feed's bytes and `<file>.json`: the HTTP Content-Type it is served with,
// the encoding it must be read in, and the title its channel and item must come out as.
const DIR = new URL('../../test/fixtures/feed-encodings/', import.meta.url);

interface EncodingFixture {
  readonly note: string;
  readonly contentType: string | null;
  readonly encoding: string;
  readonly title: string;
}

const names = readdirSync(DIR).filter((name) => name.endsWith('.json')).sort();

describe('feed encodings, decided as browsers decide them', () => {
  it('finds the fixtures', () => {
    expect(names.length).toBeGreaterThanOrEqual(7);
  });

  it.each(names)('%s', async (name) => {
    const fixture = JSON.parse(readFileSync(new URL(name, DIR), 'utf8')) as EncodingFixture;
    const bytes = new Uint8Array(readFileSync(new URL(name.replace(/\.json$/, ''), DIR)));
    const decoded = await decodeAntenna(bytes, { now: 1_700_000_000, contentType: fixture.contentType });
    expect(decoded.encoding, fixture.note).toBe(fixture.encoding);
    expect(decoded.title).toBe(fixture.title);
    expect(decoded.records.map((record) => record.title)).toEqual([fixture.title]);
  });
});
