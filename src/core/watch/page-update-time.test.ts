import { describe, expect, it } from 'vitest';
import { pageUpdateTime } from './page-update-time.ts';

const base = { previousLastModified: 500, previousUpdate: 500, now: 1000 };

describe('pageUpdateTime', () => {
  it("dates a change by the server's Last-Modified when it moved", () => {
    expect(pageUpdateTime({ ...base, change: 'changed', lastModified: 900 })).toBe(900);
  });

  it('dates a change by the check when the server sends no Last-Modified', () => {
    expect(pageUpdateTime({ ...base, change: 'changed', lastModified: null, previousLastModified: null })).toBe(1000);
  });

  it('dates a change by the check when Last-Modified did not move (a fixed date on a changing page)', () => {
    expect(pageUpdateTime({ ...base, change: 'changed', lastModified: 500 })).toBe(1000);
  });

  it('dates a change by the check when Last-Modified went back before the update already recorded', () => {
    expect(pageUpdateTime({ ...base, change: 'changed', lastModified: 400 })).toBe(1000);
  });

  it('dates a change after the update already recorded, even within the same second', () => {
    expect(pageUpdateTime({ ...base, change: 'changed', lastModified: null, previousUpdate: 1000 })).toBe(1001);
  });

  it('keeps the update time of an unchanged page, whatever Last-Modified says', () => {
    expect(pageUpdateTime({ ...base, change: 'unchanged', lastModified: 900 })).toBe(500);
  });

  it("dates a first read by Last-Modified, else by the check", () => {
    expect(pageUpdateTime({ change: 'first', lastModified: 300, previousLastModified: null, previousUpdate: null, now: 1000 })).toBe(300);
    expect(pageUpdateTime({ change: 'first', lastModified: null, previousLastModified: null, previousUpdate: null, now: 1000 })).toBe(1000);
  });
});
