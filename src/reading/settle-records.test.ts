import { describe, expect, it } from 'vitest';
import { decodeHinadi } from '../formats/hinadi/hinadi.ts';
import { settleRecords } from './settle-records.ts';

const LM = 'Last-Modified: Sun, 02 Jan 2000 03:04:05 GMT';

describe('settleRecords', () => {
  it("gives a hina-di block without Last-Modified-Detected its Date, else the header's, else the poll time", () => {
    const text = (header: string[]) =>
      ['HINA/2.2', 'User-Agent: t', ...header, '', 'URL: http://a.jp/', LM, 'Date: Sun, 02 Jan 2000 05:00:00 GMT', '', 'URL: http://b.jp/', LM, ''].join('\n');
    const withDate = settleRecords(decodeHinadi(text(['Date: Sun, 02 Jan 2000 06:00:00 GMT'])), 1_800_000_000);
    expect(withDate.map((record) => record.lastDetected)).toEqual([946789200, 946792800]);
    const withoutDate = settleRecords(decodeHinadi(text([])), 1_800_000_000);
    expect(withoutDate.map((record) => record.lastDetected)).toEqual([946789200, 1_800_000_000]);
  });
});
