import { defaultSettings } from '../core/settings.ts';
import { CliError } from './cli-error.ts';
import type { CliIo } from './cli-io.ts';

/** The bytes to decode, with what the transport said about them. */
export interface Input {
  readonly bytes: Uint8Array;
  /** The HTTP Content-Type, when fetched. */
  readonly contentType: string | null;
  /** The URL, when fetched (Atom/RSS resolve relative links against it). */
  readonly url: string | null;
}

const FETCH_TIMEOUT_MS = 30_000;

function reason(error: unknown): string {
  if (error instanceof Error) {
    const cause: unknown = error.cause;
    if (cause instanceof Error && cause.message !== '') return cause.message;
    return error.message;
  }
  return String(error);
}

/** Node's file errors without the `ENOENT: …, open 'x'` wrapping. */
function fileReason(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'ENOENT':
      return 'no such file';
    case 'EISDIR':
      return 'it is a directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EFBIG':
      return reason(error);
    default:
      return reason(error);
  }
}

async function fetchInput(url: string, io: CliIo): Promise<Input> {
  let response: Response;
  try {
    response = await io.fetch(url, {
      headers: { 'User-Agent': 'AntennaReader (command line)' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
  } catch (error) {
    throw new CliError(`cannot fetch ${url}: ${reason(error)}`, 1, { cause: error });
  }
  if (!response.ok) {
    throw new CliError(`cannot fetch ${url}: HTTP ${response.status} ${response.statusText}`.trimEnd(), 1);
  }
  try {
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { bytes, contentType: response.headers.get('content-type'), url: response.url || url };
  } catch (error) {
    throw new CliError(`cannot fetch ${url}: ${reason(error)}`, 1, { cause: error });
  }
}

/**
 * Reads what `decode` was pointed at: an http(s) URL (fetched, with its Content-Type), `-`
 * (standard input) or a file. A file or standard input larger than `maxBytes` (the decoder's
 * cap on a file's size) is refused before it fills memory.
 *
 * @example
 * await readInput('http://example.jp/hina.di', io) // { bytes, contentType: 'text/plain; charset=EUC-JP', url }
 */
export async function readInput(source: string, io: CliIo, maxBytes = defaultSettings.maxInflatedBytes): Promise<Input> {
  if (/^https?:\/\//i.test(source)) return fetchInput(source, io);
  if (source === '-') {
    try {
      return { bytes: await io.readStdin(maxBytes), contentType: null, url: null };
    } catch (error) {
      const tooBig = (error as { code?: unknown } | null)?.code === 'EFBIG';
      throw new CliError(`cannot read standard input: ${reason(error)}`, tooBig ? 1 : 2, { cause: error });
    }
  }
  try {
    return { bytes: await io.readFile(source, maxBytes), contentType: null, url: null };
  } catch (error) {
    throw new CliError(`cannot read ${source}: ${fileReason(error)}`, 1, { cause: error });
  }
}
