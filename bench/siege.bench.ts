/**
 * SIEGE board: line-of-fire checks per second on the shipped castle, side by side in the same run
 * with the same fixed, seeded list of hex pairs:
 * - `lineOfFire`: the full check (walls, arrow slits, terrain, figures, elevation, cover), through
 *   `fireCheck` into one reused result object, with 60 figures on the board. A check follows the
 *   line's memoised shape (the sides it crosses, which depend only on the axial offset between its
 *   ends and on the side it leaves or reaches: see hex-walk.ts) through the board's neighbour table,
 *   and tests every wall, terrain, level and figure on it live. The memo is geometry only, filled
 *   as lines are first met; `lineShapes` says what it holds after the run;
 * - `lineOfFireCold`: the same pass on a board object never checked before (built before the
 *   timer), so that its view, its padded neighbour tables and every line shape are made during the
 *   pass: what a first look at a new board costs. Its slices run after the others, in rounds of
 *   their own, so that the fresh boards do not weigh on the three measures of the goal;
 * - the peer: the `honeycomb-grid` library's line traverser, `grid.traverse(line({ start, stop }))`,
 *   its hexes visited one by one (no test of any kind);
 * - the floor: a bare axial line walk (cube lerp and round per step, each hex visited, no test).
 * The goal (issue 6): full checks at least 20 times the peer's rate, at most 3 times slower than
 * the floor (warm checks, the fastest slice of each).
 *
 * The three run interleaved, slice after slice (one slice = the whole pair list once), in one
 * process: on a shared machine the load changes from second to second, and measures taken
 * one after the other would compare different machines. Rates are given for the fastest slice
 * (the least disturbed) and the median one; the ratios use the fastest.
 *
 * Whole games: (d) SIEGE random-bot games per second; (e) random-bot actions per CPU-second, SIEGE
 * beside R6 in the same process (issue 18's goal: SIEGE at least 100,000), after a short and after
 * a long warm-up of SIEGE; (f) CPU-seconds per game of the search bot at its fast and standard
 * strengths.
 *
 * `MEASURES` lists the measures of this file, each run in a fresh child process on an esbuild
 * bundle of this file (see bundled.ts), the engine and the peer bundled alike, as the app ships
 * them: another measure of the SIEGE rules is one more entry there.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineHex, Grid, line, Orientation, rectangle } from 'honeycomb-grid';
import { benchJob, benchSource, reply, runBundled } from './bundled';
import { deriveSeed, Rng, seedRng } from '../engine/rules/core/prng';
import { engineFor } from '../engine/rules/index';
import { playBotGame } from '../engine/sim/play';
import { buildSiegeBoard, type SiegeBoard } from '../engine/rules/siege/board';
import { boardView } from '../engine/rules/siege/board-view';
import { lineShapeMemo } from '../engine/rules/siege/hex-walk';
import { fireCheck, type LineOfFire, type Shooter } from '../engine/rules/siege/line-of-fire';
import { occupancyOf, type Occupancy, type PlacedFigure } from '../engine/rules/siege/occupancy';
import { loadScenario } from '../engine/scenario/load';

const SCENARIO = 'scenarios/siege-castle.scenario.json';
const PAIRS = 4000;
const FIGURES = 60;
const SEED = 6;
const ROUNDS = 5;
/** Rounds of interleaved line slices, and slices of the quick measures per round (the peer's, a hundred times slower, runs once). */
const LINE_ROUNDS = 40;
const QUICK_REPEAT = 5;
const GOAL_OVER_PEER = 20;
const GOAL_OVER_FLOOR = 3;

export interface Rate {
  readonly checks: number;
  readonly seconds: number;
  readonly perSecond: number;
  readonly bestRoundPerSecond: number;
  /** Guards the loops against dead-code elimination, and lets a run be compared with another. */
  readonly checksum: number;
}

/** Line checks timed slice by slice (one slice = the pair list once). */
export interface SliceRate {
  readonly checks: number;
  readonly seconds: number;
  readonly bestSlicePerSecond: number;
  readonly medianSlicePerSecond: number;
  readonly checksum: number;
}

interface Fixture {
  readonly board: SiegeBoard;
  /** Builds the same board afresh, as a new object. */
  readonly freshBoard: () => SiegeBoard;
  readonly occupancy: Occupancy;
  readonly from: Int32Array;
  readonly to: Int32Array;
  readonly shooters: readonly Shooter[];
}

function boardBuilder(): () => SiegeBoard {
  const root = join(dirname(fileURLToPath(benchSource(import.meta.url))), '..');
  const loaded = loadScenario(readFileSync(join(root, SCENARIO), 'utf8'));
  const { scenario, ruleset } = loaded;
  if (!scenario || !ruleset) throw new Error('The sample SIEGE scenario does not load.');
  return () => buildSiegeBoard(scenario, ruleset);
}

/** The fixed, seeded pairs and figures every measure uses. */
export function fixture(): Fixture {
  const freshBoard = boardBuilder();
  const board = freshBoard();
  const rng = new Rng(seedRng(SEED));
  const view = boardView(board);
  const standable: number[] = [];
  for (let cell = 0; cell < board.cellCount; cell++) if ((view.enterFoot[cell] as number) >= 0) standable.push(cell);
  const figures: PlacedFigure[] = [];
  for (let i = 0; i < FIGURES; i++) figures.push({ cell: standable[rng.int(standable.length)] as number, side: i % 2 });
  const from = new Int32Array(PAIRS);
  const to = new Int32Array(PAIRS);
  const weapons = ['crossbow', 'longbow', 'short-bow'];
  const shooters: Shooter[] = [];
  for (let i = 0; i < PAIRS; i++) {
    const a = rng.int(board.cellCount);
    let b = rng.int(board.cellCount);
    if (b === a) b = (a + 1) % board.cellCount;
    from[i] = a;
    to[i] = b;
    shooters.push({ side: rng.int(2), weapon: weapons[rng.int(weapons.length)] as string });
  }
  return { board, freshBoard, occupancy: occupancyOf(board, figures), from, to, shooters };
}

/** One pass over the pair list; returns a checksum. */
export type Slice = () => number;

/** A slice run `repeat` times a round, with what must be done before each pass, untimed. */
interface SliceRun {
  readonly slice: Slice;
  readonly repeat: number;
  readonly before?: () => void;
}

/** Runs the slices in turn, `rounds` times (the quick ones `repeat` times a round), and times each pass. */
function interleaved(slices: Readonly<Record<string, SliceRun>>, rounds: number): Record<string, SliceRate> {
  const times: Record<string, number[]> = {};
  const sums: Record<string, number> = {};
  for (const [name, { slice, before }] of Object.entries(slices)) {
    before?.();
    slice();
    times[name] = [];
    sums[name] = 0;
  }
  for (let round = 0; round < rounds; round++) {
    for (const [name, { slice, repeat, before }] of Object.entries(slices)) {
      for (let i = 0; i < repeat; i++) {
        before?.();
        const start = performance.now();
        sums[name] = ((sums[name] as number) + slice()) | 0;
        (times[name] as number[]).push((performance.now() - start) / 1000);
      }
    }
  }
  const rates: Record<string, SliceRate> = {};
  for (const name of Object.keys(slices)) {
    const sorted = [...(times[name] as number[])].sort((a, b) => a - b);
    const seconds = sorted.reduce((sum, time) => sum + time, 0);
    rates[name] = {
      checks: sorted.length * PAIRS,
      seconds: Math.round(seconds * 1000) / 1000,
      bestSlicePerSecond: Math.round(PAIRS / (sorted[0] as number)),
      medianSlicePerSecond: Math.round(PAIRS / (sorted[Math.floor(sorted.length / 2)] as number)),
      checksum: sums[name] as number,
    };
  }
  return rates;
}

/** (a) The full SIEGE line-of-fire check on every pair. */
export function lineOfFireSlice(fixed: Fixture): Slice {
  return checksOn(fixed, () => fixed.board);
}

/** (a') The same on a board object never checked before, made by `before` ahead of each pass. */
export function coldLineOfFire(fixed: Fixture): SliceRun {
  let board = fixed.board;
  return { slice: checksOn(fixed, () => board), repeat: 1, before: () => (board = fixed.freshBoard()) };
}

function checksOn(fixed: Fixture, boardOf: () => SiegeBoard): Slice {
  const { occupancy, from, to, shooters } = fixed;
  const out: LineOfFire = { clear: false, cover: 'none', distance: 0 };
  return () => {
    const board = boardOf();
    let sum = 0;
    for (let i = 0; i < PAIRS; i++) {
      fireCheck(out, board, from[i] as number, to[i] as number, shooters[i] as Shooter, occupancy);
      if (out.clear) sum += out.distance;
    }
    return sum;
  };
}

/** (b) The peer: honeycomb-grid's line traverser over the same pairs (offset -1 is our flat-top, odd columns down). */
export function honeycombLineSlice(fixed: Fixture): Slice {
  const { board, from, to } = fixed;
  const Tile = defineHex({ dimensions: board.geometry.hexSizeMm / 2, orientation: Orientation.FLAT, offset: -1 });
  const grid = new Grid(Tile, rectangle({ width: board.columns, height: board.rows }));
  const ends = Array.from(from, (a, i) => {
    const b = to[i] as number;
    return { start: { col: a % board.columns, row: Math.floor(a / board.columns) }, stop: { col: b % board.columns, row: Math.floor(b / board.columns) } };
  });
  return () => {
    let sum = 0;
    // Each hex of the line is visited, as a check would (and as the floor does).
    for (const end of ends) for (const hex of grid.traverse(line<InstanceType<typeof Tile>>(end))) sum += hex.q * 31 + hex.r;
    return sum;
  };
}

/** (c) The floor: cube lerp and round along the line, nothing else. */
export function axialWalkSlice(fixed: Fixture): Slice {
  const { board, from, to } = fixed;
  const q = Int32Array.from(board.q);
  const r = Int32Array.from(board.r);
  return () => {
    let sum = 0;
    for (let i = 0; i < PAIRS; i++) {
      const a = from[i] as number;
      const b = to[i] as number;
      const aq = (q[a] as number) + 1e-6;
      const ar = (r[a] as number) + 1e-6;
      const as = -(q[a] as number) - (r[a] as number) - 2e-6;
      const dq = (q[b] as number) - (q[a] as number);
      const dr = (r[b] as number) - (r[a] as number);
      const ds = -dq - dr;
      const n = (Math.abs(dq) + Math.abs(dr) + Math.abs(ds)) / 2;
      const step = 1 / Math.max(n, 1);
      for (let k = 0; k <= n; k++) {
        const t = k * step;
        const fq = aq + dq * t;
        const fr = ar + dr * t;
        const fs = as + ds * t;
        let rq = Math.round(fq);
        let rr = Math.round(fr);
        const rs = Math.round(fs);
        const eq = Math.abs(rq - fq);
        const er = Math.abs(rr - fr);
        const es = Math.abs(rs - fs);
        if (eq > er && eq > es) rq = -rr - rs;
        else if (er > es) rr = -rq - rs;
        sum += rq * 31 + rr;
      }
    }
    return sum;
  };
}

/** Whole games: `checks` counts games, `perSecond` games per second of wall time in the worker. */
export interface GameRate extends Rate {
  readonly actions: number;
  readonly actionsPerSecond: number;
  readonly averageActionsPerGame: number;
  readonly averageTurns: number;
}

const GAMES_PER_ROUND = 8;

/**
 * (d) SIEGE random-bot games of the castle sample, from the besiegers' deployment to the end
 * (usually the twentieth turn): the whole rules engine, with a fresh game seed each game.
 */
export function randomBotGamesRate(): GameRate {
  const root = join(dirname(fileURLToPath(benchSource(import.meta.url))), '..');
  const loaded = loadScenario(readFileSync(join(root, SCENARIO), 'utf8'));
  const engine = engineFor('siege');
  if (!loaded.scenario || !loaded.ruleset || !engine) throw new Error('The sample SIEGE scenario does not load, or SIEGE has no mechanics module.');
  const input = { scenario: loaded.scenario, ruleset: loaded.ruleset };
  const play = (seed: number) => playBotGame(engine, input, { seed: deriveSeed(SEED, seed), bots: ['random'] });
  for (let warm = 0; warm < 3; warm++) play(1_000_000 + warm);
  let games = 0;
  let actions = 0;
  let turns = 0;
  let seconds = 0;
  let best = 0;
  let checksum = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    for (let game = 0; game < GAMES_PER_ROUND; game++) {
      const result = play(round * GAMES_PER_ROUND + game);
      if (!result.finished) throw new Error(`Benchmark game ${round * GAMES_PER_ROUND + game} did not finish.`);
      actions += result.actions;
      turns += result.state.turn;
      checksum = (checksum + result.actions) | 0;
    }
    const elapsed = (performance.now() - start) / 1000;
    games += GAMES_PER_ROUND;
    seconds += elapsed;
    best = Math.max(best, GAMES_PER_ROUND / elapsed);
  }
  return {
    checks: games,
    seconds: Math.round(seconds * 1000) / 1000,
    perSecond: Math.round((games / seconds) * 10) / 10,
    bestRoundPerSecond: Math.round(best * 10) / 10,
    checksum,
    actions,
    actionsPerSecond: Math.round(actions / seconds),
    averageActionsPerGame: Math.round((actions / games) * 10) / 10,
    averageTurns: Math.round((turns / games) * 100) / 100,
  };
}

const R6_SCENARIO = 'scenarios/r6-ambassade.scenario.json';
/** Random-bot actions per CPU-second of SIEGE: the goal of issue 18. */
const ACTIONS_GOAL = 100_000;
const SIEGE_GAMES_PER_SLICE = 8;
const R6_GAMES_PER_SLICE = 400;
const ACTION_ROUNDS = 5;
/**
 * SIEGE games played before the first measure (R6 plays 3,000, some 450,000 actions), then before
 * the second: V8 compiles a hot function only once it has run a while, on the measuring thread
 * (single-threaded), and SIEGE has many more of them. After 5 games, about a third of the CPU
 * time of the 40 measured games is that compiling, whatever the speed of the rules; after 100,
 * the rules run as a long session (a balance report, a search) runs them.
 */
const SIEGE_SHORT_WARM_UP = 5;
const SIEGE_LONG_WARM_UP = 100;

interface CpuSample {
  games: number;
  actions: number;
  cpuSeconds: number;
}

/**
 * (e) Random-bot actions per CPU-second, SIEGE on the castle sample beside R6 on its sample, in
 * interleaved slices of the same process after a warm-up of both (the machine's load then weighs
 * on both alike). Every game has its own fixed seed; the checksums sum the actions played, so that
 * a run can be compared with another. Measured twice on the same games: after SIEGE's short
 * warm-up (`siege`, `r6`), then after its long one (`siegeWarm`, `r6Warm`; see SIEGE_SHORT_WARM_UP).
 */
export function randomBotActionsRate(): Record<string, unknown> {
  const root = join(dirname(fileURLToPath(benchSource(import.meta.url))), '..');
  const load = (file: string) => {
    const loaded = loadScenario(readFileSync(join(root, file), 'utf8'));
    if (!loaded.scenario || !loaded.ruleset) throw new Error(`The sample ${file} does not load.`);
    return { scenario: loaded.scenario, ruleset: loaded.ruleset };
  };
  const games = {
    siege: { engine: engineFor('siege'), input: load(SCENARIO), perSlice: SIEGE_GAMES_PER_SLICE, next: 0 },
    r6: { engine: engineFor('r6-onboard'), input: load(R6_SCENARIO), perSlice: R6_GAMES_PER_SLICE, next: 0 },
  };
  const slice = (name: keyof typeof games, count: number, seedBase: number): CpuSample => {
    const { engine, input } = games[name];
    if (!engine) throw new Error(`No mechanics module for ${name}.`);
    const cpu = process.cpuUsage();
    let actions = 0;
    for (let game = 0; game < count; game++) {
      const result = playBotGame(engine, input, { seed: deriveSeed(SEED, seedBase + game), bots: ['random'] });
      if (!result.finished) throw new Error(`Benchmark game ${seedBase + game} of ${name} did not finish.`);
      actions += result.actions;
    }
    const used = process.cpuUsage(cpu);
    return { games: count, actions, cpuSeconds: (used.user + used.system) / 1e6 };
  };
  // The measured games, SIEGE's and R6's slices in turn, their seeds from 0 on.
  const measure = (): Record<string, CpuSample> => {
    const totals: Record<string, CpuSample> = {};
    for (const entry of Object.values(games)) entry.next = 0;
    for (let round = 0; round < ACTION_ROUNDS; round++) {
      for (const name of ['siege', 'r6'] as const) {
        const entry = games[name];
        const sample = slice(name, entry.perSlice, entry.next);
        entry.next += entry.perSlice;
        const sum = totals[name] ?? { games: 0, actions: 0, cpuSeconds: 0 };
        totals[name] = { games: sum.games + sample.games, actions: sum.actions + sample.actions, cpuSeconds: sum.cpuSeconds + sample.cpuSeconds };
      }
    }
    return totals;
  };
  slice('siege', SIEGE_SHORT_WARM_UP, 1_000_000);
  slice('r6', 3000, 1_000_000);
  const early = measure();
  slice('siege', SIEGE_LONG_WARM_UP - SIEGE_SHORT_WARM_UP, 1_000_000 + SIEGE_SHORT_WARM_UP);
  const warm = measure();
  const rate = (sample: CpuSample) => Math.round(sample.actions / sample.cpuSeconds);
  const figures = (sample: CpuSample, warmUp: number) => ({ ...sample, warmUpGames: warmUp, cpuSeconds: Math.round(sample.cpuSeconds * 1000) / 1000, actionsPerCpuSecond: rate(sample), checksum: sample.actions });
  const siege = early['siege'] as CpuSample;
  const r6 = early['r6'] as CpuSample;
  const siegeWarm = warm['siege'] as CpuSample;
  const r6Warm = warm['r6'] as CpuSample;
  return {
    siege: figures(siege, SIEGE_SHORT_WARM_UP),
    r6: figures(r6, 3000),
    r6OverSiege: Math.round((rate(r6) / rate(siege)) * 10) / 10,
    siegeWarm: figures(siegeWarm, SIEGE_LONG_WARM_UP),
    r6Warm: figures(r6Warm, 3000),
    r6OverSiegeWarm: Math.round((rate(r6Warm) / rate(siegeWarm)) * 10) / 10,
    goal: { siegeActionsPerCpuSecondAtLeast: ACTIONS_GOAL, met: rate(siege) >= ACTIONS_GOAL, metWarm: rate(siegeWarm) >= ACTIONS_GOAL },
  };
}

const SEARCH_GAMES = 2;

/**
 * (f) CPU-seconds per castle game played by the search bot on both sides, at its fast and its
 * standard strength (engine/rules/core/mcts.ts): what a balance report of search bots costs per
 * game. Few games (a standard one takes seconds); the checksum sums their actions.
 */
export function searchBotGamesRate(): Record<string, unknown> {
  const root = join(dirname(fileURLToPath(benchSource(import.meta.url))), '..');
  const loaded = loadScenario(readFileSync(join(root, SCENARIO), 'utf8'));
  const engine = engineFor('siege');
  if (!loaded.scenario || !loaded.ruleset || !engine) throw new Error('The sample SIEGE scenario does not load, or SIEGE has no mechanics module.');
  const input = { scenario: loaded.scenario, ruleset: loaded.ruleset };
  const results: Record<string, unknown> = {};
  for (const bot of ['mcts:fast', 'mcts'] as const) {
    const cpu = process.cpuUsage();
    let actions = 0;
    for (let game = 0; game < SEARCH_GAMES; game++) {
      const result = playBotGame(engine, input, { seed: deriveSeed(SEED, game), bots: [bot] });
      if (!result.finished) throw new Error(`Benchmark game ${game} with ${bot} did not finish.`);
      actions += result.actions;
    }
    const used = process.cpuUsage(cpu);
    const seconds = (used.user + used.system) / 1e6;
    results[bot] = { games: SEARCH_GAMES, actions, cpuSeconds: Math.round(seconds * 1000) / 1000, cpuSecondsPerGame: Math.round((seconds / SEARCH_GAMES) * 100) / 100, checksum: actions };
  }
  return results;
}

/** Line checks per second, the full check (warm and cold) against the peer and the floor, with what the pairs hold and what the check memoises. */
export function lineRates(): Record<string, unknown> {
  const fixed = fixture();
  const rates = interleaved(
    {
      lineOfFire: { slice: lineOfFireSlice(fixed), repeat: QUICK_REPEAT },
      honeycombLine: { slice: honeycombLineSlice(fixed), repeat: 1 },
      axialWalk: { slice: axialWalkSlice(fixed), repeat: QUICK_REPEAT },
    },
    LINE_ROUNDS,
  );
  const memo = lineShapeMemo(fixed.board);
  const cold = interleaved({ lineOfFireCold: coldLineOfFire(fixed) }, LINE_ROUNDS);
  const full = (rates['lineOfFire'] as SliceRate).bestSlicePerSecond;
  const peer = (rates['honeycombLine'] as SliceRate).bestSlicePerSecond;
  const floor = (rates['axialWalk'] as SliceRate).bestSlicePerSecond;
  return {
    ...describePairs(fixed),
    checksPerSecond: { ...rates, ...cold },
    lineShapes: memo,
    ratios: { fullOverPeer: Math.round((full / peer) * 10) / 10, floorOverFull: Math.round((floor / full) * 100) / 100 },
    goal: { fullOverPeerAtLeast: GOAL_OVER_PEER, floorOverFullAtMost: GOAL_OVER_FLOOR, met: full / peer >= GOAL_OVER_PEER && floor / full <= GOAL_OVER_FLOOR },
  };
}

/** The measures of this file, each run in its own child process on a bundle of this file (see bundled.ts). */
export const MEASURES: Readonly<Record<string, () => unknown>> = {
  lineOfFire: lineRates,
  randomBotGames: randomBotGamesRate,
  randomBotActions: randomBotActionsRate,
  searchBotGames: searchBotGamesRate,
};

const job = benchJob();
const measure = job === undefined ? undefined : MEASURES[job];
if (measure) reply(measure());

/** Clear lines and average hexes per line on the pair list, to say what a check covers. */
function describePairs(fixed: Fixture): Record<string, number> {
  const { board, occupancy, from, to, shooters } = fixed;
  const out: LineOfFire = { clear: false, cover: 'none', distance: 0 };
  let clear = 0;
  let hexes = 0;
  let castle = 0;
  for (let i = 0; i < PAIRS; i++) {
    fireCheck(out, board, from[i] as number, to[i] as number, shooters[i] as Shooter, occupancy);
    if (out.clear) clear++;
    hexes += out.distance + 1;
    if (board.castle[from[i] as number] === 1 || board.castle[to[i] as number] === 1) castle++;
  }
  return { pairs: PAIRS, figures: FIGURES, clearShare: Math.round((clear / PAIRS) * 1000) / 1000, pairsTouchingTheCastle: castle, averageHexesPerLine: Math.round((hexes / PAIRS) * 10) / 10 };
}

export async function run(): Promise<Record<string, unknown>> {
  const results: Record<string, unknown> = { name: 'siege board', scenario: SCENARIO, measuredOn: 'esbuild bundle, child process, V8 single-threaded' };
  for (const name of Object.keys(MEASURES)) results[name] = await runBundled(import.meta.url, name);
  return results;
}
