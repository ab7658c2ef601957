import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Japanese sets a name or a number straight against the particle or counter after it:
// 「ただよう記憶の履歴」「テスト用アンテナより」「3件」, not 「ただよう記憶 の履歴」.
const folder = join(import.meta.dirname, '../../src/_locales/ja');

describe('the Japanese messages', () => {
  it('put no half-width space between a substitution and the Japanese around it', () => {
    const spaced = readdirSync(folder).flatMap((file) =>
      Object.entries(JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<string, { message: string }>)
        .filter(([, { message }]) => /[^\x00-\x7f] \$\d|\$\d [^\x00-\x7f]/.test(message))
        .map(([key, { message }]) => `${file} ${key}: ${message}`),
    );
    expect(spaced).toEqual([]);
  });
});
