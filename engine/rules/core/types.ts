/**
 * Contracts of the rules engine core, shared by every ruleset.
 *
 * A game state is a plain JSON value. The core owns the envelope (who must decide, the sealed
 * secret choices, the PRNG, the outcome); each ruleset owns `fixed` (what never changes during a
 * game: board topology, card catalogue, constants) and `game` (what does).
 */
import type { Rng, RngState, Seed } from './prng';

export type SideId = string;
export type Params = Readonly<Record<string, string | number>>;

/** A plain action object. Every action names the side that takes it. */
export interface Action {
  readonly type: string;
  readonly side: SideId;
}

/** Why an action is refused: a message key with its parameters (see engine/i18n). */
export interface Refusal {
  readonly key: string;
  readonly params: Params;
}

/**
 * Something that happened, for a UI to turn into words with `key` and `params`.
 * `to` lists the sides allowed to see it; absent means everyone.
 */
export interface GameEvent {
  readonly key: string;
  readonly params: Params;
  readonly to?: readonly SideId[];
  /**
   * Set when the event shows what was hidden or left to chance (a trap springs, a card is drawn,
   * face-down cards are turned up): a playtest's undo stops there, so that nobody takes back a
   * move once its hidden consequence is known. A die roll needs no flag: the core sees the PRNG move.
   */
  readonly reveal?: true;
}

/**
 * A decision one side owes. Several can be pending at once (simultaneous choices); a `secret`
 * decision's answer is sealed until the ruleset reveals it.
 */
export interface Decision {
  readonly side: SideId;
  readonly kind: string;
  readonly secret?: boolean;
}

export interface Outcome {
  /** The winning side, or null for a draw. */
  readonly winner: SideId | null;
  /** Message key saying why the game ended. */
  readonly key: string;
  readonly params: Params;
}

export interface GameState<F = unknown, G = unknown> {
  /** Id of the ruleset whose mechanics run this state. */
  readonly ruleset: string;
  readonly sides: readonly SideId[];
  /** 0 during setup phases, then 1, 2, ... */
  readonly turn: number;
  /** Id of the current phase (see {@link TurnStructure}). */
  readonly phase: string;
  readonly pending: readonly Decision[];
  /** Secret choices made and not yet revealed, by side. Each side only ever sees its own. */
  readonly sealed: Readonly<Record<SideId, unknown>>;
  readonly rng: RngState;
  /** Number of actions applied since setup. */
  readonly step: number;
  readonly outcome: Outcome | null;
  /** Never changes during a game; every state of the game shares the same object. */
  readonly fixed: F;
  readonly game: G;
}

/** One phase of a turn, as data. `actors` are side ids; none means the phase runs by itself. */
export interface PhaseSpec {
  readonly id: string;
  readonly actors: readonly SideId[];
}

/**
 * Who acts when, as data. `setup` phases run once before turn 1; `turn` phases repeat every turn.
 * Team phases (R6), per-player sequences (Rivet Wars, SIEGE: one phase per side and step) and
 * alternating activations (one phase whose actors take turns) are all lists of phases.
 */
export interface TurnStructure {
  readonly setup: readonly PhaseSpec[];
  readonly turn: readonly PhaseSpec[];
}

export interface ApplyResult<F = unknown, G = unknown> {
  readonly state: GameState<F, G>;
  readonly events: readonly GameEvent[];
  /** Present when the action was refused; `state` is then the state given, untouched. */
  readonly refused?: Refusal;
}

/** Collects the events an action causes. */
export type Emit = (event: GameEvent) => void;

export interface ApplyOptions {
  /**
   * False when nobody reads the events (batch simulation, bots looking ahead, replay): the result
   * then has none, and the ruleset is handed the core's `silent` emit so that it may skip building
   * them. The state is the same either way.
   */
  readonly events?: boolean;
  /**
   * True when the action is one of those `legalActions(state, action.side)` returned for this very
   * state (a bot's pick): the check, which those actions pass by the ruleset's contract (property
   * tested), is skipped. Anything else must leave it unset.
   */
  readonly listed?: boolean;
}

/**
 * The mechanics module each game's folder implements. Functions are pure: they never modify the
 * states they receive. `apply` may assume `check` passed (the core calls `check` first), and
 * returns a new root object that nothing else holds yet: the core sets `step` and `outcome` on it
 * before handing it out.
 */
export interface Ruleset<F = unknown, G = unknown, A extends Action = Action, I = unknown> {
  readonly id: string;
  /** The initial state of a game from its setup input (scenario and ruleset data) and a seed. */
  setup(input: I, seed: Seed): GameState<F, G>;
  /** The turn structure this state runs on (it may depend on the scenario). */
  structure(state: GameState<F, G>): TurnStructure;
  /** Every action `side` may take now. Depends only on what `side` may see. */
  legalActions(state: GameState<F, G>, side: SideId): A[];
  /** Null when the action is legal, otherwise why not. Must accept any object without throwing. */
  check(state: GameState<F, G>, action: Action): Refusal | null;
  apply(state: GameState<F, G>, action: A, emit: Emit): GameState<F, G>;
  /** The state as `side` may see it (the core has already sealed the other sides' secret choices). */
  view(state: GameState<F, G>, side: SideId): GameState<F, G>;
  /** The outcome the rules decide in this state (elimination, objectives, turn limit), or null. */
  winner(state: GameState<F, G>): Outcome | null;
  /** What other sides see of a sealed choice (for instance how many cards lie face down). */
  sealedFace(choice: unknown): unknown;
  /** Heuristic value of a state for `side`, used by the bots; higher is better. */
  score(state: GameState<F, G>, side: SideId): number;
  /**
   * A full state consistent with `view`, which is what `side` sees (`view(state, side)`): every
   * hidden thing (the other hands, the draw piles' order, the traps or bases not revealed, the
   * other sides' sealed choices) drawn from what `side` cannot rule out, with `random`, and the
   * PRNG reseeded from `random`. Bots look ahead on such samples, never on the true state. It must
   * read nothing but `view`: two states with the same view give the same samples for the same
   * `random`. A game without hidden information only reseeds (`reseeded` in core/sampling.ts).
   */
  sample(view: GameState<F, G>, side: SideId, random: Rng): GameState<F, G>;
  /**
   * Nothing of one side's is ever hidden from another (SIEGE: the whole map, every figure, as on
   * the table): a hot-seat game passes from one person to the next without a screen between.
   */
  readonly hidesNothing?: boolean;
  /**
   * Actions with continuous parameters (a move to any point of a free table) as templates: their
   * domain for a person to choose within, and a finite sample of concrete candidates, which
   * `legalActions` also returns. `check` decides any concrete action of a template. Optional:
   * games on cells and areas list every action.
   */
  templates?(state: GameState<F, G>, side: SideId): ActionTemplate<A>[];
  /**
   * How far the search bot of `side` plays on past its tree before it scores a state (core/reply.ts),
   * and what more its decisions get: more iterations, the same luck for every action. Optional,
   * and null for a side: to the searching side's next turn, at the strength's own count.
   */
  lookahead?(state: GameState<F, G>, side: SideId): Lookahead | null;
}

/**
 * The search bot's look-ahead: a horizon past its tree, counted in turns (the state's `turn`), or
 * none (to the searching side's next turn, as without a look-ahead), and what the search spends.
 */
export type Lookahead = SearchSpending & (Horizon | NoHorizon);

/** A horizon of its own, for a side whose plans pay off later or whose score judges sooner. */
export interface Horizon {
  /** Greedy play goes on until this many turns have begun after the one the tree ended in: a state is scored at that turn's start. */
  readonly turns: number;
  /** And stops after this many actions at most. */
  readonly actions: number;
  /**
   * False: the other sides' answer is not played; the state is scored where the searching side's
   * own turn ends (another side to decide openly), for a game whose score values the other sides'
   * next attacks itself. Absent or true: played on as `turns` says.
   */
  readonly answer?: boolean;
}

/** The searching side's next turn, and the strength's bound on the actions played (a look-ahead that asks only for iterations or the same luck). */
export interface NoHorizon {
  readonly turns?: undefined;
  readonly actions?: undefined;
  readonly answer?: undefined;
}

/** What a look-ahead gives the search's decisions, whatever its horizon. */
export interface SearchSpending {
  /**
   * How many times the strength's iterations a decision gets (1 when absent): a look-ahead that
   * stops sooner costs less an iteration and affords more of them. Read at the search's root.
   */
  readonly iterations?: number;
  /**
   * True: the search compares its side's actions on the same luck, the k-th try of each action
   * drawing its sample (hidden state and dice) from the k-th of one list of random sources. Read
   * at the search's root.
   */
  readonly sameDice?: boolean;
}

/**
 * A family of actions with continuous parameters. The domain is data a view can draw (a reach
 * ring, a template's shape); `build` turns a point chosen by a person into the concrete action,
 * which `check` then decides.
 */
export interface ActionTemplate<A extends Action = Action> {
  /** What kind of choice this is, for the view: 'move', 'charge', 'place-template' ... */
  readonly kind: string;
  /** The piece the template moves or acts with, if any. */
  readonly piece?: string;
  /** What the view draws: for instance `{ shape: 'reach', fromMm: [...], radiusMm: 152.4 }`. */
  readonly domain: Readonly<Record<string, unknown>>;
  /** A finite, useful sample of concrete actions (also in `legalActions`). */
  readonly candidates: readonly A[];
  /**
   * The concrete action for a point on the table, in millimetres from its top-left corner; when the
   * domain lists several `aims` (the templates of one volley), one point for each, in that order.
   */
  build(point: { readonly x: number; readonly y: number }, ...more: readonly { readonly x: number; readonly y: number }[]): A;
}
