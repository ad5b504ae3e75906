/**
 * The base never leaks. Two games that differ only in where the base is (among the systems the
 * Empire cannot rule out) look the same to the Empire through everything it can reach: its view,
 * the events addressed to it, its legal actions, its bot's decision, and what every action does
 * to all of these, until the rules themselves show the base. The rebel hand, objectives and the
 * probe pile are hidden the same way, and so are the Empire's secrets from the Rebellion.
 */
import { describe, expect, it } from 'vitest';
import standard from '../../../scenarios/rebellion-standard.scenario.json';
import galaxy from '../../../scenarios/rebellion-galaxy.scenario.json';
import { greedyBot, searchBot } from '../core/bots';
import { eventsFor } from '../core/engine';
import { SEARCH_STRENGTHS } from '../core/mcts';
import { Rng, seedRng } from '../core/prng';
import type { Action, GameEvent, GameState } from '../core/types';
import { playBotGame } from '../../sim/play';
import { anyEngine, engine, loadInput, statesOf } from './test-support/game';
import { EMPIRE, REBELLION, type Camp, type RebAction, type RebGame, type RebState } from './types';

const inputs = [loadInput(standard), loadInput(galaxy)];
type Twin = (state: RebState, random: Rng) => RebState | null;

function withGame(state: RebState, change: (game: Record<string, unknown>) => void): RebState {
  const game = { ...state.game } as Record<string, unknown>;
  change(game);
  return { ...state, game: game as unknown as RebGame };
}

function swapIn(list: readonly number[], from: number, to: number): number[] {
  return list.map((value) => (value === from ? to : value));
}

/** The same state with the base in another system the Empire cannot rule out (its probe card swapped with the base's). */
const otherBase: Twin = (state, random) => {
  const { game } = state;
  if (game.baseRevealed || game.base < 0) return null;
  const choices = state.fixed.systems
    .map((_system, i) => i)
    .filter((i) => i !== game.base && game.candidates[i] === 1 && !game.probes.includes(i) && !game.relocationDraw.includes(i) && game.probePile.includes(i));
  if (choices.length === 0) return null;
  const other = choices[random.int(choices.length)] as number;
  return withGame(state, (twin) => {
    twin.base = other;
    twin.probePile = swapIn(game.probePile, other, game.base);
  });
};

function swapHandAndPile(hand: readonly number[], pile: readonly number[], random: Rng, same: (a: number, b: number) => boolean): [number[], number[]] | null {
  const pairs: [number, number][] = [];
  for (const a of hand) for (const b of pile) if (a !== b && same(a, b)) pairs.push([a, b]);
  if (pairs.length === 0) return null;
  const [a, b] = pairs[random.int(pairs.length)] as [number, number];
  return [swapIn(hand, a, -9).map((card) => (card === -9 ? b : card)), swapIn(pile, b, -9).map((card) => (card === -9 ? a : card))];
}

/** A card of one hand swapped with one of its pile, for the side that holds it. */
function otherHand(camp: Camp, which: 'missions' | 'actions' | 'objectives'): Twin {
  return (state, random) => {
    if (state.game.mission || state.game.combat || Object.keys(state.sealed).length > 0) return null;
    const { fixed, game } = state;
    const hand = which === 'objectives' ? game.objectives : game[which][camp];
    const pile = which === 'objectives' ? game.objectivePile : which === 'missions' ? game.missionPiles[camp] : game.actionPiles[camp];
    const swapped = swapHandAndPile(hand, pile, random, (a, b) => fixed.cards[a]?.part === fixed.cards[b]?.part && fixed.cards[a]?.leader === fixed.cards[b]?.leader && !fixed.cards[a]?.starting && !fixed.cards[b]?.starting);
    if (!swapped) return null;
    return withGame(state, (twin) => {
      if (which === 'objectives') {
        twin.objectives = swapped[0];
        twin.objectivePile = swapped[1];
      } else {
        const hands = [...game[which]] as number[][];
        hands[camp] = swapped[0];
        twin[which] = hands;
        const pileKey = which === 'missions' ? 'missionPiles' : 'actionPiles';
        const piles = [...game[pileKey]] as number[][];
        piles[camp] = swapped[1];
        twin[pileKey] = piles;
      }
    });
  };
}

/** The Empire's probe cards swapped with cards of the pile: the Rebellion must not see which. */
const otherProbes: Twin = (state, random) => {
  const { game } = state;
  const swapped = swapHandAndPile(game.probes, game.probePile, random, () => true);
  if (!swapped) return null;
  return withGame(state, (twin) => {
    twin.probes = swapped[0];
    twin.probePile = swapped[1];
  });
};

/** The pile of probe cards in another order. */
const shuffledProbes: Twin = (state, random) => {
  const pile = random.shuffle(state.game.probePile.slice());
  return pile.every((system, i) => system === state.game.probePile[i]) ? null : withGame(state, (twin) => (twin.probePile = pile));
};

/**
 * Events by which the rules themselves show part of a secret: ground units reaching the base, a
 * base move leaving units on the map, a probe card drawn; an objective claimed or a card played
 * turned face up.
 */
const BASE_SHOWN = ['rebellion.event.baseRevealed', 'rebellion.event.baseFoundEmpty', 'rebellion.event.baseUnitsLeft', 'rebellion.event.probe'];
const CARD_SHOWN = ['rebellion.event.relocationOptions', 'rebellion.event.objective', 'rebellion.event.revealed', 'rebellion.event.played', 'rebellion.event.discarded', 'rebellion.event.probe'];

let shown: readonly string[] = BASE_SHOWN;

function showsSecret(events: readonly GameEvent[]): boolean {
  return events.some((event) => shown.includes(event.key));
}

function expectSameFor(side: string, a: RebState, b: RebState, what: string): void {
  expect(engine.view(b, side), `${what}: view`).toEqual(engine.view(a, side));
  expect(engine.legalActions(b, side), `${what}: legal actions`).toEqual(engine.legalActions(a, side));
}

/** Every listed action (a sample of long lists) leaves the two games alike for `side`, events included. */
function expectActionsAlike(side: string, a: RebState, b: RebState, random: Rng, what: string): number {
  let compared = 0;
  for (const acting of a.sides) {
    const legal = engine.legalActions(a, acting);
    const picks = legal.length <= 12 ? legal : Array.from({ length: 12 }, () => legal[random.int(legal.length)] as RebAction);
    for (const action of picks) {
      if (engine.check(b, action)) continue;
      const left = engine.apply(a, action);
      const right = engine.apply(b, action);
      if (showsSecret(left.events) || showsSecret(right.events)) continue;
      expect(eventsFor(right.events, side), `${what}: events of ${JSON.stringify(action)}`).toEqual(eventsFor(left.events, side));
      expectSameFor(side, left.state, right.state, `${what}: after ${JSON.stringify(action)}`);
      compared++;
    }
  }
  return compared;
}

function checkTwins(twin: Twin, side: string, seeds: number, label: string, secrets: readonly string[] = BASE_SHOWN): void {
  shown = secrets;
  const random = new Rng(seedRng(label.length * 7919));
  let twins = 0;
  let actions = 0;
  for (const input of inputs) {
    for (let seed = 0; seed < seeds; seed++) {
      const states = statesOf(input, seed, seed % 3 === 0 ? ['greedy', 'random'] : ['random']);
      for (const state of states) {
        if (state.outcome || state.turn === 0 || random.int(6) !== 0) continue;
        const other = twin(state, random);
        if (!other) continue;
        expect(other).not.toEqual(state);
        expectSameFor(side, state, other, `${label}, seed ${seed}, step ${state.step}`);
        const bot = (n: number) => greedyBot(anyEngine as never, n);
        if (engine.pendingSides(state).includes(side)) {
          const legal = engine.legalActions(state, side);
          expect(bot(seed).pick(legal, () => engine.view(other, side), side), 'bot decision').toBe(bot(seed).pick(legal, () => engine.view(state, side), side));
        }
        actions += expectActionsAlike(side, state, other, random, `${label}, seed ${seed}, step ${state.step}`);
        twins++;
      }
    }
  }
  expect(twins).toBeGreaterThan(40);
  expect(actions).toBeGreaterThan(200);
}

/**
 * The search bot of `side`, on a small budget, decides the same on twins it cannot tell apart: it
 * looks ahead only on what it samples from its view (the rebel search plays each line on through
 * the refresh, where the Empire's probe cards are drawn).
 */
function searchesAlike(twin: Twin, side: string): void {
  const random = new Rng(seedRng(4242));
  let decided = 0;
  for (const seed of [1, 2, 3]) {
    for (const state of statesOf(inputs[0] as (typeof inputs)[0], seed, ['greedy', 'random'])) {
      if (state.outcome || state.turn === 0 || !engine.pendingSides(state).includes(side) || random.int(12) !== 0) continue;
      const other = twin(state, random);
      const legal = engine.legalActions(state, side);
      if (!other || legal.length < 2) continue;
      const search = (seen: RebState) => searchBot(anyEngine as never, seed, 'mcts:fast', { ...SEARCH_STRENGTHS.fast, iterations: 4 }).pick(legal, () => engine.view(seen, side), side);
      expect(search(other), `seed ${seed}, step ${state.step}`).toEqual(search(state));
      decided++;
    }
  }
  expect(decided).toBeGreaterThan(4);
}

describe('what the Empire cannot see', () => {
  const empire = 'empire';

  it('the base: two games with the base in different systems look alike to the Empire', () => {
    checkTwins(otherBase, empire, 12, 'base');
  }, 120_000);

  it('the base: the search bot decides alike on both', () => {
    searchesAlike(otherBase, empire);
  }, 120_000);

  it('the rebel missions, action cards and objectives in hand', () => {
    checkTwins(otherHand(REBELLION, 'missions'), empire, 6, 'rebel missions', CARD_SHOWN);
    checkTwins(otherHand(REBELLION, 'actions'), empire, 6, 'rebel actions', CARD_SHOWN);
    checkTwins(otherHand(REBELLION, 'objectives'), empire, 6, 'objectives', CARD_SHOWN);
  }, 120_000);

  it('the order of the probe pile', () => {
    checkTwins(shuffledProbes, empire, 6, 'probe pile', CARD_SHOWN);
  }, 120_000);

  it('whole games: with a rebel that never uses its base, the Empire sees the same game wherever the base is', () => {
    const input = inputs[0] as (typeof inputs)[0];
    let compared = 0;
    for (let seed = 0; seed < 8; seed++) {
      const random = new Rng(seedRng(seed + 99));
      const start = statesOf(input, seed, ['random']).find((state) => state.turn === 1) as RebState;
      const twin = otherBase(start, random);
      if (!twin) continue;
      let a: RebState = start;
      let b: RebState = twin;
      const empireBot = greedyBot(anyEngine as never, seed);
      const rebelRng = new Rng(seedRng(seed));
      shown = BASE_SHOWN;
      while (!a.outcome && !b.outcome && !a.game.baseRevealed && !b.game.baseRevealed) {
        expectSameFor(empire, a, b, `seed ${seed}, step ${a.step}`);
        const side = a.pending[0]?.side as string;
        const legal = engine.legalActions(a, side);
        let action: Action;
        if (side === empire) action = legal[empireBot.pick(legal, () => engine.view(a, side), side)] as Action;
        else {
          // A rebel that never goes near its base: its choices cannot tell where it is.
          const blind = legal.filter((candidate) => !touchesBase(a, candidate as RebAction) && !engine.check(b, candidate));
          action = blind.length > 0 ? (blind[rebelRng.int(blind.length)] as Action) : (legal[0] as Action);
          if (touchesBase(a, action as RebAction) || engine.check(b, action)) break;
        }
        const left = engine.apply(a, action);
        const right = engine.apply(b, action);
        if (left.refused || right.refused) break;
        // A probe card naming one of the two systems tells the games apart, as the rules mean it to.
        const all = [...left.events, ...right.events];
        const bases = [a.game.base, b.game.base].map((base) => a.fixed.systems[base]?.id);
        if (all.some((event) => event.key !== 'rebellion.event.probe' && shown.includes(event.key))) break;
        if (all.some((event) => event.key === 'rebellion.event.probe' && bases.includes(String(event.params.system)))) break;
        expect(eventsFor(right.events, empire)).toEqual(eventsFor(left.events, empire));
        a = left.state;
        b = right.state;
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(500);
  }, 120_000);
});

function touchesBase(state: RebState, action: RebAction): boolean {
  const base = state.fixed.baseSpace;
  return (
    (action.type === 'activate' && action.system === base) ||
    (action.type === 'move' && action.from === base) ||
    (action.type === 'deploy' && action.system === base) ||
    action.type === 'relocate' ||
    (action.type === 'reveal' && state.fixed.cards[action.card]?.effect === 'relocate-base')
  );
}

describe('what the Rebellion cannot see', () => {
  it('the Empire’s probe cards and mission hand', () => {
    checkTwins(otherProbes, 'rebellion', 6, 'probes', CARD_SHOWN);
    checkTwins(otherHand(EMPIRE, 'missions'), 'rebellion', 6, 'imperial missions', CARD_SHOWN);
  }, 120_000);

  it('the Empire’s probe cards: the rebel search, which plays every line through the refresh, decides alike on both', () => {
    searchesAlike(otherProbes, 'rebellion');
  }, 120_000);
});

describe('sampling what a side cannot see', () => {
  it('draws the base among the systems the Empire cannot rule out, each of them sometimes', () => {
    const input = inputs[0] as (typeof inputs)[0];
    let checked = 0;
    for (let seed = 0; seed < 6; seed++) {
      const states = statesOf(input, seed, ['random']).filter((state) => state.turn > 2 && !state.game.baseRevealed);
      const state = states[Math.floor(states.length / 2)];
      if (!state) continue;
      const view = engine.view(state, 'empire');
      const possible = new Set(state.fixed.systems.map((_s, i) => i).filter((i) => view.game.candidates[i] === 1 && !view.game.probes.includes(i)));
      expect(possible.has(state.game.base)).toBe(true);
      const drawn = new Set<number>();
      const random = new Rng(seedRng(seed));
      for (let i = 0; i < 400; i++) {
        const sample = engine.ruleset.sample(view, 'empire', random) as RebState;
        expect(possible.has(sample.game.base)).toBe(true);
        expect(sample.rng).not.toEqual([0, 0, 0, 0]);
        drawn.add(sample.game.base);
      }
      expect(drawn).toEqual(possible);
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('gives the same samples for the same view, whatever the true base', () => {
    const input = inputs[0] as (typeof inputs)[0];
    const state = statesOf(input, 4, ['random']).find((candidate) => candidate.turn === 3) as RebState;
    const twin = otherBase(state, new Rng(seedRng(1))) as RebState;
    const a = engine.ruleset.sample(engine.view(state, 'empire'), 'empire', new Rng(seedRng(5)));
    const b = engine.ruleset.sample(engine.view(twin, 'empire'), 'empire', new Rng(seedRng(5)));
    expect(b).toEqual(a);
  });

  it('plays games on samples: every sampled state is a state the rules accept', () => {
    const input = inputs[0] as (typeof inputs)[0];
    const random = new Rng(seedRng(3));
    let played = 0;
    playBotGame(anyEngine, input, {
      seed: 11,
      bots: ['random'],
      observe(state: GameState) {
        if (state.outcome || random.int(10) !== 0) return;
        for (const side of state.sides) {
          const sample = engine.ruleset.sample(engine.view(state as RebState, side), side, random) as RebState;
          const legal = engine.legalActions(sample, side);
          for (const action of legal.slice(0, 20)) expect(engine.apply(sample, action).refused).toBeUndefined();
          played++;
        }
      },
    });
    expect(played).toBeGreaterThan(10);
  });
});

describe('a base the scenario fixes with its token', () => {
  const withBase = (area: string) => loadInput({ ...standard, board: { ...standard.board, tokens: [{ id: 'rebel-base', kind: 'rebel-base', at: { area }, owner: 'rebellion', hidden: true }] } });

  it('R12: the Rebellion knows it from the start, placement included; the Empire’s view is the same wherever it is', () => {
    const hoth = engine.setup(withBase('hoth'), 3) as RebState;
    const dagobah = engine.setup(withBase('dagobah'), 3) as RebState;
    expect(hoth.phase).toBe('placement');
    const system = hoth.fixed.systems.findIndex((candidate) => candidate.id === 'hoth');
    expect((engine.view(hoth, 'rebellion') as RebState).game.base).toBe(system);
    expect(hoth.game.probePile).not.toContain(system);
    expect(hoth.game.probePile).toHaveLength(hoth.fixed.systems.length - 1);
    expect((engine.view(hoth, 'empire') as RebState).game.base).toBe(-1);
    // Nothing the Empire is handed, the compiled scenario included, tells the two apart.
    expect(JSON.stringify(engine.view(hoth, 'empire'))).toBe(JSON.stringify(engine.view(dagobah, 'empire')));
  });
});
