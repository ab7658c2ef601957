import { open } from 'node:fs/promises';
import type { CliIo } from './cli-io.ts';
import { runCli } from './run-cli.ts';

// The one file that binds the tool to Node: files, standard streams, the network, the clock.

function tooBig(maxBytes: number): Error {
  return Object.assign(new Error(`it is larger than the ${maxBytes / (1024 * 1024)} MiB limit`), { code: 'EFBIG' });
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

async function readFile(path: string, maxBytes = Number.POSITIVE_INFINITY): Promise<Uint8Array> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    if (size > maxBytes) throw tooBig(maxBytes);
    return new Uint8Array(await file.readFile());
  } finally {
    await file.close();
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
  writeOut: (chunk) => (process.stdout.write(chunk) ? undefined : new Promise((resolve) => process.stdout.once('drain', resolve))),
  writeErr: (text) => process.stderr.write(text),
  readStdin,
  readFile,
  fetch: (url, init) => fetch(url, init),
  now: () => Math.floor(Date.now() / 1000),
};

process.exitCode = await runCli(process.argv.slice(2), io);
