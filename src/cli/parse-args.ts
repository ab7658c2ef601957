import { CliError } from './cli-error.ts';

export type OutputFormat = 'lirs' | 'hina-di';

/** What the command line asks for. */
export type Command =
  | { readonly command: 'help' }
  | { readonly command: 'version' }
  | { readonly command: 'decode'; readonly source: string; readonly json: boolean }
  | { readonly command: 'poll'; readonly urls: readonly string[]; readonly json: boolean }
  | { readonly command: 'encode'; readonly format: OutputFormat; readonly gzip: boolean };

const usage = (message: string): CliError => new CliError(`${message} (see antenna --help)`, 2);

/** A URL of a scheme the tool does not fetch (`ftp:`, `file:`, …), named rather than read as a file name. */
function refuseScheme(source: string, readable: string): void {
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(source)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') {
    throw usage(`${scheme}: URLs are not read: give ${readable}`);
  }
}

function isOutputFormat(value: string): value is OutputFormat {
  return value === 'lirs' || value === 'hina-di';
}

/**
 * Reads the arguments after `antenna`. Throws a CliError with status 2 for anything it does
 * not understand.
 *
 * @example
 * parseArgs(['decode', 'hina.di', '--json']) // { command: 'decode', source: 'hina.di', json: true }
 */
export function parseArgs(argv: readonly string[]): Command {
  if (argv.includes('--help') || argv.includes('-h') || argv[0] === 'help') return { command: 'help' };
  if (argv[0] === '--version' || argv[0] === '-V' || argv[0] === 'version') {
    if (argv.length > 1) throw usage(`${argv[0]} takes nothing after it, not ${argv.slice(1).join(' ')}`);
    return { command: 'version' };
  }
  const [command, ...rest] = argv;
  const positional: string[] = [];
  const flags = new Set<string>();
  let format: string | null = null;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? '';
    if (arg === '--format' || arg.startsWith('--format=')) {
      const value = arg === '--format' ? rest[++i] : arg.slice('--format='.length);
      if (value === undefined || value === '') throw usage('--format needs a value: lirs or hina-di');
      format = value;
    } else if (arg.startsWith('-') && arg !== '-') {
      flags.add(arg);
    } else {
      positional.push(arg);
    }
  }
  const allow = (...known: string[]): void => {
    for (const flag of flags) if (!known.includes(flag)) throw usage(`unknown option ${flag} for ${command ?? ''}`);
  };

  switch (command) {
    case 'decode': {
      allow('--json');
      if (format !== null) throw usage('--format is an option of encode');
      const [source, ...more] = positional;
      if (source === undefined) throw usage('decode needs a file, an http(s) URL or -');
      if (more.length > 0) throw usage(`decode reads one file, not also ${more.join(' ')}`);
      refuseScheme(source, 'a file, an http(s) URL or -');
      return { command: 'decode', source, json: flags.has('--json') };
    }
    case 'poll': {
      allow('--json');
      if (format !== null) throw usage('--format is an option of encode');
      if (positional.length === 0) throw usage('poll needs one or more http(s) URLs');
      for (const url of positional) refuseScheme(url, 'http(s) URLs');
      return { command: 'poll', urls: positional, json: flags.has('--json') };
    }
    case 'encode': {
      allow('--gzip');
      if (positional.length > 0) throw usage(`encode reads standard input, not ${positional.join(' ')}`);
      if (format === null) throw usage('encode needs --format lirs or --format hina-di');
      if (!isOutputFormat(format)) throw usage(`unknown format ${format}: use lirs or hina-di`);
      return { command: 'encode', format, gzip: flags.has('--gzip') };
    }
    case undefined:
      throw usage('no command given');
    default:
      throw usage(`unknown command ${command}`);
  }
}
