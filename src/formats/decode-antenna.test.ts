import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join as joinPath, resolve } from 'node:path';
import { crc32 } from 'node:zlib';
import fc from 'fast-check';
import { Deflate, gzip } from 'pako';
import { Inflate } from 'pako/browser/inflate';
import { describe, expect, it } from 'vitest';
import { decodeAntenna } from './decode-antenna.ts';
import { encodeEucJp } from '../../test/support/encode-euc-jp.ts';
import { AntennaDecodeError } from './types.ts';
import type { DecodeOptions } from './types.ts';

const NOW = 1_200_000_000;
const ascii = (text: string) => new TextEncoder().encode(text);
const eucJp = (text: string) => encodeEucJp(text) ?? new Uint8Array();
const join = (...parts: (Uint8Array | number[])[]) => new Uint8Array(parts.flatMap((part) => [...part]));

async function failure(bytes: Uint8Array, options: Partial<DecodeOptions> = {}): Promise<AntennaDecodeError> {
  const error = await decodeAntenna(bytes, { now: NOW, ...options }).then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AntennaDecodeError);
  return error as AntennaDecodeError;
}

/**
 * Runs `run` while counting the bytes both inflaters hand over: the native one's output stream
 * is read through a counting transform, pako's output callback is wrapped.
 */
async function countInflated<T>(run: () => Promise<T>): Promise<{ result: T; inflated: number }> {
  let inflated = 0;
  const Native = globalThis.DecompressionStream;
  globalThis.DecompressionStream = class {
    readonly readable: ReadableStream<Uint8Array>;
    readonly writable: WritableStream<BufferSource>;
    constructor(format: CompressionFormat) {
      const inner = new Native(format);
      this.writable = inner.writable;
      this.readable = inner.readable.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            inflated += chunk.byteLength;
            controller.enqueue(chunk);
          },
        }),
      );
    }
  } as unknown as typeof DecompressionStream;
  const prototype = Inflate.prototype as unknown as Record<string, unknown>;
  const onData = Object.getOwnPropertyDescriptor(prototype, 'onData');
  const wrapped = new WeakMap<object, (chunk: Uint8Array) => void>();
  Object.defineProperty(prototype, 'onData', {
    configurable: true,
    get(this: object) {
      return wrapped.get(this) ?? onData?.value;
    },
    set(this: object, handler: (chunk: Uint8Array) => void) {
      wrapped.set(this, (chunk) => {
        inflated += chunk.length;
        handler.call(this, chunk);
      });
    },
  });
  try {
    return { result: await run(), inflated };
  } finally {
    globalThis.DecompressionStream = Native;
    if (onData) Object.defineProperty(prototype, 'onData', onData);
  }
}

/**
 * gzip of `mib` MiB of zeros, built without deflating them all: after a full flush deflate
 * forgets what came before, so every 1 MiB of zeros compresses to the same bytes.
 */
function gzipBomb(mib: number): Uint8Array {
  const segments: Uint8Array[] = [];
  const deflater = new Deflate({ raw: true, level: 9 });
  deflater.onData = (chunk: Uint8Array) => segments.push(chunk);
  const zeros = new Uint8Array(1 << 20);
  deflater.push(zeros, 3); // Z_FULL_FLUSH
  const segment = join(...segments);
  let crc = 0;
  for (let i = 0; i < mib; i++) crc = crc32(zeros, crc);
  const size = (mib << 20) >>> 0;
  const trailer = [crc, size].flatMap((word) => [word & 0xff, (word >>> 8) & 0xff, (word >>> 16) & 0xff, word >>> 24]);
  const header = [0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3];
  const body = new Uint8Array(segment.length * mib);
  for (let i = 0; i < mib; i++) body.set(segment, i * segment.length);
  // A final empty fixed-Huffman block ends the deflate stream.
  return join(header, body, [0x03, 0x00], trailer);
}

describe('decodeAntenna', () => {
  it('reads a LIRS file and says how', async () => {
    const bytes = eucJp('LIRS,938779260,938781002,32400,49383,http://hiya.ouchi.to/n/,ただよう記憶,ひや,http://amano.hauN.org/,\n');
    const decoded = await decodeAntenna(bytes, { now: NOW });
    expect(decoded).toMatchObject({ format: 'lirs', encoding: 'euc-jp', gzipped: false, title: null, rejected: [], feed: null });
    expect(decoded.records[0]).toMatchObject({ title: 'ただよう記憶', author: 'ひや', tzOffset: 32400 });
  });

  it('inflates gzip found by its magic bytes, whatever the Content-Type says', async () => {
    const bytes = gzip(ascii('LIRS,1,2,0,0,http://a.jp/,A,0,0,\n'));
    const decoded = await decodeAntenna(bytes, { now: NOW, contentType: 'text/plain' });
    expect(decoded).toMatchObject({ gzipped: true, encoding: 'euc-jp', records: [{ url: 'http://a.jp/' }] });
  });

  it('gives the same result with either inflater', async () => {
    const bytes = gzip(eucJp('LIRS,1,2,0,0,http://a.jp/,日記,0,0,\n'));
    const native = await decodeAntenna(bytes, { now: NOW, inflater: 'native' });
    const pako = await decodeAntenna(bytes, { now: NOW, inflater: 'pako' });
    expect(native).toEqual(pako);
    expect(native.records[0]?.title).toBe('日記');
  });

  it('calls pure ASCII LIRS EUC-JP, its own encoding', async () => {
    expect((await decodeAntenna(ascii('LIRS,1,2,0,0,http://a.jp/,A,0,0,\n'), { now: NOW })).encoding).toBe('euc-jp');
  });

  it('reads UTF-8 LIRS (RFB 4 §7 fallback)', async () => {
    const decoded = await decodeAntenna(ascii('LIRS,1,2,0,0,http://a.jp/,ゆにこーど,0,0,\n'), { now: NOW });
    expect(decoded).toMatchObject({ encoding: 'utf-8', records: [{ title: 'ゆにこーど' }] });
  });

  it("reads Shift_JIS LIRS without taking a trail byte 0x5C for LIRS's escape", async () => {
    // 表 = 95 5C, then an escaped comma.
    const bytes = join(ascii('LIRS,1,2,0,0,http://a.jp/,'), [0x95, 0x5c], ascii('\\,'), [0x83, 0x5c], ascii(',0,0,\r\n'));
    const decoded = await decodeAntenna(bytes, { now: NOW });
    expect(decoded).toMatchObject({ encoding: 'shift_jis', records: [{ title: '表,ソ', author: null }] });
  });

  it('reads EUC-JP with a title cut inside a character as EUC-JP, not as Shift_JIS katakana', async () => {
    const bytes = join(eucJp('LIRS,1,2,0,0,http://a.jp/,日記,0,0,\nLIRS,1,2,0,0,http://b.jp/,ただよう記'), [0xb2], ascii(',0,0,\n'));
    const decoded = await decodeAntenna(bytes, { now: NOW });
    expect(decoded).toMatchObject({ encoding: 'euc-jp', records: [{ title: '日記' }, { title: 'ただよう記\ufffd' }] });
  });

  it('reads Shift_JIS with half-width katakana as Shift_JIS', async () => {
    // ｱﾝﾃﾅ (B1 DD C3 C5) and ソ (83 5C).
    const bytes = join(ascii('LIRS,1,2,0,0,http://a.jp/,'), [0xb1, 0xdd, 0xc3, 0xc5, 0x83, 0x5c], ascii(',0,0,\n'));
    expect(await decodeAntenna(bytes, { now: NOW })).toMatchObject({ encoding: 'shift_jis', records: [{ title: 'ｱﾝﾃﾅソ' }] });
  });

  it("follows the HTTP charset for LIRS (Lily's text/plain; charset=EUC-JP)", async () => {
    // 大学 in UTF-8 also passes as EUC-JP; the server's word settles it.
    const bytes = ascii('LIRS,1,2,0,0,http://a.jp/,大学,0,0,\n');
    expect((await decodeAntenna(bytes, { now: NOW })).records[0]?.title).toBe('大学');
    const hinted = await decodeAntenna(bytes, { now: NOW, contentType: 'text/plain; charset=EUC-JP' });
    expect(hinted.encoding).toBe('euc-jp');
  });

  it('lets a UTF-8 byte order mark win over the HTTP charset', async () => {
    const bytes = join([0xef, 0xbb, 0xbf], ascii('LIRS,1,2,0,0,http://a.jp/,大学,0,0,\n'));
    const decoded = await decodeAntenna(bytes, { now: NOW, contentType: 'text/plain; charset=EUC-JP' });
    expect(decoded).toMatchObject({ encoding: 'utf-8', records: [{ title: '大学' }] });
  });

  it('reads UTF-16 with a byte order mark', async () => {
    const text = 'LIRS,1,2,0,0,http://a.jp/,日記,0,0,\n';
    const bytes = join([0xff, 0xfe], [...text].flatMap((char) => [char.charCodeAt(0) & 0xff, char.charCodeAt(0) >> 8]));
    expect(await decodeAntenna(bytes, { now: NOW })).toMatchObject({ encoding: 'utf-16le', records: [{ title: '日記' }] });
  });

  it("reads hina-di in the charset its header's Content-Type names", async () => {
    const text = [
      'HINA/2.2',
      'User-Agent: WDB',
      'Content-Type: text/plain; charset=Shift_JIS',
      '',
      'URL: http://a.jp/',
      'Title: \u8868',
      'Last-Modified: Sun, 02 Jan 2000 03:04:05 GMT',
      '',
    ].join('\n');
    const bytes = ascii(text.replace('\u8868', '@@'));
    const at = bytes.indexOf(0x40);
    bytes.set([0x95, 0x5c], at);
    const decoded = await decodeAntenna(bytes, { now: NOW, contentType: 'text/plain; charset=EUC-JP' });
    expect(decoded).toMatchObject({ format: 'hina-di', encoding: 'shift_jis', records: [{ url: 'http://a.jp/', title: '表' }] });
  });

  it('reads an undeclared hina-di file as EUC-JP', async () => {
    const bytes = eucJp('HINA/2.1\nUser-Agent: x\n\nURL: http://a.jp/\nTitle: 日記\nLast-Modified: Sun, 02 Jan 2000 03:04:05 GMT\n');
    expect(await decodeAntenna(bytes, { now: NOW })).toMatchObject({ format: 'hina-di', encoding: 'euc-jp', records: [{ title: '日記' }] });
  });

  it("reads an XML feed in its prolog's encoding", async () => {
    const xml =
      '<?xml version="1.0" encoding="EUC-JP"?>\n<rss version="2.0"><channel><title>アンテナ</title>' +
      '<item><title>日記</title><link>http://a.jp/</link><pubDate>Sun, 02 Jan 2000 03:04:05 +0900</pubDate></item>' +
      '</channel></rss>';
    const decoded = await decodeAntenna(eucJp(xml), { now: NOW, contentType: 'application/rss+xml; charset=UTF-8' });
    expect(decoded).toMatchObject({ format: 'rss', encoding: 'euc-jp', title: 'アンテナ', records: [{ url: 'http://a.jp/' }] });
    expect(decoded.feed).not.toBeNull();
  });

  it('says "empty file" for no bytes, white space, or gzip of nothing', async () => {
    expect(await failure(new Uint8Array())).toMatchObject({ code: 'empty', message: 'empty file' });
    expect(await failure(ascii(' \r\n\n'))).toMatchObject({ code: 'empty', message: 'empty file' });
    expect((await failure(gzip(new Uint8Array()))).code).toBe('empty');
  });

  it('says "looks like HTML" for an HTML page', async () => {
    const error = await failure(ascii('\n<!DOCTYPE html>\n<html><head><title>404</title>'));
    expect(error).toMatchObject({ code: 'html', message: 'not an antenna file: looks like HTML' });
  });

  it('quotes the start of a file it does not know, safely', async () => {
    const error = await failure(ascii('\nNot Found\u001b[0m: the requested URL was not found on this server\n'));
    expect(error).toMatchObject({
      code: 'unknown-format',
      message: 'not an antenna file: starts with "Not Found?[0m: the requested URL was not…"',
    });
  });

  it('quotes Japanese text in its own encoding', async () => {
    expect((await failure(eucJp('ファイルが見つかりません'))).message).toBe('not an antenna file: starts with "ファイルが見つかりません"');
  });

  it('says "looks like binary data" for binary', async () => {
    expect((await failure(join([0x50, 0x4b, 3, 4, 0, 0, 8, 0]))).message).toBe('not an antenna file: looks like binary data');
  });

  it('names the root of XML that is not a feed', async () => {
    expect((await failure(ascii('<?xml version="1.0"?><opml version="1.1"/>'))).message).toBe(
      'not an antenna file: an XML document whose root is <opml>',
    );
  });

  it('says truncated gzip was cut short', async () => {
    const whole = gzip(ascii('LIRS,1,2,0,0,http://a.jp/,A,0,0,\n'.repeat(50)));
    for (const inflater of ['native', 'pako'] as const) {
      const error = await failure(whole.subarray(0, whole.length >> 1), { inflater });
      expect(error.code).toBe('cut-short');
      expect(error.message).toMatch(/^the file was cut short/);
    }
  });

  it('says a file the connection ended inside a record was cut off, in every format', async () => {
    const cut = [
      'LIRS,1200000000,1200000100,32400,0,http://a.jp/,A,a,0,\nLIRS,1200000000,1200000100,32400,0,http://b.jp/,たろうの日',
      'HINA/2.2\n\nURL: http://a.jp/\nLast-Modified: Sun, 02 Jan 2000 03:04:05 GMT\nTitle: たろうの日',
      '<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><entry><link href="http://a.jp/"/></entry>',
    ];
    for (const text of cut) {
      const error = await failure(ascii(text), { endUnmarked: true });
      expect(error.code).toBe('cut-off');
      expect(error.message).toBe('the file stops in the middle of a record: the connection closed before all of it arrived');
      // With a Content-Length or chunks, the transport vouched for the end: the file is read as written.
      await expect(decodeAntenna(ascii(text), { now: NOW })).resolves.toMatchObject({ gzipped: false });
    }
    await expect(decodeAntenna(ascii('LIRS,1200000000,1200000100,32400,0,http://a.jp/,A,a,0,\n'), { now: NOW, endUnmarked: true })).resolves.toMatchObject({
      records: [{ url: 'http://a.jp/' }],
    });
  });

  it('says a body the fetch inflated was cut short when its text stops inside a record, in every format', async () => {
    const cut = [
      'LIRS,1200000000,1200000100,32400,0,http://a.jp/,A,a,0,\nLIRS,1200000000,1200000100,32400,0,http://b.jp/,たろうの日',
      'HINA/2.2\n\nURL: http://a.jp/\nLast-Modified: Sun, 02 Jan 2000 03:04:05 GMT\nTitle: たろうの日',
      '<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><entry><link href="http://a.jp/"/></entry>',
    ];
    for (const text of cut) {
      expect(await failure(ascii(text), { contentCoded: true })).toMatchObject({
        code: 'cut-short',
        message: 'the file was cut short: it stops in the middle of a record',
      });
    }
    await expect(decodeAntenna(ascii('LIRS,1200000000,1200000100,32400,0,http://a.jp/,A,a,0,\n'), { now: NOW, contentCoded: true })).resolves.toMatchObject({
      records: [{ url: 'http://a.jp/' }],
    });
  });

  it("takes no producer's whole file for a cut one when it came through a content coding", async () => {
    const root = resolve(import.meta.dirname, '../../test/fixtures');
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const name of readdirSync(dir)) {
        const path = joinPath(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (!/\.(json|md|ts)$|^\.|truncated/.test(name)) files.push(path);
      }
    };
    walk(root);
    expect(files.length).toBeGreaterThan(30);
    const cut: string[] = [];
    for (const path of files) {
      const code = await decodeAntenna(new Uint8Array(readFileSync(path)), { now: NOW, contentCoded: true }).then(
        () => null,
        (error: unknown) => (error instanceof AntennaDecodeError ? error.code : 'thrown'),
      );
      if (code === 'cut-short') cut.push(path);
    }
    expect(cut).toEqual([]);
  });

  it('caps a plain file at the same limit', async () => {
    const error = await failure(ascii('LIRS,1,2,0,0,http://a.jp/,A,0,0,\n'), { maxInflatedBytes: 10 });
    expect(error).toMatchObject({ code: 'too-large', message: 'the file is larger than the 10 bytes limit' });
  });

  it.each(['native', 'pako'] as const)('stops a 200 MiB gzip bomb at 32 MiB, inflating no further (%s)', async (inflater) => {
    const bomb = gzipBomb(200);
    expect(bomb.length).toBeLessThan(300_000);
    // The bytes the inflater handed over, counted (not the time it took): the cap, and a chunk.
    const { result: error, inflated } = await countInflated(() => failure(bomb, { inflater }));
    expect(error).toMatchObject({ code: 'too-large', message: 'the file inflates past the 32 MiB limit' });
    expect(inflated).toBeGreaterThan(32 * 1024 * 1024);
    expect(inflated).toBeLessThan(34 * 1024 * 1024);
  }, 30_000);

  it('property: arbitrary bytes give records or an AntennaDecodeError, never anything else', async () => {
    const prefixes = ['', 'LIRS,', 'LIRS,1,2,0,0,http://a.jp/,', 'HINA/2.2\n', '<?xml version="1.0"?><rss>', '<feed>', '# c\n'];
    const input = fc.oneof(
      fc.uint8Array({ maxLength: 400 }),
      fc.tuple(fc.constantFrom(...prefixes), fc.uint8Array({ maxLength: 400 })).map(([prefix, rest]) => join(ascii(prefix), rest)),
      fc.tuple(fc.constantFrom(...prefixes), fc.string({ maxLength: 200 })).map(([prefix, rest]) => gzip(ascii(prefix + rest))),
      fc.uint8Array({ maxLength: 400 }).map((rest) => join([0x1f, 0x8b], rest)),
    );
    await fc.assert(
      fc.asyncProperty(input, async (bytes) => {
        try {
          const decoded = await decodeAntenna(bytes, { now: NOW, maxInflatedBytes: 1 << 20 });
          expect(Array.isArray(decoded.records)).toBe(true);
          expect(Array.isArray(decoded.rejected)).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(AntennaDecodeError);
        }
      }),
      { numRuns: 400 },
    );
  }, 60_000);
});
