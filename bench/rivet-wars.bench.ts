/**
 * Rivet Wars: Eastern Front, random bots on the ten shipped missions: actions and complete games
 * per second on one core, side by side in the same run with R6 (its shipped sample) measured the
 * same way. The goal is 200,000 random-bot actions per second of CPU time.
 *
 * Each engine runs in a child process of its own on an esbuild bundle of this file, one after the
 * other (see bundled.ts): the engine as it ships, a fresh heap and fresh JIT feedback, V8 on a
 * single thread so that the CPU time of the process is the work of one core. The games are played
 * in rounds, reported one by one (the machine may be shared: read the median and the best) and in
 * total. Every game must end: a random-bot game of Rivet Wars ends at the latest at the round limit.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Engine } from '../engine/rules/core/engine';
import { deriveSeed } from '../engine/rules/core/prng';
import type { Action } from '../engine/rules/core/types';
import { engineFor, type ScenarioInput } from '../engine/rules/index';
import { loadScenario } from '../engine/scenario/load';
import { playBotGame } from '../engine/sim/play';
import { benchJob, benchSource, reply, runBundled } from './bundled';
import { timed } from './timing';

const GOAL_ACTIONS_PER_SECOND = 200_000;
const ROUNDS = 7;
const RIVET_WARS_GAMES_PER_ROUND = 40;
const R6_GAMES_PER_ROUND = 400;
const WARM_UP_GAMES = { 'rivet-wars': 100, r6: 2000 } as const;
const MISSIONS = Array.from({ length: 10 }, (_, index) => `scenarios/rivet-wars-m${String(index + 1).padStart(2, '0')}.scenario.json`);

type Sample = ReturnType<typeof timed<{ games: number; actions: number }>>;


function loadInputs(files: readonly string[]): ScenarioInput[] {
  const root = join(dirname(fileURLToPath(benchSource(import.meta.url))), '..');
  return files.map((file) => {
    const loaded = loadScenario(readFileSync(join(root, file), 'utf8'));
    if (!loaded.scenario || !loaded.ruleset) throw new Error(`${file} does not load.`);
    return { scenario: loaded.scenario, ruleset: loaded.ruleset };
  });
}

function engineOf(input: ScenarioInput): Engine<unknown, unknown, Action, ScenarioInput> {
  const engine = engineFor(input.scenario.ruleset.id);
  if (!engine) throw new Error(`No mechanics for ${input.scenario.ruleset.id}.`);
  return engine;
}

/** Plays games `first` to `first + count - 1`, the inputs in turn. */
function playGames(inputs: readonly ScenarioInput[], first: number, count: number): { games: number; actions: number } {
  let actions = 0;
  for (let game = first; game < first + count; game++) {
    const input = inputs[game % inputs.length] as ScenarioInput;
    const result = playBotGame(engineOf(input), input, { seed: deriveSeed(1, game), bots: ['random'] });
    if (!result.finished) throw new Error(`Benchmark game ${game} did not finish.`);
    actions += result.actions;
  }
  return { games: count, actions };
}

function measureGames(job: 'rivet-wars' | 'r6'): Sample[] {
  const inputs = loadInputs(job === 'r6' ? ['scenarios/r6-ambassade.scenario.json'] : MISSIONS);
  const perRound = job === 'r6' ? R6_GAMES_PER_ROUND : RIVET_WARS_GAMES_PER_ROUND;
  playGames(inputs, 1_000_000, WARM_UP_GAMES[job]);
  const samples: Sample[] = [];
  for (let round = 0; round < ROUNDS; round++) samples.push(timed(() => playGames(inputs, round * perRound, perRound)));
  return samples;
}

const job = benchJob();
if (job === 'rivet-wars' || job === 'r6') reply(measureGames(job));

function total(samples: readonly Sample[]): Sample {
  return samples.reduce((sum, sample) => ({
    games: sum.games + sample.games,
    actions: sum.actions + sample.actions,
    cpuSeconds: sum.cpuSeconds + sample.cpuSeconds,
    wallSeconds: sum.wallSeconds + sample.wallSeconds,
  }));
}

function summary(samples: readonly Sample[]): Record<string, unknown> {
  const sum = total(samples);
  const byRound = samples.map((sample) => Math.round(sample.actions / sample.cpuSeconds));
  const sorted = [...byRound].sort((a, b) => a - b);
  return {
    games: sum.games,
    actions: sum.actions,
    averageActionsPerGame: Math.round((sum.actions / sum.games) * 10) / 10,
    actionsPerCpuSecond: Math.round(sum.actions / sum.cpuSeconds),
    gamesPerCpuSecond: Math.round((sum.games / sum.cpuSeconds) * 10) / 10,
    actionsPerWallSecond: Math.round(sum.actions / sum.wallSeconds),
    gamesPerWallSecond: Math.round((sum.games / sum.wallSeconds) * 10) / 10,
    actionsPerCpuSecondByRound: byRound,
    medianRoundActionsPerCpuSecond: sorted[Math.floor(sorted.length / 2)] as number,
    bestRoundActionsPerCpuSecond: sorted[sorted.length - 1] as number,
  };
}

export async function run(): Promise<Record<string, unknown>> {
  const rivetWars = await runBundled<Sample[]>(import.meta.url, 'rivet-wars');
  const r6 = await runBundled<Sample[]>(import.meta.url, 'r6');
  const rivetTotal = total(rivetWars);
  const rate = rivetTotal.actions / rivetTotal.cpuSeconds;
  return {
    name: 'rivet-wars random-bot games, side by side with r6',
    scenarios: { 'rivet-wars': MISSIONS, r6: ['scenarios/r6-ambassade.scenario.json'] },
    measuredOn: 'esbuild bundle, child process, V8 single-threaded',
    rounds: ROUNDS,
    'rivet-wars': summary(rivetWars),
    r6: summary(r6),
    goal: { actionsPerCpuSecond: GOAL_ACTIONS_PER_SECOND, met: rate >= GOAL_ACTIONS_PER_SECOND },
  };
}
