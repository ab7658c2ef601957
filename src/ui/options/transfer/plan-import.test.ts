import { describe, expect, it } from 'vitest';
import { planImport } from './plan-import.ts';

describe('planImport', () => {
  it('adds new antennas, skips followed ones and names unusable addresses', () => {
    const plan = planImport(
      [
        { url: 'http://a.example/a.lirs.gz', title: 'A' },
        { url: 'http://b.example/hina.di', title: null },
        { url: 'javascript:alert(1)', title: 'x' },
        { url: 'c.example/c.lirs', title: null },
      ],
      new Set(['http://b.example/hina.di']),
    );
    expect(plan.add.map((a) => a.url)).toEqual(['http://a.example/a.lirs.gz', 'http://c.example/c.lirs']);
    expect(plan.duplicates.map((d) => d.url)).toEqual(['http://b.example/hina.di']);
    expect(plan.invalid).toEqual([{ entry: { url: 'javascript:alert(1)', title: 'x' }, problem: 'scheme' }]);
  });

  it('adds an antenna listed twice in the file once', () => {
    const plan = planImport(
      [
        { url: 'http://a.example/a.lirs', title: null },
        { url: 'http://A.example/a.lirs', title: null },
      ],
      new Set(),
    );
    expect(plan.add).toHaveLength(1);
    expect(plan.duplicates).toHaveLength(1);
  });
});
