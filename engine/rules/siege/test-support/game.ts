/**
 * Test helpers over the real SIEGE data: the shipped castle sample (passed in by the tests, which
 * import it) loaded and validated like any file, with figures placed where a test needs them.
 */
import { createEngine } from '../../core/engine';
import { Rng, seedRng } from '../../core/prng';
import type { Action, GameEvent } from '../../core/types';
import { siegeRuleset } from '../ruleset';
import type { FigureState, SiegeAction, SiegeState } from '../types';

import { loadInput } from '../../core/test-support/scenario';

export { deepFreeze, loadInput } from '../../core/test-support/scenario';

export const engine = createEngine(siegeRuleset);

type Json = Record<string, unknown>;
export type Doc = { sides: { id: string; units: Json[] }[]; board: Json; victory?: unknown[]; turns?: Json } & Json;


/** Hex of a wargame label of the sample's map ("1811": column 18, row 11, 1-based). */
export function hexAt(label: string): { col: number; row: number } {
  return { col: Number(label.slice(0, 2)) - 1, row: Number(label.slice(2)) - 1 };
}

/** Tokens of the siege engines that roll up to the walls: a scene keeps them only when it says so. */
const ROLLING_ENGINES = new Set(['siege-tower', 'ram']);

/**
 * The document with only the figures named in `positions`, each placed on its hex (so the game
 * skips deployment). Other figures are left out; `extra` adds figures of a profile to a side. The
 * sample's siege tower and ram stand before the west wall: they are taken off the map unless
 * `engines` is true, so that a scene about something else plays on open ground.
 */
export function placed(document: unknown, positions: Readonly<Record<string, string>>, extra: readonly { side: string; id: string; profile: string; at: string }[] = [], engines = false): Doc {
  const doc = JSON.parse(JSON.stringify(document)) as Doc;
  if (!engines) doc.board.tokens = (doc.board.tokens as { kind: string }[]).filter((token) => !ROLLING_ENGINES.has(token.kind));
  for (const side of doc.sides) {
    side.units = side.units
      .filter((unit) => Object.hasOwn(positions, unit.id as string))
      .map((unit) => {
        const { deployIn: _deployIn, reserve: _reserve, ...rest } = unit;
        return { ...rest, at: hexAt(positions[unit.id as string] as string) };
      });
    for (const figure of extra.filter((candidate) => candidate.side === side.id)) side.units.push({ id: figure.id, profile: figure.profile, at: hexAt(figure.at) });
  }
  return doc;
}

export function start(document: unknown, seed = 1): SiegeState {
  return engine.setup(loadInput(document), seed);
}

export interface Step {
  readonly state: SiegeState;
  readonly events: readonly GameEvent[];
}

/** Applies an action that must be legal. */
export function play(state: SiegeState, action: SiegeAction | Action): Step {
  const result = engine.apply(state, action);
  if (result.refused) throw new Error(`Refused ${JSON.stringify(action)}: ${result.refused.key} ${JSON.stringify(result.refused.params)}`);
  return { state: result.state, events: result.events };
}

/** Ends steps of the side to play until the game reaches `phase` (for instance "defenders:melee"). */
export function playUntil(state: SiegeState, phase: string, limit = 50): SiegeState {
  let current = state;
  for (let i = 0; i < limit && current.phase !== phase; i++) {
    const decision = current.pending[0];
    if (!decision) throw new Error(`The game stopped before ${phase}`);
    const action = decision.kind === 'roll' ? { type: 'roll', side: decision.side } : decision.kind === 'advance' ? { type: 'stay', side: decision.side } : { type: 'endStep', side: decision.side };
    current = play(current, action).state;
  }
  if (current.phase !== phase) throw new Error(`Did not reach ${phase}, stopped at ${current.phase}`);
  return current;
}

export function cellIndex(state: SiegeState, label: string): number {
  const index = state.fixed.labels.indexOf(label);
  if (index < 0) throw new Error(`No hex ${label}`);
  return index;
}

export function figure(state: SiegeState, id: string): FigureState {
  const index = state.fixed.figures.findIndex((candidate) => candidate.id === id);
  const found = state.game.figures[index];
  if (!found) throw new Error(`No figure ${id}`);
  return found;
}

export function labelOfFigure(state: SiegeState, id: string): string {
  return state.fixed.labels[figure(state, id).cell] ?? '-';
}

export function keys(events: readonly GameEvent[]): string[] {
  return events.map((event) => event.key);
}

/** The same state with one figure changed (a state is plain data: tests may build one). */
export function withFigure(state: SiegeState, id: string, change: Partial<FigureState>): SiegeState {
  const index = state.fixed.figures.findIndex((candidate) => candidate.id === id);
  const figures = state.game.figures.map((current, i) => (i === index ? { ...current, ...change } : current));
  return { ...state, game: { ...state.game, figures } };
}


/** The state with a PRNG whose next d10s show `values`, in order. */
export function withDice(state: SiegeState, ...values: readonly number[]): SiegeState {
  for (let seed = 0; seed < 1_000_000; seed++) {
    const rng = new Rng(seedRng(seed));
    if (values.every((value) => rng.int(10) + 1 === value)) return { ...state, rng: seedRng(seed) };
  }
  throw new Error(`no seed rolls ${values.join(', ')}`);
}
