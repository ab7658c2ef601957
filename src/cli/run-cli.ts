import { CliError } from './cli-error.ts';
import type { CliIo } from './cli-io.ts';
import { HELP } from './help.ts';
import { parseArgs } from './parse-args.ts';
import { printable } from './printable.ts';
import { VERSION } from './version.ts';
import { decodeCommand } from './decode-command.ts';

/**
 * Runs the command line `argv` (the arguments after `antenna`) and gives the exit status: 0 when
 * done, 1 when the input could not be read, 2 for a usage error. A failure is one line on
 * stderr, `antenna: <what went wrong>`, never a stack trace.
 *
 * `decode` is imported as any module is; `poll` and `encode`, and the reading pipeline behind
 * `decode` (`decode-read.ts`), when one runs: each is a file of the tool's own, which a command
 * that does not need it neither reads nor compiles.
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
