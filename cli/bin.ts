#!/usr/bin/env node
/** The `skirmish` command: bundled into dist/cli/skirmish.mjs (scripts/build-cli.ts), the package's bin. */
import { run } from './main';

// Output piped into a reader that stops early (`skirmish validate … | head`): the reader has what it
// wanted, so the command ends quietly rather than with a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});

process.exitCode = await run(process.argv.slice(2), {
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
