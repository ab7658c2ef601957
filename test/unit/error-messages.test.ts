import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { POLL_ERROR_KINDS } from '../../src/core/poll/poll-error.ts';

// Every way a poll or a reply can fail has its sentence in every language the product speaks,
// so no reason reaches a Japanese page in English.
const locales = join(import.meta.dirname, '../../src/_locales');

function messages(language: string): Record<string, { message: string }> {
  const folder = join(locales, language);
  return Object.assign({}, ...readdirSync(folder).map((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as object));
}

describe('poll error kinds', () => {
  for (const language of readdirSync(locales)) {
    it(`each has its message in ${language}`, () => {
      const known = messages(language);
      const missing = POLL_ERROR_KINDS.filter((kind) => !known[`error_${kind.replace(/-/g, '_')}`]?.message);
      expect(missing).toEqual([]);
    });
  }
});
