/**
 * A full state drawn from what one side sees (the core's `Ruleset.sample`), for bots that look
 * ahead. Every card a side cannot see is dealt at random, from the cards it cannot rule out, into
 * the places it cannot see into: the other side's hands and face-down missions, its recruit draw
 * and tactic cards, and every pile. For the Empire, the base is drawn among the systems it cannot
 * rule out (the public `candidates`, less its own probe cards), and the probe pile is what is left.
 * It reads nothing but the view; the PRNG is reseeded from `random`.
 */
import { copyEnvelope, type Mutable } from '../core/copy';
import type { Rng } from '../core/prng';
import { freshRng } from '../core/sampling';
import type { SideId } from '../core/types';
import { campOf, other } from './common';
import { copyCombat, copyGame } from './draft';
import { EMPIRE, HIDDEN, NOT_RECRUITED, REBELLION, type Camp, type RebFixed, type RebGame, type RebState } from './types';

/** `pool` less every card of `seen` (one copy each). */
function without(pool: number[], seen: readonly number[]): number[] {
  const out = pool.slice();
  for (const card of seen) {
    if (card < 0) continue;
    const at = out.indexOf(card);
    if (at >= 0) out.splice(at, 1);
  }
  return out;
}

function cardsOf(fixed: RebFixed, keep: (index: number) => boolean): number[] {
  const out: number[] = [];
  for (let index = 0; index < fixed.cards.length; index++) if (keep(index)) out.push(index);
  return out;
}

type Pair<T> = readonly [readonly T[], readonly T[]];

/** The pair with `camp`'s list replaced. */
function withCamp<T>(pair: Pair<T>, camp: Camp, value: readonly T[]): Pair<T> {
  return camp === EMPIRE ? [value, pair[1]] : [pair[0], value];
}

/** Fills the hidden slots of `list` with cards taken from the front of `pool`. */
function fill(list: readonly number[], pool: number[]): number[] {
  return list.map((card) => (card === HIDDEN ? (pool.shift() ?? HIDDEN) : card));
}

/** Missions of `camp` in the game: the starting ones the scenario gave, and every other. */
function missionsInGame(fixed: RebFixed, camp: Camp): number[] {
  const given = new Set(fixed.setup.hands[camp].missions);
  return cardsOf(fixed, (i) => fixed.cards[i]?.kind === 'mission' && fixed.cards[i]?.camp === camp && (!fixed.cards[i]?.starting || given.has(i)));
}

function sampleMissions(view: RebState, game: Mutable<RebGame>, camp: Camp, random: Rng): void {
  const { fixed } = view;
  const seen: number[] = [...view.game.missions[camp], ...view.game.missionDiscards[camp], ...view.game.assigned[camp].map((assignment) => assignment.card)];
  if (view.game.mission && view.game.mission.camp === camp) seen.push(view.game.mission.card);
  const pool = random.shuffle(without(missionsInGame(fixed, camp), seen));
  // Starting missions never lie in the pile: they go to the hidden hand and face-down slots first.
  const starting = pool.filter((card) => fixed.cards[card]?.starting);
  const rest = pool.filter((card) => !fixed.cards[card]?.starting);
  const pile = view.game.missionPiles[camp];
  const pileCards = rest.splice(0, pile.length);
  const handPool = random.shuffle([...starting, ...rest]);
  game.missions = withCamp(game.missions, camp, fill(view.game.missions[camp], handPool));
  game.assigned = withCamp(game.assigned, camp, view.game.assigned[camp].map((assignment) => (assignment.card === HIDDEN ? { card: handPool.shift() ?? HIDDEN, leaders: assignment.leaders } : assignment)));
  game.missionPiles = withCamp(game.missionPiles, camp, fill(pile, [...pileCards, ...handPool]));
}

function sampleActions(view: RebState, game: Mutable<RebGame>, camp: Camp, random: Rng): void {
  const { fixed } = view;
  const seen = [...view.game.actions[camp], ...view.game.actionDiscards[camp], ...view.game.recruitDraws[camp]];
  const pool = random.shuffle(without(cardsOf(fixed, (i) => fixed.cards[i]?.kind === 'action' && fixed.cards[i]?.camp === camp), seen));
  const recruited = (card: number) => {
    const profile = fixed.cards[card]?.leader ?? '';
    return fixed.leaders.some((leader, i) => leader.profile === profile && leader.camp === camp && view.game.leaderAt[i] !== NOT_RECRUITED);
  };
  // A recruit card whose leader came into play is in the hand; the others wait in the recruit pile.
  const inHand = pool.filter((card) => fixed.cards[card]?.leader !== '' && recruited(card));
  const recruits = pool.filter((card) => fixed.cards[card]?.leader !== '' && !recruited(card));
  const starting = pool.filter((card) => fixed.cards[card]?.leader === '');
  game.recruitDraws = withCamp(game.recruitDraws, camp, fill(view.game.recruitDraws[camp], recruits));
  game.recruitPiles = withCamp(game.recruitPiles, camp, fill(view.game.recruitPiles[camp], recruits));
  game.actionPiles = withCamp(game.actionPiles, camp, fill(view.game.actionPiles[camp], starting));
  game.actions = withCamp(game.actions, camp, fill(view.game.actions[camp], random.shuffle([...inHand, ...starting, ...recruits])));
}

/** R4's stacked pile: the cards left are the bottom of the stack, part III first. */
function sampleObjectives(view: RebState, game: Mutable<RebGame>, random: Rng): void {
  const { fixed } = view;
  const pool = without(cardsOf(fixed, (i) => fixed.cards[i]?.kind === 'objective'), [...view.game.claimed, ...view.game.objectives]);
  const pile: number[] = [];
  const spare: number[] = [];
  for (const part of [3, 2, 1]) {
    const cards = random.shuffle(pool.filter((card) => fixed.cards[card]?.part === part));
    while (cards.length > 0 && pile.length < view.game.objectivePile.length) pile.push(cards.pop() as number);
    spare.push(...cards);
  }
  game.objectivePile = pile;
  game.objectives = fill(view.game.objectives, random.shuffle(spare));
}

function sampleProbes(view: RebState, game: Mutable<RebGame>, viewer: Camp, random: Rng): void {
  const { fixed } = view;
  const all = fixed.systems.map((_system, i) => i);
  if (viewer === EMPIRE) {
    let base = view.game.base;
    if (base < 0) {
      const mine = new Set(view.game.probes);
      const possible = all.filter((system) => view.game.candidates[system] === 1 && !mine.has(system));
      const fallback = all.filter((system) => !mine.has(system));
      const from = possible.length > 0 ? possible : fallback.length > 0 ? fallback : all;
      base = from[random.int(from.length)] as number;
      game.base = base;
    }
    const pool = random.shuffle(without(all, [...view.game.probes, base]));
    game.relocationDraw = fill(view.game.relocationDraw, pool);
    game.probePile = fill(view.game.probePile, pool);
    return;
  }
  const pool = random.shuffle(without(all, [view.game.base, ...view.game.relocationDraw]));
  game.probes = fill(view.game.probes, pool);
  game.probePile = fill(view.game.probePile, pool);
}

function sampleTactics(view: RebState, game: Mutable<RebGame>, viewer: Camp, random: Rng): void {
  const { fixed } = view;
  const combat = view.game.combat;
  let piles = game.tacticPiles;
  const tactics = combat ? combat.tactics.map((hand) => hand.slice()) : null;
  for (const theatre of [0, 1] as Camp[]) {
    const seen = combat ? [...(combat.tactics[viewer * 2 + theatre] ?? []), ...combat.used] : [];
    const pool = random.shuffle(without(cardsOf(fixed, (i) => fixed.cards[i]?.kind === 'tactic' && fixed.cards[i]?.theatre === theatre), seen));
    if (tactics) {
      const index = other(viewer) * 2 + theatre;
      tactics[index] = fill(tactics[index] as number[], pool);
    }
    piles = withCamp(piles, theatre, fill(view.game.tacticPiles[theatre], pool));
  }
  game.tacticPiles = piles;
  if (combat && tactics) {
    const sampled = copyCombat(combat);
    sampled.tactics = tactics;
    game.combat = sampled;
  }
}

export function sampleOf(view: RebState, side: SideId, random: Rng): RebState {
  const viewer = campOf(view.fixed, side);
  const camp = (viewer < 0 ? EMPIRE : viewer) as Camp;
  const game = copyGame(view.game) as Mutable<RebGame>;
  for (const owner of [EMPIRE, REBELLION] as Camp[]) {
    sampleMissions(view, game, owner, random);
    sampleActions(view, game, owner, random);
  }
  sampleObjectives(view, game, random);
  sampleProbes(view, game, camp, random);
  sampleTactics(view, game, camp, random);
  const sample = copyEnvelope(view, game as RebGame);
  // The other side's face-down choice, if it is making one, is drawn as none at all: a choice it could have made.
  const sealed: Record<SideId, unknown> = {};
  for (const [owner, choice] of Object.entries(view.sealed)) sealed[owner] = owner === side ? choice : [];
  sample.sealed = sealed;
  sample.rng = freshRng(random);
  return sample;
}
