import { describe, expect, it } from 'vitest';
import { charsetParameter } from './charset-parameter.ts';
import { declaredCharset } from './declared-charset.ts';

describe('charsetParameter', () => {
  it('reads a plain or quoted charset', () => {
    expect(charsetParameter('text/plain; charset=EUC-JP')).toBe('EUC-JP');
    expect(charsetParameter('text/plain;charset="Shift_JIS"')).toBe('Shift_JIS');
    expect(charsetParameter('text/xml; CHARSET = utf-8 ; foo=bar')).toBe('utf-8');
  });

  it('gives null without one', () => {
    expect(charsetParameter('application/x-gzip')).toBeNull();
    expect(charsetParameter('')).toBeNull();
  });
});

describe('declaredCharset', () => {
  it("reads hina-di's header Content-Type in each separator style", () => {
    expect(declaredCharset('hina-di', 'HINA/2.2\nContent-Type: text/plain; charset=Shift_JIS\n\n')).toBe('Shift_JIS');
    expect(declaredCharset('hina-di', 'HINA/2.2\r\nUser-Agent:\t\tWDB\r\nContent-Type:\t\ttext/plain; charset=EUC-JP\r\n')).toBe('EUC-JP');
    expect(declaredCharset('hina-di', 'HINA/2.1\ncontent-type:text/plain;charset=utf-8\n')).toBe('utf-8');
  });

  it("ignores an entity block's Content-Type", () => {
    expect(declaredCharset('hina-di', 'HINA/2.2\nUser-Agent: x\n\nURL: http://a.jp/\nContent-Type: text/html; charset=utf-8\n')).toBeNull();
  });

  it('reads the XML prolog encoding', () => {
    expect(declaredCharset('rss', '<?xml version="1.0" encoding="EUC-JP"?>\n<rss>')).toBe('EUC-JP');
    expect(declaredCharset('atom', "<?xml version='1.0' encoding='Shift_JIS' ?><feed>")).toBe('Shift_JIS');
    expect(declaredCharset('rdf', '<?xml version="1.0"?><rdf:RDF>')).toBeNull();
    expect(declaredCharset('rss', '<rss encoding="EUC-JP">')).toBeNull();
  });

  it('finds nothing in LIRS, which has no place for it', () => {
    expect(declaredCharset('lirs', 'LIRS,1,2,charset=utf-8,')).toBeNull();
  });
});
