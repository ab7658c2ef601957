import { describe, expect, it } from 'vitest';
import { metaCharset } from './meta-charset.ts';

describe('metaCharset', () => {
  it('reads http-equiv Content-Type in any case and quoting', () => {
    expect(metaCharset('<META HTTP-EQUIV="content-type" CONTENT="text/html;charset=x-sjis">')).toBe('x-sjis');
    expect(metaCharset("<meta content='text/html; charset=\"EUC-JP\"' http-equiv=Content-Type>")).toBe('EUC-JP');
  });

  it('reads <meta charset>', () => {
    expect(metaCharset('<meta charset=utf-8 />')).toBe('utf-8');
  });

  it('skips a commented-out declaration', () => {
    expect(metaCharset('<!-- <meta charset="Shift_JIS"> --><meta charset="EUC-JP">')).toBe('EUC-JP');
  });

  it("reads an XHTML page's XML declaration", () => {
    expect(metaCharset('<?xml version="1.0" encoding="Shift_JIS"?>\n<html>')).toBe('Shift_JIS');
  });

  it('gives null when the page declares nothing', () => {
    expect(metaCharset('<meta name="author" content="hiya"><title>x</title>')).toBeNull();
  });
});
