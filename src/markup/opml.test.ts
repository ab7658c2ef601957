import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanTitle, readOpml, writeOpml, type OpmlOutline } from './opml.ts';

const now = 1_700_000_000;

describe('writeOpml', () => {
  it('writes one rss outline per feed with text, title, xmlUrl and htmlUrl', () => {
    const text = writeOpml(
      [{ xmlUrl: 'http://a.example/a.lirs.gz', title: 'A antenna', htmlUrl: 'http://a.example/' }],
      { title: 'Antennas', now },
    );
    expect(text).toContain('<?xml version="1.0" encoding="UTF-8"?>');
    expect(text).toContain('<opml version="2.0">');
    expect(text).toContain('<dateCreated>Tue, 14 Nov 2023 22:13:20 GMT</dateCreated>');
    expect(text).toContain(
      '<outline type="rss" text="A antenna" title="A antenna" xmlUrl="http://a.example/a.lirs.gz" htmlUrl="http://a.example/"/>',
    );
  });

  it('writes the address as text when the feed has no title (text is required)', () => {
    const text = writeOpml([{ xmlUrl: 'http://a.example/hina.di', title: null, htmlUrl: null }], { title: 'x', now });
    expect(text).toContain('text="http://a.example/hina.di"');
    expect(text).not.toContain('htmlUrl');
  });

  it('escapes markup, quotes and newlines in attributes', () => {
    const text = writeOpml([{ xmlUrl: 'http://a.example/?a=1&b=2', title: 'Tom & "Jerry" <3>\nnext', htmlUrl: null }], {
      title: 'a < b',
      now,
    });
    expect(text).toContain('xmlUrl="http://a.example/?a=1&amp;b=2"');
    expect(text).toContain('text="Tom &amp; &quot;Jerry&quot; &lt;3&gt;&#10;next"');
    expect(text).toContain('<title>a &lt; b</title>');
  });

  it('drops characters XML cannot carry', () => {
    const text = writeOpml([{ xmlUrl: 'http://a.example/', title: 'a\u0001b\ud800c', htmlUrl: null }], { title: 'x', now });
    expect(text).toContain('text="abc"');
  });
});

describe('readOpml', () => {
  it('reads a feed reader export with folders (Bloglines nests outlines in categories)', () => {
    const reading = readOpml(`<?xml version="1.0" encoding="utf-8"?>
<opml version="1.0"><head><title>Bloglines Subscriptions</title></head>
<body><outline title="Subscriptions"><outline title="カテゴリA">
<outline title="Y~: YAGITCHE" htmlUrl="http://yagi.tc/" type="rss" xmlUrl="http://yagi.tc/index.rdf" />
</outline></outline></body></opml>`);
    expect(reading).toEqual({
      status: 'ok',
      title: 'Bloglines Subscriptions',
      outlines: [{ xmlUrl: 'http://yagi.tc/index.rdf', title: 'Y~: YAGITCHE', htmlUrl: 'http://yagi.tc/' }],
      withoutFeed: 0,
    });
  });

  it('reads text before title', () => {
    const reading = readOpml('<opml><body><outline text="Text" title="Title" xmlUrl="http://a.example/f"/></body></opml>');
    expect(reading.status === 'ok' && reading.outlines[0]?.title).toBe('Text');
  });

  it('matches attribute names in any case and single-quoted values', () => {
    const reading = readOpml("<OPML><body><outline TEXT='A' xmlurl='http://a.example/a.lirs'></outline></body></OPML>");
    expect(reading.status === 'ok' && reading.outlines).toEqual([{ xmlUrl: 'http://a.example/a.lirs', title: 'A', htmlUrl: null }]);
  });

  it('counts link outlines without a feed (BlogPeople writes type="link" url=)', () => {
    const reading = readOpml('<opml version="1.1"><body><outline text="Y" type="link" url="http://yagi.tc/" title=""/></body></opml>');
    expect(reading).toMatchObject({ status: 'ok', outlines: [], withoutFeed: 1 });
  });

  it('decodes character references in attributes', () => {
    const reading = readOpml('<opml><body><outline text="&#x3042; &amp; b" xmlUrl="http://a.example/?a=1&amp;b=2"/></body></opml>');
    expect(reading.status === 'ok' && reading.outlines[0]).toEqual({
      xmlUrl: 'http://a.example/?a=1&b=2',
      title: 'あ & b',
      htmlUrl: null,
    });
  });

  it('ignores outlines inside comments', () => {
    const reading = readOpml('<opml><body><!-- <outline xmlUrl="http://old.example/"/> --></body></opml>');
    expect(reading.status === 'ok' && reading.outlines).toEqual([]);
  });

  it('treats a name that only repeats the address as no name', () => {
    const reading = readOpml('<opml><body><outline text="http://a.example/f" xmlUrl="http://a.example/f"/></body></opml>');
    expect(reading.status === 'ok' && reading.outlines[0]?.title).toBeNull();
  });

  it('refuses a text that is not OPML', () => {
    expect(readOpml('<html><body><a href="x">x</a></body></html>')).toEqual({ status: 'error', error: 'not-opml' });
    expect(readOpml('')).toEqual({ status: 'error', error: 'not-opml' });
  });
});

describe('round trip', () => {
  const outline: fc.Arbitrary<OpmlOutline> = fc.record({
    xmlUrl: fc.webUrl({ withQueryParameters: true }),
    title: fc.option(fc.string({ unit: 'binary' })),
    htmlUrl: fc.option(fc.webUrl()),
  });

  it('reads back what it wrote (titles as cleanTitle leaves them)', () => {
    fc.assert(
      fc.property(fc.array(outline, { maxLength: 8 }), fc.string(), (outlines, title) => {
        const reading = readOpml(writeOpml(outlines, { title, now }));
        expect(reading.status).toBe('ok');
        if (reading.status !== 'ok') return;
        expect(reading.outlines).toEqual(
          outlines.map((o) => ({ xmlUrl: o.xmlUrl, title: cleanTitle(o.title, o.xmlUrl), htmlUrl: o.htmlUrl || null })),
        );
      }),
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const reading = readOpml(`<opml>${text}`);
        expect(reading.status).toBe('ok');
      }),
    );
  });
});
