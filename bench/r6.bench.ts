/**
 * Rainbow Six Siege: On Board, random bots on the shipped sample scenario: complete games and
 * actions per second on one core (CPU time of this single thread, and wall time), side by side in
 * the same run with the same games played by a naive engine that deep-clones the whole state
 * before every action (checked to end every game in the very same state), and with a raw loop of
 * the PRNG. The goal is 2,000 games per second of CPU time. CPU time is the process's: the
 * garbage collector's helper threads count in it.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { Engine } from '../engine/rules/core/engine';
import { hashState } from '../engine/rules/core/hash';
import { deriveSeed, Rng, seedRng } from '../engine/rules/core/prng';
import type { Action, GameState } from '../engine/rules/core/types';
import { engineFor, type ScenarioInput } from '../engine/rules/index';
import { loadScenario } from '../engine/scenario/load';
import { playBotGame } from '../engine/sim/play';

const GOAL_GAMES_PER_SECOND = 2000;
const ROUNDS = 5;
const GAMES_PER_ROUND = 400;
const BASELINE_GAMES_PER_ROUND = 10;
const PRNG_DRAWS = 5_000_000;

interface Sample {
  games: number;
  actions: number;
  cpuSeconds: number;
  wallSeconds: number;
}

function measure(body: () => { games: number; actions: number }): Sample {
  const cpu = process.cpuUsage();
  const wall = performance.now();
  const { games, actions } = body();
  const used = process.cpuUsage(cpu);
  return { games, actions, cpuSeconds: (used.user + used.system) / 1e6, wallSeconds: (performance.now() - wall) / 1000 };
}

/** The same engine wrapped so that every action first deep-clones the state it is given. */
function deepCloningEngine(engine: Engine<unknown, unknown, Action, ScenarioInput>): Engine<unknown, unknown, Action, ScenarioInput> {
  return { ...engine, apply: (state, action) => engine.apply(structuredClone(state) as GameState, action) };
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
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
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
  playGames(engine, input, 1_000_000, 200, warm);
  const samples: Sample[] = [];
  for (let round = 0; round < ROUNDS; round++) samples.push(measure(() => playGames(engine, input, round * GAMES_PER_ROUND, GAMES_PER_ROUND)));
  return { samples, finals: warm.slice(0, BASELINE_GAMES_PER_ROUND).map(hashState) };
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
    samples.push(measure(() => playGames(naive, input, round * GAMES_PER_ROUND, BASELINE_GAMES_PER_ROUND)));
    prng.push(
      measure(() => {
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

/**
 * Each variant runs in a fresh worker thread, one after the other: a fresh heap and fresh JIT
 * feedback, so neither the other benchmarks of `npm run bench` nor the baseline's cloned states
 * (other object shapes, a storm of garbage) weigh on what is measured.
 */
function inWorker<T>(variant: 'engine' | 'baseline'): Promise<T> {
  return new Promise((resolve, reject) => {
    // The worker loads this TypeScript file through tsx, as `npm run bench` loads it here.
    const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}); })`;
    const worker = new Worker(bootstrap, { eval: true, workerData: { r6Bench: variant } });
    worker.once('message', (result: T) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The ${variant} benchmark worker stopped with code ${code}.`));
    });
  });
}

const job = (workerData as { r6Bench?: 'engine' | 'baseline' } | null)?.r6Bench;
if (!isMainThread && job) parentPort?.postMessage(job === 'engine' ? measureEngine() : measureBaseline());

export async function run(): Promise<Record<string, unknown>> {
  const engineRun = await inWorker<EngineRun>('engine');
  const baselineRun = await inWorker<BaselineRun>('baseline');
  if (baselineRun.finals.some((hash, index) => hash !== engineRun.finals[index])) throw new Error('The deep-cloning baseline played different games.');
  const engineSamples = engineRun.samples;
  const baselineSamples = baselineRun.samples;
  const prngSamples = baselineRun.prng;
  const engineTotal = total(engineSamples);
  const baselineTotal = total(baselineSamples);
  const prngTotal = total(prngSamples);
  const best = Math.max(...engineSamples.map((sample) => sample.games / sample.cpuSeconds));
  const engineRate = engineTotal.games / engineTotal.cpuSeconds;
  return {
    name: 'r6 random-bot games',
    scenario: 'scenarios/r6-ambassade.scenario.json',
    rounds: ROUNDS,
    averageActionsPerGame: Math.round((engineTotal.actions / engineTotal.games) * 10) / 10,
    engine: { ...rates(engineTotal), bestRoundGamesPerCpuSecond: Math.round(best) },
    deepCloneBaseline: rates(baselineTotal),
    speedupOverDeepClone: Math.round((engineRate / (baselineTotal.games / baselineTotal.cpuSeconds)) * 10) / 10,
    prngDrawsPerCpuSecond: Math.round(prngTotal.actions / prngTotal.cpuSeconds),
    goal: { gamesPerCpuSecond: GOAL_GAMES_PER_SECOND, met: engineRate >= GOAL_GAMES_PER_SECOND },
  };
}
