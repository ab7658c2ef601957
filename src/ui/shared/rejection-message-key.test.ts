import { describe, expect, it } from 'vitest';
import { rejectionMessageKey } from './rejection-message-key.ts';
import type { RejectionKind } from '../../core/rejections/rejection-kinds.ts';

/** A `t` over a few messages that, like the browser's, gives the key back for an unknown one. */
const t = (key: string): string => ({ rejection_lm_zero: 'Last-Modified が 0 です', rejection_empty: '' })[key] ?? key;

describe('rejectionMessageKey', () => {
  it("names the kind's message, - as _", () => {
    expect(rejectionMessageKey({ kind: 'lm-zero', params: [] }, t)).toBe('rejection_lm_zero');
  });

  it('gives null for a kind this language has no message for, so the English reason shows', () => {
    expect(rejectionMessageKey({ kind: 'too-few-fields', params: ['3'] }, t)).toBeNull();
    expect(rejectionMessageKey({ kind: 'empty' as RejectionKind, params: [] }, t)).toBeNull();
  });

  it('never builds a key from characters a message name cannot hold', () => {
    const seen: string[] = [];
    rejectionMessageKey({ kind: 'a b/../c' as RejectionKind, params: [] }, (key) => (seen.push(key), key));
    expect(seen).toEqual(['rejection_a_b____c']);
  });
});
