/**
 * Star Wars: Rebellion, random bots on the standard sample, side by side in the same run with R6
 * on its sample: random-bot actions and complete games per second of CPU time. The goal is
 * 100,000 Rebellion actions per CPU-second. Each game runs in a child process of its own on an
 * esbuild bundle of this file (see bundled.ts: the engine as it ships, a fresh heap, V8 on one
 * thread), one after the other; rounds are reported one by one (the machine may be shared: read
 * the median and the best) and in total.
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

const GOAL_ACTIONS_PER_SECOND = 100_000;
const ROUNDS = 5;
/** Seconds of CPU each round plays for, at least. */
const ROUND_SECONDS = 1.5;
const WARM_UP_SECONDS = 2;

const GAMES = {
  rebellion: 'scenarios/rebellion-standard.scenario.json',
  r6: 'scenarios/r6-ambassade.scenario.json',
} as const;
type Game = keyof typeof GAMES;

interface Sample {
  games: number;
  actions: number;
  cpuSeconds: number;
}

function loadInput(file: string): ScenarioInput {
  const root = join(dirname(fileURLToPath(benchSource(import.meta.url))), '..');
  const loaded = loadScenario(readFileSync(join(root, file), 'utf8'));
  if (!loaded.scenario || !loaded.ruleset) throw new Error(`${file} does not load.`);
  return { scenario: loaded.scenario, ruleset: loaded.ruleset };
}

function cpu(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1e6;
}

/** Plays random-bot games from game number `first` for at least `seconds` of CPU time. */
function playFor(engine: Engine<unknown, unknown, Action, ScenarioInput>, input: ScenarioInput, first: number, seconds: number): Sample {
  const start = cpu();
  let games = 0;
  let actions = 0;
  while (cpu() - start < seconds) {
    const result = playBotGame(engine, input, { seed: deriveSeed(7, first + games), bots: ['random'] });
    if (!result.finished) throw new Error(`Benchmark game ${first + games} did not finish.`);
    games++;
    actions += result.actions;
  }
  return { games, actions, cpuSeconds: cpu() - start };
}

function measure(game: Game): Sample[] {
  const input = loadInput(GAMES[game]);
  const engine = engineFor(input.scenario.ruleset.id);
  if (!engine) throw new Error(`No mechanics module for ${GAMES[game]}.`);
  playFor(engine, input, 1_000_000, WARM_UP_SECONDS);
  const samples: Sample[] = [];
  for (let round = 0; round < ROUNDS; round++) samples.push(playFor(engine, input, round * 100_000, ROUND_SECONDS));
  return samples;
}

const job = benchJob();
if (job === 'rebellion' || job === 'r6') reply(measure(job));

function summary(samples: readonly Sample[]): Record<string, unknown> {
  const all = samples.reduce((sum, sample) => ({ games: sum.games + sample.games, actions: sum.actions + sample.actions, cpuSeconds: sum.cpuSeconds + sample.cpuSeconds }));
  const byRound = samples.map((sample) => Math.round(sample.actions / sample.cpuSeconds));
  const sorted = [...byRound].sort((a, b) => a - b);
  return {
    games: all.games,
    averageActionsPerGame: Math.round((all.actions / all.games) * 10) / 10,
    actionsPerCpuSecond: Math.round(all.actions / all.cpuSeconds),
    gamesPerCpuSecond: Math.round((all.games / all.cpuSeconds) * 10) / 10,
    actionsPerCpuSecondByRound: byRound,
    medianRoundActionsPerCpuSecond: sorted[Math.floor(sorted.length / 2)],
    bestRoundActionsPerCpuSecond: sorted[sorted.length - 1],
  };
}

export async function run(): Promise<Record<string, unknown>> {
  const rebellion = await runBundled<Sample[]>(import.meta.url, 'rebellion');
  const r6 = await runBundled<Sample[]>(import.meta.url, 'r6');
  const rebellionSummary = summary(rebellion);
  return {
    name: 'rebellion random-bot games, beside r6',
    measuredOn: 'esbuild bundle, child process, V8 single-threaded',
    rounds: ROUNDS,
    rebellion: { scenario: GAMES.rebellion, ...rebellionSummary },
    r6: { scenario: GAMES.r6, ...summary(r6) },
    goal: { actionsPerCpuSecond: GOAL_ACTIONS_PER_SECOND, met: (rebellionSummary.actionsPerCpuSecond as number) >= GOAL_ACTIONS_PER_SECOND },
  };
}
