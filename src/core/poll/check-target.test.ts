import { describe, expect, it } from 'vitest';
import { checkTarget } from './check-target.ts';

describe('checkTarget', () => {
  it("fetches a watched page's check URL when it has one", () => {
    const watch = { startMarker: null, endMarker: null, checkedUrl: 'http://b.example/latest.html' };
    expect(checkTarget({ url: 'http://a.example/', watch })).toBe('http://b.example/latest.html');
  });

  it('fetches the URL itself otherwise', () => {
    expect(checkTarget({ url: 'http://a.example/' })).toBe('http://a.example/');
    expect(checkTarget({ url: 'http://a.example/', watch: { startMarker: 'x', endMarker: null, checkedUrl: null } })).toBe('http://a.example/');
  });
});
