import { describe, expect, it } from 'vitest';
import { hinadiEndsInsideRecord } from './hinadi-ends-inside-record.ts';

describe('hinadiEndsInsideRecord', () => {
  it('takes a file whose last line ends as whole', () => {
    expect(hinadiEndsInsideRecord('HINA/2.2\n\nURL: http://a.jp/\nLast-Modified: Sun, 02 Jan 2000 03:04:05 GMT\n')).toBe(false);
    expect(hinadiEndsInsideRecord('HINA/2.2\r\n\r\nURL: http://a.jp/\r\n  ')).toBe(false);
  });

  it('finds a file cut in the middle of a line', () => {
    expect(hinadiEndsInsideRecord('HINA/2.2\n\nURL: http://a.jp/\nTitle: たろうの日')).toBe(true);
  });
});
