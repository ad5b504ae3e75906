#!/usr/bin/env node
/** The `skirmish` command: bundled into dist/cli/skirmish.mjs (scripts/build-cli.ts), the package's bin. */
import { run } from './main';
import { relaunch, relaunchFlags } from './relaunch';

// Output piped into a reader that stops early (`skirmish validate … | head`): the reader has what it
// wanted, so the command ends quietly rather than with a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});

const argv = process.argv.slice(2);
const flags = await relaunchFlags(argv, process.execArgv);
const relaunched = flags.length > 0 ? await relaunch(flags, process.execArgv, process.argv[1] as string, argv) : null;
process.exitCode =
  relaunched ??
  (await run(argv, {
    env: process.env,
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  }));
