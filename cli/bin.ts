#!/usr/bin/env node
/** The `skirmish` command: bundled into dist/cli/skirmish.mjs (scripts/build-cli.ts), the package's bin. */
import { run } from './main';

process.exitCode = await run(process.argv.slice(2), {
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
