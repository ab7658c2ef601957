import type { FetchDeps } from '../reading/fetch-antenna.ts';
import type { CliIo } from './cli-io.ts';

/** The worker's fetch dependencies, bound to the command line's network and clock. */
export function cliFetchDeps(io: CliIo): FetchDeps {
  return {
    fetch: (input, init) =>
      io.fetch(String(input), {
        headers: { 'User-Agent': 'AntennaReader (command line)', ...(init?.headers as Record<string, string> | undefined) },
        signal: init?.signal ?? AbortSignal.timeout(30_000),
      }),
    now: io.now,
  };
}
