import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RhythmSummary } from '../../../core/rhythm/summarize-rhythm.ts';
import { rhythmText, weekdayName } from './rhythm-text.ts';

/** `t` over the shipped message files, substituting $1…$9 as the browser does. */
function translator(lang: 'en' | 'ja') {
  const file = resolve(import.meta.dirname, `../../../_locales/${lang}/history.json`);
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { message: string }>;
  return (key: string, substitutions?: string | string[]): string => {
    const subs = substitutions === undefined ? [] : [substitutions].flat();
    const message = messages[key]?.message;
    if (message === undefined) throw new Error(`no message ${key}`);
    return message.replace(/\$(\d)/g, (_, n: string) => subs[Number(n) - 1] ?? '');
  };
}

const en = (summary: RhythmSummary) => rhythmText(summary, translator('en'), 'en');
const ja = (summary: RhythmSummary) => rhythmText(summary, translator('ja'), 'ja');

const weekdayEvenings: RhythmSummary = { kind: 'pattern', count: 9, days: { kind: 'weekdays' }, hours: { from: 21, to: 23, part: 'evening' } };

describe('rhythmText', () => {
  it('says weekday evenings with their hours', () => {
    expect(en(weekdayEvenings)).toBe('Mostly weekday evenings, 21–23h');
    expect(ja(weekdayEvenings)).toBe('主に平日の夜、21〜23時');
  });

  it('says weekends at any hour', () => {
    const summary: RhythmSummary = { kind: 'pattern', count: 8, days: { kind: 'weekends' }, hours: null };
    expect(en(summary)).toBe('Mostly on weekends, at any hour');
    expect(ja(summary)).toBe('主に週末、時間帯はまちまち');
  });

  it('names one day of the week', () => {
    const mornings: RhythmSummary = { kind: 'pattern', count: 6, days: { kind: 'day', day: 6 }, hours: { from: 8, to: 8, part: 'morning' } };
    expect(en(mornings)).toBe('Mostly Sunday mornings, 8h');
    expect(ja(mornings)).toBe('主に日曜日の朝、8時');
    const anyHour: RhythmSummary = { kind: 'pattern', count: 6, days: { kind: 'day', day: 2 }, hours: null };
    expect(en(anyHour)).toBe('Mostly on Wednesdays, at any hour');
    expect(ja(anyHour)).toBe('主に水曜日、時間帯はまちまち');
  });

  it('says the time of day alone when every day is alike, across midnight too', () => {
    const summary: RhythmSummary = { kind: 'pattern', count: 7, days: { kind: 'any' }, hours: { from: 23, to: 1, part: 'night' } };
    expect(en(summary)).toBe('Mostly nights, 23–1h');
    expect(ja(summary)).toBe('主に深夜、23〜1時');
  });

  it('says when there are too few updates, or no rhythm', () => {
    expect(en({ kind: 'too-few', count: 3 })).toBe('Too few updates so far to see a rhythm: 3 of the 5 it takes.');
    expect(ja({ kind: 'too-few', count: 3 })).toBe('更新がまだ少なく、傾向は分かりません（傾向には5件必要、いまは3件）。');
    expect(en({ kind: 'irregular', count: 30 })).toBe('No clear rhythm: updates come on any day, at any hour.');
    expect(ja({ kind: 'irregular', count: 30 })).toBe('決まった曜日や時間帯はありません。');
  });

  it('names the weekdays Monday first', () => {
    expect([0, 6].map((day) => weekdayName(day, 'en', 'short'))).toEqual(['Mon', 'Sun']);
    expect([0, 6].map((day) => weekdayName(day, 'ja', 'short'))).toEqual(['月', '日']);
  });
});
