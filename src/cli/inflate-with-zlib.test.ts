import { gzip } from 'pako';
import { describe, expect, it } from 'vitest';
import { decodeAntenna } from '../formats/decode-antenna.ts';
import { AntennaDecodeError } from '../formats/types.ts';
import { inflateWithZlib } from './inflate-with-zlib.ts';

// The command line's inflater keeps every promise of the decoder's own (text/inflate.test.ts).
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const join = (...parts: Uint8Array[]) => new Uint8Array(parts.flatMap((part) => [...part]));

async function failure(work: () => Promise<unknown>): Promise<AntennaDecodeError> {
  try {
    await work();
  } catch (error) {
    expect(error).toBeInstanceOf(AntennaDecodeError);
    return error as AntennaDecodeError;
  }
  throw new Error('it did not fail');
}

describe('inflateWithZlib', async () => {
  it('inflates gzip, every member of a multi-member gzip', async () => {
    expect(text(await inflateWithZlib(gzip('LIRS,1,2,'), 100))).toBe('LIRS,1,2,');
    expect(text(await inflateWithZlib(join(gzip('LIRS,a,\n'), gzip('LIRS,b,\n')), 100))).toBe('LIRS,a,\nLIRS,b,\n');
  });

  it('inflates the whole file whatever size its trailer claims', async () => {
    const body = 'LIRS,938779260,938781002,32400,49383,http://hiya.ouchi.to/n/,'.repeat(2000);
    for (const claimed of [0, 1, 63, 64, 1000, body.length - 1, body.length, body.length + 1, 2 ** 32 - 1]) {
      const bytes = gzip(body);
      new DataView(bytes.buffer, bytes.byteOffset).setUint32(bytes.length - 4, claimed, true);
      // The trailer's size is checked too: zlib takes a wrong one for a stream cut short,
      // so a file whose size is claimed rightly is the one that inflates.
      if (claimed !== body.length) {
        expect((await failure(() => inflateWithZlib(bytes, 1 << 20))).code).toBe('cut-short');
        continue;
      }
      const inflated = await inflateWithZlib(bytes, 1 << 20);
      expect(text(inflated)).toBe(body);
      // Written in one piece of the size the trailer gave, never joined from several.
      expect(inflated.buffer.byteLength).toBe(body.length + 1);
    }
    // A multi-member file's trailer gives its last member's size only.
    const last = 'LIRS,b,\n'.repeat(20);
    const members = join(gzip(body), gzip(last));
    expect(text(await inflateWithZlib(members, 1 << 20))).toBe(body + last);
  });

  it('inflates up to the cap exactly, and stops past it with too-large', async () => {
    expect((await inflateWithZlib(gzip(new Uint8Array(1000)), 1000)).length).toBe(1000);
    expect(await failure(() => inflateWithZlib(gzip(new Uint8Array(300_000)), 100_000))).toMatchObject({
      code: 'too-large',
      message: 'the file inflates past the 100000 bytes limit',
    });
    expect((await failure(() => inflateWithZlib(gzip(new Uint8Array(3 << 20)), 2 << 20))).message).toBe('the file inflates past the 2 MiB limit');
  });

  it('takes cut gzip, a trailer that does not match and an empty stream as cut short, other damage as bad-gzip', async () => {
    const whole = gzip('LIRS,938779260,938781002,32400,49383,http://hiya.ouchi.to/n/,'.repeat(20));
    for (let at = 10; at < whole.length; at++) expect((await failure(() => inflateWithZlib(whole.subarray(0, at), 1 << 20))).code).toBe('cut-short');
    const bytes = gzip('LIRS,1,2,');
    const at = bytes.length - 8;
    bytes[at] = (bytes[at] ?? 0) ^ 0xff;
    expect(await failure(() => inflateWithZlib(bytes, 100))).toMatchObject({
      code: 'cut-short',
      message: 'the file was cut short: the gzip data stops before its end or its check does not match',
    });
    expect((await failure(() => inflateWithZlib(new Uint8Array([0x1f, 0x8b]), 100))).code).toBe('cut-short');
    const junk = new Uint8Array([...gzip('LIRS,1,2,').subarray(0, 10), 0xff, 0xff, 0xff, 0xff]);
    expect((await failure(() => inflateWithZlib(junk, 100))).code).toBe('bad-gzip');
  });

  it('gives decodeAntenna what its own inflater gives, and stops a gzip bomb at the cap', async () => {
    const bytes = gzip(new TextEncoder().encode('LIRS,946782245,946782300,32400,1024,http://a.example.jp/,A,B,http://x.example.jp/,\n'));
    const now = 1_000_000_000;
    expect(await decodeAntenna(bytes, { now, inflate: inflateWithZlib })).toEqual(await decodeAntenna(bytes, { now }));
    const bomb = gzip(new Uint8Array(16 << 20));
    await expect(decodeAntenna(bomb, { now, maxInflatedBytes: 1 << 20, inflate: inflateWithZlib })).rejects.toMatchObject({
      code: 'too-large',
      message: 'the file inflates past the 1 MiB limit',
    });
  });
});
