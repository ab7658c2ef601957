import { closeSync, fstatSync, openSync, readFileSync } from 'node:fs';
import type { CliIo } from './cli-io.ts';
import { runCli } from './run-cli.ts';

// The one file that binds the tool to Node: files, standard streams, the network, the clock.

function tooBig(maxBytes: number): Error {
  return Object.assign(new Error(`it is larger than the ${maxBytes / (1024 * 1024)} MiB limit`), { code: 'EFBIG' });
}

/** Text longer than this is handed to the stream as it is; bytes longer than this, as a copy. */
const ENCODE_AT_MOST = 1 << 20;
/** The buffer the last piece was written into, reused once the stream has passed it on. */
let spare: Buffer | null = null;

/**
 * A piece of output as UTF-8 bytes the stream may keep, written into a buffer of the largest size
 * it can need, the same buffer again once the stream holds nothing more: several times cheaper
 * than the stream's own conversion of text, which measures it and takes fresh memory for every
 * piece, and than a fresh copy of lent bytes (`CliIo.writeOut`).
 */
function utf8(chunk: string | Uint8Array): string | Uint8Array {
  if (chunk.length > ENCODE_AT_MOST) return typeof chunk === 'string' ? chunk : Buffer.from(chunk);
  const need = typeof chunk === 'string' ? chunk.length * 3 : chunk.length;
  const reuse = spare !== null && spare.length >= need && process.stdout.writableLength === 0;
  const buffer = reuse && spare !== null ? spare : Buffer.allocUnsafeSlow(Math.max(need, 256 * 1024));
  spare = buffer;
  if (typeof chunk === 'string') return buffer.subarray(0, buffer.write(chunk));
  buffer.set(chunk);
  return buffer.subarray(0, chunk.length);
}

async function readStdin(maxBytes = Number.POSITIVE_INFINITY): Promise<Uint8Array> {
  if (process.stdin.isTTY === true) throw new Error('nothing was piped in');
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of process.stdin) {
    total += (chunk as Uint8Array).length;
    if (total > maxBytes) {
      process.stdin.destroy();
      throw tooBig(maxBytes);
    }
    chunks.push(chunk as Uint8Array);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * A whole file, read at once: the tool has nothing else to do meanwhile, and `node:fs/promises`
 * would load a dozen more of Node's own modules (compiled at first use) for every command.
 */
async function readFile(path: string, maxBytes = Number.POSITIVE_INFINITY): Promise<Uint8Array> {
  const file = openSync(path, 'r');
  try {
    if (fstatSync(file).size > maxBytes) throw tooBig(maxBytes);
    return new Uint8Array(readFileSync(file));
  } finally {
    closeSync(file);
  }
}

// A reader that stops early (`antenna decode x | head`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

const io: CliIo = {
  // A pipe that is full (a slow reader, or one that is not synchronous on this system) is
  // waited for, so output written a piece at a time never piles up in memory.
  writeOut: (chunk) => (process.stdout.write(utf8(chunk)) ? undefined : new Promise((resolve) => process.stdout.once('drain', resolve))),
  writeErr: (text) => process.stderr.write(text),
  readStdin,
  readFile,
  fetch: (url, init) => fetch(url, init),
  now: () => Math.floor(Date.now() / 1000),
};

void runCli(process.argv.slice(2), io).then((status) => {
  // With every byte of output handed to the system, the process ends here: letting Node wind
  // down by itself would first give back each page of the heap, some 10–15 ms after a big
  // antenna's output. Output still queued (a pipe that is not synchronous on this system) is
  // left to Node to finish writing.
  if (process.stdout.writableLength === 0 && process.stderr.writableLength === 0) process.exit(status);
  process.exitCode = status;
});
