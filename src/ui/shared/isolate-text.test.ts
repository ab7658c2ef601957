import { describe, expect, it } from 'vitest';
import { isolateText } from './isolate-text.ts';

describe('isolateText', () => {
  it('wraps feed text in FSI … PDI', () => {
    expect(isolateText('\u202Eevil')).toBe('\u2068\u202Eevil\u2069');
  });

  it('drops isolate controls that could close the isolate early', () => {
    expect(isolateText('a\u2069b\u2066c\u2067d\u2068e')).toBe('\u2068abcde\u2069');
  });
});
