import { describe, expect, it } from 'vitest';
import { decodeAntenna } from './decode-antenna.ts';
import { MAX_REJECTED } from './throw-if-mostly-broken.ts';
import { AntennaDecodeError } from './types.ts';

const NOW = 1_700_000_000;
const bytes = (text: string) => new TextEncoder().encode(text);
const lirsRecord = (n: number) => `LIRS,1690000000,1690000100,32400,0,http://site${n}.example.jp/,Site ${n},0,0,\n`;
const hinadiBlock = (n: number) => `URL: http://site${n}.example.jp/\nLast-Modified: Sat, 22 Jul 2023 04:26:40 GMT\n\n`;

async function failure(text: string): Promise<AntennaDecodeError> {
  const error: unknown = await decodeAntenna(bytes(text), { now: NOW }).then(() => null, (reason: unknown) => reason);
  expect(error).toBeInstanceOf(AntennaDecodeError);
  return error as AntennaDecodeError;
}

describe('a file that is mostly not records', () => {
  it('does not count a URL repeated many times as broken: the newest report of it stays', async () => {
    const count = 2 * MAX_REJECTED + 2;
    const same = (n: number) => `LIRS,1690000000,${1690000100 + n},32400,0,http://same.example.jp/,Report ${n},0,0,\n`;
    const lirs = await decodeAntenna(bytes(Array.from({ length: count }, (_, n) => same(n)).join('')), { now: NOW });
    expect(lirs.records.map((record) => record.title)).toEqual([`Report ${count - 1}`]);
    expect(lirs.rejected).toHaveLength(count - 1);
    const block = (n: number) => `URL: http://same.example.jp/\nLast-Modified: Sat, 22 Jul 2023 04:26:40 GMT\nLast-Modified-Detected: ${new Date((1690000100 + n) * 1000).toUTCString()}\n\n`;
    const hinadi = await decodeAntenna(bytes(`HINA/2.2\n\n${Array.from({ length: count }, (_, n) => block(n)).join('')}`), { now: NOW });
    expect(hinadi.records).toHaveLength(1);
    expect(hinadi.rejected).toHaveLength(count - 1);
  });

  it('stops LIRS with junk after its first record at the first rejection past the limit, naming the line', async () => {
    const junk = `${lirsRecord(0)}${'abc,LIRS\n'.repeat(3 * MAX_REJECTED)}`;
    const error = await failure(junk);
    expect(error.code).toBe('unknown-format');
    expect(error.message).toBe(`not a LIRS file: ${MAX_REJECTED + 1} of its records up to line ${MAX_REJECTED + 2} are broken, and only 1 could be read`);
  });

  it('stops hina-di whose blocks are mostly broken', async () => {
    const broken = 'URL: ftp://nowhere/\n\n'.repeat(MAX_REJECTED + 1);
    const error = await failure(`HINA/2.2\n\n${hinadiBlock(0)}${broken}`);
    expect(error.code).toBe('unknown-format');
    expect(error.message).toMatch(/^not a hina-di file: 10001 of its records up to line \d+ are broken, and only 1 could be read$/);
  });

  it('still reads an antenna with more broken records than the limit while they are fewer than its records', async () => {
    const lines: string[] = [];
    for (let n = 0; n < MAX_REJECTED + 5; n++) lines.push(lirsRecord(n), 'LIRS,not,a,record,\n');
    const decoded = await decodeAntenna(bytes(lines.join('')), { now: NOW });
    expect(decoded.records).toHaveLength(MAX_REJECTED + 5);
    expect(decoded.rejected).toHaveLength(MAX_REJECTED + 5);
  });

  it('still reads every record of a file with up to the limit of broken ones', async () => {
    const decoded = await decodeAntenna(bytes(`${lirsRecord(0)}${'junk\n'.repeat(MAX_REJECTED)}`), { now: NOW });
    expect(decoded.records).toHaveLength(1);
    expect(decoded.rejected).toHaveLength(MAX_REJECTED);
  });
});
