import { describe, expect, it } from 'vitest';
import { REJECTION_KINDS } from './rejection-kinds.ts';
import { REJECTION_REASONS, rejectionReason } from './rejection-reasons.ts';
import { rejected, rejectionAt } from './rejected.ts';

describe('rejectionReason', () => {
  it("fills the kind's sentence with the params in order", () => {
    expect(rejectionReason('bad-date', ['pubDate', '2004年5月1日'])).toBe('pubDate is not a valid date: 2004年5月1日');
  });

  it('leaves a $ in a value quoted from the file as written', () => {
    expect(rejectionReason('not-lirs-record', ['$2 costs $$ and $&'])).toBe('not a LIRS record: "$2 costs $$ and $&"');
  });

  it('has a sentence for every kind', () => {
    expect(REJECTION_KINDS.filter((kind) => !REJECTION_REASONS[kind])).toEqual([]);
  });
});

describe('rejected', () => {
  it('gives the kind, the params and the English sentence, and keeps no status in the list', () => {
    const cause = rejected('too-few-fields', '3');
    expect(cause).toEqual({ status: 'rejected', kind: 'too-few-fields', params: ['3'], reason: 'too few fields: 3, where a record needs at least 5' });
    expect(rejectionAt(7, cause)).toEqual({ line: 7, kind: 'too-few-fields', params: ['3'], reason: 'too few fields: 3, where a record needs at least 5' });
  });
});
