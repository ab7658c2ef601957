import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lirsNamesComma, splitLirsFields, unescapeLirsField } from './split-lirs-fields.ts';

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

describe('lirsNamesComma', () => {
  it('finds the comma between a title and an author as splitLirsFields reads them', () => {
    expect(lirsNamesComma('x,T,A,', 2, 5)).toBe(3);
    expect(lirsNamesComma('x,a\\,b\\\\,c\\d,', 2, 12)).toBe(8);
    expect(splitLirsFields('x,a\\,b\\\\,c\\d,', 2)).toEqual(['a,b\\', 'c\\d']);
  });

  it('gives -1 when the names are not two fields', () => {
    expect(lirsNamesComma('T', 0, 1)).toBe(-1);
    expect(lirsNamesComma('T\\,A', 0, 4)).toBe(-1);
    expect(lirsNamesComma('T,A,B', 0, 5)).toBe(-1);
    // The backslash at the end escapes the comma that follows the names.
    expect(lirsNamesComma('T,A\\', 0, 4)).toBe(-1);
    expect(lirsNamesComma('T,A\\\\', 0, 5)).toBe(1);
  });
});

describe('unescapeLirsField', () => {
  it('undoes \\, and \\\\ and keeps any other backslash', () => {
    expect(unescapeLirsField('a\\,b\\\\c\\d')).toBe('a,b\\c\\d');
    expect(unescapeLirsField('\\\\\\')).toBe('\\\\');
  });

  it('property: reads a field as one left-to-right pass over its escapes does', () => {
    const field = fc.array(fc.constantFrom('\\', ',', 'a', '表', '\\,', '\\\\'), { maxLength: 12 }).map((pieces) => pieces.join(''));
    fc.assert(
      fc.property(field, (text) => {
        expect(unescapeLirsField(text)).toBe(text.replace(/\\([\\,])/g, '$1'));
      }),
      { numRuns: 2000 },
    );
  });
});
