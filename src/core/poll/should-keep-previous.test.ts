import { describe, expect, it } from 'vitest';
import { shouldKeepPrevious } from './should-keep-previous.ts';

describe('shouldKeepPrevious', () => {
  it('lets a file with records replace the stored ones, however many fewer', () => {
    expect(shouldKeepPrevious(400, { records: 235, rejected: 3, firstRejection: 'line 9: bad' })).toBeNull();
  });

  it('keeps the records when every record of the file was rejected, first poll or not', () => {
    for (const previous of [0, 12]) {
      expect(shouldKeepPrevious(previous, { records: 0, rejected: 4, firstRejection: 'line 1: too few fields' })).toEqual({
        kind: 'no-records',
        message: 'no site in the file could be read (4 rejected; line 1: too few fields)',
        params: ['4', 'line 1: too few fields'],
      });
    }
  });

  it('keeps the records of an antenna that had sites and now lists none, and says so', () => {
    expect(shouldKeepPrevious(400, { records: 0, rejected: 0, firstRejection: null })).toEqual({
      kind: 'emptied',
      message: 'the file now lists no sites; the 400 it listed before are kept',
      params: ['400'],
    });
  });

  it('lets an antenna that never had sites list none', () => {
    expect(shouldKeepPrevious(0, { records: 0, rejected: 0, firstRejection: null })).toBeNull();
  });
});
