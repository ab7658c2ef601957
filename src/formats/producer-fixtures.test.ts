import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeAntenna } from './decode-antenna.ts';

// Files the producers wrote themselves (WDB, tamatebako 1.1.66 and its UTF-8 edition, samidare,
// rAntenna), each beside the DecodedAntenna it must give: test/fixtures/producers/README.md,
// each folder's PROVENANCE.md, and test/fixtures/make-producer-expected.ts.
const root = new URL('../../test/fixtures/producers/', import.meta.url);
const files = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((folder) =>
    readdirSync(new URL(`${folder.name}/`, root))
      .filter((name) => !name.endsWith('.json') && !name.endsWith('.md'))
      .map((name) => `${folder.name}/${name}`),
  );

describe('producer fixtures', () => {
  it('has a file and its expected JSON from each producer', () => {
    expect(new Set(files.map((file) => file.split('/')[0]))).toEqual(
      new Set(['wdb', 'tamatebako', 'tamatebako-utf8', 'samidare', 'rantenna']),
    );
    for (const file of files) expect(readdirSync(new URL(file.replace(/[^/]+$/, ''), root))).toContain(`${file.split('/')[1]}.json`);
  });

  it.each(files)('reads %s as its producer wrote it', async (file) => {
    const bytes = new Uint8Array(readFileSync(new URL(file, root)));
    const expected: unknown = JSON.parse(readFileSync(new URL(`${file}.json`, root), 'utf8'));
    expect(await decodeAntenna(bytes, { now: 1_800_000_000 })).toEqual(expected);
  });

  // The command-line tool hands over a Node Buffer, which reads its bytes as characters in
  // native code (`latin1Slice`, ISO-8859-1 where TextDecoder gives windows-1252 for 0x80–0x9F).
  it.each(files)('reads %s the same from a Node Buffer, as the command-line tool gives it', async (file) => {
    const buffer = readFileSync(new URL(file, root));
    const expected: unknown = JSON.parse(readFileSync(new URL(`${file}.json`, root), 'utf8'));
    expect(await decodeAntenna(buffer, { now: 1_800_000_000 })).toEqual(expected);
  });
});
