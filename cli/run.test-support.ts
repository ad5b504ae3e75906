/** Runs the real `skirmish` command (its bundle, dist/cli: `npm run build:cli`) in a child process, as a user would, for the CLI tests. */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SimulationReport } from '../engine/sim/simulate';

export const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(projectRoot, 'dist/cli/skirmish.mjs');

export interface CliRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** A clean environment (English unless `env` says otherwise), so the user's own settings never leak in. */
export function skirmish(args: readonly string[], env: Record<string, string> = {}, timeoutMs = 240_000): CliRun {
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd: projectRoot,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LANG: 'en_GB.UTF-8', ...env },
    timeout: timeoutMs,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** What `skirmish simulate --json` prints. */
export type SimulateJson = SimulationReport & { readonly file: string; readonly title: unknown; readonly bots: readonly string[] };
