/**
 * The search bot: Monte Carlo tree search over determinized states (information-set MCTS, one
 * tree for the deciding side). Each iteration draws a full state from the side's own view with
 * the ruleset's `sample` (what it cannot see dealt at random, the dice reseeded from the bot's own
 * PRNG), walks the tree down with UCB1 among the children legal in that state (counting how often
 * each was available), adds one node, then plays random actions up to a depth and scores where it
 * stopped with the ruleset's `score`, turned into a value between 0 and 1 for every side. It never
 * reads the true state, and for a given bot seed and iteration budget it always chooses the same.
 *
 * Progressive widening keeps games with many or sampled actions (a free table) searchable: a node
 * considers only its first ⌈k·√n⌉ actions after n visits, in an order drawn once per node.
 *
 * Like the rules, the search uses arithmetic and `Math.sqrt` only (no `log`, no `exp`): a bot game
 * seeded alike plays alike on every JavaScript engine.
 */
import type { Engine } from './engine';
import type { Rng } from './prng';
import type { Action, GameState, SideId } from './types';

export interface SearchSettings {
  /** Iterations per decision (ignored when `milliseconds` is given with a clock). */
  readonly iterations: number;
  /** Actions played past the tree before a state is scored. */
  readonly depth: number;
  /** How much an action tried less is favoured: value + exploration · √(available) / (1 + visits). */
  readonly exploration: number;
  /** Progressive widening: a node with n visits considers ⌈widening · √(n + 1)⌉ actions. */
  readonly widening: number;
  /** A time budget instead of iterations, with the clock that measures it (milliseconds). */
  readonly milliseconds?: number;
  readonly clock?: () => number;
}

export const SEARCH_STRENGTHS = {
  fast: { iterations: 60, depth: 12, exploration: 0.7, widening: 4 },
  standard: { iterations: 200, depth: 20, exploration: 0.7, widening: 4 },
  strong: { iterations: 800, depth: 24, exploration: 0.7, widening: 4 },
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
}

class SearchNode {
  visits = 0;
  /** The node's actions by key, in the order they are widened into. */
  readonly children = new Map<string, Child>();
}

const keyOf = (action: Action): string => JSON.stringify(action);

/** A score's gain over the root, squashed into (0, 1) over a spread that adapts to the gains seen. */
class Valuer {
  private base: Map<SideId, number> = new Map();
  private deviation = 0;
  private samples = 0;

  constructor(
    private readonly engine: Engine<unknown, unknown, Action, unknown>,
    root: GameState,
  ) {
    for (const side of root.sides) this.base.set(side, engine.ruleset.score(root, side));
  }

  /** Each side's value of a state: 1 for a won game, 0 for a lost one, ½ for a draw, the squashed score between. */
  values(state: GameState): Map<SideId, number> {
    const values = new Map<SideId, number>();
    const outcome = state.outcome;
    for (const side of state.sides) {
      if (outcome) values.set(side, outcome.winner === null ? 0.5 : outcome.winner === side ? 1 : 0);
      else {
        const gain = this.engine.ruleset.score(state, side) - (this.base.get(side) ?? 0);
        this.samples++;
        this.deviation += (Math.abs(gain) - this.deviation) / this.samples;
        const scaled = gain / Math.max(1e-9, this.deviation);
        values.set(side, 0.5 + (0.5 * scaled) / (1 + Math.abs(scaled)));
      }
    }
    return values;
  }
}

const QUIET = { events: false } as const;

function playOut(engine: Engine<unknown, unknown, Action, unknown>, state: GameState, depth: number, rng: Rng): GameState {
  let current = state;
  for (let step = 0; step < depth && !current.outcome; step++) {
    const side = current.pending[0]?.side;
    if (side === undefined) break;
    const legal = engine.legalActions(current, side);
    if (legal.length === 0) break;
    current = engine.apply(current, legal[rng.int(legal.length)] as Action, { events: false, listed: true }).state;
  }
  return current;
}

/** The action the search recommends for `side` from its view: the most visited at the root. */
export function searchDecision(engine: Engine<unknown, unknown, Action, unknown>, view: GameState, side: SideId, legal: readonly Action[], settings: SearchSettings, rng: Rng): Action {
  const root = new SearchNode();
  const valuer = new Valuer(engine, view);
  const deadline = settings.milliseconds !== undefined && settings.clock ? settings.clock() + settings.milliseconds : null;
  const rootKeys = new Map(legal.map((action) => [keyOf(action), action]));
  for (let iteration = 0; deadline !== null ? (settings.clock as () => number)() < deadline : iteration < settings.iterations; iteration++) {
    let state = engine.ruleset.sample(view, side, rng);
    let node = root;
    const path: { readonly child: Child; readonly actor: SideId }[] = [];
    while (!state.outcome) {
      const actor = node === root ? side : state.pending[0]?.side;
      if (actor === undefined) break;
      const actions = node === root ? legal : engine.legalActions(state, actor);
      if (actions.length === 0) break;
      // Widen the node with its actions, each once, in an order drawn the first time it is seen.
      for (const action of node === root ? actions : rng.shuffle(actions.slice())) {
        const key = keyOf(action);
        if (!node.children.has(key) && (node !== root || rootKeys.has(key))) node.children.set(key, { action, node: new SearchNode(), visits: 0, value: 0, available: 0 });
      }
      const allowed = Math.ceil(settings.widening * Math.sqrt(node.visits + 1));
      const legalKeys = new Set(actions.map(keyOf));
      let chosen: Child | null = null;
      let best = -Infinity;
      let considered = 0;
      for (const [key, child] of node.children) {
        if (considered >= allowed) break;
        considered++;
        if (!legalKeys.has(key)) continue;
        child.available++;
        if (child.visits === 0) {
          chosen = child;
          break;
        }
        const ucb = child.value / child.visits + (settings.exploration * Math.sqrt(child.available)) / (1 + child.visits);
        if (ucb > best) {
          best = ucb;
          chosen = child;
        }
      }
      if (!chosen) break;
      state = engine.apply(state, chosen.action, QUIET).state;
      path.push({ child: chosen, actor });
      node.visits++;
      node = chosen.node;
      if (chosen.visits === 0) break;
    }
    const end = playOut(engine, state, settings.depth, rng);
    const values = valuer.values(end);
    for (const { child, actor } of path) {
      child.visits++;
      child.value += values.get(actor) ?? 0.5;
    }
  }
  let pick = legal[0] as Action;
  let most = -1;
  for (const child of root.children.values()) {
    if (child.visits > most) {
      most = child.visits;
      pick = child.action;
    }
  }
  return pick;
}
