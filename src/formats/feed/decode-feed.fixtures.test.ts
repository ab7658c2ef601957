import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeFeed } from './decode-feed.ts';

// Each fixture is a feed file and `<file>.json`: the options to decode it with, the
// encoding its bytes are in (the caller's job to decode, done here as the caller would), and
// the result it must give.
const DIR = new URL('../../../test/fixtures/feed/', import.meta.url);

interface Fixture {
  readonly note?: string;
  readonly encoding?: string;
  readonly options: { readonly now: number; readonly url: string | null };
  readonly expected: unknown;
}

const names = readdirSync(DIR).filter((name) => name.endsWith('.json')).sort();

describe('feed fixtures', () => {
  it('finds the fixtures', () => {
    expect(names.length).toBeGreaterThanOrEqual(15);
  });

  it.each(names)('%s', (name) => {
    const fixture = JSON.parse(readFileSync(new URL(name, DIR), 'utf8')) as Fixture;
    const bytes = readFileSync(new URL(name.replace(/\.json$/, ''), DIR));
    const text = new TextDecoder(fixture.encoding ?? 'utf-8', { fatal: true }).decode(bytes);
    expect(decodeFeed(text, fixture.options)).toEqual(fixture.expected);
  });
});
