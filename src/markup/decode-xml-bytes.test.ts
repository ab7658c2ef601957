import { describe, expect, it } from 'vitest';
import { decodeXmlBytes } from './decode-xml-bytes.ts';

// 「アンテナ」 in Shift_JIS and EUC-JP.
const sjis = [0x83, 0x41, 0x83, 0x93, 0x83, 0x65, 0x83, 0x69];
const eucjp = [0xa5, 0xa2, 0xa5, 0xf3, 0xa5, 0xc6, 0xa5, 0xca];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

describe('decodeXmlBytes', () => {
  it('reads the encoding the XML declaration names', () => {
    const head = ascii('<?xml version="1.0" encoding="Shift_JIS"?><opml><head><title>');
    expect(decodeXmlBytes(new Uint8Array([...head, ...sjis]))).toContain('<title>アンテナ');
    const euc = ascii("<?xml version='1.0' encoding='EUC-JP'?><t>");
    expect(decodeXmlBytes(new Uint8Array([...euc, ...eucjp]))).toBe("<?xml version='1.0' encoding='EUC-JP'?><t>アンテナ");
  });

  it('defaults to UTF-8 and lets a byte order mark win', () => {
    expect(decodeXmlBytes(new TextEncoder().encode('<opml>アンテナ'))).toBe('<opml>アンテナ');
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('<?xml encoding="Shift_JIS"?>あ')]);
    expect(decodeXmlBytes(bom)).toBe('<?xml encoding="Shift_JIS"?>あ');
  });

  it('falls back to UTF-8 for an unknown label', () => {
    const bytes = new Uint8Array([...ascii('<?xml version="1.0" encoding="x-nonsense"?>'), ...new TextEncoder().encode('あ')]);
    expect(decodeXmlBytes(bytes)).toContain('あ');
  });
});
