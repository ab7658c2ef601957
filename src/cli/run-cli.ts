import { CliError } from './cli-error.ts';
import type { CliIo } from './cli-io.ts';
import { HELP } from './help.ts';
import { parseArgs } from './parse-args.ts';
import { printable } from './printable.ts';
import { VERSION } from './version.ts';
import { decodeCommand } from './decode-command.ts';
import { encodeCommand } from './encode-command.ts';
import { pollCommand } from './poll-command.ts';

/**
 * Runs the command line `argv` (the arguments after `antenna`) and gives the exit status: 0 when
 * done, 1 when the input could not be read, 2 for a usage error. A failure is one line on
 * stderr, `antenna: <what went wrong>`, never a stack trace.
 *
 * The commands are imported as any module is, not when each runs: the tool is one file, which
 * Node reads and compiles whole either way, and a module imported with `import()` was built
 * into it inside a function of its own, whose code V8 compiled once more on its first call.
 * `--help` takes as long either way.
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
        await pollCommand(command.urls, command.json, io);
        break;
      }
      case 'encode': {
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
