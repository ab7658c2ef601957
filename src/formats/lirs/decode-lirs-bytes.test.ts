import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encode, file, LIRS_CANDIDATES } from '../../../test/support/lirs-arbitraries.ts';
import { latin1, windows1252 } from '../../../test/support/latin1.ts';
import { decodeAntenna } from '../decode-antenna.ts';
import { runSteps } from '../run-steps.ts';
import { decodeText } from '../text/charset.ts';
import { decodeLirsBytes } from './decode-lirs-bytes.ts';
import { PLAIN_LIRS_WALK } from './lirs-line-walk.ts';
import type { PlainLirsWalk } from './lirs-walk-entries.ts';
import { decodeLirs } from './lirs.ts';

const CANDIDATES = LIRS_CANDIDATES;

/** What the text reader gives: the whole file decoded, then read. */
function byText(bytes: Uint8Array, candidates = CANDIDATES): unknown {
  try {
    const decoded = decodeText(bytes, candidates, 'euc-jp');
    return { ...decodeLirs(decoded.text), encoding: decoded.encoding };
  } catch (error) {
    return { error: String(error) };
  }
}

/** The byte reader's result; `walk`, the walk in machine code the command-line tool gives it, or none as in the worker. */
function byBytes(bytes: Uint8Array, asLatin1: (bytes: Uint8Array) => string, candidates = CANDIDATES, walk: PlainLirsWalk | null = null): unknown {
  try {
    const read = runSteps(decodeLirsBytes(bytes, asLatin1(bytes), candidates, 'euc-jp', walk));
    return read === null ? null : { ...read.lirs, encoding: read.encoding };
  } catch (error) {
    return { error: String(error) };
  }
}

describe('decodeLirsBytes', () => {
  it('gives the records, rejections, reasons and charset the text reader gives (EUC-JP, Shift_JIS, UTF-8)', () => {
    let read = 0;
    fc.assert(
      fc.property(file, ({ lines, ending, last, encoding, candidates }) => {
        const bytes = encode(lines.join(ending) + (last ? ending : ''), encoding);
        const expected = byText(bytes, candidates);
        for (const asLatin1 of [latin1, windows1252]) {
          for (const walk of [null, PLAIN_LIRS_WALK]) {
            const actual = byBytes(bytes, asLatin1, candidates, walk);
            if (actual === null) continue;
            read++;
            expect(actual).toEqual(expected);
          }
        }
      }),
      { numRuns: 1500 },
    );
    // The byte reader reads most of them itself rather than leaving them to the text reader.
    expect(read).toBeGreaterThan(3000);
  });

  it('gives what the text reader gives for a file with bytes no charset reads whole', () => {
    fc.assert(
      fc.property(file, fc.nat(), fc.constantFrom(0x80, 0xa4, 0x82, 0xff, 0x5c), ({ lines, encoding, candidates }, at, byte) => {
        const clean = encode(lines.join('\n'), encoding);
        const bytes = new Uint8Array(clean.length + 1);
        const cut = clean.length === 0 ? 0 : at % clean.length;
        bytes.set(clean.subarray(0, cut));
        bytes[cut] = byte;
        bytes.set(clean.subarray(cut), cut + 1);
        for (const walk of [null, PLAIN_LIRS_WALK]) {
          const actual = byBytes(bytes, latin1, candidates, walk);
          if (actual !== null) expect(actual).toEqual(byText(bytes, candidates));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('reads Shift_JIS titles whose trail byte is 0x5C as no backslash', () => {
    const bytes = encode('LIRS,938779260,938781002,+32400,0,http://a.jp/,表示能力,ソ予,0,\n', 'shift_jis');
    const read = runSteps(decodeLirsBytes(bytes, latin1(bytes), CANDIDATES, 'euc-jp'));
    expect(read?.encoding).toBe('shift_jis');
    expect(read?.lirs.records).toMatchObject([{ url: 'http://a.jp/', title: '表示能力', author: 'ソ予' }]);
  });

  it('reads titles and authors with escapes as the text reader does, whichever walk sorts the lines', () => {
    const lines = [
      // Escaped commas and backslashes, a backslash kept as written.
      'LIRS,938779260,938781002,+32400,0,http://a.jp/,メモ\\,その2\\\\,ひや\\b,http://antenna.jp/,',
      // An author that is a URL once its ideographic space is trimmed: the line goes to the text reader whole.
      'LIRS,938779260,938781002,+32400,0,http://b.jp/,a\\,b,　http://b.jp/,http://antenna.jp/,',
      // Shift_JIS: 予's trail byte is 0x5C, no backslash; the walk's bytes read `\,` there.
      'LIRS,938779260,938781002,+32400,0,http://c.jp/,,予,http://antenna.jp/,http://check.jp/,',
      'LIRS,938779260,938781002,+32400,0,http://d.jp/,表\\,予,能\\\\,http://antenna.jp/,',
    ];
    for (const encoding of ['euc-jp', 'shift_jis', 'utf-8']) {
      const bytes = encode(lines.join('\n'), encoding);
      const expected = byText(bytes);
      expect(expected).toMatchObject({ records: { length: 4 } });
      for (const walk of [null, PLAIN_LIRS_WALK]) expect(byBytes(bytes, latin1, CANDIDATES, walk)).toEqual(expected);
    }
    const bytes = encode(lines[0] ?? '', 'euc-jp');
    expect(byBytes(bytes, latin1, CANDIDATES, PLAIN_LIRS_WALK)).toMatchObject({ records: [{ title: 'メモ,その2\\', author: 'ひや\\b' }] });
  });

  it('reads names that decode in several pieces (over 64 KiB of them) as the text reader does', () => {
    const lines: string[] = ['# 大きなアンテナ'];
    for (let i = 0; i < 3000; i++) {
      const title = `${'ただよう記憶の日記帳'.repeat(1 + (i % 4))}${i}`;
      if (i % 97 === 0) lines.push(`LIRS,938779260,938781002,+32400,0,http://s${i}.jp/,メモ\\,その${i},ひや\\\\,http://antenna.jp/,`);
      else if (i % 89 === 0) lines.push(`ほげ${i}`);
      else lines.push(`LIRS,938779260,938781002,+32400,${i},http://s${i}.jp/,${title},ひや${i % 7},http://antenna.jp/,`);
    }
    for (const encoding of ['euc-jp', 'shift_jis', 'utf-8']) {
      const bytes = encode(`${lines.join('\n')}\n`, encoding);
      const expected = byText(bytes);
      expect(expected).toMatchObject({ records: { length: 3000 - 33 }, rejected: { length: 33 } });
      for (const walk of [null, PLAIN_LIRS_WALK]) expect(byBytes(bytes, latin1, CANDIDATES, walk)).toEqual(expected);
    }
  });

  it('leaves a charset whose ASCII bytes may be inside characters (ISO-2022-JP) and lines ended by CR alone to the text reader', () => {
    const bytes = encode('LIRS,938779260,938781002,+32400,0,http://a.jp/,A,B,0,\n', 'euc-jp');
    expect(runSteps(decodeLirsBytes(bytes, latin1(bytes), ['iso-2022-jp', ...CANDIDATES], 'euc-jp'))).toBeNull();
    const mac = encode('LIRS,938779260,938781002,+32400,0,http://a.jp/,A,B,0,\rLIRS,938779260,938781002,+32400,0,http://b.jp/,A,B,0,\r', 'euc-jp');
    expect(runSteps(decodeLirsBytes(mac, latin1(mac), CANDIDATES, 'euc-jp'))).toBeNull();
  });

  it('is what decodeAntenna reads a LIRS file with, to the same result', async () => {
    const text = 'LIRS,938779260,938781002,+32400,0,http://a.jp/,ただよう記憶,ひや,http://antenna.jp/,\nほげ\n';
    const bytes = encode(text, 'euc-jp');
    const antenna = await decodeAntenna(bytes, { now: 0 });
    expect(antenna).toMatchObject({ format: 'lirs', encoding: 'euc-jp', records: [{ title: 'ただよう記憶', author: 'ひや' }] });
    expect(antenna.rejected).toEqual(decodeLirs(text).rejected);
  });
});
