import { describe, expect, it } from 'vitest';
import type { AntennaRecord } from '../../core/record.ts';
import { decodeAntenna } from '../decode-antenna.ts';
import { encodeHinadiFile } from './encode-hinadi-file.ts';

const NOW = 946782245;
const record: AntennaRecord = {
  url: 'http://a.example.jp/', title: 'たろうの日記①～', author: 'たろう', lastModified: NOW, lastDetected: NOW + 60,
  tzOffset: 32400, contentLength: null, sourceUrl: null, method: 'GET/200', expires: null, extension: [],
  extra: { 'X-WDB-Title': '表示' },
};

describe('encodeHinadiFile', () => {
  it('writes EUC-JP and says so in the header (hina-di §8)', async () => {
    const bytes = encodeHinadiFile([record], { now: NOW });
    expect(new TextDecoder('latin1').decode(bytes)).toContain('Content-Type: text/plain; charset=EUC-JP\r\n');
    const decoded = await decodeAntenna(bytes, { now: NOW });
    expect(decoded).toMatchObject({ format: 'hina-di', encoding: 'euc-jp', gzipped: false, records: [record] });
  });

  it('writes UTF-8, and says so, when EUC-JP cannot hold a title', async () => {
    const emoji = { ...record, title: '日記 😀' };
    const bytes = encodeHinadiFile([emoji], { now: NOW });
    expect(new TextDecoder().decode(bytes)).toContain('Content-Type: text/plain; charset=UTF-8\r\n');
    expect(await decodeAntenna(bytes, { now: NOW })).toMatchObject({ encoding: 'utf-8', records: [emoji] });
  });

  it('gzips when asked', async () => {
    const bytes = encodeHinadiFile([record], { now: NOW, gzip: true });
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
    expect(await decodeAntenna(bytes, { now: NOW })).toMatchObject({ gzipped: true, records: [record] });
  });
});
