import { describe, expect, it } from 'vitest';
import { fingerprintText } from './fingerprint-text.ts';
import { readPage } from './read-page.ts';
import type { PageMarkers } from './cut-between-markers.ts';

// 2005-01-03 12:00 UTC (Monday; 21:00 in Japan).
const MONDAY = 1104753600;
const TUESDAY = MONDAY + 86_400;
const url = 'http://diary.example/hiya/';

/** The fingerprint text of a page, read as the check reads it. */
function fingerprint(html: string, at: readonly number[] = [MONDAY], markers: PageMarkers | null = null): string {
  const read = readPage(new TextEncoder().encode(html), { contentType: 'text/html; charset=utf-8', url, markers });
  if (read.status !== 'ok') throw new Error(`marker missing: ${read.marker}`);
  return fingerprintText(read.text, at);
}

const page = (inside: string) => `<html><head><title>ただよう記憶</title></head><body><h1>日記</h1>${inside}<p>今日は晴れ。</p></body></html>`;

describe('a watched page\'s fingerprint leaves out the noise', () => {
  it('is the same when only an access counter changed (text counters, both languages)', () => {
    expect(fingerprint(page('<p>あなたは 12,345 人目のお客様です</p>'))).toBe(fingerprint(page('<p>あなたは 12,346 人目のお客様です</p>')));
    expect(fingerprint(page('<p>Total: 1234 / Today: 12 / Yesterday: 34</p>'))).toBe(fingerprint(page('<p>Total: 1240 / Today: 18 / Yesterday: 34</p>')));
    expect(fingerprint(page('<p>アクセス数：<b>000123</b></p>'))).toBe(fingerprint(page('<p>アクセス数：<b>000124</b></p>')));
  });

  it('is the same when only a counter drawn as digit images changed', () => {
    expect(fingerprint(page('<img src="/d/1.gif"><img src="/d/2.gif">'))).toBe(fingerprint(page('<img src="/d/1.gif"><img src="/d/3.gif">')));
  });

  it('is the same when only a server-side include counter or comment changed', () => {
    expect(fingerprint(page('<!-- generated 12345 -->'))).toBe(fingerprint(page('<!-- generated 12346 -->')));
  });

  it('is the same when only a clock changed', () => {
    expect(fingerprint(page('<p>現在時刻 21:04:05</p>'))).toBe(fingerprint(page('<p>現在時刻 21:09:59</p>')));
    expect(fingerprint(page('<p>午後9時04分</p>'))).toBe(fingerprint(page('<p>午後9時05分</p>')));
    expect(fingerprint(page('<p>Page generated in 0.034 seconds</p>'))).toBe(fingerprint(page('<p>Page generated in 0.051 seconds</p>')));
  });

  it("is the same when only today's date moved to the next day, in the forms pages wrote it", () => {
    const forms: [string, string][] = [
      ['2005/01/03', '2005/01/04'],
      ['2005年1月3日(月)', '2005年1月4日(火)'],
      ['05/01/03', '05/01/04'],
      ['1月3日（月曜日）', '1月4日（火曜日）'],
      ['1/3(Mon)', '1/4(Tue)'],
      ['Monday, 3 Jan 2005', 'Tuesday, 4 Jan 2005'],
      ['January 3, 2005', 'January 4, 2005'],
      ['01/03/2005', '01/04/2005'],
    ];
    for (const [monday, tuesday] of forms) {
      expect(fingerprint(page(`<p>Today: ${monday}</p>`), [MONDAY]), monday).toBe(fingerprint(page(`<p>Today: ${tuesday}</p>`), [TUESDAY]));
    }
  });

  it('keeps a date that is not today: it is content', () => {
    expect(fingerprint(page('<p>2004/12/24 クリスマス</p>'))).not.toBe(fingerprint(page('<p>2004/12/25 クリスマス</p>')));
  });

  it('masks a date written on the day it was "today" when asked with both moments', () => {
    const written = page('<h2>2005/01/03</h2><p>書いた</p>');
    expect(fingerprint(written, [MONDAY])).not.toBe(fingerprint(written, [TUESDAY + 86_400]));
    expect(fingerprint(written, [MONDAY])).toBe(fingerprint(written, [TUESDAY + 86_400, MONDAY]));
  });

  it('is the same when only the query string of an ad link changed', () => {
    const ad = (query: string) => page(`<p><a href="http://ad.example/click?${query}">おすすめの本</a></p>`);
    expect(fingerprint(ad('id=1&r=8273'))).toBe(fingerprint(ad('id=1&r=1102')));
  });

  it("is the same when only the session id in the site's own links changed", () => {
    const bbs = (sid: string) => page(`<p><a href="bbs.php?PHPSESSID=${sid}">掲示板</a></p>`);
    expect(fingerprint(bbs('3f2a9c'))).toBe(fingerprint(bbs('77b01e')));
  });

  it('is the same when only a rotating banner changed', () => {
    const banner = (n: number) => page(`<a href="http://ad${n}.example/go?x=${n}"><img src="http://ad${n}.example/b${n}.gif"></a>`);
    expect(fingerprint(banner(1))).toBe(fingerprint(banner(2)));
  });

  it('is the same when only scripts, styles or layout changed', () => {
    expect(fingerprint(page('<script>var t = 1;</script>'))).toBe(fingerprint(page('<script>var t = 2;</script>')));
    expect(fingerprint(page('<style>p { color: red }</style>'))).toBe(fingerprint(page('<style>p { color: blue }</style>')));
    expect(fingerprint(page('<div class="a">x</div>'))).toBe(fingerprint(page('<div class="b">\n   x\n</div>')));
  });

  it('changes when the text changed', () => {
    expect(fingerprint(page('<p>1月3日 雪が降った。</p>'))).not.toBe(fingerprint(page('<p>1月3日 雪が降った。寒い。</p>')));
  });

  it('changes when a link with text moved to another page of the site', () => {
    expect(fingerprint(page('<a href="2004/12/">日記</a>'))).not.toBe(fingerprint(page('<a href="2005/01/">日記</a>')));
  });

  it('changes when the title changed', () => {
    expect(fingerprint('<title>日記 第1回</title>本文')).not.toBe(fingerprint('<title>日記 第2回</title>本文'));
  });

  it('counts only the part between the markers when given', () => {
    const markers = { start: '<!--diary-->', end: '<!--/diary-->' };
    const marked = (diary: string, sidebar: string) => page(`<div>${sidebar}</div><!--diary-->${diary}<!--/diary--><div>${sidebar}</div>`);
    expect(fingerprint(marked('<p>日記</p>', '掲示板: 新着 3 件'), [MONDAY], markers)).toBe(
      fingerprint(marked('<p>日記</p>', '掲示板: 新着 5 件 (ゲストさん)'), [MONDAY], markers),
    );
    expect(fingerprint(marked('<p>日記</p>', 'x'), [MONDAY], markers)).not.toBe(fingerprint(marked('<p>日記 続き</p>', 'x'), [MONDAY], markers));
  });
});
