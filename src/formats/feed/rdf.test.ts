import { describe, expect, it } from 'vitest';
import { decodeFeed } from './decode-feed.ts';

const NOW = 1_700_000_000;

describe('decodeFeed: RSS 1.0', () => {
  const RDF = 'xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:dc="http://purl.org/dc/elements/1.1/"';

  it('reads items beside the channel, named by rdf:about', () => {
    const text = `<rdf:RDF ${RDF} xmlns="http://purl.org/rss/1.0/"><channel rdf:about="http://x.example/">` +
      '<title>日記</title><dc:creator>表</dc:creator></channel>\n' +
      '<item rdf:about="http://x.example/1"><title>一</title><dc:date>2004-05-01T12:00:00+09:00</dc:date></item>\n' +
      '<item rdf:about="urn:x:2"><link>http://x.example/2</link><dc:date>2004-05-01T12:00:00+09:00</dc:date></item>' +
      '</rdf:RDF>';
    const { format, title, records } = decodeFeed(text, { now: NOW });
    expect(format).toBe('rdf');
    expect(title).toBe('日記');
    expect(records.map(({ url, author, extra }) => [url, author, extra['id']])).toEqual([
      ['http://x.example/1', '表', 'http://x.example/1'],
      ['http://x.example/2', '表', 'urn:x:2'],
    ]);
  });

  it('reads RSS 1.0 that forgot its default namespace, and RSS 0.90', () => {
    for (const ns of ['', 'xmlns="http://my.netscape.com/rdf/simple/0.9/"']) {
      const text = `<rdf:RDF ${RDF} ${ns}><channel><title>T</title></channel>` +
        '<item><link>http://x.example/</link><dc:date>2004-05-01</dc:date></item></rdf:RDF>';
      expect(decodeFeed(text, { now: NOW }).records, ns).toHaveLength(1);
    }
  });
});
