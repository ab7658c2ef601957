import { describe, expect, it } from 'vitest';
import { splitLirsFields } from './split-lirs-fields.ts';

describe('splitLirsFields', () => {
  it('splits on commas and drops the record-ending comma', () => {
    expect(splitLirsFields('LIRS,1,2,a,', 5)).toEqual(['1', '2', 'a']);
  });

  it('keeps every field of a line without the final comma', () => {
    expect(splitLirsFields('LIRS,1,2,a', 5)).toEqual(['1', '2', 'a']);
  });

  it('keeps empty fields', () => {
    expect(splitLirsFields('LIRS,1,,,', 5)).toEqual(['1', '', '']);
    expect(splitLirsFields('LIRS,,', 5)).toEqual(['']);
    expect(splitLirsFields('LIRS,', 5)).toEqual([]);
  });

  it('unescapes \\, and \\\\', () => {
    expect(splitLirsFields('LIRS,a\\,b,c\\\\,d,', 5)).toEqual(['a,b', 'c\\', 'd']);
  });

  it('reads \\\\, as a backslash ending its field', () => {
    expect(splitLirsFields('LIRS,a\\\\,b,', 5)).toEqual(['a\\', 'b']);
  });

  it('keeps a backslash before another character, and a trailing one', () => {
    expect(splitLirsFields('LIRS,C:\\dir,x\\', 5)).toEqual(['C:\\dir', 'x\\']);
  });

  it('reads only the range it is given', () => {
    expect(splitLirsFields('xxLIRS,a,b\\,\ny', 7, 12)).toEqual(['a', 'b,']);
    expect(splitLirsFields('LIRS,a\\,', 5, 7)).toEqual(['a\\']);
  });
});
