/**
 * Decoding speed in Node: the whole `decodeAntenna` of a 20,000-record antenna, with what the
 * command-line tool passes in (`CLI_DECODERS`: Node's zlib, and the walks over LIRS lines and
 * hina-di blocks in WebAssembly), against the least any reader must do with the same bytes in Node:
 * `zlib.gunzipSync` + `TextDecoder('euc-jp')`, the fastest floor (`DecompressionStream` is
 * several times slower in Node and is printed beside it).
 * Targets: LIRS ≤ 2.0×, hina-di ≤ 2.0×. Each ratio line also says how many timed runs a garbage
 * collection paused, and how much CPU time a run took beyond its wall time (V8's background
 * threads: the collector's helpers, its compilers). Run: `npx tsx test/bench/decode.ts`.
 */
import { fileURLToPath } from 'node:url';
import { PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { gunzipSync } from 'node:zlib';
import { gzip } from 'pako';
import { CLI_DECODERS } from '../../src/cli/cli-decoders.ts';
import { outputPiece } from '../../src/cli/inflate-with-zlib.ts';
import { decodeAntenna } from '../../src/formats/decode-antenna.ts';
import { encodeEucJp } from '../support/encode-euc-jp.ts';
import { median, pairedRatio } from './figure.ts';

const RECORDS = 20_000;
const RUNS = 15;
/**
 * Runs that warm the JIT up first and are not counted (the first few are 2–3× slower). V8 was
 * still optimizing the hina-di reader's second pass and the stream's code in runs 6 and 7
 * (`--trace-opt`), its compiles' CPU counted in the runs they fall in. Over 8 processes each,
 * in alternation (28 Nov 2026): with 3 of them hina-di's ratio was 1.90–2.96 (median 2.45) and
 * LIRS's median 1.94; with 8 of them 1.95–2.55 (median 2.26) and 1.87.
 */
const WARMUP = 8;
const NOW = 1_104_508_800;

/** A small deterministic generator, so every run times the same file. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    return state / 2 ** 32;
  };
}

const WORDS = [
  '日記', 'ブログ', '雑記帳', 'ただよう記憶', '更新履歴', 'の', 'と', '徒然', 'アンテナ', '写真館',
  'ひとりごと', '①', '㈱', '掲示板', '読書録', 'ソフト', '表示', '能力', '予定', 'ゲーム', '音楽',
  '〜', 'ねこ', 'Diary', 'Web', '2005', '工房', '研究所', 'ページ', 'ホーム',
];
const AUTHORS = ['ひや', 'たま', 'なな', 'ひろ', 'りりー', 'えす', 'まど', 'Hiya', '管理人', '0'];

function title(next: () => number): string {
  const count = 2 + Math.floor(next() * 4);
  let text = '';
  for (let i = 0; i < count; i++) text += WORDS[Math.floor(next() * WORDS.length)] ?? '';
  return next() < 0.05 ? `${text}\\,その${Math.floor(next() * 9)}` : text;
}

function lirsText(): string {
  const next = random(1);
  const lines: string[] = ['# bench antenna'];
  for (let i = 0; i < RECORDS; i++) {
    const lastModified = NOW - Math.floor(next() * 86400 * 30);
    const author = AUTHORS[Math.floor(next() * AUTHORS.length)] ?? '0';
    const length = Math.floor(next() * 100_000);
    lines.push(
      `LIRS,${lastModified},${NOW - Math.floor(next() * 3600)},+32400,${length},http://site${i}.example.jp/~user/diary/,${title(next)},${author},http://antenna.example.jp/,`,
    );
  }
  return `${lines.join('\n')}\n`;
}

function hinadiText(): string {
  const next = random(2);
  const blocks: string[] = ['HINA/2.2\nUser-Agent: bench\nContent-Type: text/plain; charset=EUC-JP\n'];
  for (let i = 0; i < RECORDS; i++) {
    const date = new Date((NOW - Math.floor(next() * 86400 * 30)) * 1000).toUTCString();
    blocks.push(
      [
        `URL: http://site${i}.example.jp/~user/diary/`,
        `Title: ${title(next).replaceAll('\\,', ',')}`,
        `Author-Name: ${AUTHORS[Math.floor(next() * AUTHORS.length)] ?? ''}`,
        `Last-Modified: ${date}`,
        `Content-Length: ${Math.floor(next() * 100_000)}`,
        'Virtual: http://antenna.example.jp/',
        '',
      ].join('\n'),
    );
  }
  return blocks.join('\n');
}

/**
 * The least a reader does in Node: zlib in one call, its output in one piece the size the gzip
 * trailer gives, as the command line's inflater asks for it (`outputPiece`; zlib's default
 * 16 KiB pieces, joined at the end, made the inflate take 1.4 times as long: 2.6 against 1.8 ms
 * for the LIRS file, 3.7 against 2.5 for hina-di), then TextDecoder.
 */
function inflateAndDecode(bytes: Uint8Array): string {
  return new TextDecoder('euc-jp').decode(gunzipSync(bytes, { chunkSize: outputPiece(bytes, Number.MAX_SAFE_INTEGER) }));
}

/** The same through the web platform's DecompressionStream, read whole (slower in Node). */
async function streamAndDecode(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new TextDecoder('euc-jp').decode(await new Response(stream).arrayBuffer());
}

/**
 * CPU time (ms) of this process, all its threads: zlib's and the garbage collector's work
 * counts, time spent waiting for a busy machine's other processes does not.
 */
function cpuTime(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** One timed run: its process CPU time (ms), and its span on `performance.now()`'s clock. */
interface Run {
  readonly cpu: number;
  readonly start: number;
  readonly end: number;
}

/** Runs `work` and times it. */
async function timed(work: () => unknown): Promise<Run> {
  const start = performance.now();
  const started = cpuTime();
  await work();
  const cpu = cpuTime() - started;
  return { cpu, start, end: performance.now() };
}

/**
 * The garbage collector's pauses (Node's `gc` performance entries) that fell inside `runs`: in
 * how many of them, and their time in all. Whichever run is under way when V8 finishes a
 * collection pays for it, whoever left the garbage (BENCHMARKS.md), so each budget line says
 * how many of its runs did.
 */
function collectionsIn(entries: readonly PerformanceEntry[], runs: readonly Run[]): { runs: number; ms: number } {
  let paused = 0;
  let total = 0;
  for (const run of runs) {
    const inside = entries.filter((entry) => entry.startTime >= run.start && entry.startTime < run.end);
    if (inside.length > 0) paused++;
    for (const entry of inside) total += entry.duration;
  }
  return { runs: paused, ms: total };
}

/** The median CPU time of `runs` beyond their wall time: other threads' work. */
function beyondWall(runs: readonly Run[]): number {
  return median(runs.map((run) => run.cpu - (run.end - run.start)));
}

/** Times the three in alternation (so a busy machine slows all alike); medians in ms. */
async function compare(bytes: Uint8Array<ArrayBuffer>): Promise<Comparison> {
  const full: Run[] = [];
  const floor: Run[] = [];
  const streamed: number[] = [];
  const collections: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => collections.push(...list.getEntries()));
  observer.observe({ entryTypes: ['gc'] });
  let records = 0;
  const timeFloor = (): Promise<Run> => timed(() => inflateAndDecode(bytes));
  const timeFull = (): Promise<Run> =>
    timed(async () => {
      records = (await decodeAntenna(bytes, { now: NOW, ...CLI_DECODERS })).records.length;
    });
  for (let run = 0; run < WARMUP + RUNS; run++) {
    // In turn which goes first: a collection one of them made due lands in whatever runs next.
    let floorRun: Run;
    let fullRun: Run;
    if (run % 2 === 0) {
      floorRun = await timeFloor();
      fullRun = await timeFull();
    } else {
      fullRun = await timeFull();
      floorRun = await timeFloor();
    }
    const started = cpuTime();
    await streamAndDecode(bytes);
    const streamTime = cpuTime() - started;
    if (run >= WARMUP) {
      floor.push(floorRun);
      streamed.push(streamTime);
      full.push(fullRun);
    }
  }
  // The observer hears of the last collections in a task of its own.
  await new Promise((resolve) => setTimeout(resolve, 20));
  observer.disconnect();
  const cpu = (runs: readonly Run[]): number[] => runs.map((run) => run.cpu);
  return {
    full: median(cpu(full)),
    floor: median(cpu(floor)),
    streamed: median(streamed),
    ratio: pairedRatio(cpu(full), cpu(floor)),
    records,
    collections: {
      full: collectionsIn(collections, full),
      floor: collectionsIn(collections, floor),
      runs: full.length,
      fullBeside: beyondWall(full),
      floorBeside: beyondWall(floor),
    },
  };
}

interface Comparison {
  /** decodeAntenna with Node's zlib. */
  readonly full: number;
  /** zlib.gunzipSync + TextDecoder. */
  readonly floor: number;
  /** DecompressionStream via Response + TextDecoder. */
  readonly streamed: number;
  /** Median of the per-run ratios decodeAntenna / (gunzipSync + TextDecoder). */
  readonly ratio: number;
  readonly records: number;
  /**
   * The collections that paused the timed decodes and floors, of `runs` each, and the median CPU
   * time of a run beyond its wall time: other threads' (the collector's helpers, V8's compilers;
   * zlib's none).
   */
  readonly collections: {
    readonly full: { runs: number; ms: number };
    readonly floor: { runs: number; ms: number };
    readonly runs: number;
    readonly fullBeside: number;
    readonly floorBeside: number;
  };
}

/**
 * `collections paused 3 of 15 decodes (6.9 ms in all) and 0 of 15 floors (0.0 ms); CPU beyond
 * wall time (other threads) 3.4 ms a decode, 0.0 ms a floor (medians)`. CPU beyond wall time is
 * a floor on other threads' work: a run the machine kept waiting shows less, or below zero.
 */
function collectionsText({ full, floor, runs, fullBeside, floorBeside }: Comparison['collections']): string {
  const ms = (value: number): string => (Math.abs(value) < 10 ? value.toFixed(1) : value.toFixed(0)).replace(/^-(0\.?0*)$/, '$1');
  return (
    `collections paused ${full.runs} of ${runs} decodes (${ms(full.ms)} ms in all) and ${floor.runs} of ${runs} floors (${ms(floor.ms)} ms); ` +
    `CPU beyond wall time (other threads) ${ms(fullBeside)} ms a decode, ${ms(floorBeside)} ms a floor (medians)`
  );
}

function report(name: string, result: Comparison, target: number): string[] {
  const ratio = result.ratio;
  const perSecond = Math.round(result.records / (result.full / 1000));
  return [
    `${name}: ${result.records} records, decodeAntenna ${result.full.toFixed(1)} ms (${perSecond.toLocaleString('en')} records/s), ` +
      `zlib.gunzipSync + TextDecoder ${result.floor.toFixed(1)} ms, DecompressionStream + TextDecoder ${result.streamed.toFixed(1)} ms`,
    `${name}: ratio ${ratio.toFixed(2)} (target ≤ ${target.toFixed(1)}) ${ratio <= target ? 'ok' : 'OVER TARGET'}; ` +
      `against DecompressionStream ${(result.full / result.streamed).toFixed(2)}; ${collectionsText(result.collections)}`,
  ];
}

/** Lines to print: records/s and the ratio to bare inflate + decode, for LIRS and hina-di. */
export async function benchDecode(): Promise<string[]> {
  const lirs = gzip(encodeEucJp(lirsText()) ?? new Uint8Array());
  const hinadi = gzip(encodeEucJp(hinadiText()) ?? new Uint8Array());
  return [
    `CPU time, median of ${RUNS} runs each after ${WARMUP} warm-up runs (ratio: median of per-run ratios); ${lirs.length} bytes LIRS.gz, ${hinadi.length} bytes hina-di.gz`,
    ...report('LIRS', await compare(lirs), 2),
    ...report('hina-di', await compare(hinadi), 2),
  ];
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const line of await benchDecode()) console.log(line);
}
