import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../core/settings.ts';
import { testSite } from '../../../test/support/test-site.ts';
import { decodeFirstScreen, encodeFirstScreen, type FirstScreen } from './first-screen.ts';

const now = 1_800_000_000;
const sites = Array.from({ length: 80 }, (_, i) => testSite(`http://s${i}.example.jp/`, now - i * 60, { title: `日記 ${i}` }));
const screen: FirstScreen = {
  subscriptions: [],
  settings: { ...defaultSettings, expiry: 7200 },
  watermark: now - 3600,
  siteSeen: new Map([
    ['http://s1.example.jp/', now - 30],
    ['http://s70.example.jp/', now - 30],
  ]),
  siteUnseen: new Map([
    ['http://s2.example.jp/', now - 20],
    ['http://s71.example.jp/', now - 20],
  ]),
  sites,
  complete: true,
  candidates: [sites[2]!, sites[71]!],
};

describe('first screen', () => {
  it('keeps the newest sites, the sites that may be new, their marks, the watermark and the settings', () => {
    const kept = decodeFirstScreen(encodeFirstScreen(screen, 50));
    expect(kept?.sites).toEqual(sites.slice(0, 50));
    expect(kept?.candidates).toEqual([sites[2], sites[71]]);
    expect(kept?.siteSeen).toEqual(new Map([['http://s1.example.jp/', now - 30]]));
    expect(kept?.siteUnseen).toEqual(screen.siteUnseen);
    expect(kept).toMatchObject({ watermark: now - 3600, settings: { expiry: 7200 } });
  });

  it('says it holds every site only when none was left out', () => {
    expect(decodeFirstScreen(encodeFirstScreen(screen, 50))?.complete).toBe(false);
    expect(decodeFirstScreen(encodeFirstScreen(screen, 100))?.complete).toBe(true);
  });

  it('leaves the new marks to the store when too many sites may be new', () => {
    expect(decodeFirstScreen(encodeFirstScreen({ ...screen, candidates: sites.concat(sites, sites) }, 50))?.candidates).toBeNull();
  });

  it('gives nothing for nothing kept, cut-off text, another layout or a broken site', () => {
    const text = encodeFirstScreen(screen, 50);
    const broken = JSON.parse(text) as { sites: unknown[] };
    broken.sites[3] = { key: 'http://x.jp/', record: { title: 'no url' } };
    for (const input of [null, '', text.slice(0, text.length / 2), text.replace('"layout":2', '"layout":1'), JSON.stringify(broken), '[]', 'null']) {
      expect(decodeFirstScreen(input)).toBeNull();
    }
  });

  it('gives settings a later version added their defaults', () => {
    const text = encodeFirstScreen(screen, 10).replace('"expiry":7200', '"unknown":1');
    expect(decodeFirstScreen(text)?.settings).toMatchObject({ expiry: defaultSettings.expiry });
  });
});
