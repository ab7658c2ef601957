import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scheduleText } from './schedule-text.ts';

/** A `t` over one language's schedule messages, filling $1, $2, … as the browser does. */
function translator(lang: 'en' | 'ja') {
  const file = join(import.meta.dirname, `../../../_locales/${lang}/schedule.json`);
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { message: string }>;
  return (key: string, substitutions?: string | string[]): string => {
    const values = typeof substitutions === 'string' ? [substitutions] : (substitutions ?? []);
    const message = messages[key]?.message;
    if (message === undefined) throw new Error(`no message ${key}`);
    return message.replace(/\$(\d)/g, (_, n: string) => values[Number(n) - 1] ?? '');
  };
}

const evening = { kind: 'learned', often: { from: 21, to: 23 }, rarely: 'night', afterUpdates: false } as const;

describe('scheduleText', () => {
  it('says the busy and quiet hours, in English and Japanese', () => {
    expect(scheduleText(evening, '30 min', translator('en'))).toEqual(['Checks often around 21–23h, rarely at night.']);
    expect(scheduleText(evening, '30分', translator('ja'))).toEqual(['21〜23時はこまめに、夜中はまれに確認します。']);
  });

  it('says a bursty site is checked closely after updates', () => {
    expect(scheduleText({ ...evening, afterUpdates: true }, '30 min', translator('en'))).toEqual([
      'Checks often around 21–23h, rarely at night.',
      'Checks closely for an hour after each update.',
    ]);
  });

  it('says the fixed interval, or that it is still learning', () => {
    expect(scheduleText(null, '30 min', translator('en'))).toEqual(['Checks every 30 min.']);
    expect(scheduleText({ kind: 'learning', count: 1 }, '30分', translator('ja'))).toEqual(['更新される時間を学習中です（更新を1回確認、3回で学習）。それまでは30分ごとに確認します。']);
  });

  it('says it checks at any hour when there are no busy hours', () => {
    expect(scheduleText({ kind: 'learned', often: null, rarely: null, afterUpdates: false }, '30 min', translator('en'))).toEqual(['Checks about as often at any hour.']);
  });
});
