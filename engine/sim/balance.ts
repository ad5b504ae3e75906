/**
 * The balance report of a scenario: many bot games, and what they say of it. Besides who won
 * (with the 95% interval), each game's length, how often a decision had a single choice and how
 * many choices decisions had, and where things happened on the board (where pieces died, where
 * they went, where they fought, where traps sprang), read through the ruleset's presenter, so that
 * it works for every game on every board. Shares of a batch add up (workers play them apart); two
 * batches of the same seeds compare game by game.
 */
import type { BotKind } from '../rules/core/bots';
import type { Engine } from '../rules/core/engine';
import { placeKey } from '../rules/core/places';
import type { PieceView, Presenter } from '../rules/core/presenter';
import type { ScenarioInput } from '../rules/core/module';
import { deriveGameSeed, type Seed } from '../rules/core/prng';
import type { Action, GameState, SideId } from '../rules/core/types';
import { playBotGame, resultOf, type BotStep, type GameResult } from './play';
import { pairedDifference, pairedMeanDifference } from './paired';
import { wilsonInterval } from './wilson';

export const HEAT_KINDS = ['deaths', 'moves', 'combats', 'traps'] as const;
export type HeatKind = (typeof HEAT_KINDS)[number];

/** Counts by place key (see places.ts), for each kind of heat. */
export type Heat = Readonly<Record<HeatKind, Readonly<Record<string, number>>>>;

/** What a share of a batch adds up to. */
export interface BalanceTally {
  readonly games: readonly GameResult[];
  readonly decisions: number;
  /** Decisions with a single legal action. */
  readonly forced: number;
  /** Legal actions summed over decisions. */
  readonly choices: number;
  readonly heat: Heat;
}

export interface BalanceOptions {
  readonly games: number;
  /** Bot kind per side, in the scenario's side order; the last one is repeated. */
  readonly bots: readonly BotKind[];
  readonly seed: Seed;
  readonly maxActions?: number;
}

type AnyEngine = Engine<unknown, unknown, Action, unknown>;

function emptyHeat(): Record<HeatKind, Record<string, number>> {
  return { deaths: {}, moves: {}, combats: {}, traps: {} };
}

function bump(counts: Record<string, number>, key: string, by = 1): void {
  if (onBoard(key)) counts[key] = (counts[key] ?? 0) + by;
}

/** Pieces off the board (units to place, leaders in reserve) stand at `@…` areas, which no scenario's area id can be: no heat there. */
function onBoard(key: string): boolean {
  return !key.startsWith('a:@');
}

/** How many units of each kind stand at each place, over the stacks of `pieces`. */
function stacksOf(pieces: Iterable<PieceView>): Map<string, Map<string, number>> {
  const stacks = new Map<string, Map<string, number>>();
  for (const piece of pieces) {
    if (piece.kind === undefined) continue;
    const places = stacks.get(piece.kind) ?? new Map<string, number>();
    const key = placeKey(piece.place);
    places.set(key, (places.get(key) ?? 0) + (piece.count ?? 1));
    stacks.set(piece.kind, places);
  }
  return stacks;
}

/**
 * Where pieces died and where they went between two states. A single piece is followed by its id;
 * units in stacks by their kind: the places a kind grew at are where its units went, and as many
 * as the kind lost in all died at the places it shrank at.
 */
function tallyChanges(heat: Record<HeatKind, Record<string, number>>, was: ReadonlyMap<string, PieceView>, now: ReadonlyMap<string, PieceView>): void {
  for (const [id, before] of was) {
    if (before.kind !== undefined) continue;
    const after = now.get(id);
    if (!after) bump(heat.deaths, placeKey(before.place));
    else if (placeKey(after.place) !== placeKey(before.place)) bump(heat.moves, placeKey(after.place));
  }
  const stacksAfter = stacksOf(now.values());
  for (const [kind, places] of stacksOf(was.values())) {
    const after = stacksAfter.get(kind) ?? new Map<string, number>();
    let lost = [...places.values()].reduce((sum, count) => sum + count, 0) - [...after.values()].reduce((sum, count) => sum + count, 0);
    for (const [key, count] of after) if (count > (places.get(key) ?? 0)) bump(heat.moves, key, count - (places.get(key) ?? 0));
    for (const [key, count] of places) {
      const shrank = Math.min(lost, count - (after.get(key) ?? 0));
      if (shrank <= 0) continue;
      bump(heat.deaths, key, shrank);
      lost -= shrank;
    }
  }
}

/** Game `index` of the batch, played again exactly as the batch (and `skirmish simulate`) plays it, decision by decision. */
export function playBalanceGame(engine: AnyEngine, input: ScenarioInput, options: BalanceOptions, index: number, onStep?: (step: BotStep) => void): { readonly seed: string; readonly state: GameState } {
  const seed = deriveGameSeed(options.seed, index);
  const { state } = playBotGame(engine, input, { seed, bots: options.bots, maxActions: options.maxActions, onStep });
  return { seed, state };
}

/** Plays games `first` to `first + count - 1` of the batch in this thread, and returns their tally. */
export function playBalanceShare(engine: AnyEngine, presenter: Presenter, input: ScenarioInput, options: BalanceOptions, first: number, count: number): BalanceTally {
  const tallies: BalanceTally[] = [];
  for (let index = first; index < first + count; index++) tallies.push(balanceTallyOf(engine, presenter, input, options, index));
  return totalOf(tallies);
}

/**
 * Plays game `index` of the batch and tallies it alone: its result, its decisions and its heat. The
 * app's workers hand each game over as it ends (a run stopped early keeps the games it played).
 */
export function balanceTallyOf(engine: AnyEngine, presenter: Presenter, input: ScenarioInput, options: BalanceOptions, index: number): BalanceTally {
  const heat = emptyHeat();
  let decisions = 0;
  let forced = 0;
  let choices = 0;
  let pieces: Map<string, PieceView> | null = null;
  const { seed, state } = playBalanceGame(engine, input, options, index, ({ before, legal, action, after }) => {
    decisions++;
    choices += legal.length;
    if (legal.length === 1) forced++;
    pieces ??= new Map(presenter.pieces(before, 'en').map((piece) => [piece.id, piece]));
    const target = presenter.target(before, action).targetPiece;
    const struck = target === undefined ? undefined : pieces.get(target);
    if (struck) bump(heat.combats, placeKey(struck.place));
    const next = new Map<string, PieceView>(presenter.pieces(after, 'en').map((piece) => [piece.id, piece]));
    tallyChanges(heat, pieces, next);
    pieces = next;
    for (const place of presenter.sprungTraps?.(before, action, after) ?? []) bump(heat.traps, placeKey(place));
  });
  return { games: [resultOf({ index, seed, state })], decisions, forced, choices, heat };
}

/** Tallies of one batch (shares, or games) added up, the games in batch order; none at all when there are none. */
export function totalOf(tallies: readonly BalanceTally[]): BalanceTally {
  const heat = emptyHeat();
  const games: GameResult[] = [];
  let decisions = 0;
  let forced = 0;
  let choices = 0;
  for (const tally of tallies) {
    for (const kind of HEAT_KINDS) for (const [key, count] of Object.entries(tally.heat[kind])) heat[kind][key] = (heat[kind][key] ?? 0) + count;
    games.push(...tally.games);
    decisions += tally.decisions;
    forced += tally.forced;
    choices += tally.choices;
  }
  return { games: games.sort((x, y) => x.index - y.index), decisions, forced, choices, heat };
}

export interface SideBalance {
  readonly side: SideId;
  readonly bot: BotKind;
  readonly wins: number;
  readonly rate: number;
  readonly ci95: readonly [number, number];
}

export interface BalanceMetrics {
  /**
   * Over the games with a winner: 1 when every side wins as often, 0 when one side wins them all;
   * null when no game had a winner (draws and unfinished games say nothing of it).
   */
  readonly balance: number | null;
  /** Share of games with a winner. */
  readonly decisiveness: number;
  /** Share of games ended in a draw. */
  readonly drawishness: number;
  /** Average turns of a game, and average actions. */
  readonly averageTurns: number;
  readonly averageActions: number;
  /** Average legal actions of a decision. */
  readonly branching: number;
  /** Share of decisions with a single legal action. */
  readonly forced: number;
}

export interface BalanceReport {
  readonly games: number;
  readonly sides: readonly SideBalance[];
  readonly draws: number;
  readonly unfinished: number;
  /** Games by number of turns: `turns[t]` games lasted t turns. */
  readonly turns: readonly number[];
  readonly metrics: BalanceMetrics;
  readonly heat: Heat;
  readonly list: readonly GameResult[];
}

const isDraw = (game: GameResult) => game.finished && game.winner === null;

export function balanceReport(sides: readonly SideId[], bots: readonly BotKind[], tally: BalanceTally): BalanceReport {
  const games = tally.games.length;
  const wins = new Map<SideId, number>();
  let draws = 0;
  let unfinished = 0;
  let turns = 0;
  let actions = 0;
  const histogram: number[] = [];
  for (const game of tally.games) {
    if (!game.finished) unfinished++;
    else if (game.winner === null) draws++;
    else wins.set(game.winner, (wins.get(game.winner) ?? 0) + 1);
    turns += game.turns;
    actions += game.actions;
    while (histogram.length <= game.turns) histogram.push(0);
    histogram[game.turns] = (histogram[game.turns] ?? 0) + 1;
  }
  const decided = games - draws - unfinished;
  const fair = 1 / Math.max(1, sides.length);
  // How far the sides' shares of the decided games stand from an even split, against the farthest they could stand.
  const spread = sides.reduce((sum, side) => sum + Math.abs((wins.get(side) ?? 0) / Math.max(1, decided) - fair), 0) / (2 * (1 - fair) || 1);
  return {
    games,
    sides: sides.map((side, index) => {
      const count = wins.get(side) ?? 0;
      return { side, bot: bots[index] ?? bots[bots.length - 1] ?? 'random', wins: count, rate: count / Math.max(1, games), ci95: wilsonInterval(count, Math.max(1, games)) };
    }),
    draws,
    unfinished,
    turns: histogram,
    metrics: {
      balance: decided > 0 ? 1 - spread : null,
      decisiveness: decided / Math.max(1, games),
      drawishness: draws / Math.max(1, games),
      averageTurns: turns / Math.max(1, games),
      averageActions: actions / Math.max(1, games),
      branching: tally.choices / Math.max(1, tally.decisions),
      forced: tally.forced / Math.max(1, tally.decisions),
    },
    heat: tally.heat,
    list: tally.games,
  };
}

/** How a share moved from one variant to the other, game by game. */
export interface PairedChange {
  /** The share in the first variant minus the share in the second. */
  readonly difference: number;
  readonly ci95: readonly [number, number];
  /** Whether the interval leaves out 0: the change moves this share, at 95%. */
  readonly significant: boolean;
}

export interface SideDifference extends PairedChange {
  readonly side: SideId;
}

/** The games of two batches played on the same seeds, paired by their number; a game only one batch played is left out. */
function gamePairs(first: readonly GameResult[], second: readonly GameResult[]): [GameResult, GameResult][] {
  const paired = new Map(second.map((game) => [game.index, game]));
  return first.flatMap((game) => {
    const other = paired.get(game.index);
    return other ? [[game, other] as [GameResult, GameResult]] : [];
  });
}

/**
 * How often `happened` holds in each of two batches played on the same seeds, compared game by game
 * (a paired comparison: the games differ only by the change, so the difference is measured far more
 * precisely than two rates apart). The interval is Newcombe's for paired proportions (paired.ts).
 */
export function pairedChange(first: readonly GameResult[], second: readonly GameResult[], happened: (game: GameResult) => boolean): PairedChange {
  const counts = { both: 0, firstOnly: 0, secondOnly: 0, neither: 0 };
  for (const [game, other] of gamePairs(first, second)) {
    const [a, b] = [happened(game), happened(other)];
    if (a && b) counts.both++;
    else if (a) counts.firstOnly++;
    else if (b) counts.secondOnly++;
    else counts.neither++;
  }
  const { difference, ci95 } = pairedDifference(counts);
  return { difference, ci95, significant: ci95[0] > 0 || ci95[1] < 0 };
}

/** The change in each side's win rate between two batches played on the same seeds. */
export function compareBalance(sides: readonly SideId[], first: readonly GameResult[], second: readonly GameResult[]): SideDifference[] {
  return sides.map((side) => ({ side, ...pairedChange(first, second, (game) => game.winner === side) }));
}

/** The change in the average length of games, in turns, between two batches played on the same seeds (a difference of turns, not of shares). */
export function compareLengths(first: readonly GameResult[], second: readonly GameResult[]): PairedChange {
  const { difference, ci95 } = pairedMeanDifference(gamePairs(first, second).map(([game, other]) => [game.turns, other.turns] as const));
  return { difference, ci95, significant: ci95[0] > 0 || ci95[1] < 0 };
}

/** The change in the share of draws and of unfinished games between two batches played on the same seeds. */
export function compareEnds(first: readonly GameResult[], second: readonly GameResult[]): { readonly draws: PairedChange; readonly unfinished: PairedChange } {
  return { draws: pairedChange(first, second, isDraw), unfinished: pairedChange(first, second, (game) => !game.finished) };
}
