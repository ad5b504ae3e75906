/**
 * The search bot: Monte Carlo tree search over determinized states (information-set MCTS, one
 * tree for the deciding side). Each iteration draws a full state from the side's own view with
 * the ruleset's `sample` (what it cannot see dealt at random, the dice reseeded from the bot's own
 * PRNG), walks the tree down by UCB among the children legal in that state (counting how often each
 * was available) and adds one node. The tree ends with the side's own turn: from where it stopped,
 * the rest of that turn and the other sides' answer are played by the greedy bot for each side
 * (reply.ts), and the state reached, the side's next turn, is scored with the ruleset's `score`,
 * turned into a value between 0 and 1 for every side. It never reads the true state, and for a
 * given bot seed and iteration budget it always chooses the same.
 *
 * A node's actions are ordered once, when it is first reached, by the score one step of each gives
 * the side that takes it; progressive widening then considers only the first ⌈k·√n⌉ after n visits.
 * So the search looks deep along the promising lines (a breach, then the move through it) and stays
 * searchable in games with many or sampled actions (a free table). That one-step score also counts
 * as a few visits of each action (progressive bias), so that a search of few iterations keeps to the
 * greedy choice unless the answers it plays out overrule it, and a decision among more actions gets
 * more iterations (`budgetFor`).
 *
 * Like the rules, the search uses arithmetic and `Math.sqrt` only (no `log`, no `exp`): a bot game
 * seeded alike plays alike on every JavaScript engine.
 */
import type { Engine } from './engine';
import { Rng, type RngState } from './prng';
import { freshRng } from './sampling';
import { answered, othersTurn } from './reply';
import type { Action, GameState, SideId } from './types';

export interface SearchSettings {
  /** Iterations per decision among at most `branching` actions (ignored when `milliseconds` is given with a clock). */
  readonly iterations: number;
  /**
   * Greedy actions played at most past the tree (the rest of the side's turn and the others'
   * answer, see reply.ts) before a state is scored: a bound for games whose turns are long. A
   * ruleset's own `lookahead` that names a turn replaces it.
   */
  readonly reply: number;
  /** How much an action tried less is favoured: value + exploration · √(available) / (1 + visits). */
  readonly exploration: number;
  /** Progressive widening: a node with n visits considers ⌈widening · √(n + 1)⌉ actions. */
  readonly widening: number;
  /** Decisions wider than this many actions get more iterations (see `budgetFor`). */
  readonly branching: number;
  /** Progressive bias: how many visits the value of an action's one step is worth, before its answers are played. */
  readonly prior: number;
  /** A time budget instead of iterations, with the clock that measures it (milliseconds). */
  readonly milliseconds?: number;
  readonly clock?: () => number;
}

export const SEARCH_STRENGTHS = {
  // An iteration plays on past its tree (reply.ts): on the embassy about six greedy actions, some
  // seven times the work of scoring the leaf as it stands, and worth it (see the README). The standard
  // strength plays the balance verdict: its 10 iterations keep a game's time near what 30 cost
  // when a leaf was scored as it stood.
  fast: { iterations: 4, reply: 24, exploration: 0.3, widening: 2, branching: 16, prior: 2 },
  standard: { iterations: 10, reply: 24, exploration: 0.3, widening: 2, branching: 16, prior: 2 },
  strong: { iterations: 100, reply: 24, exploration: 0.3, widening: 2, branching: 16, prior: 2 },
} as const satisfies Record<string, SearchSettings>;

export type SearchStrength = keyof typeof SEARCH_STRENGTHS;

interface Child {
  readonly action: Action;
  readonly node: SearchNode;
  visits: number;
  /** Sum of the values, for the side that chose this action. */
  value: number;
  /** Iterations in which this action was legal when its parent was reached. */
  available: number;
  /** What one step of this action is worth to the side that takes it, as a value (see `Valuer.step`). */
  readonly prior: number;
}

class SearchNode {
  visits = 0;
  /** The node's actions, best first (see `byPromise`); null until the node is first reached. */
  children: Child[] | null = null;
  /**
   * Where a round of secret choices starts: each other side's statistics for its part of the
   * round, shared by whatever this node's side sealed (see `searchDecision`).
   */
  blind: Map<SideId, SearchNode> | null = null;
  /** After a choice made blind: the node each of those choices leads to, below this one. */
  after: Map<Child, SearchNode> | null = null;
}

function blindStart(node: SearchNode, side: SideId): SearchNode {
  node.blind ??= new Map();
  let start = node.blind.get(side);
  if (!start) node.blind.set(side, (start = new SearchNode()));
  return start;
}

function nodeAfter(node: SearchNode, child: Child): SearchNode {
  node.after ??= new Map();
  let next = node.after.get(child);
  if (!next) node.after.set(child, (next = new SearchNode()));
  return next;
}

/** A score's gain over the root, squashed into (0, 1) over a spread that adapts to the gains it is given. */
class Spread {
  private deviation = 0;
  private samples = 0;

  squash(gain: number): number {
    this.samples++;
    this.deviation += (Math.abs(gain) - this.deviation) / this.samples;
    const scaled = gain / Math.max(1e-9, this.deviation);
    return 0.5 + (0.5 * scaled) / (1 + Math.abs(scaled));
  }
}

/**
 * Values of states for each side, between 0 and 1. The leaves' gains and the single steps' gains
 * (the priors) are squashed over spreads of their own: a step's gain is not a leaf's, and a step
 * that looks far better than the rest would otherwise flatten every leaf's value.
 */
class Valuer {
  private base: Map<SideId, number> = new Map();
  private readonly leaves = new Spread();
  private readonly steps = new Spread();

  constructor(
    private readonly engine: Engine<unknown, unknown, Action, unknown>,
    root: GameState,
  ) {
    for (const side of root.sides) this.base.set(side, engine.ruleset.score(root, side));
  }

  /** Each side's value of a leaf: 1 for a won game, 0 for a lost one, ½ for a draw, the squashed score between. */
  values(state: GameState): Map<SideId, number> {
    const values = new Map<SideId, number>();
    const outcome = state.outcome;
    for (const side of state.sides) {
      if (outcome) values.set(side, outcome.winner === null ? 0.5 : outcome.winner === side ? 1 : 0);
      else values.set(side, this.leaves.squash(this.engine.ruleset.score(state, side) - (this.base.get(side) ?? 0)));
    }
    return values;
  }

  /** The value to `side` of one step's score (±Infinity for a won or lost game). */
  step(score: number, side: SideId): number {
    if (score === Infinity) return 1;
    if (score === -Infinity) return 0;
    return this.steps.squash(score - (this.base.get(side) ?? 0));
  }
}

const QUIET = { events: false } as const;
/** An action the loop has just checked (or listed) for this very state. */
const QUIET_LISTED = { events: false, listed: true } as const;

/**
 * Actions best first for `actor`, by the score of the state each leads to; among equal scores, one
 * that hands the decision over first (as the greedy bot: stop rather than wander), the rest in a
 * random order.
 */
function byPromise(engine: Engine<unknown, unknown, Action, unknown>, state: GameState, actor: SideId, actions: readonly Action[], rng: Rng): { readonly action: Action; readonly score: number }[] {
  const scored = rng.shuffle(actions.slice()).map((action) => {
    const next = engine.apply(state, action, QUIET).state;
    const outcome = next.outcome;
    const score = outcome ? (outcome.winner === actor ? Infinity : outcome.winner === null ? 0 : -Infinity) : engine.ruleset.score(next, actor);
    return { action, score, handsOver: !engine.pendingSides(next).includes(actor) };
  });
  return scored.sort((a, b) => (b.score > a.score ? 1 : b.score < a.score ? -1 : Number(b.handsOver) - Number(a.handsOver)));
}

/** Whether a side other than `actor` has a secret choice sealed in `state`. */
function othersSealed(state: GameState, actor: SideId): boolean {
  for (const side in state.sealed) if (side !== actor) return true;
  return false;
}

/**
 * The action the search recommends for `side` from its view: the most visited at the root.
 *
 * Secret choices made at the same time (R6's combat cards, Rebellion's missions) are searched
 * decoupled: the tree plays them one side after the other, but a side's statistics for its part of
 * such a round are kept where the round starts, shared by every choice the sides before it sealed,
 * so that no side's choice is tuned to a sealed one it could not see. Without this the side sealing
 * second would answer the first side's cards in the tree, and a search that seals first would fear
 * every combat while one that seals second would seek them.
 */
export function searchDecision(engine: Engine<unknown, unknown, Action, unknown>, view: GameState, side: SideId, legal: readonly Action[], settings: SearchSettings, rng: Rng): Action {
  const root = searchTree(engine, view, side, legal, settings, rng);
  let pick = legal[0] as Action;
  let most = -1;
  for (const child of root.children ?? []) {
    if (child.visits > most) {
      most = child.visits;
      pick = child.action;
    }
  }
  return pick;
}

/**
 * Iterations for a decision among `choices` actions: the strength's count, and more where the
 * choice is wider than `branching`, growing with the square root of the width (as progressive
 * widening lets a node consider ⌈widening · √visits⌉ actions), so that a wide decision considers as
 * many of its best actions, in proportion, as a narrow one.
 */
export function budgetFor(settings: SearchSettings, choices: number): number {
  return choices <= settings.branching ? settings.iterations : Math.ceil(settings.iterations * Math.sqrt(choices / settings.branching));
}

function searchTree(engine: Engine<unknown, unknown, Action, unknown>, view: GameState, side: SideId, legal: readonly Action[], settings: SearchSettings, rng: Rng): SearchNode {
  const root = new SearchNode();
  const valuer = new Valuer(engine, view);
  const deadline = settings.milliseconds !== undefined && settings.clock ? settings.clock() + settings.milliseconds : null;
  // A ruleset's look-ahead may ask for more iterations, and for the side's actions to be compared on the same luck.
  const lookahead = engine.ruleset.lookahead?.(view, side) ?? null;
  const iterations = budgetFor({ ...settings, iterations: settings.iterations * (lookahead?.iterations ?? 1) }, legal.length);
  const sources: RngState[] | null = lookahead?.sameDice ? [] : null;
  for (let iteration = 0; deadline !== null ? (settings.clock as () => number)() < deadline : iteration < iterations; iteration++) {
    let state = engine.ruleset.sample(view, side, rng);
    /** This iteration's random source: the bot's own, or, on the same luck, the one of the root action's try. */
    let random = rng;
    let node = root;
    const path: { readonly child: Child; readonly actor: SideId }[] = [];
    /** The node where the round of secret choices under way started in the tree, and where each side blind to it stands. */
    let round: SearchNode | null = null;
    const blindAt = new Map<SideId, SearchNode>();
    while (!state.outcome) {
      const decision = node === root ? state.pending.find((owed) => owed.side === side) : state.pending[0];
      const actor = node === root ? side : decision?.side;
      if (actor === undefined) break;
      // Which statistics choose: the node's own, or, for a side choosing blind to sealed choices
      // made in the tree, its own line through the round.
      let stats = node;
      if (!decision?.secret) round = null;
      else if (!othersSealed(state, actor)) {
        if (round === null || Object.keys(state.sealed).length === 0) {
          round = node;
          blindAt.clear();
        }
      } else if (round !== null) stats = blindAt.get(actor) ?? blindStart(round, actor);
      // The first time a node is reached, its actions are ordered by what one step of each is worth
      // to the side that takes it (as the greedy bot sees them): widening then tries the best first.
      if (stats.children === null) {
        const actions = node === root ? legal : engine.legalActions(state, actor);
        stats.children = byPromise(engine, state, actor, actions, random).map(({ action, score }) => ({ action, node: new SearchNode(), visits: 0, value: 0, available: 0, prior: valuer.step(score, actor) }));
      }
      const allowed = Math.ceil(settings.widening * Math.sqrt(stats.visits + 1));
      let chosen: Child | null = null;
      let best = -Infinity;
      for (let index = 0; index < stats.children.length && index < allowed; index++) {
        const child = stats.children[index] as Child;
        // The side's own choices at the root hold in every sample; deeper, what the hidden state drawn allows.
        if (node !== root && engine.check(state, child.action) !== null) continue;
        child.available++;
        // The step's own worth counts as `prior` visits: with few iterations the search keeps to the
        // greedy choice, and the answers played past the tree overrule it as they accumulate.
        const weight = child.visits + settings.prior;
        // Without a prior, an action never tried is tried first.
        const mean = weight > 0 ? (child.value + settings.prior * child.prior) / weight : Infinity;
        const ucb = mean + (settings.exploration * Math.sqrt(child.available)) / (1 + child.visits);
        if (ucb > best) {
          best = ucb;
          chosen = child;
        }
      }
      if (!chosen) break;
      if (sources && node === root) {
        // The root's actions are legal in every sample: the k-th try of each is played on the k-th sample.
        random = new Rng((sources[chosen.visits] ??= freshRng(rng)));
        state = engine.ruleset.sample(view, side, random);
      }
      state = engine.apply(state, chosen.action, QUIET_LISTED).state;
      path.push({ child: chosen, actor });
      stats.visits++;
      let fresh = chosen.visits === 0;
      if (stats === node) node = chosen.node;
      else {
        node.visits++;
        blindAt.set(actor, chosen.node);
        const known = node.after?.has(chosen) ?? false;
        node = nodeAfter(node, chosen);
        fresh ||= !known;
      }
      // A round of secret choices is played to its end before a state is scored: with cards sealed on
      // one side only, the score would count them and not the answer they are about to meet.
      if (fresh && !state.pending.some((owed) => owed.secret)) break;
      // The tree covers the side's own turn; the others' answer is played past it.
      if (othersTurn(state, side)) break;
    }
    const end = answered(engine, state, side, settings.reply, random);
    const values = valuer.values(end);
    for (const { child, actor } of path) {
      child.visits++;
      child.value += values.get(actor) ?? 0.5;
    }
  }
  return root;
}
