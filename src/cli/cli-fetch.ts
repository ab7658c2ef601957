import type { ReadDeps } from '../reading/read-antenna.ts';
import type { CliIo } from './cli-io.ts';
import { CLI_DECODERS } from './cli-decoders.ts';
import { nodeBuiltin } from './node-builtin.ts';

/**
 * The reading pipeline's dependencies, bound to the command line's network and clock. The
 * request goes as the pipeline asks for it — `redirect: 'manual'` included, which is how
 * `fetchAntenna` tells a redirect to `file:` or `javascript:` from a host that cannot be
 * reached — only with the tool's User-Agent added. A gzipped file is inflated by Node's zlib.
 */
export function cliReadDeps(io: CliIo): ReadDeps {
  return {
    fetch: (input, init) =>
      io.fetch(String(input), {
        headers: { 'User-Agent': 'AntennaReader (command line)', ...(init?.headers as Record<string, string> | undefined) },
        signal: init?.signal ?? AbortSignal.timeout(30_000),
        ...(init?.redirect === undefined ? {} : { redirect: init.redirect }),
        ...(init?.cache === undefined ? {} : { cache: init.cache }),
        ...(init?.credentials === undefined ? {} : { credentials: init.credentials }),
      }),
    now: io.now,
    // Loaded when first needed: a file or `--help` never asks for it.
    sha256: async (bytes) => (await nodeBuiltin('node:crypto')).createHash('sha256').update(bytes).digest('hex'),
    ...CLI_DECODERS,
  };
}

