import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { POLL_ERROR_KINDS } from '../../src/core/poll/poll-error.ts';

// A reason shown on a Japanese page reads in Japanese: the decoder's own sentence (English,
// passed as a value) never fills a Japanese message, and every message is written in Japanese.
const folder = join(import.meta.dirname, '../../src/_locales/ja');
const messages: Record<string, { message: string }> = Object.assign(
  {},
  ...readdirSync(folder).map((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as object),
);
const key = (kind: string) => `error_${kind.replace(/-/g, '_')}`;

/** Values the worker fills in as English sentences, by kind (see src/reading/read-antenna.ts). */
const ENGLISH_VALUES: Record<string, readonly string[]> = {
  'decode-empty': ['$1'],
  'decode-html': ['$1'],
  'decode-unknown-format': ['$1'],
  'decode-too-large': ['$1'],
  'decode-bad-gzip': ['$1'],
  'decode-bad-encoding': ['$1'],
  'decode-bad-xml': ['$1'],
  'no-records': ['$2'],
  // The reason the archive could not be read: a fetch's or decoder's own sentence.
  'history-missing': ['$2'],
};

describe('reasons in Japanese', () => {
  it('writes every kind of failure in Japanese', () => {
    const english = POLL_ERROR_KINDS.filter((kind) => !/[\u3040-\u30ff\u4e00-\u9fff]/.test(messages[key(kind)]?.message ?? ''));
    expect(english).toEqual([]);
  });

  it("never fills a Japanese sentence with the decoder's English one", () => {
    const filled = Object.entries(ENGLISH_VALUES).flatMap(([kind, values]) =>
      values.filter((value) => messages[key(kind)]?.message.includes(value)).map((value) => `${key(kind)} uses ${value}`),
    );
    expect(filled).toEqual([]);
  });
});
