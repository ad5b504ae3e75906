/**
 * The bots, side by side in one run, on one sample of each playable game:
 *
 * - strength: the search bot (`mcts` standard, `mcts:strong`) against the greedy bot, each seat
 *   played both ways (half the games each: the search bot first with seed 1, second with seed 2),
 *   with the search bot's wins per seat, its win rate and the 95% interval. Goals: standard at
 *   least 70%, strong at least 85%.
 * - verdict: games of standard against standard on two worker threads: each side's wins with the
 *   95% interval, and the wall time; the time of 400 games is given as measured, or scaled from
 *   fewer games when a sample is played with fewer.
 *   Goal on the R6 sample: 400 games in at most 120 s.
 * - speed: random-bot actions per second of the engine (one thread).
 *
 * Games run through the `skirmish` command's bundle (npm run build:cli). The strength games run on
 * one thread (the machine is shared); the verdict on two, as a designer's run would.
 *
 * Parameters, for a run that fits the time at hand (the defaults are the figures):
 *   SKIRMISH_BENCH_GAMES     games per pairing (default 200)
 *   SKIRMISH_BENCH_VERDICT   games of the verdict (default 400)
 *   SKIRMISH_BENCH_SAMPLES   samples to play, comma-separated, each `name` or `name:games:verdict`
 *                            to play a slow game with fewer games (default: the five below)
 *   SKIRMISH_BENCH_BOTS      search strengths to measure (default `mcts,mcts:strong`)
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { wilsonInterval } from '../engine/sim/wilson';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bundle = join(root, 'dist', 'cli', 'skirmish.mjs');
const PAIRING_GAMES = Number(process.env.SKIRMISH_BENCH_GAMES ?? 200);
const VERDICT_GAMES = Number(process.env.SKIRMISH_BENCH_VERDICT ?? 400);
/** One sample of each playable game; the issue names these. */
const SAMPLES = process.env.SKIRMISH_BENCH_SAMPLES ?? 'r6-ambassade,rivet-wars-m03,rapid40k-skirmish,rebellion-standard,siege-castle';
const GOALS: Readonly<Record<string, number>> = { 'mcts:fast': 0, mcts: 0.7, 'mcts:strong': 0.85 };
const BOTS = (process.env.SKIRMISH_BENCH_BOTS ?? 'mcts,mcts:strong').split(',').map((bot) => bot.trim());
const VERDICT_GOAL_SECONDS = 120;
const VERDICT_GOAL_GAMES = 400;

interface Report {
  readonly games: number;
  readonly sides: readonly { readonly side: string; readonly wins: number; readonly rate: number; readonly ci95: readonly number[] }[];
  readonly draws: number;
  readonly unfinished: number;
  readonly averageActions: number;
  readonly actionsPerSecond: number;
}

function simulate(file: string, args: readonly string[], threads: number): { report: Report; seconds: number } {
  const started = performance.now();
  const run = spawnSync(process.execPath, [bundle, 'simulate', file, ...args, '--threads', String(threads), '--json'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`simulate ${file} ${args.join(' ')}: ${run.stderr}`);
  return { report: JSON.parse(run.stdout) as Report, seconds: (performance.now() - started) / 1000 };
}

interface Sample {
  readonly name: string;
  readonly games: number;
  readonly verdict: number;
}

function samples(): Sample[] {
  return SAMPLES.split(',').map((entry) => {
    const [name = '', games, verdict] = entry.trim().split(':');
    const sample = { name, games: games ? Number(games) : PAIRING_GAMES, verdict: verdict ? Number(verdict) : VERDICT_GAMES };
    if (!existsSync(join(root, 'scenarios', `${name}.scenario.json`)) || !(sample.games >= 2) || !(sample.verdict >= 1)) throw new Error(`SKIRMISH_BENCH_SAMPLES: “${entry}” is not name[:games:verdict] of a sample in scenarios/.`);
    return sample;
  });
}

const round = (value: number, places = 3) => Math.round(value * 10 ** places) / 10 ** places;

function strength(file: string, bot: string, games: number) {
  const half = Math.floor(games / 2);
  const asFirst = simulate(file, ['--games', String(half), '--bots', `${bot},greedy`, '--seed', '1'], 0);
  const asSecond = simulate(file, ['--games', String(games - half), '--bots', `greedy,${bot}`, '--seed', '2'], 0);
  const first = asFirst.report.sides[0]?.wins ?? 0;
  const second = asSecond.report.sides[1]?.wins ?? 0;
  const wins = first + second;
  const [low, high] = wilsonInterval(wins, games);
  const rate = wins / games;
  const goal = GOALS[bot] ?? 0;
  return {
    bot,
    games,
    asFirstSide: `${first}/${half}`,
    asSecondSide: `${second}/${games - half}`,
    wins,
    rate: round(rate),
    ci95: [round(low), round(high)],
    drawsOrUnfinished: asFirst.report.draws + asFirst.report.unfinished + asSecond.report.draws + asSecond.report.unfinished,
    seconds: Math.round(asFirst.seconds + asSecond.seconds),
    goal,
    met: rate >= goal,
  };
}

export async function run(): Promise<unknown> {
  if (!existsSync(bundle)) throw new Error('Build the command first: npm run build:cli');
  const loadBefore = loadavg().map((value) => round(value, 2));
  const results = [];
  for (const sample of samples()) {
    const file = join(root, 'scenarios', `${sample.name}.scenario.json`);
    const speed = simulate(file, ['--games', '200', '--bots', 'random'], 0);
    const verdict = simulate(file, ['--games', String(sample.verdict), '--bots', 'mcts', '--seed', '3'], 2);
    const per400 = (verdict.seconds * VERDICT_GOAL_GAMES) / sample.verdict;
    results.push({
      sample: sample.name,
      randomActionsPerSecond: Math.round(speed.report.actionsPerSecond),
      strength: BOTS.map((bot) => strength(file, bot, sample.games)),
      verdict: {
        games: sample.verdict,
        seconds: round(verdict.seconds, 1),
        secondsFor400: round(per400, 1),
        scaled: sample.verdict !== VERDICT_GOAL_GAMES,
        averageActions: round(verdict.report.averageActions, 1),
        // What the verdict says of the scenario: each side's wins, as the balance report shows them.
        sides: verdict.report.sides.map((side) => ({ side: side.side, wins: side.wins, rate: round(side.rate), ci95: side.ci95.map((bound) => round(bound)) })),
        ...(sample.name.startsWith('r6-') ? { goalSeconds: VERDICT_GOAL_SECONDS, met: per400 <= VERDICT_GOAL_SECONDS } : {}),
      },
    });
  }
  return {
    name: 'bots: strength against greedy, balance verdict time, speed',
    pairingGames: PAIRING_GAMES,
    loadAverage: { before: loadBefore, after: loadavg().map((value) => round(value, 2)) },
    results,
  };
}
