/**
 * The engine around a ruleset: the checks every game shares (malformed action, game over, side
 * not expected to decide), the step counter, the outcome, and the views that keep sealed choices
 * and the PRNG away from the sides that may not see them.
 */
import type { RngState, Seed } from './prng';
import type { Action, ApplyOptions, ApplyResult, Emit, GameEvent, GameState, Outcome, Refusal, Ruleset, SideId } from './types';

export interface Engine<F = unknown, G = unknown, A extends Action = Action, I = unknown> {
  readonly ruleset: Ruleset<F, G, A, I>;
  setup(input: I, seed: Seed): GameState<F, G>;
  /** Empty when the game is over or `side` has nothing to decide now. */
  legalActions(state: GameState<F, G>, side: SideId): A[];
  /** Null when `action` may be applied now, otherwise the reason it may not. Accepts anything. */
  check(state: GameState<F, G>, action: unknown): Refusal | null;
  /**
   * The next state and its events; a refused action returns the very state given and the reason.
   * With `{ events: false }` the events are not built (the state is the same).
   */
  apply(state: GameState<F, G>, action: unknown, options?: ApplyOptions): ApplyResult<F, G>;
  view(state: GameState<F, G>, side: SideId): GameState<F, G>;
  winner(state: GameState<F, G>): Outcome | null;
  /** Sides with a decision pending, each once, in the state's side order. */
  pendingSides(state: GameState<F, G>): SideId[];
}

const HIDDEN_RNG: RngState = [0, 0, 0, 0];
const NO_EVENTS: readonly GameEvent[] = Object.freeze([]);

/**
 * The emit a ruleset is handed when nobody reads the events: a ruleset may compare its emit with
 * this one and skip building events (their names, labels and lists cost more than the rules).
 */
export const silent: Emit = () => undefined;

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export function refusal(key: string, params: Refusal['params'] = {}): Refusal {
  return { key, params };
}

function isAction(value: unknown): value is Action {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.type === 'string' && typeof candidate.side === 'string';
}

function isPending(state: GameState, side: SideId): boolean {
  for (const decision of state.pending) if (decision.side === side) return true;
  return false;
}

export function createEngine<F, G, A extends Action, I>(ruleset: Ruleset<F, G, A, I>): Engine<F, G, A, I> {
  function check(state: GameState<F, G>, action: unknown): Refusal | null {
    if (!isAction(action)) return refusal('core.refused.malformed');
    if (state.outcome) return refusal('core.refused.gameOver');
    if (!state.sides.includes(action.side)) return refusal('core.refused.unknownSide', { side: action.side });
    if (!isPending(state, action.side)) return refusal('core.refused.notYourTurn', { side: action.side });
    return ruleset.check(state, action);
  }

  function apply(state: GameState<F, G>, action: unknown, options?: ApplyOptions): ApplyResult<F, G> {
    const refused = options?.listed === true ? null : check(state, action);
    if (refused) return { state, events: [], refused };
    const quiet = options?.events === false;
    const events: GameEvent[] = quiet ? (NO_EVENTS as GameEvent[]) : [];
    // The ruleset hands back a root object of its own making, not yet seen by anyone: the core
    // finishes it in place (step, outcome) rather than copying it once more.
    const applied = ruleset.apply(state, action as A, quiet ? silent : (event) => events.push(event)) as Mutable<GameState<F, G>>;
    if (applied === state) throw new Error(`The ${ruleset.id} ruleset returned the state it was given instead of a new one.`);
    applied.step = state.step + 1;
    const outcome = ruleset.winner(applied);
    if (!outcome) return { state: applied, events };
    if (!quiet) events.push(outcome.winner === null ? { key: 'core.event.draw', params: {} } : { key: 'core.event.gameOver', params: { side: outcome.winner } });
    applied.outcome = outcome;
    applied.pending = [];
    applied.sealed = {};
    return { state: applied, events };
  }

  function view(state: GameState<F, G>, side: SideId): GameState<F, G> {
    const sealed: Record<SideId, unknown> = {};
    for (const [owner, choice] of Object.entries(state.sealed)) {
      sealed[owner] = owner === side ? choice : ruleset.sealedFace(choice);
    }
    // The PRNG state would let a side predict shuffles and draws: nobody sees it.
    return ruleset.view({ ...state, sealed, rng: HIDDEN_RNG }, side);
  }

  return {
    ruleset,
    setup: (input, seed) => ruleset.setup(input, seed),
    legalActions: (state, side) => (state.outcome || !isPending(state, side) ? [] : ruleset.legalActions(state, side)),
    check,
    apply,
    view,
    winner: (state) => state.outcome,
    pendingSides: (state) => state.sides.filter((side) => isPending(state, side)),
  };
}

/** The events `side` may see. */
export function eventsFor(events: readonly GameEvent[], side: SideId): GameEvent[] {
  return events.filter((event) => !event.to || event.to.includes(side));
}
