import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sources } from '../support/source-files.ts';
import { CHANGE_TOPICS, changeTopicOf } from '../../src/messages/change-topic.ts';

const root = join(import.meta.dirname, '../..');

const text = (dir: string) => sources(join(root, dir)).map((file) => readFileSync(file, 'utf8')).join('\n');
const quoted = (source: string, pattern: RegExp) => new Set([...source.matchAll(pattern)].flatMap((m) => [...(m[1] ?? '').matchAll(/'([a-z-]+)'/g)].map((q) => q[1])));

describe('change notices', () => {
  it('reads a notice only when its topic is one the worker sends', () => {
    expect(changeTopicOf({ kind: 'changed', topic: 'settings' })).toBe('settings');
    expect(changeTopicOf({ kind: 'changed', topic: 'setting' })).toBeNull();
    expect(changeTopicOf({ kind: 'status', topic: 'settings' })).toBeNull();
    expect(changeTopicOf('changed')).toBeNull();
    expect(changeTopicOf(null)).toBeNull();
  });

  it('has a page listening for every topic the worker sends, and sends every topic a page listens for', () => {
    const worker = text('src/background');
    const sent = quoted(worker, /(?:broadcast|broadcastChange|refresh)\(\s*('[a-z-]+')/g);
    const pages = text('src/ui');
    const heard = quoted(pages, /useChangeReread\([^,]+,\s*(\[[^\]]*\])/g);
    expect([...sent].sort()).toEqual([...CHANGE_TOPICS].sort());
    expect([...heard].sort()).toEqual([...CHANGE_TOPICS].sort());
  });
});
