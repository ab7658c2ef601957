import { describe, expect, it } from 'vitest';
import { CliError } from './cli-error.ts';
import { parseArgs } from './parse-args.ts';

function usageError(argv: string[]): CliError {
  try {
    parseArgs(argv);
  } catch (error) {
    if (error instanceof CliError) return error;
  }
  throw new Error('no usage error');
}

describe('parseArgs', () => {
  it('reads decode with a source and --json', () => {
    expect(parseArgs(['decode', 'hina.di'])).toEqual({ command: 'decode', source: 'hina.di', json: false });
    expect(parseArgs(['decode', '--json', 'http://a.jp/x.lirs'])).toEqual({ command: 'decode', source: 'http://a.jp/x.lirs', json: true });
    expect(parseArgs(['decode', '-'])).toEqual({ command: 'decode', source: '-', json: false });
  });

  it('reads encode with --format and --gzip', () => {
    expect(parseArgs(['encode', '--format', 'lirs'])).toEqual({ command: 'encode', format: 'lirs', gzip: false });
    expect(parseArgs(['encode', '--gzip', '--format=hina-di'])).toEqual({ command: 'encode', format: 'hina-di', gzip: true });
  });

  it('reads --help, -h and help anywhere', () => {
    for (const argv of [['--help'], ['-h'], ['help'], ['decode', '--help']]) {
      expect(parseArgs(argv)).toEqual({ command: 'help' });
    }
  });

  it('reads --version, -V and version', () => {
    for (const argv of [['--version'], ['-V'], ['version']]) expect(parseArgs(argv)).toEqual({ command: 'version' });
  });

  it.each([
    [[], 'no command given'],
    [['poll'], 'poll needs one or more http(s) URLs'],
    [['poll', 'http://a.jp/', '--gzip'], 'unknown option --gzip for poll'],
    [['decode'], 'decode needs a file'],
    [['decode', 'a', 'b'], 'decode reads one file'],
    [['decode', 'a', '--gzip'], 'unknown option --gzip for decode'],
    [['decode', 'a', '--format', 'lirs'], '--format is an option of encode'],
    [['encode'], 'encode needs --format'],
    [['encode', '--format'], '--format needs a value'],
    [['encode', '--format', 'rss'], 'unknown format rss'],
    [['encode', '--format', 'lirs', 'file'], 'encode reads standard input'],
    [['encode', '--format', 'lirs', '--json'], 'unknown option --json for encode'],
    [['decode', 'ftp://a.jp/hina.di'], 'ftp: URLs are not read: give a file, an http(s) URL or -'],
    [['poll', 'http://a.jp/', 'FTP://b.jp/'], 'ftp: URLs are not read: give http(s) URLs'],
    [['--version', 'decode'], '--version takes nothing after it'],
  ])('refuses %j with status 2', (argv, message) => {
    const error = usageError(argv);
    expect(error.status).toBe(2);
    expect(error.message).toContain(message);
  });
});
