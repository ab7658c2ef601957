import { describe, expect, it } from 'vitest';
import { encodeEucJp } from '../../../test/support/encode-euc-jp.ts';
import { assembleWat, wasmModuleSource } from '../../../scripts/wasm/assemble-wat.ts';
import { WASM_MODULES } from '../../../scripts/wasm/wasm-modules.ts';
import { keyHash } from '../all-distinct.ts';
import { runSteps } from '../run-steps.ts';
import { decodeText } from '../text/charset.ts';
import { decodeLirsBytes } from './decode-lirs-bytes.ts';
import {
  LirsLineWalk,
  PLAIN_LIRS_WALK,
  WALK_COMMENT,
  WALK_NEW_SOURCE,
  WALK_NO_AUTHOR,
  WALK_NO_TITLE,
  WALK_NO_ZONE,
  WALK_OTHER,
  WALK_PLAIN,
} from './lirs-line-walk.ts';
import { decodeLirs } from './lirs.ts';

const CANDIDATES = ['utf-8', 'euc-jp', 'shift_jis'];

/** Every entry of a walk over `text` (EUC-JP), read as numbers. */
function entries(text: string): { walk: LirsLineWalk; list: Record<string, number>[] } {
  const walk = new LirsLineWalk(encodeEucJp(text) ?? new Uint8Array());
  const list: Record<string, number>[] = [];
  for (;;) {
    const count = walk.scan();
    for (let index = 0; index < count; index++) {
      const at = walk.entry(index);
      const [kind, line, start, urlStart, urlEnd, flags, zone, hash] = walk.i32.subarray(at, at + 8);
      const f = at >> 1;
      list.push({ kind, line, start, urlStart, urlEnd, flags, zone, hash, lastModified: walk.f64[f + 6], lastDetected: walk.f64[f + 7], length: walk.f64[f + 8] } as Record<string, number>);
    }
    if (walk.done()) return { walk, list };
  }
}

describe('LirsLineWalk', () => {
  it('sorts the lines as the byte reader does: comments, plain records with their fields, lines for the text reader', () => {
    const text = [
      '# antenna',
      '',
      'LIRS,938779260,938781002,+32400,123,http://a.jp/,日記,ひや,http://antenna.jp/,',
      'LIRS,938779260,938781002,-93600,0,https://b.jp/x/,0,,http://antenna.jp/,',
      'LIRS,938779260,938781002,+93601,,http://c.jp/,T,A,0,',
      'LIRS,938779260,938781002,,5,http://d.jp/,T,http://shifted.jp/,http://antenna.jp/,',
      '  ',
      'ほげ',
    ].join('\r\n');
    const { walk, list } = entries(text);
    expect(list.map((entry) => [entry.kind, entry.line])).toEqual([
      [WALK_COMMENT, 1],
      [WALK_PLAIN, 3],
      [WALK_PLAIN, 4],
      [WALK_PLAIN, 5],
      [WALK_OTHER, 6],
      [WALK_OTHER, 8],
    ]);
    expect(walk.lines()).toBe(8);
    const [, a, b, c] = list as [unknown, Record<string, number>, Record<string, number>, Record<string, number>];
    expect(a).toMatchObject({ zone: 32400, length: 123, lastModified: 938779260, lastDetected: 938781002, flags: WALK_NEW_SOURCE, hash: keyHash('http://a.jp/') });
    // 26 hours, the most LIRS allows.
    expect(b).toMatchObject({ zone: -93600, length: 0, flags: WALK_NO_TITLE | WALK_NO_AUTHOR, hash: keyHash('https://b.jp/x/') });
    // A zone past 26 hours is not known; a source URL of "0" is a new one, and not known.
    expect(c).toMatchObject({ zone: WALK_NO_ZONE, flags: WALK_NEW_SOURCE, hash: keyHash('http://c.jp/') });
    // The names of plain lines and the whole of the others, each ended by LF, in EUC-JP.
    expect(decodeText(walk.joinedBytes(), CANDIDATES, 'euc-jp').text).toBe(
      '# antenna\n日記,ひや\n0,\nT,A\nLIRS,938779260,938781002,,5,http://d.jp/,T,http://shifted.jp/,http://antenna.jp/,\nほげ\n',
    );
    walk.release();
  });

  it('reads escaped commas and backslashes in the names as a plain record\'s, a backslash at the end escaping the comma after it', () => {
    const { walk, list } = entries(
      [
        'LIRS,938779260,938781002,+32400,0,http://a.jp/,メモ\\,その2\\\\,ひや\\b,http://antenna.jp/,',
        // `\,` carries the author on into the source URL's place: no plain record.
        'LIRS,938779260,938781002,+32400,0,http://b.jp/,T,ひや\\,http://antenna.jp/,',
        // Sixteen bytes and more between escapes: the search goes on past each.
        `LIRS,938779260,938781002,+32400,0,http://c.jp/,${'あ'.repeat(9)}\\,${'い'.repeat(9)}\\\\,A,0,`,
      ].join('\n'),
    );
    expect(list.map((entry) => entry.kind)).toEqual([WALK_PLAIN, WALK_OTHER, WALK_PLAIN]);
    expect(decodeText(walk.joinedBytes(), CANDIDATES, 'euc-jp').text).toBe(
      `メモ\\,その2\\\\,ひや\\b\nLIRS,938779260,938781002,+32400,0,http://b.jp/,T,ひや\\,http://antenna.jp/,\n${'あ'.repeat(9)}\\,${'い'.repeat(9)}\\\\,A\n`,
    );
    walk.release();
  });

  it('gives the text reader\'s records for a source URL too long to keep, repeated line after line', () => {
    const source = `http://antenna.jp/${'x'.repeat(5000)}`;
    const lines = ['a', 'b', 'c'].map((host) => `LIRS,938779260,938781002,+32400,0,http://${host}.jp/,題,者,${source},`);
    const bytes = encodeEucJp(`${lines.join('\n')}\nLIRS,938779260,938781002,+32400,0,http://d.jp/,題,者,http://antenna.jp/,\n`) ?? new Uint8Array();
    const read = runSteps(decodeLirsBytes(bytes, Buffer.from(bytes).toString('latin1'), CANDIDATES, 'euc-jp', PLAIN_LIRS_WALK));
    const expected = decodeLirs(decodeText(bytes, CANDIDATES, 'euc-jp').text);
    expect(read?.lirs).toEqual(expected);
    expect(read?.lirs.records.map((record) => record.sourceUrl)).toEqual([source, source, source, 'http://antenna.jp/']);
  });

  it('makes plain records whose fields, written out as JSON, come in the general reading\'s order', () => {
    const lines = [
      'LIRS,938779260,938781002,+32400,1200,http://a.jp/,日記,作者,http://antenna.jp/,',
      'LIRS,938779260,938781002,-18000,0,http://b.jp/,,,0,',
      'LIRS,938779260,938781002,+32400,0,http://c.jp/,題,,',
    ];
    const bytes = encodeEucJp(`${lines.join('\n')}\n`) ?? new Uint8Array();
    const read = runSteps(decodeLirsBytes(bytes, Buffer.from(bytes).toString('latin1'), CANDIDATES, 'euc-jp', PLAIN_LIRS_WALK));
    const general = decodeLirs(decodeText(bytes, CANDIDATES, 'euc-jp').text);
    expect(read?.lirs).toEqual(general);
    expect(read?.lirs.records).toHaveLength(3);
    expect(read?.lirs.records.map((record) => JSON.stringify(record))).toEqual(general.records.map((record) => JSON.stringify(record)));
  });

  it('reuses one instance file after file, each walk from a clean start', () => {
    const first = entries('LIRS,938779260,938781002,+32400,0,http://a.jp/,T,A,http://x.jp/,\n');
    first.walk.release();
    // The same source URL as the file before is still new in this one.
    const second = entries('LIRS,938779260,938781002,+32400,0,http://b.jp/,T,A,http://x.jp/,\n');
    expect(second.list).toMatchObject([{ kind: WALK_PLAIN, line: 1, flags: WALK_NEW_SOURCE, hash: keyHash('http://b.jp/') }]);
    second.walk.release();
  });

  it('leaves a file over 8 MiB to the JavaScript walk, which needs no copy of it', () => {
    const walk = PLAIN_LIRS_WALK(new Uint8Array(8 << 20));
    expect(walk).not.toBeNull();
    walk?.release();
    expect(PLAIN_LIRS_WALK(new Uint8Array((8 << 20) + 1))).toBeNull();
  });

  it('carries its WebAssembly text assembled and optimized (`npm run build:wasm`)', async () => {
    for (const { wat, carrier, name } of WASM_MODULES) {
      const carried = await import(`../../../${carrier}`).then((module: Record<string, string>) => module[name]);
      const assembled = await assembleWat(wat);
      expect(new Uint8Array(Buffer.from(carried ?? '', 'base64'))).toEqual(assembled);
      expect(wasmModuleSource(name, wat, assembled)).toContain(`export const ${name} =`);
    }
  });
});
