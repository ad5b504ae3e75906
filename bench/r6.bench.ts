/**
 * Rainbow Six Siege: On Board, random bots on the shipped sample scenario: complete games and
 * actions per second on one core, side by side in the same run with the same games played by a
 * naive engine that deep-clones the whole state before every action (checked to end every game in
 * the very same state), and with a raw loop of the PRNG. The goal is 2,000 games per second of CPU
 * time.
 *
 * Each variant runs in a child process of its own on an esbuild bundle of this file, one after the
 * other (see bundled.ts): the engine as it ships, not through the tsx loader; a fresh heap and
 * fresh JIT feedback, so that neither the other benchmarks nor the baseline's cloned states weigh
 * on what is measured; and V8 on a single thread (compilers and garbage collector included), so
 * that the CPU time of the process is the work of one core. Rounds are reported one by one (the machine may be shared:
 * read the median and the best) and in total.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Engine } from '../engine/rules/core/engine';
import { hashState } from '../engine/rules/core/hash';
import { deriveSeed, Rng, seedRng } from '../engine/rules/core/prng';
import type { Action, GameState } from '../engine/rules/core/types';
import { engineFor, type ScenarioInput } from '../engine/rules/index';
import { loadScenario } from '../engine/scenario/load';
import { playBotGame } from '../engine/sim/play';
import { benchJob, benchSource, reply, runBundled } from './bundled';
import { timed } from './timing';

const GOAL_GAMES_PER_SECOND = 2000;
const ROUNDS = 7;
const GAMES_PER_ROUND = 400;
const BASELINE_GAMES_PER_ROUND = 10;
/** Games played before measuring: the rounds then measure the engine compiled for good (rounds right after 500 games ran a third slower). */
const WARM_UP_GAMES = 3000;
const PRNG_DRAWS = 5_000_000;

type Sample = ReturnType<typeof timed<{ games: number; actions: number }>>;


/** The same engine wrapped so that every action first deep-clones the state it is given. */
function deepCloningEngine(engine: Engine<unknown, unknown, Action, ScenarioInput>): Engine<unknown, unknown, Action, ScenarioInput> {
  return { ...engine, apply: (state, action, options) => engine.apply(structuredClone(state) as GameState, action, options) };
}

/** Plays games `first` to `first + count - 1`; with `finals`, keeps the final state of each. */
function playGames(engine: Engine<unknown, unknown, Action, ScenarioInput>, input: ScenarioInput, first: number, count: number, finals?: GameState[]): { games: number; actions: number } {
  let actions = 0;
  for (let game = first; game < first + count; game++) {
    const result = playBotGame(engine, input, { seed: deriveSeed(1, game), bots: ['random'] });
    if (!result.finished) throw new Error(`Benchmark game ${game} did not finish.`);
    actions += result.actions;
    finals?.push(result.state);
  }
  return { games: count, actions };
}

function total(samples: readonly Sample[]): Sample {
  return samples.reduce((sum, sample) => ({
    games: sum.games + sample.games,
    actions: sum.actions + sample.actions,
    cpuSeconds: sum.cpuSeconds + sample.cpuSeconds,
    wallSeconds: sum.wallSeconds + sample.wallSeconds,
  }));
}

function rates(sample: Sample): Record<string, number> {
  return {
    games: sample.games,
    actions: sample.actions,
    gamesPerCpuSecond: Math.round(sample.games / sample.cpuSeconds),
    actionsPerCpuSecond: Math.round(sample.actions / sample.cpuSeconds),
    gamesPerWallSecond: Math.round(sample.games / sample.wallSeconds),
    actionsPerWallSecond: Math.round(sample.actions / sample.wallSeconds),
  };
}

function loadInput(): ScenarioInput {
  const root = join(dirname(fileURLToPath(benchSource(import.meta.url))), '..');
  const loaded = loadScenario(readFileSync(join(root, 'scenarios/r6-ambassade.scenario.json'), 'utf8'));
  if (!loaded.scenario || !loaded.ruleset) throw new Error('The sample R6 scenario does not load.');
  return { scenario: loaded.scenario, ruleset: loaded.ruleset };
}

function r6Engine(input: ScenarioInput): Engine<unknown, unknown, Action, ScenarioInput> {
  const engine = engineFor(input.scenario.ruleset.id);
  if (!engine) throw new Error('No R6 mechanics module.');
  return engine;
}

interface EngineRun {
  readonly samples: Sample[];
  readonly finals: string[];
}

function measureEngine(): EngineRun {
  const input = loadInput();
  const engine = r6Engine(input);
  const warm: GameState[] = [];
  playGames(engine, input, 1_000_000, BASELINE_GAMES_PER_ROUND, warm);
  playGames(engine, input, 1_000_000 + BASELINE_GAMES_PER_ROUND, WARM_UP_GAMES - BASELINE_GAMES_PER_ROUND);
  const samples: Sample[] = [];
  for (let round = 0; round < ROUNDS; round++) samples.push(timed(() => playGames(engine, input, round * GAMES_PER_ROUND, GAMES_PER_ROUND)));
  return { samples, finals: warm.map(hashState) };
}

interface BaselineRun {
  readonly samples: Sample[];
  readonly prng: Sample[];
  readonly finals: string[];
}

function measureBaseline(): BaselineRun {
  const input = loadInput();
  const naive = deepCloningEngine(r6Engine(input));
  const check: GameState[] = [];
  playGames(naive, input, 1_000_000, BASELINE_GAMES_PER_ROUND, check);
  const samples: Sample[] = [];
  const prng: Sample[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    samples.push(timed(() => playGames(naive, input, round * GAMES_PER_ROUND, BASELINE_GAMES_PER_ROUND)));
    prng.push(
      timed(() => {
        const rng = new Rng(seedRng(round));
        let sink = 0;
        for (let i = 0; i < PRNG_DRAWS; i++) sink ^= rng.next();
        if (sink === 0.5) throw new Error('unreachable: keeps the loop from being optimised away');
        return { games: 0, actions: PRNG_DRAWS };
      }),
    );
  }
  return { samples, prng, finals: check.map(hashState) };
}

const job = benchJob();
if (job === 'r6-engine') reply(measureEngine());
else if (job === 'r6-baseline') reply(measureBaseline());

function perRound(samples: readonly Sample[]): { byRound: number[]; median: number; best: number } {
  const byRound = samples.map((sample) => Math.round(sample.games / sample.cpuSeconds));
  const sorted = [...byRound].sort((a, b) => a - b);
  return { byRound, median: sorted[Math.floor(sorted.length / 2)] as number, best: sorted[sorted.length - 1] as number };
}

export async function run(): Promise<Record<string, unknown>> {
  const engineRun = await runBundled<EngineRun>(import.meta.url, 'r6-engine');
  const baselineRun = await runBundled<BaselineRun>(import.meta.url, 'r6-baseline');
  if (baselineRun.finals.some((hash, index) => hash !== engineRun.finals[index])) throw new Error('The deep-cloning baseline played different games.');
  const engineSamples = engineRun.samples;
  const baselineSamples = baselineRun.samples;
  const prngSamples = baselineRun.prng;
  const engineTotal = total(engineSamples);
  const baselineTotal = total(baselineSamples);
  const prngTotal = total(prngSamples);
  const rounds = perRound(engineSamples);
  const engineRate = engineTotal.games / engineTotal.cpuSeconds;
  return {
    name: 'r6 random-bot games',
    scenario: 'scenarios/r6-ambassade.scenario.json',
    measuredOn: 'esbuild bundle, child process, V8 single-threaded',
    rounds: ROUNDS,
    averageActionsPerGame: Math.round((engineTotal.actions / engineTotal.games) * 10) / 10,
    engine: {
      ...rates(engineTotal),
      gamesPerCpuSecondByRound: rounds.byRound,
      medianRoundGamesPerCpuSecond: rounds.median,
      bestRoundGamesPerCpuSecond: rounds.best,
    },
    deepCloneBaseline: rates(baselineTotal),
    speedupOverDeepClone: Math.round((engineRate / (baselineTotal.games / baselineTotal.cpuSeconds)) * 10) / 10,
    prngDrawsPerCpuSecond: Math.round(prngTotal.actions / prngTotal.cpuSeconds),
    goal: { gamesPerCpuSecond: GOAL_GAMES_PER_SECOND, met: engineRate >= GOAL_GAMES_PER_SECOND },
  };
}
