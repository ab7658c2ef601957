import { describe, expect, it } from 'vitest';
import type { Site } from '../../../core/site.ts';
import type { SubscriptionId } from '../../../core/subscription.ts';
import { decodeAntenna } from '../../../formats/decode-antenna.ts';
import { makeRecord } from '../../../../test/support/store-test-support.ts';
import { exportHinadi, exportLirs } from './antenna-export.ts';

const now = 1_700_000_000;
const antenna = 'http://antenna.example/sites.lirs' as SubscriptionId;
const page = 'http://diary.example/hiya/' as SubscriptionId;

const sites: Site[] = [
  {
    key: page,
    from: page,
    sources: [antenna, page],
    record: makeRecord(page, { title: 'ただよう記憶', method: 'GET/200', checkedUrl: 'http://diary.example/hiya/latest.html', lastModified: now - 60, lastDetected: now }),
  },
  {
    key: 'http://kuma.example/',
    from: antenna,
    sources: [antenna],
    record: makeRecord('http://kuma.example/', { title: 'Kuma', method: 'GET/200', sourceUrl: 'http://antenna.example/', lastModified: now - 600, lastDetected: now - 30 }),
  },
];

describe('the combined antenna export', () => {
  it('decodes back as hina-di with the watched page as its own check and the rest relayed', async () => {
    const file = exportHinadi(sites, new Set([page]), now);
    expect(file.type).toBe('text/plain; charset=EUC-JP');
    const decoded = await decodeAntenna(file.bytes, { now, contentType: file.type });
    expect(decoded.format).toBe('hina-di');
    const byUrl = new Map(decoded.records.map((record) => [record.url, record]));
    expect(byUrl.get(page)).toMatchObject({
      title: 'ただよう記憶',
      method: 'GET/200',
      lastModified: now - 60,
      lastDetected: now,
      checkedUrl: 'http://diary.example/hiya/latest.html',
      extra: { Authorized: 'Antenna Reader' },
    });
    expect(byUrl.get('http://kuma.example/')).toMatchObject({ method: 'REMOTE/GET/200' });
    expect(byUrl.get('http://kuma.example/')?.extra['Authorized']).toBeUndefined();
  });

  it('relays a watched URL that an antenna reported more freshly than the page was checked', async () => {
    const fresher = [{ ...sites[0], from: antenna } as Site];
    const decoded = await decodeAntenna(exportHinadi(fresher, new Set([page]), now).bytes, { now });
    expect(decoded.records[0]).toMatchObject({ url: page, method: 'REMOTE/GET/200' });
  });

  it('decodes back as LIRS with the watched page in it', async () => {
    const decoded = await decodeAntenna(exportLirs(sites).bytes, { now });
    expect(decoded.records.map((record) => [record.url, record.lastModified])).toEqual([
      [page, now - 60],
      ['http://kuma.example/', now - 600],
    ]);
  });
});
