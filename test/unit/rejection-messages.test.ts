import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REJECTION_KINDS } from '../../src/core/rejections/rejection-kinds.ts';
import { REJECTION_REASONS } from '../../src/core/rejections/rejection-reasons.ts';

// Every way a decoder skips a record has its sentence in every language the product speaks,
// so the options page never lists a skipped line in English on a Japanese page; the English
// one says exactly what the CLI prints.
const locales = join(import.meta.dirname, '../../src/_locales');

function messages(language: string): Record<string, { message: string }> {
  const folder = join(locales, language);
  return Object.assign({}, ...readdirSync(folder).map((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as object));
}

const key = (kind: string) => `rejection_${kind.replace(/-/g, '_')}`;
const placeholders = (text: string) => [...new Set(text.match(/\$\d/g) ?? [])].sort();

describe('rejection kinds', () => {
  for (const language of readdirSync(locales)) {
    it(`each has its message in ${language}, filled with the values its English sentence names`, () => {
      const known = messages(language);
      const missing = REJECTION_KINDS.filter((kind) => !known[key(kind)]?.message);
      expect(missing).toEqual([]);
      const unlike = REJECTION_KINDS.filter(
        (kind) => placeholders(known[key(kind)]?.message ?? '').join() !== placeholders(REJECTION_REASONS[kind]).join(),
      );
      expect(unlike).toEqual([]);
    });

    it(`has no ${language} message for a kind the decoders no longer give`, () => {
      const stale = Object.keys(messages(language)).filter(
        (name) => name.startsWith('rejection_') && !REJECTION_KINDS.some((kind) => key(kind) === name),
      );
      expect(stale).toEqual([]);
    });
  }

  it('says in English what the CLI prints: one sentence per kind', () => {
    const english = messages('en');
    const differ = REJECTION_KINDS.filter((kind) => english[key(kind)]?.message !== REJECTION_REASONS[kind]);
    expect(differ).toEqual([]);
  });

  it('names the first rejected line of a file with no readable record in every language', () => {
    for (const language of readdirSync(locales)) {
      expect(placeholders(messages(language)['error_no_records_first']?.message ?? ''), language).toEqual(['$1', '$2', '$3']);
    }
  });

  it('writes every rejection in Japanese', () => {
    const japanese = messages('ja');
    const english = REJECTION_KINDS.filter((kind) => !/[\u3040-\u30ff\u4e00-\u9fff]/.test(japanese[key(kind)]?.message ?? ''));
    expect(english).toEqual([]);
  });
});
