import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeAntenna } from '../decode-antenna.ts';

// Files written as hina-di producers wrote them, each beside the DecodedAntenna it must give
// (made by test/fixtures/make-hinadi-fixtures.ts).
const directory = new URL('../../../test/fixtures/hinadi/', import.meta.url);
const names = readdirSync(directory);
const files = names.filter((name) => !name.endsWith('.json') && names.includes(`${name}.json`));

describe('hina-di fixtures', () => {
  it('has fixtures to read', () => {
    expect(files.length).toBeGreaterThanOrEqual(6);
  });

  it.each(files)('reads %s', async (name) => {
    const bytes = new Uint8Array(readFileSync(new URL(name, directory)));
    const expected: unknown = JSON.parse(readFileSync(new URL(`${name}.json`, directory), 'utf8'));
    expect(await decodeAntenna(bytes, { now: 1_200_000_000 })).toEqual(expected);
  });
});
