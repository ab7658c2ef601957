import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeAntenna } from '../decode-antenna.ts';

// Files written as LIRS producers wrote them, each beside the DecodedAntenna it must give
// (made by test/fixtures/make-lirs-fixtures.ts).
const directory = new URL('../../../test/fixtures/lirs/', import.meta.url);
const files = readdirSync(directory).filter((name) => !name.endsWith('.json') && readdirSync(directory).includes(`${name}.json`));

describe('LIRS fixtures', () => {
  it('has fixtures to read', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
  });

  it.each(files)('reads %s', async (name) => {
    const bytes = new Uint8Array(readFileSync(new URL(name, directory)));
    const expected: unknown = JSON.parse(readFileSync(new URL(`${name}.json`, directory), 'utf8'));
    expect(await decodeAntenna(bytes, { now: 1_200_000_000 })).toEqual(expected);
  });
});
