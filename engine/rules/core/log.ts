/**
 * Action logs, replay and undo.
 *
 * A game is its initial state plus the actions applied to it: the PRNG lives in the state, so
 * replaying the log gives back every state exactly. Each log entry keeps the hash of the state the
 * action produced, which `verifyReplay` checks step by step.
 *
 * Undo replays the log without its last actions. Replay is cheap (a whole R6 game replays in about
 * a millisecond) and it is the one way back that cannot disagree with the rules, the PRNG or the
 * hidden information; an inverse per action would have to be written, and kept right, for every
 * action of every ruleset.
 */
import type { Engine } from './engine';
import { hashState } from './hash';
import type { Action, GameEvent, GameState, Refusal } from './types';

export interface LogEntry {
  readonly action: Action;
  /** Hash of the state right after the action. */
  readonly hash: string;
}

export interface Match<F = unknown, G = unknown> {
  readonly initial: GameState<F, G>;
  readonly log: readonly LogEntry[];
  readonly state: GameState<F, G>;
}

export interface PlayResult<F, G> {
  readonly match: Match<F, G>;
  readonly events: readonly GameEvent[];
  readonly refused?: Refusal;
}

/** Replays only need the states. */
const QUIET = { events: false } as const;

export function startMatch<F, G>(initial: GameState<F, G>): Match<F, G> {
  return { initial, log: [], state: initial };
}

/** Applies an action and records it; a refused action leaves the match as it was. */
export function play<F, G, A extends Action, I>(engine: Engine<F, G, A, I>, match: Match<F, G>, action: Action): PlayResult<F, G> {
  const result = engine.apply(match.state, action);
  if (result.refused) return { match, events: [], refused: result.refused };
  const entry: LogEntry = { action, hash: hashState(result.state as GameState) };
  return { match: { initial: match.initial, log: [...match.log, entry], state: result.state }, events: result.events };
}

/** The state after applying `actions` from `initial`; throws if one of them is refused. */
export function replay<F, G, A extends Action, I>(engine: Engine<F, G, A, I>, initial: GameState<F, G>, actions: readonly Action[]): GameState<F, G> {
  let state = initial;
  actions.forEach((action, index) => {
    const result = engine.apply(state, action, QUIET);
    if (result.refused) throw new Error(`Action ${index + 1} of the log was refused (${result.refused.key}).`);
    state = result.state;
  });
  return state;
}

export type ReplayReport =
  | { readonly ok: true; readonly steps: number; readonly finalHash: string }
  | { readonly ok: false; readonly step: number; readonly expected: string; readonly actual: string; readonly refused?: Refusal };

/** Replays the log from `initial` and compares the hash after every action with the recorded one. */
export function verifyReplay<F, G, A extends Action, I>(engine: Engine<F, G, A, I>, initial: GameState<F, G>, log: readonly LogEntry[]): ReplayReport {
  let state = initial;
  let hash = hashState(initial as GameState);
  for (let step = 0; step < log.length; step++) {
    const entry = log[step] as LogEntry;
    const result = engine.apply(state, entry.action, QUIET);
    if (result.refused) return { ok: false, step: step + 1, expected: entry.hash, actual: hash, refused: result.refused };
    state = result.state;
    hash = hashState(state as GameState);
    if (hash !== entry.hash) return { ok: false, step: step + 1, expected: entry.hash, actual: hash };
  }
  return { ok: true, steps: log.length, finalHash: hash };
}

/** The match as it was `count` actions ago (replayed from the initial state). */
export function undo<F, G, A extends Action, I>(engine: Engine<F, G, A, I>, match: Match<F, G>, count = 1): Match<F, G> {
  const log = match.log.slice(0, Math.max(0, match.log.length - count));
  const state = replay(engine, match.initial, log.map((entry) => entry.action));
  return { initial: match.initial, log, state };
}
