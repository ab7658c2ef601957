import { describe, expect, it } from 'vitest';
import { escapeBareAmpersands } from './escape-bare-ampersands.ts';
import { installStringWork } from '../../../test/support/string-work.ts';

describe('escapeBareAmpersands', () => {
  it('escapes a raw & in a URL and leaves references alone', () => {
    expect(escapeBareAmpersands('<a href="?a=1&b=2&amp;c=3&#38;d&#x26;e&nbsp;">x & y</a>'))
      .toBe('<a href="?a=1&amp;b=2&amp;c=3&#38;d&#x26;e&nbsp;">x &amp; y</a>');
  });

  it('leaves CDATA sections and comments as written', () => {
    const xml = '<t><![CDATA[a & b]]> & <!-- c & d --> &</t>';
    expect(escapeBareAmpersands(xml)).toBe('<t><![CDATA[a & b]]> &amp; <!-- c & d --> &amp;</t>');
  });

  it('handles a comment inside CDATA and sections after ampersands', () => {
    expect(escapeBareAmpersands('& <![CDATA[ <!-- & ]]> & <!-- & --> &'))
      .toBe('&amp; <![CDATA[ <!-- & ]]> &amp; <!-- & --> &amp;');
  });

  it('leaves the rest alone after an unclosed section', () => {
    expect(escapeBareAmpersands('& <![CDATA[ & ')).toBe('&amp; <![CDATA[ & ');
  });

  it('returns the same string when nothing needs escaping', () => {
    const xml = '<t>&amp;</t>';
    expect(escapeBareAmpersands(xml)).toBe(xml);
  });

  it('keeps line breaks where they were', () => {
    expect(escapeBareAmpersands('a\n&\nb').split('\n')).toHaveLength(3);
  });

  it('stays linear on many unclosed CDATA sections', () => {
    // Work counted, not timed: four times the input costs about four times as much.
    const hostile = (n: number) => '&'.repeat(n) + '<![CDATA['.repeat(n);
    const work = installStringWork();
    try {
      const ratio = work.measure(() => escapeBareAmpersands(hostile(100_000))) / work.measure(() => escapeBareAmpersands(hostile(25_000)));
      expect(ratio).toBeGreaterThan(3);
      expect(ratio).toBeLessThan(4.5);
    } finally {
      work.restore();
    }
  });
});
