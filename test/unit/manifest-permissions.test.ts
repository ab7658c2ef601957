import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { manifestFor } from '../../scripts/build/manifest-for.ts';

const base = JSON.parse(readFileSync(join(import.meta.dirname, '../../manifest.json'), 'utf8')) as Record<string, unknown>;

describe('the release manifests', () => {
  for (const target of ['chrome', 'firefox'] as const) {
    it(`${target}: reads the open tab through activeTab and asks for no site at install`, () => {
      const manifest = manifestFor(target, base);
      expect(manifest.permissions).toEqual(expect.arrayContaining(['activeTab', 'contextMenus']));
      expect(manifest.host_permissions).toBeUndefined();
      expect(manifest.content_scripts).toBeUndefined();
      expect(JSON.stringify(manifest.permissions)).not.toContain('<all_urls>');
      expect(JSON.stringify(manifest.permissions)).not.toMatch(/:\/\//);
    });
  }
});
