import { describe, expect, it } from 'vitest';
import { AntennaDecodeError } from '../types.ts';
import { decodeFeed } from './decode-feed.ts';
import { installStringWork } from '../../../test/support/string-work.ts';

const NOW = 1_700_000_000;
const ATOM = 'http://www.w3.org/2005/Atom';
const PUBDATE = '<pubDate>Sat, 01 May 2004 12:00:00 +0900</pubDate>';

function rssFeed(items: string): string {
  return `<?xml version="1.0"?>\n<rss version="2.0"><channel><title>C</title>\n${items}\n</channel></rss>`;
}

function decodeError(text: string): AntennaDecodeError {
  try {
    decodeFeed(text, { now: NOW });
  } catch (error) {
    if (error instanceof AntennaDecodeError) return error;
    throw error;
  }
  throw new Error('decoded');
}

describe('decodeFeed: hostile and broken documents', () => {
  it('does not expand entities declared in the DOCTYPE (billion laughs)', () => {
    const levels = Array.from({ length: 9 }, (_, i) =>
      `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join('\n');
    const text = `<?xml version="1.0"?>\n<!DOCTYPE rss [\n<!ENTITY lol0 "lol">\n${levels}\n]>\n` +
      `<rss version="2.0"><channel><title>&lol9;</title><item><title>&lol9;&lol9;</title>` +
      `<link>http://x.example/</link>${PUBDATE}</item></channel></rss>`;
    const { title, records } = decodeFeed(text, { now: NOW });
    // Not expanded, so never a billion characters: the reference stays as written.
    expect(title).toBe('&lol9;');
    expect(records[0]?.title).toBe('&lol9;&lol9;');
  });

  it('does not read an external entity', () => {
    const text = '<?xml version="1.0"?>\n<!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n' +
      `<rss version="2.0"><channel><title>&xxe;</title></channel></rss>`;
    expect(decodeFeed(text, { now: NOW }).title).toBe('&xxe;');
  });

  it('ignores an external DTD and finds nothing on the object prototype', () => {
    const text = '<!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" ' +
      '"http://my.netscape.com/publish/formats/rss-0.91.dtd">\n' +
      '<rss version="0.91"><channel><title>&constructor;&__proto__;</title></channel></rss>';
    expect(decodeFeed(text, { now: NOW }).title).toBe('&constructor;&__proto__;');
  });

  it('throws bad-xml for text that is not XML', () => {
    for (const text of ['', 'LIRS,1,2,3', '\u0000\u0001\u0002']) {
      expect(decodeError(text).code, JSON.stringify(text)).toBe('bad-xml');
    }
  });

  it('throws bad-xml for an element named feed in another namespace', () => {
    expect(decodeError('<feed xmlns="http://example.com/not-atom"><entry/></feed>').message)
      .toBe('not a feed: the root element is <feed>');
  });

  it('throws bad-xml naming the root of XML that is not a feed', () => {
    const error = decodeError('<!DOCTYPE html><html><head><title>x</title></head></html>');
    expect(error.code).toBe('bad-xml');
    expect(error.message).toBe('not a feed: the root element is <html>');
    expect(decodeError(`<entry xmlns="${ATOM}"/>`).message).toBe('not a feed: the root element is <entry>');
  });

  it('refuses a feed nested more than 256 deep at the element that passes it, reading no further', () => {
    // 100,000 nested elements (700 KB) kept a worker busy for 85 s: each tag cost its depth.
    const depth = 100_000;
    const error = decodeError(`<feed xmlns="${ATOM}">\n${'<a>\n'.repeat(depth)}${'</a>'.repeat(depth)}</feed>`);
    expect(error.code).toBe('too-complex');
    expect(error.message).toBe('the feed nests elements more than 256 deep (line 257)');
  });

  it('refuses a feed whose nesting work passes the bound, where it passes it', () => {
    const attributes = ' a="1" b="2" c="3" d="4" e="5" f="6" g="7" h="8" i="9" j="10"';
    const deep = `<feed xmlns="${ATOM}">${'<a>'.repeat(254)}\n${`<b${attributes}/>\n`.repeat(40_000)}${'</a>'.repeat(254)}</feed>`;
    const error = decodeError(deep);
    expect(error.code).toBe('too-complex');
    const line = /^the feed takes too much work to read: its elements nest deep too many times \(past line (\d+)\)$/.exec(error.message)?.[1];
    // 255 deep, 11 names a tag: the 64 Mi steps run out at about the 23,800th of the 40,000.
    expect(Number(line)).toBeGreaterThan(20_000);
    expect(Number(line)).toBeLessThan(25_000);
  });

  // Work counted, not timed (a busy machine makes timings flaky): the characters the parser
  // and the readers scan, for 2,500 and for 10,000 items.
  it('reads a large feed in one pass', { timeout: 30_000 }, () => {
    const feed = (count: number) =>
      rssFeed(Array.from({ length: count }, (_, i) =>
        `<item><title>記事 ${i}</title><link>http://x.example/${i}</link>${PUBDATE}` +
        `<description>${'本文'.repeat(50)}</description></item>`).join('\n'));
    const [small, large] = [feed(2_500), feed(10_000)];
    const work = installStringWork();
    let records = 0;
    try {
      const ratio = work.measure(() => (records = decodeFeed(large, { now: NOW }).records.length)) / work.measure(() => decodeFeed(small, { now: NOW }));
      expect(ratio).toBeGreaterThan(3);
      expect(ratio).toBeLessThan(4.5);
    } finally {
      work.restore();
    }
    expect(records).toBe(10_000);
  });
});
