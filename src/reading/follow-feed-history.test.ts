import { describe, expect, it } from 'vitest';
import type { AntennaRecord } from '../core/record.ts';
import { blankRecord } from '../../test/support/blank-record.ts';
import type { DecodedAntenna, FeedLinks } from '../formats/types.ts';
import { followFeedHistory, type FetchDocument, type HistoryInput } from './follow-feed-history.ts';

const entry = (id: string, lastModified = 100): AntennaRecord => blankRecord({
  url: `http://example.org/${id}`,
  title: id,
  author: null,
  lastModified,
  lastDetected: 1000,
  tzOffset: 0,
  extra: { id: `urn:${id}` },
});

const noLinks: FeedLinks = { self: null, complete: false, archive: false, next: null, prevArchive: null, current: null };

const doc = (ids: string[], links: Partial<FeedLinks> = {}): DecodedAntenna => ({
  format: 'atom',
  encoding: 'utf-8',
  gzipped: false,
  date: null,
  title: 'Example Feed',
  records: ids.map((id) => entry(id)),
  rejected: [],
  feed: { ...noLinks, ...links },
});

/** A server of feed documents by URL, counting what was asked for. */
function documents(byUrl: Record<string, DecodedAntenna | string>): FetchDocument & { asked: string[] } {
  const asked: string[] = [];
  const fetchDocument = async (url: string) => {
    asked.push(url);
    const found = byUrl[url];
    if (found === undefined) return { ok: false as const, error: 'the server answered 404 (not found)' };
    if (typeof found === 'string') return { ok: false as const, error: found };
    return { ok: true as const, decoded: found };
  };
  return Object.assign(fetchDocument, { asked });
}

const input = (decoded: DecodedAntenna, patch: Partial<HistoryInput> = {}): HistoryInput => ({
  url: 'http://example.org/index.atom',
  decoded,
  stored: [],
  processedArchives: [],
  pendingArchive: null,
  firstPoll: true,
  maxDocuments: 20,
  now: 1000,
  ...patch,
});

const ids = (records: readonly AntennaRecord[]) => records.map((r) => r.title).sort();

describe('followFeedHistory', () => {
  it('takes a complete feed as exactly its entries, dropping what was stored', async () => {
    const history = await followFeedHistory(
      input(doc(['a', 'b'], { complete: true }), { stored: [entry('gone')] }),
      documents({}),
    );
    expect(ids(history.records)).toEqual(['a', 'b']);
    expect(history.historyWarning).toBeNull();
  });

  it('rebuilds an archived feed from every archive, back to the first', async () => {
    const server = documents({
      'http://example.org/2003/11.atom': doc(['c', 'd'], { archive: true, prevArchive: 'http://example.org/2003/10.atom' }),
      'http://example.org/2003/10.atom': doc(['e'], { archive: true }),
    });
    const history = await followFeedHistory(input(doc(['a', 'b'], { prevArchive: 'http://example.org/2003/11.atom' })), server);
    expect(ids(history.records)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(history.processedArchives).toEqual(['http://example.org/2003/11.atom', 'http://example.org/2003/10.atom']);
    expect(history.historyWarning).toBeNull();
  });

  it('never fetches an archive again once processed, and keeps its entries', async () => {
    const server = documents({});
    const history = await followFeedHistory(
      input(doc(['a2', 'b'], { prevArchive: 'http://example.org/2003/11.atom' }), {
        stored: [entry('a'), entry('c'), entry('d')],
        processedArchives: ['http://example.org/2003/11.atom'],
        firstPoll: false,
      }),
      server,
    );
    expect(server.asked).toEqual([]);
    expect(ids(history.records)).toEqual(['a', 'a2', 'b', 'c', 'd']);
  });

  it('says the history is incomplete when an archive is missing, and tries it again next time', async () => {
    const server = documents({
      'http://example.org/2003/11.atom': doc(['c'], { prevArchive: 'http://example.org/2003/10.atom' }),
    });
    const history = await followFeedHistory(input(doc(['a'], { prevArchive: 'http://example.org/2003/11.atom' })), server);
    expect(ids(history.records)).toEqual(['a', 'c']);
    expect(history.historyWarning?.message).toBe('history incomplete: http://example.org/2003/10.atom could not be read (the server answered 404 (not found))');
    expect(history.pendingArchive).toBe('http://example.org/2003/10.atom');

    const later = documents({ 'http://example.org/2003/10.atom': doc(['e']) });
    const again = await followFeedHistory(
      input(doc(['a'], { prevArchive: 'http://example.org/2003/11.atom' }), {
        stored: history.records,
        processedArchives: history.processedArchives,
        pendingArchive: history.pendingArchive,
        firstPoll: false,
      }),
      later,
    );
    expect(later.asked).toEqual(['http://example.org/2003/10.atom']);
    expect(ids(again.records)).toEqual(['a', 'c', 'e']);
    expect(again.historyWarning).toBeNull();
  });

  it('stops an archive loop (A → B → A)', async () => {
    const server = documents({
      'http://example.org/a.atom': doc(['a'], { prevArchive: 'http://example.org/b.atom' }),
      'http://example.org/b.atom': doc(['b'], { prevArchive: 'http://example.org/a.atom' }),
    });
    const history = await followFeedHistory(input(doc(['now'], { prevArchive: 'http://example.org/a.atom' })), server);
    expect(server.asked).toEqual(['http://example.org/a.atom', 'http://example.org/b.atom']);
    expect(ids(history.records)).toEqual(['a', 'b', 'now']);
    expect(history.historyWarning?.message).toBe("the feed's history links back to http://example.org/a.atom; stopped there");
  });

  it('stops a paged feed at the bound and says there is more', async () => {
    const pages: Record<string, DecodedAntenna> = {};
    for (let page = 2; page <= 30; page++) {
      pages[`http://example.org/page${page}.atom`] = doc([`p${page}`], { next: `http://example.org/page${page + 1}.atom` });
    }
    const server = documents(pages);
    const history = await followFeedHistory(
      input(doc(['p1'], { next: 'http://example.org/page2.atom' }), { maxDocuments: 5 }),
      server,
    );
    expect(server.asked).toHaveLength(4);
    expect(ids(history.records)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    expect(history.historyWarning?.message).toBe('history incomplete: stopped after 5 documents (the limit per check)');
  });

  it('reads only the first page of a paged feed after the first poll, keeping what it had', async () => {
    const server = documents({});
    const history = await followFeedHistory(
      input(doc(['p1', 'new'], { next: 'http://example.org/page2.atom' }), { stored: [entry('p2')], firstPoll: false }),
      server,
    );
    expect(server.asked).toEqual([]);
    expect(ids(history.records)).toEqual(['new', 'p1', 'p2']);
  });

  it('takes a LIRS file as it is', async () => {
    const lirs: DecodedAntenna = { ...doc(['a']), format: 'lirs', feed: null };
    const history = await followFeedHistory(input(lirs, { stored: [entry('old')] }), documents({}));
    expect(ids(history.records)).toEqual(['a']);
  });
});
