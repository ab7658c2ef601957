import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WatchOptions } from '../core/subscription.ts';
import { startPageWeb, type PageWeb } from '../../test/server/page-web.ts';
import { MAX_COMPARED_CHARS } from '../formats/page/compared-lines.ts';
import { checkPage, type KnownPage, type PageCheck } from './check-page.ts';
import type { ReadDeps } from './read-antenna.ts';

// checkPage in Node against the loopback test web: each kind of page as a real server sends it.
let clock = 1_800_000_000;
const deps: ReadDeps = {
  fetch: (input, init) => fetch(input, init),
  now: () => clock,
  sha256: async (bytes) => createHash('sha256').update(bytes).digest('hex'),
};
const plain: WatchOptions = { startMarker: null, endMarker: null, checkedUrl: null };

/** Checks a page as the worker does, carrying what each check learnt into the next. */
function watcher(web: PageWeb, path: string, watch: WatchOptions = plain) {
  let known: KnownPage = { validators: null, fingerprint: null, record: null };
  return async (): Promise<PageCheck> => {
    clock += 600;
    const check = await checkPage({ url: web.url(path), watch }, known, deps);
    if (check.status === 'ok') known = { validators: check.validators, fingerprint: check.fingerprint, record: check.record, text: check.text ?? known.text ?? null };
    return check;
  };
}

function ok(check: PageCheck): Extract<PageCheck, { status: 'ok' }> {
  if (check.status !== 'ok') throw new Error(`expected ok, got ${check.error.kind}: ${check.error.message}`);
  return check;
}

describe('checkPage against the test web', () => {
  let web: PageWeb;
  beforeAll(async () => {
    web = await startPageWeb();
  });
  afterAll(() => web.close());

  it("dates a static page's edits by its moving Last-Modified, and asks conditionally in between", async () => {
    web.page('/static/', { title: 'ただよう記憶', diary: '1月1日 晴れ', modified: 1_700_000_000 });
    const check = watcher(web, '/static/');
    const first = ok(await check());
    expect(first).toMatchObject({ updated: true, title: 'ただよう記憶', record: { lastModified: 1_700_000_000, url: web.url('/static/'), method: 'GET/200' } });

    const again = ok(await check());
    expect(again.updated).toBe(false);
    expect(again.record.lastModified).toBe(1_700_000_000);
    expect(again.record.lastDetected).toBe(clock);
    const asked = web.requestsFor('/static/').at(-1);
    expect(asked).toMatchObject({ status: 304, headers: { 'if-modified-since': 'Tue, 14 Nov 2023 22:13:20 GMT' } });
    expect(asked?.headers['if-none-match']).toMatch(/^"/);

    web.edit('/static/', { diary: '1月2日 雪', modified: 1_700_090_000 });
    expect(ok(await check())).toMatchObject({ updated: true, record: { lastModified: 1_700_090_000, lastDetected: clock } });
  });

  it('dates the edits of an ETag-only page by the check that saw them', async () => {
    web.page('/etag/', { title: 'Kuma', diary: 'one', validators: 'etag' });
    const check = watcher(web, '/etag/');
    const firstAt = clock + 600;
    expect(ok(await check()).record.lastModified).toBe(firstAt);
    expect(ok(await check()).updated).toBe(false);
    expect(web.requestsFor('/etag/').at(-1)?.status).toBe(304);
    web.edit('/etag/', { diary: 'two' });
    const changed = ok(await check());
    expect(changed).toMatchObject({ updated: true, record: { lastModified: clock } });
  });

  it('tells a body change on a page without validators by its fingerprint', async () => {
    web.page('/plain/', { title: 'Neko', diary: 'one', validators: 'none' });
    const check = watcher(web, '/plain/');
    ok(await check());
    expect(ok(await check()).updated).toBe(false);
    expect(web.requestsFor('/plain/').map((r) => r.status)).toEqual([200, 200]);
    web.edit('/plain/', { diary: 'one, and two' });
    expect(ok(await check())).toMatchObject({ updated: true, record: { lastModified: clock } });
  });

  it('does not update a page whose only change is its counter and clock', async () => {
    web.page('/counter/', { title: 'Counter', diary: 'same', validators: 'none', counter: true });
    const check = watcher(web, '/counter/');
    const first = ok(await check());
    for (let i = 0; i < 3; i++) expect(ok(await check()).updated).toBe(false);
    expect(web.hits('/counter/')).toBe(4);
    expect(ok(await check()).record.lastModified).toBe(first.record.lastModified);
  });

  it("does not take a script's stamped Last-Modified for an update, nor for its time", async () => {
    web.page('/stamped/', { title: 'CGI diary', diary: 'same', validators: 'stamped', counter: true });
    const check = watcher(web, '/stamped/');
    const firstAt = clock + 600;
    expect(ok(await check()).record.lastModified).toBe(firstAt);
    expect(ok(await check()).updated).toBe(false);
    web.edit('/stamped/', { diary: 'changed' });
    expect(ok(await check())).toMatchObject({ updated: true, record: { lastModified: clock } });
  });

  it('reads an undeclared EUC-JP page: its title, and Japan time', async () => {
    web.page('/euc/', { title: 'ひやの日記帳', diary: '今日は寒い。表示能力', charset: 'euc-jp', declare: 'none' });
    const first = ok(await watcher(web, '/euc/')());
    expect(first).toMatchObject({ title: 'ひやの日記帳', encoding: 'euc-jp', record: { title: 'ひやの日記帳', tzOffset: 32400 } });
  });

  it('reads a Shift_JIS page declared in a <meta>', async () => {
    web.page('/sjis/', { title: 'ソフト表示', diary: '予定', charset: 'shift_jis', declare: 'meta' });
    expect(ok(await watcher(web, '/sjis/')())).toMatchObject({ title: 'ソフト表示', encoding: 'shift_jis' });
  });

  it('says why a page that starts failing failed, with the server\'s status', async () => {
    web.page('/failing/', { title: 'Soon gone', diary: 'x' });
    const check = watcher(web, '/failing/');
    ok(await check());
    web.edit('/failing/', { status: 500 });
    expect(await check()).toMatchObject({ status: 'error', error: { kind: 'http-500' } });
    web.edit('/failing/', { status: 404 });
    expect(await check()).toMatchObject({ status: 'error', error: { kind: 'http-404', message: 'the server answered 404 (not found)' } });
  });

  it('compares only the part between the markers', async () => {
    web.page('/marked/', { title: 'Marked', diary: 'diary', sidebar: '掲示板 3件', validators: 'none' });
    const check = watcher(web, '/marked/', { startMarker: '<!--diary-->', endMarker: '<!--/diary-->', checkedUrl: null });
    ok(await check());
    web.edit('/marked/', { sidebar: '掲示板 4件 新着あり' });
    expect(ok(await check()).updated).toBe(false);
    web.edit('/marked/', { diary: 'diary, more' });
    expect(ok(await check()).updated).toBe(true);
  });

  it('says which marker is missing, and never takes the page for unchanged', async () => {
    web.page('/unmarked/', { title: 'No markers', diary: 'x' });
    const check = await watcher(web, '/unmarked/', { startMarker: '<!--begin-->', endMarker: null, checkedUrl: null })();
    expect(check).toMatchObject({ status: 'error', error: { kind: 'watch-start-missing', message: 'the start marker “<!--begin-->” is not on the page', params: ['<!--begin-->'] } });
  });

  it('takes a page read again without its fingerprint (new options) as a baseline, not an update', async () => {
    web.page('/rebase/', { title: 'Rebase', diary: 'x', validators: 'none' });
    const first = ok(await watcher(web, '/rebase/')());
    clock += 600;
    const again = ok(await checkPage({ url: web.url('/rebase/'), watch: plain }, { validators: null, fingerprint: null, record: first.record }, deps));
    expect(again).toMatchObject({ updated: false, record: { lastModified: first.record.lastModified, lastDetected: clock } });
  });

  it('fetches the check URL and links the record to the page', async () => {
    web.page('/diary/latest.html', { title: '最新の日記', diary: 'x' });
    const watch = { startMarker: null, endMarker: null, checkedUrl: web.url('/diary/latest.html') };
    const check = ok(await watcher(web, '/diary/', watch)());
    expect(check.record).toMatchObject({ url: web.url('/diary/'), checkedUrl: web.url('/diary/latest.html'), title: '最新の日記' });
    expect(web.requestsFor('/diary/')).toEqual([]);
  });

  describe('what changed', () => {
    const diary = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

    it('quotes a paragraph added to an EUC-JP diary, and a removed one as removed (its white space as compared)', async () => {
      web.page('/what/euc/', { title: 'ただよう記憶', diary: diary('11月24日（月）　晴れ。'), charset: 'euc-jp', declare: 'none', counter: true });
      const check = watcher(web, '/what/euc/');
      expect(ok(await check()).record.change).toBeUndefined();

      web.edit('/what/euc/', { diary: diary('11月24日（月）　晴れ。', '新しい日記：カレーを作った。') });
      const added = ok(await check());
      expect(added.updated).toBe(true);
      expect(added.record.change).toEqual({ kind: 'lines', cut: false, lines: [[{ op: 'added', text: '新しい日記：カレーを作った。' }]] });

      web.edit('/what/euc/', { diary: diary('新しい日記：カレーを作った。') });
      expect(ok(await check()).record.change).toEqual({ kind: 'lines', cut: false, lines: [[{ op: 'removed', text: '11月24日（月） 晴れ。' }]] });
    });

    it('keeps the last change through checks that saw none, the counter moving', async () => {
      web.page('/what/counter/', { title: 'Kuma', diary: diary('一'), counter: true });
      const check = watcher(web, '/what/counter/');
      await check();
      web.edit('/what/counter/', { diary: diary('一', '二') });
      const changed = ok(await check());
      const again = ok(await check());
      expect(again.updated).toBe(false);
      expect(again.record.change).toEqual(changed.record.change);
      expect(again.record.lastModified).toBe(changed.record.lastModified);
    });

    it('shows the changed words of a Shift_JIS line', async () => {
      web.page('/what/sjis/', { title: 'ソフト表示', diary: diary('今日は表を作った。'), charset: 'shift_jis', declare: 'meta' });
      const check = watcher(web, '/what/sjis/');
      await check();
      web.edit('/what/sjis/', { diary: diary('今日は予定表を作った。') });
      expect(ok(await check()).record.change).toEqual({
        kind: 'lines',
        cut: false,
        lines: [[{ op: 'same', text: '今日は' }, { op: 'added', text: '予定' }, { op: 'same', text: '表を作った。' }]],
      });
    });

    it('takes a change only in an ignored line for no update, and a change in another line for one', async () => {
      const watch = { ...plain, ignoreLines: ['今日の一枚'] };
      web.page('/what/ignored/', { title: 'Kuma', diary: diary('日記', '今日の一枚：猫'), validators: 'none' });
      const check = watcher(web, '/what/ignored/', watch);
      await check();
      web.edit('/what/ignored/', { diary: diary('日記', '今日の一枚：犬') });
      expect(ok(await check()).updated).toBe(false);
      web.edit('/what/ignored/', { diary: diary('日記、続き', '今日の一枚：鳥') });
      const changed = ok(await check());
      expect(changed.updated).toBe(true);
      expect(changed.record.change).toEqual({ kind: 'lines', cut: false, lines: [[{ op: 'same', text: '日記' }, { op: 'added', text: '、続き' }]] });
    });

    it('quotes only the new entry on top of a diary longer than what is compared, not the entries it pushed past the bound', async () => {
      // About 300 days of 200 characters: past the compared text's bound, which ends inside them.
      const days = Array.from({ length: 300 }, (_, i) => `${i + 1}日目：${'今日も晴れて散歩に出かけた。'.repeat(14)}`);
      web.page('/what/long/', { title: 'ただよう記憶', diary: diary(...days), charset: 'euc-jp', validators: 'none' });
      const check = watcher(web, '/what/long/');
      const first = ok(await check());
      expect((first.text ?? []).length).toBeLessThan(days.length);
      web.edit('/what/long/', { diary: diary('新しい日記：カレーを作った。', ...days) });
      expect(ok(await check()).record.change).toEqual({ kind: 'lines', cut: false, lines: [[{ op: 'added', text: '新しい日記：カレーを作った。' }]] });
      web.edit('/what/long/', { diary: diary('新しい日記：カレーを作った。', ...days.filter((_, i) => i !== 5)) });
      expect(ok(await check()).record.change).toEqual({ kind: 'lines', cut: false, lines: [[{ op: 'removed', text: days[5] }]] });
    });

    it('keeps a page that changed entirely (a redesign) to a change throughout, and a binary page bounded', async () => {
      const many = (word: string) => diary(...Array.from({ length: 40 }, (_, i) => `${word} ${i}`));
      web.page('/what/redesign/', { title: 'Kuma', diary: many('旧デザインの段落'), validators: 'none' });
      const check = watcher(web, '/what/redesign/');
      await check();
      web.edit('/what/redesign/', { diary: many('新しいデザインの見出し') });
      expect(ok(await check()).record.change).toEqual({ kind: 'throughout' });
      const noise = Array.from({ length: 200_000 }, (_, i) => String.fromCharCode((i * 7919) % 65_000)).join('');
      web.edit('/what/redesign/', { diary: noise });
      const binary = ok(await check());
      expect((binary.text ?? []).join('\n').length).toBeLessThanOrEqual(MAX_COMPARED_CHARS);
      expect(JSON.stringify(binary.record.change).length).toBeLessThan(4096);
    });
  });
});
