import { describe, expect, it } from 'vitest';
import { pageText } from './page-text.ts';

const url = 'http://diary.example/hiya/';
const words = (html: string) => pageText(html, url).replace(/\s+/g, ' ').trim();

describe('pageText', () => {
  it('drops tags and decodes references', () => {
    expect(words('<p>Tom &amp; <b>Jerry</b></p>')).toBe('Tom & Jerry');
  });

  it('drops comments, and with them server-side include directives', () => {
    expect(words('日記<!--#exec cgi="count.cgi" --><!-- 12345 -->です')).toBe('日記です');
  });

  it('drops scripts, styles and what shows only without scripts', () => {
    expect(words('<script>document.write(new Date())</script><style>p{}</style><noscript><img src=c.gif>12</noscript>本文')).toBe('本文');
  });

  it('drops a script whose text holds a fake closing tag of another element', () => {
    expect(words('<script>var s = "</div>";</script>本文')).toBe('本文');
  });

  it('drops the rest of the page after a script never closed', () => {
    expect(words('本文<script>for(;;){}')).toBe('本文');
  });

  it('puts block elements on lines of their own', () => {
    expect(pageText('<p>a</p><p>b</p>', url)).toBe('\na\n\nb\n');
  });

  it('adds the target of a text link after its text', () => {
    expect(words('<a href="../kuma/">Kuma</a>')).toBe('Kuma <http://diary.example/kuma/>');
  });

  it('drops the query string of a link to another host (ads, affiliates), but keeps one on the same host', () => {
    expect(words('<a href="http://ad.example/click?id=1&amp;r=92834">本を買う</a>')).toBe('本を買う <http://ad.example/click>');
    expect(words('<a href="diary.cgi?date=20050103">1月3日</a>')).toBe('1月3日 <http://diary.example/hiya/diary.cgi?date=20050103>');
  });

  it('drops the session id a server writes into its own links for a client without cookies', () => {
    expect(words('<a href="bbs.php?PHPSESSID=3f2a9c&amp;page=2">掲示板</a>')).toBe('掲示板 <http://diary.example/hiya/bbs.php?page=2>');
    expect(words('<a href="/app/list;jsessionid=A1B2C3?x=1">一覧</a>')).toBe('一覧 <http://diary.example/app/list?x=1>');
  });

  it('adds nothing for an image-only link (a banner)', () => {
    expect(words('<a href="http://ad.example/"><img src="banner.gif"></a>本文')).toBe('本文');
  });

  it('keeps a < that starts no tag as text', () => {
    expect(words('a < b, 1 <2')).toBe('a < b, 1 <2');
  });

});
