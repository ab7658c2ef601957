import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { blankRecord } from '../../test/support/blank-record.ts';
import { decodeAntenna } from './decode-antenna.ts';
import { encodeHinadiFile } from './hinadi/encode-hinadi-file.ts';
import { encodeLirs } from './lirs/encode-lirs.ts';

// Relay output that strict readers of EUC-JP accept: glibc iconv and Python's euc_jp reject a
// whole file for one NEC row-13 pair (①), which the WHATWG decoder reads.
const iconv = (bytes: Uint8Array) => execFileSync('iconv', ['-f', 'EUC-JP', '-t', 'UTF-8'], { input: bytes }).toString('utf8');
const python = (bytes: Uint8Array) =>
  execFileSync('python3', ['-c', 'import sys; sys.stdout.buffer.write(sys.stdin.buffer.read().decode("euc_jp").encode("utf-8"))'], {
    input: bytes,
  }).toString('utf8');

const NOW = 1_800_000_000;
const records = [
  blankRecord({ url: 'http://a.example.jp/', title: '①日記 ㈱ひろ商店', author: 'ひろ', lastModified: 1104552000, lastDetected: 1104555600, tzOffset: 32400 }),
  blankRecord({ url: 'http://b.example.jp/', title: '№1の日記〜毎日更新～ ｱﾝﾃﾅ ¥100', author: 'なな', lastModified: 1104552000, lastDetected: 1104555600 }),
  blankRecord({ url: 'http://c.example.jp/', title: '絵文字😀 한국 髙', author: 'Ann, Bob', lastModified: 1104552000, lastDetected: null, checkedUrl: 'http://c.example.jp/latest.html' }),
];

describe('exported LIRS and hina-di', () => {
  it.each([
    ['LIRS', () => encodeLirs(records)],
    ['hina-di', () => encodeHinadiFile(records, { now: NOW, relay: true })],
  ])('%s decodes with iconv -f EUC-JP and with Python euc_jp', (_name, encode) => {
    const bytes = encode();
    const byIconv = iconv(bytes);
    expect(python(bytes)).toBe(byIconv);
    expect(byIconv).toContain('(1)日記 (株)ひろ商店');
    expect(byIconv).toContain('〓 〓〓 〓');
  });

  it('reads back as the strict EUC-JP text it holds, check URL included', async () => {
    const lirs = await decodeAntenna(encodeLirs(records), { now: NOW });
    expect(lirs.encoding).toBe('euc-jp');
    expect(lirs.records.map((record) => record.title)).toEqual(['(1)日記 (株)ひろ商店', '№1の日記～毎日更新～ ｱﾝﾃﾅ ￥100'.replace('№', 'No'), '絵文字〓 〓〓 〓']);
    expect(lirs.records[2]?.checkedUrl).toBe('http://c.example.jp/latest.html');
    const hinadi = await decodeAntenna(encodeHinadiFile(records, { now: NOW }), { now: NOW });
    expect(hinadi.records[2]).toMatchObject({ checkedUrl: 'http://c.example.jp/latest.html', lastDetected: null });
  });
});
