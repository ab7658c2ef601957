import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { inlineNumber } from './inline-number.ts';

describe('inlineNumber', () => {
  it('gives every number back unchanged', () => {
    expect(inlineNumber(1_104_508_800)).toBe(1_104_508_800);
    // Past 2038, a Content-Length of 15 digits, a year-9999 time: beyond int32, kept as they are.
    expect(inlineNumber(2 ** 31)).toBe(2 ** 31);
    expect(inlineNumber(999_999_999_999_999)).toBe(999_999_999_999_999);
    expect(inlineNumber(253_402_127_999)).toBe(253_402_127_999);
    expect(inlineNumber(-32_400)).toBe(-32_400);
    expect(inlineNumber(0.5)).toBe(0.5);
    fc.assert(fc.property(fc.double({ noNaN: true }), (value) => inlineNumber(value) === value));
  });
});
