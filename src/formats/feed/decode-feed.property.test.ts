import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AntennaDecodeError } from '../types.ts';
import { decodeFeed } from './decode-feed.ts';
import type { DecodedFeed } from './decode-feed.ts';

const NOW = 1_700_000_000;

/** Decodes, or returns the error code; any other throw fails the property. */
function attempt(text: string, url: string | null = null): DecodedFeed | 'bad-xml' {
  try {
    return decodeFeed(text, { now: NOW, url });
  } catch (error) {
    if (error instanceof AntennaDecodeError && error.code === 'bad-xml') return 'bad-xml';
    throw error;
  }
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}

const xmlish = fc.string({
  unit: fc.constantFrom('<', '>', '&', ';', '"', '/', '!', '[', ']', '-', '?', '=', ' ', '\n', 'a', 'rss',
    'item', 'feed', 'entry', '#', 'x', '1', 'CDATA', 'ENTITY', 'DOCTYPE', 'あ', '\u0000'),
  maxLength: 200,
});

const SKELETON = '<?xml version="1.0"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">' +
  '<channel><title>T</title><atom:link rel="next" href="?p=2"/>\n' +
  '<item><title>一</title><link>http://x.example/1</link><pubDate>Sat, 01 May 2004 12:00:00 +0900</pubDate></item>\n' +
  '<item><title>二</title><link>/2</link><pubDate>2004-05-01T12:00:00+09:00</pubDate></item>\n' +
  '</channel></rss>\n';

// Generous timeouts: hundreds of runs each, on machines that may be busy.
describe('decodeFeed properties', { timeout: 30_000 }, () => {
  it('gives a result or bad-xml for any text', () => {
    fc.assert(fc.property(fc.oneof(fc.string({ unit: 'binary' }), xmlish), (text) => {
      attempt(text);
    }), { numRuns: 500 });
  });

  it('gives a result or bad-xml for any cut or insertion in a feed', () => {
    fc.assert(fc.property(fc.nat(SKELETON.length), fc.nat(SKELETON.length), xmlish, (cut, at, insert) => {
      attempt(SKELETON.slice(0, cut), 'http://x.example/');
      attempt(SKELETON.slice(0, at) + insert + SKELETON.slice(at), 'http://x.example/');
    }), { numRuns: 500 });
  });

  it('accounts for every item, keeps only http(s) links, and points rejections into the file', () => {
    const item = fc.record({ title: fc.string(), link: fc.string(), date: fc.string(), raw: fc.boolean() });
    fc.assert(fc.property(fc.array(item, { maxLength: 8 }), (items) => {
      const body = items.map(({ title, link, date, raw }) => {
        const write = raw ? (text: string) => text : escapeXml;
        return `<item>\n<title>${escapeXml(title)}</title><link>${write(link)}</link>` +
          `<pubDate>${escapeXml(date)}</pubDate></item>`;
      }).join('\n');
      const text = `<rss version="2.0"><channel>\n${body}\n</channel></rss>`;
      const result = attempt(text, 'http://x.example/feed');
      if (result === 'bad-xml') return;
      const lines = text.split('\n').length;
      for (const record of result.records) expect(record.url).toMatch(/^https?:\/\//);
      for (const rejection of result.rejected) {
        expect(rejection.line).toBeGreaterThanOrEqual(1);
        expect(rejection.line).toBeLessThanOrEqual(lines);
      }
      if (items.every(({ raw }) => !raw)) {
        expect(result.records.length + result.rejected.length).toBe(items.length);
      }
    }), { numRuns: 300 });
  });

  it('never keeps a tag in an escaped-HTML title', () => {
    // Words without '<' or '&': an escaped '&lt;b&gt;' inside the HTML is text, rightly kept.
    const plainWords = fc.string().map((text) => text.replace(/[<&]/g, ''));
    fc.assert(fc.property(plainWords, fc.constantFrom('b', 'a href="x"', 'br/', 'span'), (words, tag) => {
      const title = escapeXml(`<${tag}>${words}</${tag.split(' ')[0] ?? ''}>`);
      const text = `<feed xmlns="http://www.w3.org/2005/Atom"><entry><title type="html">${title}</title>` +
        '<link href="http://x.example/"/><updated>2004-05-01T12:00:00Z</updated></entry></feed>';
      const result = attempt(text);
      if (result === 'bad-xml') return;
      const decoded = result.records[0]?.title ?? '';
      expect(decoded).not.toMatch(new RegExp(`<${tag.split(' ')[0] ?? ''}[ />]`));
    }), { numRuns: 300 });
  });
});
