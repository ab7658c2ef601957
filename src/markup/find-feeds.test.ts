import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findFeeds } from './find-feeds.ts';

const page = 'http://a.example/antenna/index.html';

describe('findFeeds', () => {
  it('finds Atom and RSS alternates in the head', () => {
    const html = `<html><head>
      <link rel="alternate" type="application/atom+xml" title="Atom" href="/atom.xml">
      <LINK REL="Alternate" TYPE="application/rss+xml; charset=utf-8" HREF="rss.xml" title="RSS 2.0" />
      <link rel="stylesheet" type="text/css" href="/s.css">
      <link rel="alternate" hreflang="en" href="/en/">
    </head></html>`;
    expect(findFeeds(html, page)).toEqual([
      { url: 'http://a.example/atom.xml', title: 'Atom', kind: 'atom' },
      { url: 'http://a.example/antenna/rss.xml', title: 'RSS 2.0', kind: 'rss' },
    ]);
  });

  it('reads an RSS 1.0 alternate declared as application/rdf+xml', () => {
    const html = '<link rel="alternate" type="application/rdf+xml" href="index.rdf">';
    expect(findFeeds(html, page)).toEqual([{ url: 'http://a.example/antenna/index.rdf', title: null, kind: 'rss' }]);
  });

  it('finds links to LIRS and hina-di files, antenna files first', () => {
    const html = `<link rel="alternate" type="application/rss+xml" href="/rss">
      <a href="antenna.lirs.gz">LIRS <b>(gzip)</b></a>
      <a href="/hina.di">hina-di</a>
      <a href='http://b.example/x.DI.gz'>other</a>
      <a href="a.lirs?t=1#top">plain</a>
      <a href="/index.html">not a feed</a>`;
    expect(findFeeds(html, page)).toEqual([
      { url: 'http://a.example/antenna/antenna.lirs.gz', title: 'LIRS (gzip)', kind: 'lirs' },
      { url: 'http://a.example/hina.di', title: 'hina-di', kind: 'hina-di' },
      { url: 'http://b.example/x.DI.gz', title: 'other', kind: 'hina-di' },
      { url: 'http://a.example/antenna/a.lirs?t=1', title: 'plain', kind: 'lirs' },
      { url: 'http://a.example/rss', title: null, kind: 'rss' },
    ]);
  });

  it('finds a link to hina.txt (HINA/1.x) by its one name, and no other .txt', () => {
    const html = '<a href="/antenna/hina.txt">hina.txt</a> <a href="/readme.txt">readme</a>';
    expect(findFeeds(html, page)).toEqual([{ url: 'http://a.example/antenna/hina.txt', title: 'hina.txt', kind: 'hina-txt' }]);
  });

  it('resolves against <base href>', () => {
    const html = '<base href="https://c.example/data/"><a href="hina.di">di</a>';
    expect(findFeeds(html, page)).toEqual([{ url: 'https://c.example/data/hina.di', title: 'di', kind: 'hina-di' }]);
  });

  it('keeps only http and https links', () => {
    const html = `<a href="javascript:alert(1)//x.lirs">x</a>
      <a href="ftp://a.example/a.lirs">ftp</a>
      <a href="data:text/plain,a.di">data</a>
      <link rel="alternate" type="application/atom+xml" href="javascript:void(0)">`;
    expect(findFeeds(html, page)).toEqual([]);
  });

  it('lists each URL once, ignoring the fragment', () => {
    const html = '<a href="/a.lirs">one</a><a href="/a.lirs#again">two</a>';
    expect(findFeeds(html, page)).toEqual([{ url: 'http://a.example/a.lirs', title: 'one', kind: 'lirs' }]);
  });

  it('skips links in comments, scripts and styles', () => {
    const html = `<!-- <a href="/old.lirs">old</a> -->
      <script>document.write('<a href="/s.lirs">s</a>')</script>
      <style>a[href="/c.lirs"] {}</style>`;
    expect(findFeeds(html, page)).toEqual([]);
  });

  it('decodes references in href and text, and uses the title attribute when the text is empty', () => {
    const html = '<a href="/d.di?a=1&amp;b=2" title="Diary &amp; more"><img src="i.png"></a>';
    expect(findFeeds(html, page)).toEqual([{ url: 'http://a.example/d.di?a=1&b=2', title: 'Diary & more', kind: 'hina-di' }]);
  });

  it('reads unquoted attributes and a quoted > inside a value', () => {
    const html = '<a title="a > b" href=/x.lirs>x</a>';
    expect(findFeeds(html, page)).toEqual([{ url: 'http://a.example/x.lirs', title: 'x', kind: 'lirs' }]);
  });

  it('returns nothing for a page URL it cannot read', () => {
    expect(findFeeds('<a href="/a.lirs">a</a>', 'not a url')).toEqual([]);
  });

  it('never throws, and only ever returns http(s) URLs', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (text, href) => {
        const found = findFeeds(`${text}<a href="${href}.lirs">${text}</a>${text}`, page);
        for (const feed of found) expect(feed.url).toMatch(/^https?:\/\//);
      }),
    );
  });
});
