import { readFile } from 'node:fs/promises';
import type { CliIo } from './cli-io.ts';
import { runCli } from './run-cli.ts';

// The one file that binds the tool to Node: files, standard streams, the network, the clock.

async function readStdin(): Promise<Uint8Array> {
  if (process.stdin.isTTY === true) throw new Error('nothing was piped in');
  const chunks: Uint8Array[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Uint8Array);
  return new Uint8Array(Buffer.concat(chunks));
}

// A reader that stops early (`antenna decode x | head`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

const io: CliIo = {
  writeOut: (chunk) => process.stdout.write(chunk),
  writeErr: (text) => process.stderr.write(text),
  readStdin,
  readFile: async (path) => new Uint8Array(await readFile(path)),
  fetch: (url, init) => fetch(url, init),
  now: () => Math.floor(Date.now() / 1000),
};

process.exitCode = await runCli(process.argv.slice(2), io);
