import { describe, expect, it } from 'vitest';
import { antennaName, hostAndPath } from './antenna-name.ts';
import { antennaNames } from './antenna-names.ts';
import type { SubscriptionId } from './subscription.ts';

const url = 'http://127.0.0.1:8765/~hiya/antenna.lirs.gz';

describe('antennaName', () => {
  it("prefers the user's own name", () => {
    expect(antennaName({ name: ' Friends ', title: 'hina-di', url })).toBe('Friends');
  });
  it("falls back to the antenna's title, then its host and path", () => {
    expect(antennaName({ name: null, title: 'LIRS版', url })).toBe('LIRS版');
    expect(antennaName({ name: '  ', title: null, url })).toBe('127.0.0.1:8765/~hiya/antenna.lirs.gz');
    expect(antennaName({ title: '', url: 'https://a.example/' })).toBe('a.example');
  });
});

describe('hostAndPath', () => {
  it('keeps the port, the path and the query', () => {
    expect(hostAndPath('http://A.example:8080/a.lirs?x=1')).toBe('a.example:8080/a.lirs?x=1');
  });
  it('gives back what is not a URL', () => {
    expect(hostAndPath('not a url')).toBe('not a url');
  });
});

describe('antennaNames', () => {
  const id = (s: string) => s as SubscriptionId;
  it('tells apart three untitled antennas on one host by their paths', () => {
    const names = antennaNames([
      { id: id('1'), title: null, url: 'http://127.0.0.1:8765/a.lirs' },
      { id: id('2'), title: null, url: 'http://127.0.0.1:8765/b.lirs' },
      { id: id('3'), title: null, url: 'http://127.0.0.1:8765/hina.di' },
    ]);
    expect(new Set(names.values()).size).toBe(3);
    expect(names.get(id('1'))).toBe('127.0.0.1:8765/a.lirs');
  });
  it('adds the address to names that are alike, and only to them', () => {
    const names = antennaNames([
      { id: id('1'), title: 'Antenna', url: 'http://a.example/1.lirs' },
      { id: id('2'), title: null, name: 'Antenna', url: 'http://a.example/2.lirs' },
      { id: id('3'), title: 'Other', url: 'http://a.example/3.lirs' },
    ]);
    expect([...names.values()]).toEqual(['Antenna (a.example/1.lirs)', 'Antenna (a.example/2.lirs)', 'Other']);
  });
});
