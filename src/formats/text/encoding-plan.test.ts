import { describe, expect, it } from 'vitest';
import { encodingPlan } from './encoding-plan.ts';

describe('encodingPlan', () => {
  it('tries UTF-8, EUC-JP, then Shift_JIS for LIRS and calls ASCII EUC-JP', () => {
    expect(encodingPlan('lirs', null, null)).toEqual({ candidates: ['utf-8', 'euc-jp', 'shift_jis'], asciiEncoding: 'euc-jp', declared: 0 });
  });

  it("puts the HTTP charset first for LIRS (Lily's text/plain; charset=EUC-JP)", () => {
    expect(encodingPlan('lirs', null, 'EUC-JP').candidates).toEqual(['euc-jp', 'utf-8', 'shift_jis']);
  });

  it("puts hina-di's own declaration before the HTTP charset", () => {
    expect(encodingPlan('hina-di', 'Shift_JIS', 'utf-8')).toEqual({
      candidates: ['shift_jis', 'utf-8', 'euc-jp'],
      asciiEncoding: 'shift_jis',
      declared: 0,
    });
  });

  it('calls an undeclared ASCII hina-di file EUC-JP (hina-di §8) and XML UTF-8', () => {
    expect(encodingPlan('hina-di', null, null).asciiEncoding).toBe('euc-jp');
    expect(encodingPlan('rss', null, null).asciiEncoding).toBe('utf-8');
    expect(encodingPlan('atom', 'EUC-JP', null)).toEqual({ candidates: ['euc-jp', 'utf-8', 'shift_jis'], asciiEncoding: 'euc-jp', declared: 1 });
  });

  it("ignores an HTTP charset that reads any byte (a server's ISO-8859-1 default)", () => {
    expect(encodingPlan('lirs', null, 'ISO-8859-1').candidates).toEqual(['utf-8', 'euc-jp', 'shift_jis']);
  });

  it('follows a file that declares an encoding that reads any byte', () => {
    expect(encodingPlan('rss', 'windows-1252', null).candidates[0]).toBe('windows-1252');
  });

  it('ignores unknown labels', () => {
    expect(encodingPlan('hina-di', 'x-foo', 'x-bar').candidates).toEqual(['utf-8', 'euc-jp', 'shift_jis']);
  });

  it('reads a feed as a browser reads XML: the HTTP charset in any label first, then the declaration', () => {
    expect(encodingPlan('rss', 'UTF-8', 'KOI8-R')).toEqual({
      candidates: ['koi8-r', 'utf-8', 'euc-jp', 'shift_jis'],
      asciiEncoding: 'koi8-r',
      declared: 2,
    });
    expect(encodingPlan('atom', null, 'ISO-8859-1').candidates[0]).toBe('windows-1252');
    expect(encodingPlan('rdf', null, null).declared).toBe(0);
  });
});
