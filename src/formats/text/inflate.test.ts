import { gzip } from 'pako';
import { describe, expect, it } from 'vitest';
import { inflateGzip } from './inflate.ts';
import { isGzip } from './is-gzip.ts';
import { AntennaDecodeError } from '../types.ts';

const INFLATERS = ['native', 'pako'] as const;
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const join = (...parts: Uint8Array[]) => new Uint8Array(parts.flatMap((part) => [...part]));

async function failure(promise: Promise<unknown>): Promise<AntennaDecodeError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AntennaDecodeError);
  return error as AntennaDecodeError;
}

describe('isGzip', () => {
  it('knows gzip by its magic bytes 1f 8b alone', () => {
    expect(isGzip(gzip('LIRS,'))).toBe(true);
    expect(isGzip(new Uint8Array([0x1f, 0x8b]))).toBe(true);
    expect(isGzip(new TextEncoder().encode('LIRS,1,2,'))).toBe(false);
    expect(isGzip(new Uint8Array([0x1f]))).toBe(false);
    expect(isGzip(new Uint8Array())).toBe(false);
  });
});

describe.each(INFLATERS)('inflateGzip with the %s inflater', (inflater) => {
  it('inflates gzip', async () => {
    expect(text(await inflateGzip(gzip('LIRS,1,2,'), { maxBytes: 100, inflater }))).toBe('LIRS,1,2,');
  });

  it('reads every member of a multi-member gzip', async () => {
    const bytes = join(gzip('LIRS,a,\n'), gzip('LIRS,b,\n'));
    expect(text(await inflateGzip(bytes, { maxBytes: 100, inflater }))).toBe('LIRS,a,\nLIRS,b,\n');
  });

  it('inflates up to the cap exactly', async () => {
    const bytes = gzip(new Uint8Array(1000));
    expect((await inflateGzip(bytes, { maxBytes: 1000, inflater })).length).toBe(1000);
  });

  it('stops past the cap with too-large', async () => {
    const error = await failure(inflateGzip(gzip(new Uint8Array(300_000)), { maxBytes: 100_000, inflater }));
    expect(error.code).toBe('too-large');
    expect(error.message).toBe('the file inflates past the 100000 bytes limit');
  });

  it('says the cap in MiB when it is whole MiB', async () => {
    const error = await failure(inflateGzip(gzip(new Uint8Array(3 << 20)), { maxBytes: 2 << 20, inflater }));
    expect(error.message).toBe('the file inflates past the 2 MiB limit');
  });

  it('takes gzip cut short at every point as cut-short, never as a shorter file', async () => {
    // 400 records, as an antenna service whose writer died mid-file leaves them: every cut from
    // the first byte of the deflate data to the last byte of the trailer.
    const whole = gzip(Array.from({ length: 400 }, (_, n) => `LIRS,938779260,938781002,32400,0,http://s${n}.example.jp/,site ${n},a,0,\n`).join(''));
    const codes = new Map<string, number>();
    for (let at = 10; at < whole.length; at++) {
      const code = await inflateGzip(whole.subarray(0, at), { maxBytes: 1 << 20, inflater }).then(
        () => 'read',
        (error: unknown) => (error instanceof AntennaDecodeError ? error.code : 'thrown'),
      );
      codes.set(code, (codes.get(code) ?? 0) + 1);
    }
    expect(Object.fromEntries(codes)).toEqual({ 'cut-short': whole.length - 10 });
  });

  it('says a truncated gzip file was cut short', async () => {
    const whole = gzip('LIRS,938779260,938781002,32400,49383,http://hiya.ouchi.to/n/,'.repeat(20));
    const error = await failure(inflateGzip(whole.subarray(0, whole.length - 12), { maxBytes: 1 << 20, inflater }));
    expect(error.code).toBe('cut-short');
    expect(error.message).toBe('the file was cut short: the gzip data stops before its end or its check does not match');
  });

  it.each([
    ['CRC-32', 8],
    ['length', 4],
  ])('takes a trailer whose %s does not match as cut-short', async (_, fromEnd) => {
    const bytes = gzip('LIRS,1,2,'.repeat(50));
    const at = bytes.length - fromEnd;
    bytes[at] = (bytes[at] ?? 0) ^ 0xff;
    expect((await failure(inflateGzip(bytes, { maxBytes: 1 << 20, inflater }))).code).toBe('cut-short');
  });

  it('rejects deflate data that is not deflate as bad-gzip', async () => {
    const bytes = join(gzip('LIRS,1,2,').subarray(0, 10), new Uint8Array([0xff, 0xff, 0xff, 0xff, 0xff, 0xff]));
    expect((await failure(inflateGzip(bytes, { maxBytes: 100, inflater }))).code).toBe('bad-gzip');
  });

  it('takes a header with no deflate data after it as cut short', async () => {
    expect((await failure(inflateGzip(new Uint8Array([0x1f, 0x8b]), { maxBytes: 100, inflater }))).code).toBe('cut-short');
  });
});
