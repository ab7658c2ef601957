import { describe, expect, it } from 'vitest';
import { encodeShiftJis } from '../../../test/fixtures/encode-shift-jis.ts';
import { encodeEucJp } from '../../../test/support/encode-euc-jp.ts';
import { decodePageText } from './decode-page-text.ts';

const euc = (text: string) => encodeEucJp(text) as Uint8Array;
const utf8 = (text: string) => new TextEncoder().encode(text);
const body = '<html><head><title>ただよう記憶</title></head><body><p>今日は晴れ。ソ表能予</p></body></html>';

describe('decodePageText', () => {
  it('takes the HTTP charset first', () => {
    expect(decodePageText(euc(body), 'text/html; charset=EUC-JP')).toEqual({ text: body, encoding: 'euc-jp' });
  });

  it('reads <meta http-equiv="Content-Type"> when the server names no charset', () => {
    const page = `<html><head><meta http-equiv="Content-Type" content="text/html; charset=Shift_JIS">${body.slice(12)}`;
    expect(decodePageText(encodeShiftJis(page), 'text/html')).toEqual({ text: page, encoding: 'shift_jis' });
  });

  it('reads <meta charset>', () => {
    const page = `<!DOCTYPE html><meta charset="euc-jp">${body}`;
    expect(decodePageText(euc(page), null).encoding).toBe('euc-jp');
  });

  it('reads an undeclared EUC-JP page by its content', () => {
    expect(decodePageText(euc(body), 'text/html')).toEqual({ text: body, encoding: 'euc-jp' });
  });

  it('reads an undeclared Shift_JIS page by its content, trail byte 0x5C included', () => {
    expect(decodePageText(encodeShiftJis(body), null)).toEqual({ text: body, encoding: 'shift_jis' });
  });

  it('reads UTF-8 by its content', () => {
    expect(decodePageText(utf8(body), null)).toEqual({ text: body, encoding: 'utf-8' });
  });

  it("does not let a server's default ISO-8859-1 misread an EUC-JP page", () => {
    expect(decodePageText(euc(body), 'text/html; charset=ISO-8859-1').encoding).toBe('euc-jp');
  });

  it('goes past an HTTP charset the bytes are not in, to the page\'s own declaration', () => {
    const page = `<meta http-equiv="Content-Type" content="text/html; charset=EUC-JP">${body}`;
    expect(decodePageText(euc(page), 'text/html; charset=UTF-8')).toEqual({ text: page, encoding: 'euc-jp' });
  });

  it('lets a byte order mark decide', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(body)]);
    expect(decodePageText(bytes, 'text/html; charset=EUC-JP')).toEqual({ text: body, encoding: 'utf-8' });
  });

  it('calls a pure-ASCII page by its declared charset', () => {
    expect(decodePageText(utf8('<meta charset="EUC-JP"><title>Hi</title>'), null).encoding).toBe('euc-jp');
    expect(decodePageText(utf8('<title>Hi</title>'), null).encoding).toBe('utf-8');
  });
});
