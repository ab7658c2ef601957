import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readAntennaFile } from './read-antenna-file.ts';

const now = 1_700_000_000;
const limits = { maxInflatedBytes: 1 << 20, maxDocuments: 5 };
const fixture = (path: string) => new Uint8Array(readFileSync(new URL(`../../test/fixtures/${path}`, import.meta.url)));

describe('readAntennaFile', () => {
  it("names an archived feed's history links in a warning and fetches nothing", async () => {
    const read = await readAntennaFile({ bytes: fixture('feed/rfc5005-archive.atom'), name: 'archive.atom' }, { now }, limits);
    if (read.status !== 'ok') throw new Error(read.error.message);
    expect(read.records.length).toBeGreaterThan(0);
    expect(read.documents).toBe(1);
    expect(read.historyWarning).toMatchObject({ kind: 'history-missing' });
    expect(read.historyWarning?.message).toContain("a file's history is not fetched");
  });

  it('refuses a file in which no record could be read, as a URL read does', async () => {
    const bytes = new TextEncoder().encode('LIRS,x,y,32400,0,http://a.example.jp/,A,0,0,\n');
    const read = await readAntennaFile({ bytes, name: 'broken.lirs' }, { now }, limits);
    expect(read).toMatchObject({ status: 'error', error: { kind: 'no-records' } });
  });
});
