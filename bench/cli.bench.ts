/**
 * The `skirmish` command as a user runs it, whole processes timed on the wall clock:
 *
 * - `skirmish validate` of one sample, from its bundle (dist/cli), beside `node -e 0` (the floor:
 *   starting Node itself) and beside the same command through the tsx loader (how it ran before
 *   it was bundled). Goal: at most 200 ms.
 * - 20,000 R6 random-bot games on one worker thread and on two, as whole processes: goal, two
 *   threads at least 1.8 times as fast as one on a two-core machine. Beside them, the machine's
 *   own ceiling: the same two halves as shards in two processes side by side, which share no
 *   thread at all; what they lose to each other (caches, memory, V8's helper threads that a lone
 *   process runs on the idle core) no threading can win back.
 *
 * Each figure is the median of several runs, interleaved so that a busy moment weighs on all of
 * them alike. Build first (`npm run build:cli`).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bundle = join(root, 'dist', 'cli', 'skirmish.mjs');
const sample = join(root, 'scenarios', 'r6-ambassade.scenario.json');
const STARTS = 9;
const GAMES = 20_000;
const THREAD_RUNS = 3;
const GOAL_VALIDATE_MS = 200;
const GOAL_THREAD_SPEEDUP = 1.8;

function timed(args: readonly string[]): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
  const elapsed = performance.now() - started;
  if (run.status !== 0) throw new Error(`${args.join(' ')} failed: ${run.stderr}`);
  return elapsed;
}

/** Wall time until every one of several processes started together has ended. */
async function timedTogether(runs: readonly (readonly string[])[]): Promise<number> {
  const started = performance.now();
  await Promise.all(
    runs.map(
      (args) =>
        new Promise<void>((resolve, reject) => {
          const child = spawn(process.execPath, args, { cwd: root, stdio: 'ignore' });
          child.once('error', reject);
          child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} failed with code ${code}`))));
        }),
    ),
  );
  return performance.now() - started;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

export async function run(): Promise<unknown> {
  if (!existsSync(bundle)) throw new Error('Build the command first: npm run build:cli');
  const floor: number[] = [];
  const validate: number[] = [];
  const throughTsx: number[] = [];
  for (let i = 0; i < STARTS; i++) {
    floor.push(timed(['-e', '0']));
    validate.push(timed([bundle, 'validate', sample]));
    throughTsx.push(timed(['--import', 'tsx', join(root, 'cli', 'bin.ts'), 'validate', sample]));
  }
  const one: number[] = [];
  const two: number[] = [];
  const pair: number[] = [];
  const shards = mkdtempSync(join(tmpdir(), 'skirmish-bench-'));
  const half = (shard: number) => [bundle, 'simulate', sample, '--games', String(GAMES), '--threads', '1', '--shard', `${shard}/2`, '--out', join(shards, `${shard}.jsonl`)];
  try {
    for (let i = 0; i < THREAD_RUNS; i++) {
      one.push(timed([bundle, 'simulate', sample, '--games', String(GAMES), '--threads', '1', '--json']));
      two.push(timed([bundle, 'simulate', sample, '--games', String(GAMES), '--threads', '2', '--json']));
      pair.push(await timedTogether([half(1), half(2)]));
    }
  } finally {
    rmSync(shards, { recursive: true, force: true });
  }
  const validateMs = Math.round(median(validate));
  const speedup = Math.round((median(one) / median(two)) * 100) / 100;
  const ceiling = Math.round((median(one) / median(pair)) * 100) / 100;
  return {
    name: 'the skirmish command, whole processes on the wall clock',
    validate: { medianMs: validateMs, nodeAloneMs: Math.round(median(floor)), throughTsxMs: Math.round(median(throughTsx)), runs: STARTS, goalMs: GOAL_VALIDATE_MS, met: validateMs <= GOAL_VALIDATE_MS },
    threads: { games: GAMES, oneThreadSeconds: Math.round(median(one)) / 1000, twoThreadsSeconds: Math.round(median(two)) / 1000, speedup, twoProcessesSeconds: Math.round(median(pair)) / 1000, machineCeiling: ceiling, runs: THREAD_RUNS, goal: GOAL_THREAD_SPEEDUP, met: speedup >= GOAL_THREAD_SPEEDUP },
  };
}
