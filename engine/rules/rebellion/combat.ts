/**
 * Combat (R30 - R42): leaders joining (R31), tactic cards drawn by the best tactics value of each
 * theatre (R32), rounds of a space then a ground battle where each side attacks in turn (R33, Q3)
 * with at most 5 black and 5 red dice (R34), specials played or drawn as tactic cards (R35),
 * damage assigned by the roller by colour (R36, R39), defence cards (R37), units destroyed at the
 * end of the round (R38, Q4), retreat (R40, R41), and the end of the combat (R42).
 */
import type { Mutable } from '../core/copy';
import { refusal } from '../core/engine';
import type { Refusal } from '../core/types';
import { groundArrival, updateSubjugation } from './base';
import { contested, decision, hasGround, leaderIn, other, reserveLeaders, stack, unitsOf } from './common';
import type { Draft } from './draft';
import { nextOrder } from './flow';
import { claimObjectives } from './objectives';
import { spaceId } from './production';
import {
  EMPIRE,
  GROUND,
  REBELLION,
  SPACE,
  type Camp,
  type Combat,
  type CommitLeaderAction,
  type DamageAction,
  type PlayTacticAction,
  type RebAction,
  type RebFixed,
  type RebGame,
  type RebState,
  type RetreatAction,
} from './types';

export const ATTACK_CARDS = ['extra-hit'];
export const DEFENCE_CARDS = ['shield', 'evade'];

export function theatreOf(attack: number): number {
  return attack < 2 ? SPACE : GROUND;
}

export function strikerOf(combat: Combat): Camp {
  return combat.attack % 2 === 0 ? combat.attacker : other(combat.attacker);
}

export function startCombat(d: Draft, system: number, attacker: Camp): void {
  const { fixed, g } = d;
  const present: boolean[] = [];
  for (const camp of [EMPIRE, REBELLION] as Camp[]) for (const theatre of [SPACE, GROUND]) present.push(unitsOf(fixed, g.units, system, camp, theatre) > 0);
  const combat: Mutable<Combat> = {
    system,
    attacker,
    round: 1,
    stage: 'leader',
    decider: attacker,
    attack: 0,
    black: 0,
    red: 0,
    direct: 0,
    specials: 0,
    damage: new Array<number>(fixed.profiles.length).fill(0),
    incoming: new Array<number>(fixed.profiles.length).fill(0),
    tactics: [[], [], [], []],
    used: [],
    destroyed: [0, 0],
    heaviest: [0, 0],
    present,
    retreated: -1,
  };
  d.startCombat(combat);
  d.event('rebellion.event.combat', { system: spaceId(fixed, system), side: fixed.sides[attacker] });
  leaderStep(d, attacker);
}

/** R31: a side with no leader in the system may send one from its reserve; the attacker first. */
function leaderStep(d: Draft, camp: Camp): void {
  const combat = d.combat();
  combat.stage = 'leader';
  combat.decider = camp;
  if (!leaderIn(d.fixed, d.g, combat.system, camp) && reserveLeaders(d.fixed, d.g, camp).length > 0) {
    d.setPending([decision(d.fixed, camp, 'combatLeader')]);
    return;
  }
  afterLeader(d, camp);
}

function afterLeader(d: Draft, camp: Camp): void {
  const combat = d.combat();
  if (camp === combat.attacker) {
    leaderStep(d, other(camp));
    return;
  }
  drawTactics(d);
  startAttack(d);
}

export function legalCombatLeaders(state: RebState, camp: Camp, side: string, out: RebAction[]): void {
  out.push({ type: 'noLeader', side });
  for (const leader of reserveLeaders(state.fixed, state.game, camp)) out.push({ type: 'commitLeader', side, leader });
}

export function checkCommitLeader(state: RebState, camp: Camp, action: CommitLeaderAction): Refusal | null {
  if (!reserveLeaders(state.fixed, state.game, camp).includes(action.leader)) return refusal('rebellion.refused.leaderNotInReserve', {});
  return null;
}

export function applyCommitLeader(d: Draft, camp: Camp, leader: number): void {
  const combat = d.combat();
  if (leader >= 0) {
    d.arr('leaderAt')[leader] = combat.system;
    d.event('rebellion.event.leaderJoins', { leader: d.fixed.leaders[leader]?.id ?? '', system: spaceId(d.fixed, combat.system) });
  }
  afterLeader(d, camp);
}

/** The best tactics value of a camp's free leaders in the system, by theatre (R32). */
export function bestTactics(fixed: RebFixed, game: RebGame, system: number, camp: Camp, theatre: number): number {
  let best = 0;
  for (let leader = 0; leader < fixed.leaders.length; leader++) {
    const def = fixed.leaders[leader];
    if (!def || def.camp !== camp || game.leaderAt[leader] !== system || game.captured[leader] === 1) continue;
    best = Math.max(best, theatre === SPACE ? def.space : def.ground);
  }
  return best;
}

function drawTactic(d: Draft, camp: Camp, theatre: number): boolean {
  if (d.g.tacticPiles[theatre as Camp].length === 0) return false;
  const card = d.list('tacticPiles', theatre as Camp).pop() as number;
  d.tactics(camp, theatre).push(card);
  d.event('rebellion.event.drewCard', { card }, camp, true);
  return true;
}

function drawTactics(d: Draft): void {
  const system = d.combat().system;
  for (const camp of [d.combat().attacker, other(d.combat().attacker)]) {
    for (const theatre of [SPACE, GROUND]) {
      const count = bestTactics(d.fixed, d.g, system, camp, theatre);
      let drawn = 0;
      for (let i = 0; i < count; i++) if (drawTactic(d, camp, theatre)) drawn++;
      if (drawn > 0) d.event('rebellion.event.drewTactics', { side: d.fixed.sides[camp], count: drawn, theatre });
    }
  }
}

function diceOf(fixed: RebFixed, units: readonly number[], system: number, camp: Camp, theatre: number): [number, number] {
  let black = 0;
  let red = 0;
  for (const profile of fixed.campProfiles[camp]) {
    const def = fixed.profiles[profile];
    if (!def || def.theatre !== theatre) continue;
    const count = stack(fixed, units, system, profile);
    black += def.blackDice * count;
    red += def.redDice * count;
  }
  const cap = fixed.constants.maxDicePerColour;
  return [Math.min(cap, black), Math.min(cap, red)];
}

/** The next attack of the round with something to shoot at, or the end of the round. */
function startAttack(d: Draft): void {
  const { fixed, g } = d;
  const combat = d.combat();
  while (combat.attack < 4) {
    const theatre = theatreOf(combat.attack);
    const striker = strikerOf(combat);
    const [blackDice, redDice] = diceOf(fixed, g.units, combat.system, striker, theatre);
    if (blackDice + redDice > 0 && unitsOf(fixed, g.units, combat.system, other(striker), theatre) > 0) {
      roll(d, striker, theatre, blackDice, redDice);
      continueAttack(d);
      return;
    }
    combat.attack += 1;
  }
  endRound(d);
}

function roll(d: Draft, striker: Camp, theatre: number, blackDice: number, redDice: number): void {
  const { fixed } = d;
  const rng = d.rng();
  let black = 0;
  let red = 0;
  let direct = 0;
  let specials = 0;
  const faces = fixed.blackFaces.length;
  for (let i = 0; i < blackDice; i++) {
    const face = fixed.blackFaces[rng.int(faces)];
    if (face === 'hit') black++;
    else if (face === 'direct') direct++;
    else if (face === 'special') specials++;
  }
  const redCount = fixed.redFaces.length;
  for (let i = 0; i < redDice; i++) {
    const face = fixed.redFaces[rng.int(redCount)];
    if (face === 'hit') red++;
    else if (face === 'direct') direct++;
    else if (face === 'special') specials++;
  }
  const combat = d.combat();
  combat.black = black;
  combat.red = red;
  combat.direct = direct;
  combat.specials = specials;
  if (combat.incoming.some((value) => value !== 0)) d.combatArray('incoming').fill(0);
  d.event('rebellion.event.rolled', { side: fixed.sides[striker], theatre, black: blackDice, red: redDice, blackHits: black, redHits: red, direct, specials });
}

/** Room left for damage on a profile in the combat's system. */
function room(fixed: RebFixed, game: RebGame, combat: Combat, profile: number): number {
  const def = fixed.profiles[profile];
  if (!def) return 0;
  return stack(fixed, game.units, combat.system, profile) * def.health - (combat.damage[profile] as number);
}

/** Profiles the striker may damage now, with a die of their colour or a direct hit. */
export function damageTargets(fixed: RebFixed, game: RebGame, combat: Combat): number[] {
  const out: number[] = [];
  const target = other(strikerOf(combat));
  const theatre = theatreOf(combat.attack);
  for (const profile of fixed.campProfiles[target]) {
    const def = fixed.profiles[profile];
    if (!def || def.theatre !== theatre || room(fixed, game, combat, profile) <= 0) continue;
    if (combat.direct > 0 || (def.red ? combat.red > 0 : combat.black > 0)) out.push(profile);
  }
  return out;
}

function hasCard(fixed: RebFixed, hand: readonly number[], effects: readonly string[]): boolean {
  for (const card of hand) if (card >= 0 && effects.includes(fixed.cards[card]?.effect ?? '')) return true;
  return false;
}

function continueAttack(d: Draft): void {
  const { fixed, g } = d;
  const combat = d.combat();
  const striker = strikerOf(combat);
  const theatre = theatreOf(combat.attack);
  if (combat.specials > 0) {
    combat.stage = 'tactic';
    combat.decider = striker;
    d.setPending([decision(fixed, striker, 'tactic')]);
    return;
  }
  if (damageTargets(fixed, g, combat).length > 0) {
    combat.stage = 'damage';
    combat.decider = striker;
    d.setPending([decision(fixed, striker, 'damage')]);
    return;
  }
  // Hits no unit of their colour can take are lost (R36), and the log says which.
  for (const [die, count] of [['black', combat.black], ['red', combat.red], ['direct', combat.direct]] as const) {
    if (count > 0) d.event(`rebellion.event.${die}HitsLost`, { side: fixed.sides[striker], count });
  }
  combat.black = 0;
  combat.red = 0;
  combat.direct = 0;
  const target = other(striker);
  if (combat.incoming.some((value) => value > 0) && hasCard(fixed, combat.tactics[target * 2 + theatre] as number[], DEFENCE_CARDS)) {
    combat.stage = 'defend';
    combat.decider = target;
    d.setPending([decision(fixed, target, 'defend')]);
    return;
  }
  nextAttack(d);
}

function nextAttack(d: Draft): void {
  const combat = d.combat();
  combat.attack += 1;
  startAttack(d);
}

export function legalTacticChoices(state: RebState, camp: Camp, side: string, out: RebAction[]): void {
  const combat = state.game.combat as Combat;
  out.push({ type: 'drawTactic', side });
  const hand = combat.tactics[camp * 2 + theatreOf(combat.attack)] as number[];
  const seen = new Set<string>();
  for (const card of hand) {
    const def = state.fixed.cards[card];
    if (!def || !ATTACK_CARDS.includes(def.effect) || seen.has(def.id)) continue;
    seen.add(def.id);
    out.push({ type: 'playTactic', side, card, profile: -1 });
  }
}

export function legalDamage(state: RebState, side: string, out: RebAction[]): void {
  for (const profile of damageTargets(state.fixed, state.game, state.game.combat as Combat)) out.push({ type: 'damage', side, profile });
}

export function legalDefence(state: RebState, camp: Camp, side: string, out: RebAction[]): void {
  const combat = state.game.combat as Combat;
  out.push({ type: 'endDefense', side });
  const hand = combat.tactics[camp * 2 + theatreOf(combat.attack)] as number[];
  const seen = new Set<string>();
  for (const card of hand) {
    const def = state.fixed.cards[card];
    if (!def || !DEFENCE_CARDS.includes(def.effect) || seen.has(def.id)) continue;
    seen.add(def.id);
    combat.incoming.forEach((amount, profile) => {
      if (amount > 0) out.push({ type: 'playTactic', side, card, profile });
    });
  }
}

export function checkPlayTactic(state: RebState, camp: Camp, stage: 'tactic' | 'defend', action: PlayTacticAction): Refusal | null {
  const combat = state.game.combat as Combat;
  const theatre = theatreOf(combat.attack);
  const def = Number.isInteger(action.card) ? state.fixed.cards[action.card] : undefined;
  if (!def || !(combat.tactics[camp * 2 + theatre] as number[]).includes(action.card)) return refusal('rebellion.refused.tacticNotInHand', {});
  if (stage === 'tactic' && !ATTACK_CARDS.includes(def.effect)) return refusal('rebellion.refused.notAnAttackCard', { card: action.card });
  if (stage === 'defend') {
    if (!DEFENCE_CARDS.includes(def.effect)) return refusal('rebellion.refused.notADefenceCard', { card: action.card });
    if (!Number.isInteger(action.profile) || !((combat.incoming[action.profile] as number) > 0)) return refusal('rebellion.refused.noDamageThere', {});
  }
  return null;
}

function useTactic(d: Draft, camp: Camp, card: number): void {
  const combat = d.combat();
  const hand = d.tactics(camp, theatreOf(combat.attack));
  hand.splice(hand.indexOf(card), 1);
  d.combatArray('used').push(card);
  d.event('rebellion.event.tacticPlayed', { side: d.fixed.sides[camp], card }, undefined, true);
}

export function applyPlayTactic(d: Draft, camp: Camp, action: PlayTacticAction): void {
  const combat = d.combat();
  const def = d.fixed.cards[action.card];
  if (!def) return;
  useTactic(d, camp, action.card);
  if (combat.stage === 'tactic') {
    combat.specials -= 1;
    combat.direct += def.amount;
    d.event('rebellion.event.directHitsAdded', { count: def.amount });
  } else {
    const cancelled = def.effect === 'evade' ? (combat.incoming[action.profile] as number) : Math.min(def.amount, combat.incoming[action.profile] as number);
    d.combatArray('incoming')[action.profile] = (combat.incoming[action.profile] as number) - cancelled;
    d.combatArray('damage')[action.profile] = (combat.damage[action.profile] as number) - cancelled;
    d.event('rebellion.event.damageCancelled', { profile: d.fixed.profiles[action.profile]?.id ?? '', count: cancelled });
  }
  continueAttack(d);
}

export function applyDrawTactic(d: Draft, camp: Camp): void {
  const combat = d.combat();
  combat.specials -= 1;
  drawTactic(d, camp, theatreOf(combat.attack));
  continueAttack(d);
}

export function checkDamage(state: RebState, action: DamageAction): Refusal | null {
  if (!damageTargets(state.fixed, state.game, state.game.combat as Combat).includes(action.profile)) return refusal('rebellion.refused.cannotDamage', {});
  return null;
}

export function applyDamage(d: Draft, action: DamageAction): void {
  const combat = d.combat();
  const def = d.fixed.profiles[action.profile];
  if (!def) return;
  if (def.red && combat.red > 0) combat.red -= 1;
  else if (!def.red && combat.black > 0) combat.black -= 1;
  else combat.direct -= 1;
  d.combatArray('damage')[action.profile] = (combat.damage[action.profile] as number) + 1;
  d.combatArray('incoming')[action.profile] = (combat.incoming[action.profile] as number) + 1;
  // The damage falls on the type, not on one unit: say how many there are and how many it will destroy.
  const damage = combat.damage[action.profile] as number;
  const count = stack(d.fixed, d.g.units, combat.system, action.profile);
  d.event('rebellion.event.damaged', { profile: def.id, damage, count, health: def.health, doomed: Math.min(count, Math.floor(damage / def.health)) });
  continueAttack(d);
}

export function applyEndDefense(d: Draft): void {
  d.combatArray('incoming').fill(0);
  nextAttack(d);
}

/** R38: units whose damage reaches their health are removed; then the combat ends or retreats are offered. */
function endRound(d: Draft): void {
  const { fixed, g } = d;
  const combat = d.combat();
  const stride = fixed.profiles.length;
  for (let profile = 0; profile < stride; profile++) {
    const damage = combat.damage[profile] as number;
    const def = fixed.profiles[profile];
    if (!def || damage < def.health) continue;
    const count = stack(fixed, g.units, combat.system, profile);
    const killed = Math.min(count, Math.floor(damage / def.health));
    if (killed <= 0) continue;
    d.arr('units')[combat.system * stride + profile] = count - killed;
    d.combatArray('damage')[profile] = count - killed === 0 ? 0 : damage - killed * def.health;
    d.tally(def.camp, killed, def.health);
    d.event('rebellion.event.destroyed', { profile: def.id, count: killed, system: spaceId(fixed, combat.system) });
  }
  if (combat.incoming.some((value) => value !== 0)) d.combatArray('incoming').fill(0);
  updateSubjugation(d, combat.system);
  if (!contested(fixed, g.units, combat.system)) {
    endCombat(d, 'decided');
    return;
  }
  const hurting = canStillHurt(fixed, g, combat);
  if (combat.round >= fixed.constants.combatRoundLimit || !hurting) {
    endCombat(d, hurting ? 'roundLimit' : 'stalled');
    return;
  }
  retreatStep(d, combat.attacker);
}

/** Some side still has dice to roll at an enemy in a theatre: without, the combat would never end. */
function canStillHurt(fixed: RebFixed, game: RebGame, combat: Combat): boolean {
  for (const theatre of [SPACE, GROUND]) {
    for (const camp of [EMPIRE, REBELLION] as Camp[]) {
      if (unitsOf(fixed, game.units, combat.system, other(camp), theatre) === 0) continue;
      const [black, red] = diceOf(fixed, game.units, combat.system, camp, theatre);
      if (black + red > 0) return true;
    }
  }
  return false;
}

/**
 * Where `camp` may retreat from the combat (R40, R41): only with a free leader there and no unit
 * that forbids it (the Death Star) or cannot move; all its units must go, the ships carrying the
 * rest; to an adjacent system without enemies, one with its units or loyalty when there is one.
 */
export function retreatTargets(fixed: RebFixed, game: RebGame, combat: Combat, camp: Camp): number[] {
  const system = combat.system;
  if (!leaderIn(fixed, game, system, camp)) return [];
  let capacity = 0;
  let cargo = 0;
  for (const profile of fixed.campProfiles[camp]) {
    const count = stack(fixed, game.units, system, profile);
    if (count === 0) continue;
    const def = fixed.profiles[profile];
    if (!def || def.noRetreat || def.immobile) return [];
    capacity += def.capacity * count;
    if (def.needsTransport) cargo += count;
  }
  if (cargo > capacity) return [];
  const free = (fixed.systems[system]?.neighbours ?? []).filter((to) => unitsOf(fixed, game.units, to, other(camp)) === 0);
  const friendly = free.filter((to) => unitsOf(fixed, game.units, to, camp) > 0 || (game.loyalty[to] === camp && game.subjugated[to] === 0));
  return friendly.length > 0 ? friendly : free;
}

function retreatStep(d: Draft, camp: Camp): void {
  const combat = d.combat();
  combat.stage = 'retreat';
  combat.decider = camp;
  if (retreatTargets(d.fixed, d.g, combat, camp).length > 0) {
    d.setPending([decision(d.fixed, camp, 'retreat')]);
    return;
  }
  afterRetreatOffer(d, camp);
}

function afterRetreatOffer(d: Draft, camp: Camp): void {
  const combat = d.combat();
  if (camp === combat.attacker) {
    retreatStep(d, other(camp));
    return;
  }
  combat.round += 1;
  combat.attack = 0;
  d.event('rebellion.event.combatRound', { system: spaceId(d.fixed, combat.system), round: combat.round });
  startAttack(d);
}

export function legalRetreats(state: RebState, camp: Camp, side: string, out: RebAction[]): void {
  out.push({ type: 'stay', side });
  for (const to of retreatTargets(state.fixed, state.game, state.game.combat as Combat, camp)) out.push({ type: 'retreat', side, to });
}

export function checkRetreat(state: RebState, camp: Camp, action: RetreatAction): Refusal | null {
  if (!retreatTargets(state.fixed, state.game, state.game.combat as Combat, camp).includes(action.to)) return refusal('rebellion.refused.cannotRetreatThere', {});
  return null;
}

export function applyRetreat(d: Draft, camp: Camp, to: number): void {
  const { fixed, g } = d;
  const combat = d.combat();
  const from = combat.system;
  const stride = fixed.profiles.length;
  const units = d.arr('units');
  for (const profile of fixed.campProfiles[camp]) {
    const count = units[from * stride + profile] as number;
    if (count === 0) continue;
    units[to * stride + profile] = (units[to * stride + profile] as number) + count;
    units[from * stride + profile] = 0;
    d.combatArray('damage')[profile] = 0;
  }
  for (let leader = 0; leader < fixed.leaders.length; leader++) {
    if (g.leaderAt[leader] === from && g.captured[leader] === 0 && fixed.leaders[leader]?.camp === camp) d.arr('leaderAt')[leader] = to;
  }
  combat.retreated = camp;
  d.event('rebellion.event.retreated', { side: fixed.sides[camp], from: spaceId(fixed, from), to: spaceId(fixed, to) });
  updateSubjugation(d, from);
  if (camp === EMPIRE && hasGround(fixed, g.units, to, EMPIRE)) groundArrival(d, to);
  updateSubjugation(d, to);
  endCombat(d, 'decided');
}

export function applyStay(d: Draft, camp: Camp): void {
  afterRetreatOffer(d, camp);
}

/** R42: damage is wiped and the tactic cards go back into their piles, shuffled; objectives of the combat are claimed. */
/**
 * How a combat ended, for the log: one side left or retreated; the round limit (an assumed
 * constant: the rulebook has none) with both still there; or no side with dice against the other.
 */
type CombatEnd = 'decided' | 'roundLimit' | 'stalled';

function endCombat(d: Draft, end: CombatEnd): void {
  const combat = d.g.combat as Combat;
  for (let index = 0; index < combat.tactics.length; index++) {
    const hand = combat.tactics[index] as number[];
    if (hand.length === 0) continue;
    const pile = d.list('tacticPiles', (index % 2) as Camp);
    for (const card of hand) pile.push(card);
  }
  for (const card of combat.used) d.list('tacticPiles', d.fixed.cards[card]?.theatre ?? SPACE).push(card);
  for (const theatre of [SPACE, GROUND] as Camp[]) d.rng().shuffle(d.list('tacticPiles', theatre));
  const keys = { decided: 'rebellion.event.combatOver', roundLimit: 'rebellion.event.combatOverRoundLimit', stalled: 'rebellion.event.combatOverStalled' } as const;
  d.event(keys[end], { system: spaceId(d.fixed, combat.system), rounds: combat.round });
  updateSubjugation(d, combat.system);
  claimObjectives(d, 'combat', combat);
  d.endCombat();
  nextOrder(d);
}
