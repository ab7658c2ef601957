import { describe, expect, it } from 'vitest';
import type { AntennaRecord } from '../../core/record.ts';
import { decodeAntenna } from '../decode-antenna.ts';
import { encodeHinadiFile } from './encode-hinadi-file.ts';

const NOW = 946782245;
const record: AntennaRecord = {
  url: 'http://a.example.jp/', title: 'たろうの日記～', author: 'たろう', lastModified: NOW, lastDetected: NOW + 60,
  tzOffset: 32400, contentLength: null, sourceUrl: null, checkedUrl: null, method: 'GET/200', expires: null, extension: [],
  extra: { 'X-WDB-Title': '表示' },
};

describe('encodeHinadiFile', () => {
  it('writes EUC-JP and says so in the header (hina-di §8)', async () => {
    const bytes = encodeHinadiFile([record], { now: NOW });
    expect(new TextDecoder('latin1').decode(bytes)).toContain('Content-Type: text/plain; charset=EUC-JP\r\n');
    const decoded = await decodeAntenna(bytes, { now: NOW });
    expect(decoded).toMatchObject({ format: 'hina-di', encoding: 'euc-jp', gzipped: false, records: [record] });
  });

  it('stays EUC-JP that strict readers accept when a title holds what it cannot (①, 😀)', async () => {
    const bytes = encodeHinadiFile([{ ...record, title: '①日記 😀' }], { now: NOW });
    expect(new TextDecoder('latin1').decode(bytes)).toContain('Content-Type: text/plain; charset=EUC-JP\r\n');
    expect(await decodeAntenna(bytes, { now: NOW })).toMatchObject({
      encoding: 'euc-jp',
      records: [{ ...record, title: '(1)日記 〓' }],
    });
  });

  it('writes checkedUrl as Virtual and sourceUrl as Authorized-url, and reads both back', async () => {
    const relayed = { ...record, checkedUrl: 'http://a.example.jp/latest.html', sourceUrl: 'http://antenna.example/' };
    const bytes = encodeHinadiFile([relayed], { now: NOW });
    const text = new TextDecoder('euc-jp').decode(bytes);
    expect(text).toContain('Virtual: http://a.example.jp/latest.html\r\n');
    expect(text).toContain('Authorized-url: http://antenna.example/\r\n');
    expect((await decodeAntenna(bytes, { now: NOW })).records).toEqual([relayed]);
  });

  it('gzips when asked', async () => {
    const bytes = encodeHinadiFile([record], { now: NOW, gzip: true });
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
    expect(await decodeAntenna(bytes, { now: NOW })).toMatchObject({ gzipped: true, records: [record] });
  });
});
