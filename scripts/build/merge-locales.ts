import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface LocaleMessage {
  message: string;
  description?: string;
  placeholders?: Record<string, { content: string; example?: string }>;
}
export type Messages = Record<string, LocaleMessage>;

/**
 * Merges the message files of `src/_locales/<lang>/*.json` (one per area: common, popup,
 * options, background) into one `messages.json` per language, and refuses a build where a
 * key is defined twice or a language lacks a key the default language has.
 */
export function mergeLocales(dir: string, defaultLang = 'en'): Map<string, Messages> {
  const result = new Map<string, Messages>();
  for (const lang of readdirSync(dir)) {
    const merged: Messages = {};
    for (const file of readdirSync(join(dir, lang)).filter((f) => f.endsWith('.json')).sort()) {
      const part = JSON.parse(readFileSync(join(dir, lang, file), 'utf8')) as Messages;
      for (const [key, value] of Object.entries(part)) {
        if (key in merged) throw new Error(`_locales/${lang}: "${key}" is defined twice (${file})`);
        merged[key] = value;
      }
    }
    result.set(lang, merged);
  }
  const base = result.get(defaultLang);
  if (!base) throw new Error(`_locales: no "${defaultLang}" messages`);
  for (const [lang, messages] of result) {
    const missing = Object.keys(base).filter((key) => !(key in messages));
    const extra = Object.keys(messages).filter((key) => !(key in base));
    if (missing.length > 0) throw new Error(`_locales/${lang} lacks: ${missing.join(', ')}`);
    if (extra.length > 0) throw new Error(`_locales/${lang} has keys ${defaultLang} lacks: ${extra.join(', ')}`);
  }
  return result;
}
