import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-to-text.ts';
import { installStringWork } from '../../../test/support/string-work.ts';

describe('htmlToText', () => {
  it('drops tags and decodes references', () => {
    expect(htmlToText('<b>日記</b> &amp; <a href="/x">メモ</a>')).toBe('日記 & メモ');
  });

  it('separates words at line-breaking tags only', () => {
    expect(htmlToText('日本<b>語</b><br/>二行目<p>三</p>')).toBe('日本語 二行目 三');
  });

  it('keeps a < that does not start a tag', () => {
    expect(htmlToText('a < b && c > d')).toBe('a < b && c > d');
  });

  it('keeps escaped markup as text: it was text in the HTML', () => {
    expect(htmlToText('&lt;b&gt; is a tag')).toBe('<b> is a tag');
  });

  it('drops comments, and an unclosed one to the end', () => {
    expect(htmlToText('a<!-- x -->b<!-- never closed')).toBe('ab');
  });

  it('keeps an unclosed tag as text', () => {
    expect(htmlToText('a <b class="x')).toBe('a <b class="x');
  });

  it('decodes numeric references and leaves unknown names and non-characters', () => {
    expect(htmlToText('&#12354;&#x3044;&bogus;&#xD800;&#0;')).toBe('あい&bogus;&#xD800;&#0;');
  });

  it('drops the text of script and style elements, which a browser never shows', () => {
    expect(htmlToText('<SCRIPT type="text/javascript">alert("x")</SCRIPT>日記<style>b { color: red }</style> 2004')).toBe('日記 2004');
    expect(htmlToText('before<script>never closed')).toBe('before');
  });

  it('gives null for markup with no text', () => {
    expect(htmlToText('<br/> <img src="x">')).toBeNull();
  });

  it('stays linear on many unclosed tags and comments', () => {
    // Work counted, not timed: four times the input costs about four times as much.
    const hostile = (n: number) => '<a'.repeat(n) + '<script>x</script'.repeat(n) + '<!--'.repeat(n);
    const work = installStringWork();
    try {
      const ratio = work.measure(() => htmlToText(hostile(200_000))) / work.measure(() => htmlToText(hostile(50_000)));
      expect(ratio).toBeGreaterThan(3);
      expect(ratio).toBeLessThan(4.5);
    } finally {
      work.restore();
    }
  });
});
