import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/FAULTS.md cites, for each fault, the tests that prove what happens. This keeps the table
// and the tests from drifting apart: every cited test exists, is `it.fails` exactly when its
// row says **Bug** or **Gap**, and every fault test is cited.

const root = resolve(import.meta.dirname, '../..');
const table = readFileSync(resolve(root, 'docs/FAULTS.md'), 'utf8');

/** Files whose every test is a fault test and must appear in the table. */
const faultFiles = [
  ...readdirSync(resolve(root, 'test/browser'))
    .filter((name) => /^faults-.*\.test\.ts$/.test(name))
    .map((name) => `test/browser/${name}`),
  'src/reading/fetch-antenna.test.ts',
  'src/background/handle-message.fuzz.test.ts',
];

interface Citation {
  readonly file: string;
  readonly name: string;
  /** The row says **Bug** or **Gap**. */
  readonly failing: boolean;
}

function citations(): Citation[] {
  const found: Citation[] = [];
  for (const row of table.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| ---'))) {
    const failing = /\*\*(Bug|Gap)\*\*/.test(row);
    for (const match of row.matchAll(/`([^`]+\.test\.tsx?)` "([^"]+)"/g)) {
      found.push({ file: match[1] ?? '', name: match[2] ?? '', failing });
    }
  }
  return found;
}

/** Titles of the tests in a file, and whether each is `it.fails`. */
function testsIn(file: string): Map<string, { fails: boolean }> {
  const source = readFileSync(resolve(root, file), 'utf8');
  const tests = new Map<string, { fails: boolean }>();
  // it('…', it.fails('…', and it.each(…)('…'.
  for (const match of source.matchAll(/(\bit\.fails|\bit|\))\(\s*(['"`])((?:(?!\2).)+)\2\s*,/g)) {
    tests.set(match[3] ?? '', { fails: match[1] === 'it.fails' });
  }
  return tests;
}

describe('docs/FAULTS.md', () => {
  const cited = citations();

  it('cites tests', () => {
    expect(cited.length).toBeGreaterThan(40);
  });

  it('cites only tests that exist, as it.fails exactly where the row says Bug or Gap', () => {
    const problems: string[] = [];
    for (const { file, name, failing } of cited) {
      let tests: Map<string, { fails: boolean }>;
      try {
        tests = testsIn(file);
      } catch {
        problems.push(`${file}: no such file`);
        continue;
      }
      const test = tests.get(name);
      if (!test) problems.push(`${file}: no test named "${name}"`);
      else if (test.fails !== failing) {
        problems.push(`${file}: "${name}" is ${test.fails ? '' : 'not '}it.fails, but its row says ${failing ? '' : 'no '}Bug/Gap`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('cites every fault test', () => {
    const names = new Set(cited.map((c) => `${c.file} ${c.name}`));
    const missing = faultFiles.flatMap((file) => [...testsIn(file).keys()].filter((name) => !names.has(`${file} ${name}`)).map((name) => `${file}: "${name}"`));
    expect(missing).toEqual([]);
  });
});
