import { describe, expect, it } from 'vitest';
import { lirsEndsInsideRecord } from './lirs-ends-inside-record.ts';

const RECORD = 'LIRS,938779260,938781002,32400,49383,http://hiya.ouchi.to/n/,Tadayo Memories,Hiya,http://amano.hauN.org/,';

describe('lirsEndsInsideRecord', () => {
  it('takes a file ending with a line end as whole, however its last record reads', () => {
    expect(lirsEndsInsideRecord(`${RECORD}\n`)).toBe(false);
    expect(lirsEndsInsideRecord(`${RECORD}\r\n`)).toBe(false);
    expect(lirsEndsInsideRecord('')).toBe(false);
  });

  it('takes a last record with its closing comma and no line end as whole (WDB’s eight fields too)', () => {
    expect(lirsEndsInsideRecord(RECORD)).toBe(false);
    expect(lirsEndsInsideRecord(`${RECORD}\n`.repeat(2).trimEnd())).toBe(false);
    expect(lirsEndsInsideRecord('LIRS,1,2,0,http://a.jp/,title,author,http://antenna.jp/,')).toBe(false);
  });

  it('finds a file cut in the middle of a field, or right after an early comma', () => {
    expect(lirsEndsInsideRecord(`${RECORD}\nLIRS,938779260,938781002,32400,0,http://a.jp/,たろうの日`)).toBe(true);
    expect(lirsEndsInsideRecord(`${RECORD}\nLIRS,938779260,`)).toBe(true);
  });

  it('takes a final comment line without a line end as whole', () => {
    expect(lirsEndsInsideRecord(`${RECORD}\n# end`)).toBe(false);
  });
});
