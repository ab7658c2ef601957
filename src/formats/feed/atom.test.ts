import { describe, expect, it } from 'vitest';
import { decodeFeed } from './decode-feed.ts';

const NOW = 1_700_000_000;
const ATOM = 'http://www.w3.org/2005/Atom';
const DATE = '<updated>2004-05-01T12:00:00+09:00</updated>';

function atomFeed(entries: string, head = '', feedAttributes = ''): string {
  return `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="${ATOM}" ${feedAttributes}>\n${head}\n${entries}\n</feed>`;
}

function atomEntry(body: string, attributes = ''): string {
  return `<entry ${attributes}>${body}</entry>`;
}

describe('decodeFeed: Atom', () => {
  it('makes one record per entry with the fetch time as lastDetected', () => {
    const { format, records } = decodeFeed(atomFeed(atomEntry(`<link href="http://a.example/1"/>${DATE}`)), { now: NOW });
    expect(format).toBe('atom');
    expect(records).toEqual([{
      url: 'http://a.example/1', title: null, author: null, lastModified: 1083380400, lastDetected: NOW,
      tzOffset: 32400, contentLength: null, sourceUrl: null, checkedUrl: null, method: null, expires: null, extension: [],
      extra: { id: 'http://a.example/1' },
    }]);
  });

  it('resolves links against nested xml:base and the document URL', () => {
    const text = atomFeed(
      atomEntry(`<link xml:base="c/" href="d.html"/>${DATE}`, 'xml:base="b/"'),
      '', 'xml:base="/a/"',
    );
    const { records } = decodeFeed(text, { now: NOW, url: 'http://x.example/feeds/atom.xml' });
    expect(records[0]?.url).toBe('http://x.example/a/b/c/d.html');
  });

  it('keeps an entry dated outside the times the reader can show, timed when first seen', () => {
    const { records, rejected } = decodeFeed(
      atomFeed(
        atomEntry('<link href="http://a.example/1"/><updated>1969-12-31T23:59:59Z</updated>') +
          atomEntry(`<link href="http://a.example/2"/>${DATE}`),
      ),
      { now: NOW },
    );
    expect(records.map((record) => [record.url, record.lastModified === NOW, record.extra['firstSeen']])).toEqual([
      ['http://a.example/1', true, 'true'],
      ['http://a.example/2', false, undefined],
    ]);
    expect(rejected).toEqual([]);
  });

  it('rejects a relative link when there is no base URL', () => {
    const { rejected } = decodeFeed(atomFeed(atomEntry(`<link href="/1"/>${DATE}`)), { now: NOW });
    expect(rejected).toEqual([{ line: 4, kind: 'link-not-url-no-base', params: ['/1'], reason: 'link is not a URL (no base URL): /1' }]);
  });

  it('rejects links that are not http(s)', () => {
    const entries = ['javascript:alert(1)', 'data:text/html,x', 'ftp://x.example/', 'mailto:a@x.example']
      .map((href) => atomEntry(`<link href="${href}"/>${DATE}`)).join('\n');
    const { records, rejected } = decodeFeed(atomFeed(entries), { now: NOW, url: 'http://x.example/' });
    expect(records).toEqual([]);
    expect(rejected.map((rejection) => rejection.kind)).toEqual(['link-not-http', 'link-not-http', 'link-not-http', 'link-not-http']);
    expect(rejected.map((rejection) => rejection.reason)).toEqual([
      'link is not an http(s) URL: javascript:alert(1)',
      'link is not an http(s) URL: data:text/html,x',
      'link is not an http(s) URL: ftp://x.example/',
      'link is not an http(s) URL: mailto:a@x.example',
    ]);
  });

  it('prefers the text/html alternate link and ignores other relations', () => {
    const links = '<link rel="edit" href="http://x.example/edit"/>' +
      '<link rel="alternate" type="application/atom+xml" href="http://x.example/1.atom"/>' +
      '<link rel="http://www.iana.org/assignments/relation/alternate" type="text/html" href="http://x.example/1"/>';
    const { records } = decodeFeed(atomFeed(atomEntry(links + DATE)), { now: NOW });
    expect(records[0]?.url).toBe('http://x.example/1');
  });

  it('rejects an entry with no alternate link', () => {
    const entry = atomEntry(`<link rel="self" href="http://x.example/1"/><id>http://x.example/1</id>${DATE}`);
    expect(decodeFeed(atomFeed(entry), { now: NOW }).rejected).toEqual([{ line: 4, kind: 'feed-no-link', params: ['entry'], reason: 'entry has no link' }]);
  });

  it('reads html and xhtml titles as plain text, and text titles as they are', () => {
    const entries = [
      '<title type="html">&lt;b&gt;太字&lt;/b&gt;&amp;amp;</title>',
      `<title type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">x<b>h</b>t</div></title>`,
      '<title>a &lt;b&gt; c</title>',
    ].map((title) => atomEntry(`${title}<link href="http://x.example/"/>${DATE}`)).join('');
    const titles = decodeFeed(atomFeed(entries), { now: NOW }).records.map((record) => record.title);
    expect(titles).toEqual(['太字&', 'xht', 'a <b> c']);
  });

  it('prefers updated, falls back to published when updated does not read', () => {
    const entries = [
      '<published>2004-01-01T00:00:00Z</published><updated>2004-02-01T00:00:00Z</updated>',
      '<updated>soon</updated><published>2004-01-01T00:00:00Z</published>',
    ].map((dates) => atomEntry(`<link href="http://x.example/"/>${dates}`)).join('');
    const { records } = decodeFeed(atomFeed(entries), { now: NOW });
    expect(records.map((record) => record.lastModified)).toEqual([1075593600, 1072915200]);
    expect(records[0]?.extra).toEqual({ id: 'http://x.example/', published: '2004-01-01T00:00:00Z' });
  });

  it('keeps an entry with no date, or none that reads, timed when first seen and marked so', () => {
    const entries = [
      atomEntry('<link href="http://x.example/1"/>'),
      atomEntry('<link href="http://x.example/2"/><updated>2004-02-30T00:00:00Z</updated>'),
    ].join('\n');
    const { records, rejected } = decodeFeed(atomFeed(entries), { now: NOW });
    expect(rejected).toEqual([]);
    expect(records.map((record) => [record.url, record.lastModified, record.tzOffset, record.extra['firstSeen']])).toEqual([
      ['http://x.example/1', NOW, null, 'true'],
      ['http://x.example/2', NOW, null, 'true'],
    ]);
  });

  it("gives an entry without an author the feed's (RFC 4287 §4.2.1)", () => {
    const entries = atomEntry(`<link href="http://x.example/1"/>${DATE}`) +
      atomEntry(`<author><name>Mine</name></author><link href="http://x.example/2"/>${DATE}`);
    const { records } = decodeFeed(atomFeed(entries, '<author><name>Feed</name></author>'), { now: NOW });
    expect(records.map((record) => record.author)).toEqual(['Feed', 'Mine']);
  });

  it("does not take an atom:source's title, link or date for the entry's", () => {
    const entry = atomEntry('<source><title>Other</title><link href="http://other.example/"/>' +
      '<updated>1999-01-01T00:00:00Z</updated></source>' +
      `<title>Own</title><link href="http://x.example/"/>${DATE}`);
    const { records } = decodeFeed(atomFeed(entry), { now: NOW });
    expect(records.map(({ title, url, lastModified }) => ({ title, url, lastModified })))
      .toEqual([{ title: 'Own', url: 'http://x.example/', lastModified: 1083380400 }]);
  });

  it('reads Atom by namespace, whatever the prefix', () => {
    const text = `<a:feed xmlns:a="${ATOM}"><a:title>P</a:title><a:entry><a:link href="http://x.example/"/>` +
      '<a:updated>2004-05-01T12:00:00+09:00</a:updated></a:entry></a:feed>';
    const { title, records } = decodeFeed(text, { now: NOW });
    expect(title).toBe('P');
    expect(records).toHaveLength(1);
  });

  it('rejects an entry the file ends inside, keeping the ones before it', () => {
    const text = atomFeed(atomEntry(`<link href="http://x.example/1"/>${DATE}`)).replace('</feed>', '') +
      '<entry>\n<link href="http://x.example/2"/><upd';
    const { records, rejected } = decodeFeed(text, { now: NOW });
    expect(records).toHaveLength(1);
    expect(rejected).toEqual([{ line: 5, kind: 'cut-off', params: ['entry'], reason: 'entry is cut off at the end of the file' }]);
  });
});
