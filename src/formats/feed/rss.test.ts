import { describe, expect, it } from 'vitest';
import { decodeFeed } from './decode-feed.ts';

const NOW = 1_700_000_000;
const ATOM = 'http://www.w3.org/2005/Atom';
const PUBDATE = '<pubDate>Sat, 01 May 2004 12:00:00 +0900</pubDate>';

function rssFeed(items: string, channel = '', rssAttributes = ''): string {
  return `<?xml version="1.0"?>\n<rss version="2.0" ${rssAttributes}><channel><title>C</title>${channel}\n${items}\n</channel></rss>`;
}

describe('decodeFeed: RSS 2.0', () => {
  it('uses a permalink guid as the link, and a guid that is not one only as the id', () => {
    const items = [
      `<item><guid>http://x.example/1</guid>${PUBDATE}</item>`,
      `<item><guid isPermaLink="false">http://x.example/2</guid>${PUBDATE}</item>`,
      `<item><link>http://x.example/3</link><guid isPermaLink="false">id-3</guid>${PUBDATE}</item>`,
    ].join('\n');
    const { records, rejected } = decodeFeed(rssFeed(items), { now: NOW });
    expect(records.map(({ url, extra }) => [url, extra['id']])).toEqual([
      ['http://x.example/1', 'http://x.example/1'],
      ['http://x.example/3', 'id-3'],
    ]);
    expect(rejected).toEqual([{ line: 4, kind: 'feed-no-link', params: ['item'], reason: 'item has no link' }]);
  });

  it('takes the name from an author address, prefers dc:creator, falls back to the channel', () => {
    const items = [
      `<item><link>http://x.example/1</link><author>a@x.example (花子)</author>${PUBDATE}</item>`,
      `<item><link>http://x.example/2</link><author>a@x.example</author><dc:creator>太郎</dc:creator>${PUBDATE}</item>`,
      `<item><link>http://x.example/3</link>${PUBDATE}</item>`,
    ].join('');
    const text = rssFeed(items, '<dc:creator>管理人</dc:creator>', 'xmlns:dc="http://purl.org/dc/elements/1.1/"');
    expect(decodeFeed(text, { now: NOW }).records.map((record) => record.author)).toEqual(['花子', '太郎', '管理人']);
  });

  it('reads markup escaped into a title as HTML, however often escaped', () => {
    const item = `<item><title>&lt;b&gt;A&lt;/b&gt; &amp;amp; B &amp;hellip;</title><link>http://x.example/</link>${PUBDATE}</item>`;
    expect(decodeFeed(rssFeed(item), { now: NOW }).records[0]?.title).toBe('A & B …');
  });

  it('reads a pubDate written as W3C-DTF and a dc:date standing in for pubDate', () => {
    const items = '<item><link>http://x.example/1</link><pubDate>2004-05-01T12:00:00+09:00</pubDate></item>' +
      '<item><link>http://x.example/2</link><dc:date>2004-05-01T12:00:00+09:00</dc:date></item>';
    const { records } = decodeFeed(rssFeed(items, '', 'xmlns:dc="http://purl.org/dc/elements/1.1/"'), { now: NOW });
    expect(records.map((record) => record.lastModified)).toEqual([1083380400, 1083380400]);
  });

  it('reads RFC 5005 links from atom:link in the channel, and flags from fh:', () => {
    const channel = '<atom:link rel="self" href="/index.rss"/><atom:link rel="next" href="?page=2"/>' +
      '<atom:link rel="prev-archive" href="javascript:x"/><fh:complete/>';
    const text = rssFeed('', channel,
      `xmlns:atom="${ATOM}" xmlns:fh="http://purl.org/syndication/history/1.0"`);
    expect(decodeFeed(text, { now: NOW, url: 'http://x.example/index.rss' }).feed).toEqual({
      self: 'http://x.example/index.rss', complete: true, archive: false,
      next: 'http://x.example/index.rss?page=2', prevArchive: null, current: null,
    });
  });

  it('reads dc:, atom: and fh: elements even when the producer forgot to declare the prefix', () => {
    const text = rssFeed(`<item><link>http://x.example/</link><dc:date>2004-05-01T12:00:00+09:00</dc:date></item>`,
      '<atom:link rel="self" href="http://x.example/rss"/><fh:archive/>');
    const { records, feed } = decodeFeed(text, { now: NOW });
    expect(records).toHaveLength(1);
    expect(feed.self).toBe('http://x.example/rss');
    expect(feed.archive).toBe(true);
  });

  it('reads a feed with blank lines before the XML declaration, as PHP templates leave', () => {
    const text = `\n\n${rssFeed(`<item><link>http://x.example/</link>${PUBDATE}</item>`)}`;
    expect(decodeFeed(text, { now: NOW }).records).toHaveLength(1);
  });

  it('keeps the rest of the feed after a raw & in an attribute and an HTML entity', () => {
    const items = `<item><title>a&nbsp;b &copy;</title><link>http://x.example/?a=1&b=2</link>${PUBDATE}</item>` +
      `<item><link>http://x.example/2</link>${PUBDATE}</item>`;
    const text = rssFeed(items, '<atom:link rel="self" href="http://x.example/?a=1&b=2"/>', `xmlns:atom="${ATOM}"`);
    const { records, feed } = decodeFeed(text, { now: NOW });
    expect(records.map(({ url, title }) => [url, title])).toEqual([
      ['http://x.example/?a=1&b=2', 'a\u00a0b ©'], ['http://x.example/2', null],
    ]);
    expect(feed.self).toBe('http://x.example/?a=1&b=2');
  });
});
