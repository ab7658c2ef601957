import { CliError } from './cli-error.ts';
import type { CliIo } from './cli-io.ts';
import { HELP } from './help.ts';
import { parseArgs } from './parse-args.ts';
import { printable } from './printable.ts';
import { VERSION } from './version.ts';

/**
 * Runs the command line `argv` (the arguments after `antenna`) and gives the exit status: 0 when
 * done, 1 when the input could not be read, 2 for a usage error. A failure is one line on
 * stderr, `antenna: <what went wrong>`, never a stack trace.
 *
 * Each command's code is imported when that command runs, so `--help` or `encode` never
 * loads the decoders, the XML parser or the fetch pipeline: the tool starts in about the time
 * Node itself takes.
 *
 * @example
 * process.exitCode = await runCli(['decode', 'hina.di', '--json'], io);
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    const command = parseArgs(argv);
    switch (command.command) {
      case 'help':
        io.writeOut(HELP);
        break;
      case 'version':
        io.writeOut(`antenna ${VERSION}\n`);
        break;
      case 'decode': {
        const { decodeCommand } = await import('./decode-command.ts');
        await decodeCommand(command.source, command.json, io);
        break;
      }
      case 'poll': {
        const { pollCommand } = await import('./poll-command.ts');
        await pollCommand(command.urls, command.json, io);
        break;
      }
      case 'encode': {
        const { encodeCommand } = await import('./encode-command.ts');
        await encodeCommand(command.format, command.gzip, io);
        break;
      }
    }
    return 0;
  } catch (error) {
    const status = error instanceof CliError ? error.status : 1;
    const message = error instanceof Error ? error.message : String(error);
    io.writeErr(`antenna: ${printable(message)}\n`);
    return status;
  }
}
