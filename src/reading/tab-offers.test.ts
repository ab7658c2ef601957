import { describe, expect, it } from 'vitest';
import type { TabReading } from '../messages/tab-reading.ts';
import { MAX_TAB_OFFERS, tabOffers } from './tab-offers.ts';

const page = (markup: string, extra: Partial<TabReading & { status: 'read' }> = {}): TabReading => ({
  status: 'read',
  url: 'http://diary.example/~hiya/',
  contentType: 'text/html',
  title: 'ひやの日記',
  markup,
  ...extra,
});

describe('tabOffers', () => {
  it('offers the antenna and the feed a diary links to, and the page itself', () => {
    const markup = `<head><link rel="alternate" type="application/atom+xml" title="日記のAtom" href="atom.xml"></head>
      <body><a href="/antenna/antenna.lirs">アンテナ</a></body>`;
    expect(tabOffers(page(markup), new Set())).toEqual({
      kind: 'page',
      url: 'http://diary.example/~hiya/',
      title: 'ひやの日記',
      offers: [
        { url: 'http://diary.example/antenna/antenna.lirs', title: 'アンテナ', kind: 'lirs', following: false },
        { url: 'http://diary.example/~hiya/atom.xml', title: '日記のAtom', kind: 'atom', following: false },
      ],
      total: 2,
      following: false,
    });
  });

  it('marks what the user already follows, the page too', () => {
    const offers = tabOffers(page('<a href="HTTP://Diary.example/a.lirs">a</a>'), new Set(['http://diary.example/a.lirs', 'http://diary.example/~hiya/']));
    expect(offers).toMatchObject({ kind: 'page', following: true, offers: [{ following: true }] });
  });

  it('offers a page that links nothing to be watched', () => {
    expect(tabOffers(page('<p>今日は晴れ</p>'), new Set())).toMatchObject({ kind: 'page', offers: [], total: 0 });
  });

  it('offers a LIRS file opened in the tab as itself', () => {
    const reading = page('<pre>LIRS,1,2,…</pre>', { url: 'http://a.example/antenna.lirs', contentType: 'text/plain', title: '' });
    expect(tabOffers(reading, new Set())).toEqual({
      kind: 'file',
      offer: { url: 'http://a.example/antenna.lirs', title: null, kind: 'lirs', following: false },
    });
  });

  it('offers an Atom or RSS file opened in the tab as itself, known by its root element', () => {
    const atom = page('<?xml version="1.0"?><!-- x --><feed xmlns="http://www.w3.org/2005/Atom"></feed>', {
      url: 'http://a.example/feed',
      contentType: 'application/xml',
      title: '',
    });
    expect(tabOffers(atom, new Set())).toMatchObject({ kind: 'file', offer: { kind: 'atom', url: 'http://a.example/feed' } });
    const rdf = page('<rdf:RDF xmlns:rdf="…"></rdf:RDF>', { url: 'http://a.example/index.rdf', contentType: 'text/xml', title: '' });
    expect(tabOffers(rdf, new Set())).toMatchObject({ kind: 'file', offer: { kind: 'rss' } });
  });

  it('offers a feed the server sends as text/plain, known by its root element', () => {
    const reading = page('<?xml version="1.0"?>\n<rss version="2.0"><channel></channel></rss>', { url: 'http://a.example/rss', contentType: 'text/plain', title: '' });
    expect(tabOffers(reading, new Set())).toMatchObject({ kind: 'file', offer: { kind: 'rss' } });
  });

  it('says a browser page, a local file or a javascript: address is no web page', () => {
    for (const url of ['chrome://extensions/', 'about:blank', 'file:///home/a/a.lirs', 'javascript:alert(1)', 'moz-extension://x/popup.html']) {
      expect(tabOffers(page('', { url }), new Set())).toEqual({ kind: 'nothing', reason: 'browser-page' });
    }
  });

  it('says a page the browser would not let be read is unreadable', () => {
    expect(tabOffers({ status: 'unreadable', url: 'http://a.example/' }, new Set())).toEqual({ kind: 'nothing', reason: 'unreadable' });
    expect(tabOffers({ status: 'no-tab' }, new Set())).toEqual({ kind: 'nothing', reason: 'no-tab' });
  });

  it('says a PDF is not a page it can follow', () => {
    expect(tabOffers(page('', { url: 'http://a.example/paper.pdf', contentType: 'application/pdf' }), new Set())).toEqual({
      kind: 'nothing',
      reason: 'not-a-page',
      contentType: 'application/pdf',
    });
  });

  it('keeps at most MAX_TAB_OFFERS of a page linking 200 feeds, and counts them all', () => {
    const markup = Array.from({ length: 200 }, (_, i) => `<a href="/a${i}.lirs">a${i}</a>`).join('');
    const offers = tabOffers(page(markup), new Set());
    expect(offers).toMatchObject({ kind: 'page', total: 200 });
    expect(offers.kind === 'page' && offers.offers.length).toBe(MAX_TAB_OFFERS);
  });

  it('offers no javascript: or file: link', () => {
    const markup = '<a href="javascript:alert(1)//a.lirs">x</a><a href="file:///a.lirs">y</a>';
    expect(tabOffers(page(markup), new Set())).toMatchObject({ kind: 'page', offers: [], total: 0 });
  });
});
