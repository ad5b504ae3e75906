/**
 * The bots, on the first sample of every playable game, side by side in one run:
 *
 * - strength: the search bot (`mcts` standard, `mcts:strong`) against the greedy bot, each seat
 *   played both ways (half the games each), with the search bot's win rate and its 95% interval.
 *   Goals: standard at least 70%, strong at least 85%.
 * - verdict: 400 games of standard against standard, on the two cores, wall time. Goal on the R6
 *   sample: at most 120 s.
 * - speed: random-bot actions per second of the engine (one thread).
 *
 * Games run through the `skirmish` command's bundle (npm run build:cli), with its worker threads.
 * `SKIRMISH_BENCH_GAMES` sets the games per pairing (default 200).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLAYABLE_RULESETS } from '../engine/rules/index';
import { wilsonInterval } from '../engine/sim/wilson';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bundle = join(root, 'dist', 'cli', 'skirmish.mjs');
const PAIRING_GAMES = Number(process.env.SKIRMISH_BENCH_GAMES ?? 200);
const VERDICT_GAMES = 400;
const GOALS = { mcts: 0.7, 'mcts:strong': 0.85 } as const;
const VERDICT_GOAL_SECONDS = 120;

interface Report {
  readonly sides: readonly { readonly side: string; readonly wins: number }[];
  readonly averageActions: number;
  readonly actionsPerSecond: number;
}

function simulate(file: string, args: readonly string[], threads = 2): { report: Report; seconds: number } {
  const started = performance.now();
  const run = spawnSync(process.execPath, [bundle, 'simulate', file, ...args, '--threads', String(threads), '--json'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`simulate ${file} ${args.join(' ')}: ${run.stderr}`);
  return { report: JSON.parse(run.stdout) as Report, seconds: (performance.now() - started) / 1000 };
}

/** The first sample of each playable game, by file name. */
function samples(): string[] {
  const folder = join(root, 'scenarios');
  const first = new Map<string, string>();
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.scenario.json')).sort()) {
    const id = (JSON.parse(readFileSync(join(folder, name), 'utf8')) as { ruleset: { id: string } }).ruleset.id;
    if (PLAYABLE_RULESETS.includes(id) && !first.has(id)) first.set(id, join(folder, name));
  }
  return [...first.values()];
}

function strength(file: string, bot: keyof typeof GOALS) {
  const half = Math.floor(PAIRING_GAMES / 2);
  const asFirst = simulate(file, ['--games', String(half), '--bots', `${bot},greedy`, '--seed', '1']);
  const asSecond = simulate(file, ['--games', String(PAIRING_GAMES - half), '--bots', `greedy,${bot}`, '--seed', '2']);
  const wins = (asFirst.report.sides[0]?.wins ?? 0) + (asSecond.report.sides[1]?.wins ?? 0);
  const [low, high] = wilsonInterval(wins, PAIRING_GAMES);
  const rate = wins / PAIRING_GAMES;
  return { bot, games: PAIRING_GAMES, wins, rate, ci95: [low, high], seconds: Math.round(asFirst.seconds + asSecond.seconds), goal: GOALS[bot], met: rate >= GOALS[bot] };
}

export async function run(): Promise<unknown> {
  if (!existsSync(bundle)) throw new Error('Build the command first: npm run build:cli');
  const results = [];
  for (const file of samples()) {
    const name = file.slice(file.lastIndexOf('/') + 1);
    const speed = simulate(file, ['--games', '200', '--bots', 'random'], 0);
    const verdict = simulate(file, ['--games', String(VERDICT_GAMES), '--bots', 'mcts', '--seed', '3']);
    results.push({
      sample: name,
      randomActionsPerSecond: Math.round(speed.report.actionsPerSecond),
      strength: [strength(file, 'mcts'), strength(file, 'mcts:strong')],
      verdict: { games: VERDICT_GAMES, seconds: Math.round(verdict.seconds * 10) / 10, ...(name.startsWith('r6-') ? { goalSeconds: VERDICT_GOAL_SECONDS, met: verdict.seconds <= VERDICT_GOAL_SECONDS } : {}) },
    });
  }
  return { name: 'bots: strength against greedy, balance verdict time, speed', pairingGames: PAIRING_GAMES, results };
}
