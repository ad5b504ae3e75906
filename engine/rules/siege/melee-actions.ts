/**
 * The melee step (rules 1.7 to 1.75, 1.94): figures next to enemies may attack them, alone or
 * several against one, at odds of 1-1 or better after the terrain shifts; the attacker declares the
 * combat (the odds column is shown), then rolls the die. Results wound, stun or kill one figure of a
 * side (its owner's least valuable one, the choice being made for it), or make every figure of a
 * side fall back; the winner may then advance one figure into a vacated hex (rule 1.73). A figure
 * on a rampart may try to push down the ladder leaning on it instead of fighting.
 */
import { refusal, silent } from '../core/engine';
import type { Refusal, SideId } from '../core/types';
import { combatEffectOf, isStandable, stepCost, viewOf } from './board-cache';
import { reachFromCell } from './reach';
import { EQUIP_LADDER, leansOn } from './board-view';
import { areNeighbours, canAct, expectDecision, hurt, isCell, labelOf, ladderIndex, neighboursOf, placeOf, valuesOf } from './common';
import { advancingSide, describeMeleeOdds, meleeOdds, resolveMelee, type Melee, type MeleeFigure, type MeleeOdds } from './combat';
import { combatDataOf, profileIdOf } from './combat-data';
import type { Draft } from './draft';
import { fallBack, unhorse } from './effects';
import { fallFromLadder } from './ladders';
import { delayRams } from './pounding';
import type { AdvanceOffer, FigureInfo, FigureState, PendingMelee, SiegeAction, SiegeState } from './types';
import { isOccupied, occupantOf, occupantsOf } from './standing';

type MeleeAction = Extract<SiegeAction, { type: 'melee' }>;
type Push = Extract<SiegeAction, { type: 'pushLadder' }>;
type Advance = Extract<SiegeAction, { type: 'advance' }>;

/** Whether figure `index` is free in this melee step: able, not at the winch, and has not fought or been busy in it. */
function unengaged(state: SiegeState, index: number): boolean {
  const figure = state.game.figures[index] as FigureState;
  const stamp = state.game.stamp;
  return canAct(figure) && figure.attackedAt !== stamp && figure.busyAt !== stamp && figure.winchAt !== stamp;
}

/** Whether figure `index` may still attack (or do anything else) in this melee step: not after carrying a ladder (1.91). */
export function mayAttack(state: SiegeState, index: number): boolean {
  return unengaged(state, index) && (state.game.figures[index] as FigureState).carriedAt !== state.game.stamp;
}

/** Whether figure `index` may pour the barrel it stands on: it may have carried it there in this phase (5.32), not have shot. */
export function mayPour(state: SiegeState, index: number): boolean {
  const figure = state.game.figures[index] as FigureState;
  return unengaged(state, index) && figure.shot1At !== state.game.stamp && figure.shot2At !== state.game.stamp;
}

/** Whether enemy `index` may still be attacked in this melee step (each figure is fought once a step). */
function mayBeAttacked(state: SiegeState, index: number): boolean {
  const figure = state.game.figures[index] as FigureState;
  return figure.cell >= 0 && figure.status !== 'dead' && figure.defendedAt !== state.game.stamp;
}

/**
 * Whether `attacker` may fight `defender` across the side between them: "tout combat est impossible
 * lorsque l'attaquant ne peut pas aller sur la case qu'il attaque" (rule 1.74), so not through a
 * wall, a closed gate or an arrow slit; from a ladder, only the figure on the rampart it leans on
 * ("un personnage sur une échelle ne peut attaquer que le personnage se trouvant sur la case
 * remparts à laquelle est appuyée son échelle"), though a climber may be fought from beside it;
 * between the top of a siege tower and the ramparts or its other top hexes, never between its two
 * levels (2.45).
 */
export function canFight(state: SiegeState, attacker: number, defender: number): boolean {
  const a = state.game.figures[attacker] as FigureState;
  const b = state.game.figures[defender] as FigureState;
  if (a.cell < 0 || b.cell < 0 || !areNeighbours(state.fixed, a.cell, b.cell)) return false;
  const view = viewOf(state);
  if (view.equip[a.cell] === EQUIP_LADDER && !leansOn(view, a.cell, b.cell)) return false;
  if (!Number.isFinite(stepCost(state, a.cell, b.cell, a.mounted, a.onTop, b.onTop))) return false;
  return combatEffectOf(state, attacker, b.cell, true) !== null && combatEffectOf(state, defender, a.cell, false) !== null;
}

function meleeFigure(state: SiegeState, index: number, against: number, attacking: boolean): MeleeFigure {
  const figure = state.game.figures[index] as FigureState;
  return { profile: profileIdOf(state.fixed.figures[index] as FigureInfo, figure), status: figure.status, terrain: [combatEffectOf(state, index, against, attacking)] };
}

/** The odds of attackers against defenders, from the combat tables. */
export function oddsOf(state: SiegeState, attackers: readonly number[], defenders: readonly number[]): ReturnType<typeof meleeOdds> {
  const { figures } = state.game;
  const melee: Melee = {
    attackers: attackers.map((index) => meleeFigure(state, index, (figures[defenders[0] as number] as FigureState).cell, true)),
    defenders: defenders.map((index) => meleeFigure(state, index, (figures[attackers[0] as number] as FigureState).cell, false)),
  };
  return meleeOdds(combatDataOf(state.fixed), melee);
}

function ids(state: SiegeState, indices: readonly number[]): string[] {
  return indices.map((index) => (state.fixed.figures[index] as FigureInfo).id);
}

/** Own figures that may attack enemy `defender` now. */
function attackersOf(state: SiegeState, side: SideId, defender: number): number[] {
  const { fixed, game } = state;
  const cell = (game.figures[defender] as FigureState).cell;
  const out: number[] = [];
  for (const next of neighboursOf(fixed, cell)) {
    if (!isOccupied(state, next)) continue;
    for (const occupant of occupantsOf(state, next)) {
      if (fixed.figures[occupant]?.side === side && mayAttack(state, occupant) && canFight(state, occupant, defender)) out.push(occupant);
    }
  }
  return out.sort((a, b) => a - b);
}

/** Whether figure `index` may spend its melee step on something else than a fight: it has not shot, fought or done so already in this phase. */
export function mayTurnToOtherWork(state: SiegeState, index: number): boolean {
  const figure = state.game.figures[index] as FigureState;
  const stamp = state.game.stamp;
  return mayAttack(state, index) && figure.shot1At !== stamp && figure.shot2At !== stamp;
}

/** The rampart a figure stands on, pushing down the ladders leaning on it (rule 1.94). */
function pushableLadders(state: SiegeState, index: number): number[] {
  const figure = state.game.figures[index] as FigureState;
  if (!mayTurnToOtherWork(state, index) || figure.onTop) return [];
  const side = state.fixed.figures[index]?.side;
  const out: number[] = [];
  state.game.ladders.forEach((ladder, l) => {
    if (ladder.vertical && ladder.facing === figure.cell && ladder.raisedBy !== side) out.push(l);
  });
  return out;
}

/** Every melee (one against one, and all who can against one) and ladder push open to `side` now. */
export function legalMelees(state: SiegeState, side: SideId, out: SiegeAction[], limit = Infinity): void {
  const { fixed, game } = state;
  for (let defender = 0; defender < fixed.figures.length && out.length < limit; defender++) {
    if (fixed.figures[defender]?.side === side || !mayBeAttacked(state, defender)) continue;
    const attackers = attackersOf(state, side, defender);
    const targets = [fixed.figures[defender]?.id as string];
    for (const attacker of attackers) {
      if (oddsOf(state, [attacker], [defender]).ok) out.push({ type: 'melee', side, attackers: ids(state, [attacker]), defenders: targets });
    }
    if (attackers.length > 1 && oddsOf(state, attackers, [defender]).ok) out.push({ type: 'melee', side, attackers: ids(state, attackers), defenders: targets });
  }
  for (let index = 0; index < fixed.figures.length && out.length < limit; index++) {
    if (fixed.figures[index]?.side !== side) continue;
    for (const ladder of pushableLadders(state, index)) out.push({ type: 'pushLadder', side, unit: fixed.figures[index]?.id as string, ladder: (game.ladders[ladder] as { id: string }).id });
  }
}

function indicesOf(state: SiegeState, list: unknown): number[] | null {
  if (!Array.isArray(list) || list.length === 0) return null;
  const out: number[] = [];
  for (const id of list) {
    const index = state.fixed.figures.findIndex((figure) => figure.id === id);
    if (index < 0 || out.includes(index)) return null;
    out.push(index);
  }
  return out;
}

export function checkMelee(state: SiegeState, action: MeleeAction): Refusal | null {
  const wrongTime = expectDecision(state, action.side, 'melee');
  if (wrongTime) return wrongTime;
  const { fixed, game } = state;
  const attackers = indicesOf(state, action.attackers);
  const defenders = indicesOf(state, action.defenders);
  if (!attackers) return refusal('siege.refused.badAttackers', {});
  if (!defenders) return refusal('siege.refused.badDefenders', {});
  for (const attacker of attackers) {
    const info = fixed.figures[attacker] as FigureInfo;
    const figure = game.figures[attacker] as FigureState;
    if (info.side !== action.side) return refusal('siege.refused.notYourUnit', { unit: info.id });
    if (figure.status === 'dead' || figure.cell < 0) return refusal('siege.refused.unitDown', { unit: info.id });
    if (figure.status === 'stunned') return refusal('siege.refused.stunned', { unit: info.id });
    if (figure.attackedAt === game.stamp) return refusal('siege.refused.alreadyFought', { unit: info.id });
    if (figure.carriedAt === game.stamp) return refusal('siege.refused.carrying', { unit: info.id });
    if (figure.winchAt === game.stamp) return refusal('siege.refused.atWinch', { unit: info.id });
  }
  for (const defender of defenders) {
    const info = fixed.figures[defender] as FigureInfo;
    if (info.side === action.side) return refusal('siege.refused.notAnEnemy', { target: info.id });
    if (!mayBeAttacked(state, defender)) return refusal(game.figures[defender]?.status === 'dead' ? 'siege.refused.targetDown' : 'siege.refused.alreadyAttacked', { target: info.id });
    for (const attacker of attackers) {
      const a = game.figures[attacker] as FigureState;
      const b = game.figures[defender] as FigureState;
      const params = { unit: fixed.figures[attacker]?.id ?? '', target: info.id };
      if (!areNeighbours(fixed, a.cell, b.cell)) return refusal('siege.refused.notAdjacent', params);
      if (!canFight(state, attacker, defender)) return refusal('siege.refused.cannotFightThere', params);
    }
  }
  const odds = oddsOf(state, attackers, defenders);
  return odds.ok ? null : odds.refusal;
}

/** The combat is declared: its odds column is known before the die is rolled. */
export function applyMelee(d: Draft, action: MeleeAction, before: SiegeState): void {
  const attackers = indicesOf(before, action.attackers) as number[];
  const defenders = indicesOf(before, action.defenders) as number[];
  const odds = (oddsOf(before, attackers, defenders) as { value: MeleeOdds }).value;
  const stamp = d.game.stamp;
  for (const attacker of attackers) d.figure(attacker).attackedAt = stamp;
  for (const defender of defenders) d.figure(defender).defendedAt = stamp;
  delayRams(d, attackers);
  const pending: PendingMelee = {
    kind: 'melee',
    attackers,
    defenders,
    attack: odds.attack,
    defense: odds.defense,
    column: odds.column,
    shift: odds.shift,
    ratio: Math.floor(odds.ratio),
    mounted: odds.table === 'mounted',
  };
  d.setRoll(pending);
  d.setPending([{ side: action.side, kind: 'roll' }]);
  if (d.emit === silent) return;
  d.emit({ key: 'siege.event.meleeDeclared', params: { units: action.attackers.join(','), targets: action.defenders.join(',') } });
  for (const line of describeMeleeOdds(odds)) d.emit(line);
}

/** The owner's least valuable figure among `indices` takes a hit (its owner would choose it). */
function cheapest(d: Draft, indices: readonly number[]): number {
  let best = -1;
  let bestValue = Infinity;
  for (const index of indices) {
    const figure = d.game.figures[index] as FigureState;
    if (figure.status === 'dead') continue;
    const values = valuesOf(d.fixed, index, figure);
    const value = values.attack + values.defense;
    if (value < bestValue) {
      best = index;
      bestValue = value;
    }
  }
  return best;
}

/** Reads the die in the declared column, applies the result and offers the advance after combat. */
export function resolveDeclaredMelee(d: Draft, pending: PendingMelee, before: SiegeState): void {
  const { attackers, defenders } = pending;
  // The figures have not changed since the declaration: the same odds come back.
  const odds = (oddsOf(before, attackers, defenders) as { value: MeleeOdds }).value;
  const roll = d.die(d.fixed.constants.dieFaces);
  const resolved = resolveMelee(combatDataOf(d.fixed), odds, roll);
  if (!resolved.ok) throw new Error(`The melee could not be resolved: ${resolved.refusal.key}`);
  const { effects, code, die } = resolved.value;
  const quiet = d.emit === silent;
  if (!quiet) {
    const params = { units: ids(before, attackers).join(','), targets: ids(before, defenders).join(','), column: odds.column, roll, die };
    d.emit({ key: code === '' ? 'siege.event.meleeRolledNoEffect' : 'siege.event.meleeRolled', params: code === '' ? params : { ...params, code, result: `${odds.tableId}:${code}` } });
  }
  const placesBefore = new Map(
    [...attackers, ...defenders].map((index) => {
      const figure = d.game.figures[index] as FigureState;
      return [index, placeOf(figure.cell, figure.onTop)];
    }),
  );
  if (effects.attackerHit) hurt(d, cheapest(d, attackers), effects.attackerHit);
  const rider = defenders.find((index) => (d.game.figures[index] as FigureState).mounted);
  const struck = pending.mounted && rider !== undefined ? rider : cheapest(d, defenders);
  if (effects.unhorsed && rider !== undefined) unhorse(d, rider);
  if (effects.defenderHit && struck >= 0) hurt(d, struck, effects.defenderHit);
  if (effects.retreat) {
    const retreating = effects.retreat.side === 'attackers' ? attackers : defenders;
    for (const index of retreating) fallBack(d, index, effects.retreat.hexes);
  }
  const killed = {
    attackers: attackers.some((index) => (d.game.figures[index] as FigureState).status === 'dead'),
    defenders: defenders.some((index) => (d.game.figures[index] as FigureState).status === 'dead'),
  };
  const side = advancingSide(effects, killed);
  if (side === null) return;
  const winners = side === 'attackers' ? attackers : defenders;
  const losers = side === 'attackers' ? defenders : attackers;
  const vacated = losers.map((index) => placesBefore.get(index) as number).filter((place) => occupantOf(d.state, place >> 1, (place & 1) === 1) < 0);
  const figures = winners.filter((index) => canAct(d.game.figures[index] as FigureState));
  if (vacated.length === 0 || figures.length === 0) return;
  const winnerSide = (d.fixed.figures[figures[0] as number] as FigureInfo).side;
  const pinned = figures.filter((index) => touchesEnemy(d.state, index));
  const offer: AdvanceOffer = { side: winnerSide, figures, vacated, pinned };
  if (legalAdvanceCount(d.state, offer) > 0) d.setAdvance(offer);
}

function touchesEnemy(state: SiegeState, index: number): boolean {
  const { fixed, game } = state;
  const side = fixed.figures[index]?.side;
  for (const next of neighboursOf(fixed, (game.figures[index] as FigureState).cell)) {
    if (occupantsOf(state, next).some((occupant) => fixed.figures[occupant]?.side !== side)) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Advance after combat (rule 1.73)
// ---------------------------------------------------------------------------------------------

/**
 * Where figure `index` may advance, as places (hex * 2, + 1 on top of a siege tower): a vacated
 * place next to it first, then half its movement beyond unless it was next to an enemy.
 */
function advancePlaces(state: SiegeState, offer: AdvanceOffer, index: number): number[] {
  const figure = state.game.figures[index] as FigureState;
  const half = Math.floor(valuesOf(state.fixed, index, figure).movement / 2);
  const out = new Set<number>();
  for (const vacated of offer.vacated) {
    const cell = vacated >> 1;
    const top = (vacated & 1) === 1;
    if (!areNeighbours(state.fixed, figure.cell, cell) || occupantOf(state, cell, top) >= 0) continue;
    // A rider crosses a trench but does not stop in it (3.32).
    if (!top && !isStandable(state, index, cell)) continue;
    const first = stepCost(state, figure.cell, cell, figure.mounted, figure.onTop, top);
    if (!Number.isFinite(first)) continue;
    out.add(vacated);
    if (offer.pinned.includes(index) || first >= half) continue;
    const beyond = reachFromCell(state, index, cell, top, half - first);
    const tops = beyond.tops;
    beyond.cells.forEach((next, at) => out.add(placeOf(next, tops[at] === true)));
  }
  return [...out].sort((a, b) => a - b);
}

function legalAdvanceCount(state: SiegeState, offer: AdvanceOffer): number {
  return offer.figures.reduce((sum, index) => sum + advancePlaces(state, offer, index).length, 0);
}

export function legalAdvances(state: SiegeState, side: SideId, out: SiegeAction[]): void {
  const offer = state.game.advance;
  if (!offer || offer.side !== side) return;
  out.push({ type: 'stay', side });
  for (const index of offer.figures) {
    const unit = (state.fixed.figures[index] as FigureInfo).id;
    for (const place of advancePlaces(state, offer, index)) out.push((place & 1) === 1 ? { type: 'advance', side, unit, cell: place >> 1, top: true } : { type: 'advance', side, unit, cell: place >> 1 });
  }
}

export function checkAdvance(state: SiegeState, action: Advance): Refusal | null {
  const wrongTime = expectDecision(state, action.side, 'advance');
  if (wrongTime) return wrongTime;
  const offer = state.game.advance as AdvanceOffer;
  const index = state.fixed.figures.findIndex((figure) => figure.id === action.unit);
  if (index < 0 || !offer.figures.includes(index)) return refusal('siege.refused.cannotAdvance', { unit: String(action.unit) });
  if (!isCell(state.fixed, action.cell) || !advancePlaces(state, offer, index).includes(placeOf(action.cell, action.top === true))) {
    return refusal('siege.refused.advanceTooFar', { unit: String(action.unit), cell: isCell(state.fixed, action.cell) ? labelOf(state.fixed, action.cell) : String(action.cell) });
  }
  return null;
}

export function applyAdvance(d: Draft, action: Advance): void {
  const index = d.fixed.figures.findIndex((figure) => figure.id === action.unit);
  const from = (d.game.figures[index] as FigureState).cell;
  d.place(index, action.cell, action.top === true);
  d.setAdvance(null);
  d.emit({ key: 'siege.event.advanced', params: { unit: action.unit, from: labelOf(d.fixed, from), to: labelOf(d.fixed, action.cell) } });
}

export function checkStay(state: SiegeState, side: SideId): Refusal | null {
  return expectDecision(state, side, 'advance');
}

// ---------------------------------------------------------------------------------------------
// Pushing a ladder down (rule 1.94)
// ---------------------------------------------------------------------------------------------

export function checkPush(state: SiegeState, action: Push): Refusal | null {
  const wrongTime = expectDecision(state, action.side, 'melee');
  if (wrongTime) return wrongTime;
  const index = state.fixed.figures.findIndex((figure) => figure.id === action.unit);
  const info = state.fixed.figures[index];
  if (!info) return refusal('siege.refused.unknownUnit', { unit: String(action.unit) });
  if (info.side !== action.side) return refusal('siege.refused.notYourUnit', { unit: info.id });
  const ladder = ladderIndex(state, action.ladder);
  if (ladder < 0 || !pushableLadders(state, index).includes(ladder)) return refusal('siege.refused.cannotPush', { unit: info.id });
  return null;
}

export function applyPush(d: Draft, action: Push): void {
  const pusher = d.fixed.figures.findIndex((figure) => figure.id === action.unit);
  d.figure(pusher).busyAt = d.game.stamp;
  d.setRoll({ kind: 'push', pusher, ladder: ladderIndex(d.state, action.ladder) });
  d.setPending([{ side: action.side, kind: 'roll' }]);
  d.emit({ key: 'siege.event.pushDeclared', params: { unit: action.unit, cell: labelOf(d.fixed, d.game.ladders[ladderIndex(d.state, action.ladder)]?.cell ?? -1), max: d.fixed.constants.ladderPushMax } });
}

/** 1 to 6: the ladder falls; whoever was on it falls beside it, wounded (a wounded or stunned one dies, 1.94). */
export function resolvePush(d: Draft, ladder: number, pusher: number): void {
  const die = d.die(d.fixed.constants.dieFaces);
  const fallen = die <= d.fixed.constants.ladderPushMax;
  const state = d.game.ladders[ladder];
  if (!state) return;
  d.emit({ key: fallen ? 'siege.event.ladderPushed' : 'siege.event.ladderHolds', params: { unit: (d.fixed.figures[pusher] as FigureInfo).id, cell: labelOf(d.fixed, state.cell), die } });
  if (!fallen) return;
  const writable = d.ladder(ladder);
  writable.vertical = false;
  writable.facing = -1;
  writable.raisedBy = '';
  d.touchBoard();
  const climber = occupantOf(d.state, state.cell);
  if (climber >= 0) fallFromLadder(d, climber, state.cell);
}
