/**
 * The fire steps (rules 1.21, 1.3 to 1.57, 1.93): in the first, bowmen and crossbowmen not in a
 * melee during the last turn shoot once each; in the second, bowmen only shoot again. A shot needs a
 * line of fire to an enemy within the weapon's long range, and not total cover; the shooter aims
 * (range band, cover and die modifiers are shown), then rolls the die.
 */
import { cachedPer } from '../core/cache';
import { refusal, silent } from '../core/engine';
import type { Refusal, SideId } from '../core/types';
import { ballistaOrigin } from './ballista';
import { hexDistance } from './board-cache';
import { doorSideFacing, fireLineOf, type FireLine, type ShotOrigin } from './fire-lines';
import { canAct, checkOwnFigure, expectDecision, figureIndex, figuresOfSide, hurt, isRefusal } from './common';
import { describeFireOdds, fireOdds, rangeBandsOf, resolveFire, withinBands, type FireOdds } from './archery';
import { combatDataOf, profileIdOf } from './combat-data';
import type { Draft } from './draft';
import { fallBack, unhorse } from './effects';
import { observe } from './memo';
import type { FigureInfo, FigureMark, FigureState, PendingShot, SiegeAction, SiegeFixed, SiegeState, Step } from './types';

type Fire = Extract<SiegeAction, { type: 'fire' }>;
type FireStep = Extract<Step, 'fire-1' | 'fire-2'>;

export function fireStepOf(state: SiegeState): FireStep | null {
  const step = state.phase.slice(state.phase.lastIndexOf(':') + 1);
  return step === 'fire-1' || step === 'fire-2' ? step : null;
}

/** Why figure `index` may not shoot in this fire step, or null. */
export function whyCannotShoot(state: SiegeState, index: number, step: FireStep): Refusal | null {
  const { fixed, game } = state;
  const info = fixed.figures[index] as FigureInfo;
  const figure = game.figures[index] as FigureState;
  const stamp = game.stamp;
  const unit = info.id;
  if (info.weapon === null) return refusal('siege.refused.notAShooter', { unit });
  if (!canAct(figure)) return refusal(figure.status === 'stunned' ? 'siege.refused.stunned' : 'siege.refused.unitDown', { unit });
  if (step === 'fire-1') {
    if (figure.shot1At === stamp) return refusal('siege.refused.alreadyShot', { unit });
    // "à l'exception de ceux engagés dans un combat le tour de jeu précédent": the last full round of phases.
    if (Math.max(figure.attackedAt, figure.defendedAt) >= stamp - fixed.order.length) return refusal('siege.refused.engagedLastTurn', { unit });
    return null;
  }
  if (info.weapon === 'crossbow') return refusal('siege.refused.crossbowOnce', { unit });
  if (figure.shot2At === stamp) return refusal('siege.refused.alreadyShot', { unit });
  if (figure.carriedAt === stamp) return refusal('siege.refused.carrying', { unit });
  if (figure.winchAt === stamp) return refusal('siege.refused.atWinch', { unit });
  return null;
}

export interface Aim {
  readonly distance: number;
  readonly cover: string;
  readonly odds: FireOdds;
}

/**
 * Line of fire, cover, range and die modifiers of a shot, or why it cannot be fired; from the
 * shooter's hex with its weapon, or from the ballista it works (`origin`).
 */
export function aimAt(state: SiegeState, shooter: number, target: number, origin?: ShotOrigin): Aim | Refusal {
  const { fixed, game } = state;
  const to = game.figures[target] as FigureState;
  if (to.cell < 0 || to.status === 'dead') return refusal('siege.refused.targetDown', { unit: fixed.figures[shooter]?.id ?? '', target: fixed.figures[target]?.id ?? '' });
  return aimAlong(state, shooter, target, fireLineOf(state, shooter, target, origin), origin);
}

/**
 * Per game, the last aim worked out for each shooter and target from the shooter's own hex, and
 * what it was worked out from: the line (lines of the same answer are one object), the distance,
 * and the two figures' states and mounts (`aimKey`). The fire steps ask for every pair at every
 * listing, and an aim is read, never written.
 */
interface KeptAims {
  readonly lines: (FireLine | undefined)[];
  readonly keys: Int32Array;
  readonly aims: (Aim | Refusal | undefined)[];
}

const keptAims = cachedPer((fixed: SiegeFixed): KeptAims => {
  const pairs = fixed.figures.length * fixed.figures.length;
  return { lines: new Array<FireLine | undefined>(pairs).fill(undefined), keys: new Int32Array(pairs), aims: new Array<Aim | Refusal | undefined>(pairs).fill(undefined) };
});

const STATUS_CODES: Readonly<Record<FigureState['status'], number>> = { healthy: 0, stunned: 1, wounded: 2, dead: 3 };

function aimKey(distance: number, from: FigureState, to: FigureState): number {
  return distance * 64 + STATUS_CODES[from.status] * 16 + (from.mounted ? 8 : 0) + STATUS_CODES[to.status] * 2 + (to.mounted ? 1 : 0);
}

/** `aimAt` at a target on the board, along the line of fire `line` already found to it. */
function aimAlong(state: SiegeState, shooter: number, target: number, line: FireLine, origin?: ShotOrigin): Aim | Refusal {
  const { fixed, game } = state;
  const from = game.figures[shooter] as FigureState;
  const to = game.figures[target] as FigureState;
  if (!line.clear) return refusal('siege.refused.noLineOfFire', { unit: fixed.figures[shooter]?.id ?? '', target: fixed.figures[target]?.id ?? '', reason: line.reason ?? '' });
  const distance = hexDistance(fixed, origin?.cell ?? from.cell, to.cell);
  if (origin !== undefined) return aimFrom(fixed, shooter, target, from, to, line, distance, origin);
  const kept = keptAims(fixed);
  const at = shooter * fixed.figures.length + target;
  const key = aimKey(distance, from, to);
  if (kept.lines[at] === line && kept.keys[at] === key) return kept.aims[at] as Aim | Refusal;
  const aim = aimFrom(fixed, shooter, target, from, to, line, distance, undefined);
  kept.lines[at] = line;
  kept.keys[at] = key;
  kept.aims[at] = aim;
  return aim;
}

/** The odds of a shot along the clear line `line` at `distance` hexes, or why it cannot be fired. */
function aimFrom(fixed: SiegeFixed, shooter: number, target: number, from: FigureState, to: FigureState, line: FireLine, distance: number, origin: ShotOrigin | undefined): Aim | Refusal {
  const data = combatDataOf(fixed);
  const odds = fireOdds(data, {
    // A ballista aims as well whoever works it: its engineer counts "blessé ou non" (3.41).
    shooter: { profile: profileIdOf(fixed.figures[shooter] as FigureInfo, from), status: origin ? 'healthy' : from.status },
    ...(origin ? { weapon: origin.weapon } : {}),
    distance,
    target: { profile: profileIdOf(fixed.figures[target] as FigureInfo, to), status: to.status },
    cover: line.cover,
  });
  if (!odds.ok) return odds.refusal;
  return { distance, cover: line.cover, odds: odds.value };
}

/** Whether figure `index` may shoot in this fire step: `whyCannotShoot` is null, without making the refusal. */
export function mayShoot(state: SiegeState, index: number, step: FireStep): boolean {
  const { fixed, game } = state;
  const info = fixed.figures[index] as FigureInfo;
  const figure = game.figures[index] as FigureState;
  const stamp = game.stamp;
  if (info.weapon === null || !canAct(figure)) return false;
  if (step === 'fire-1') return figure.shot1At !== stamp && Math.max(figure.attackedAt, figure.defendedAt) < stamp - fixed.order.length;
  return info.weapon !== 'crossbow' && figure.shot2At !== stamp && figure.carriedAt !== stamp && figure.winchAt !== stamp;
}

/** The shot actions of a game, made once for each shooter and target: lists share them. */
const shotActions = cachedPer((fixed: SiegeFixed) => new Array<SiegeAction | undefined>(fixed.figures.length * fixed.figures.length));

function shotAction(fixed: SiegeFixed, side: SideId, shooter: number, target: number): SiegeAction {
  const table = shotActions(fixed);
  const at = shooter * fixed.figures.length + target;
  let action = table[at];
  if (action === undefined) {
    action = { type: 'fire', side, unit: (fixed.figures[shooter] as FigureInfo).id, target: (fixed.figures[target] as FigureInfo).id };
    table[at] = action;
  }
  return action;
}

/** Per game and side, the figures of the other sides, in figure order: the targets of its shots. */
const enemiesOf = cachedPer((fixed: SiegeFixed) => new Map(fixed.order.map((side) => [side, fixed.figures.flatMap((info, index) => (info.side === side ? [] : [index]))])));

/** The shots `side` may take in `step`, in figure order: the first `limit` of them. */
function computeShots(state: SiegeState, side: SideId, step: FireStep, limit = Infinity): SiegeAction[] {
  const { fixed, game } = state;
  const out: SiegeAction[] = [];
  const data = combatDataOf(fixed);
  const targets = enemiesOf(fixed).get(side) ?? [];
  for (const shooter of figuresOfSide(fixed, side)) {
    if (!mayShoot(state, shooter, step)) continue;
    const from = game.figures[shooter] as FigureState;
    const bands = rangeBandsOf(data, profileIdOf(fixed.figures[shooter] as FigureInfo, from));
    for (let at = 0; at < targets.length; at++) {
      const target = targets[at] as number;
      const figure = game.figures[target] as FigureState;
      if (figure.cell < 0 || figure.status === 'dead') continue;
      // Out of the weapon's range, aimAt refuses whatever the line: no need to trace it.
      if (!withinBands(bands, hexDistance(fixed, from.cell, figure.cell))) continue;
      // Most lines are cut: the aim (and its refusal) is made only for a clear one.
      const line = fireLineOf(state, shooter, target);
      if (line.clear && !isRefusal(aimAlong(state, shooter, target, line))) {
        out.push(shotAction(fixed, side, shooter, target));
        if (out.length >= limit) return out;
      }
    }
  }
  return out;
}

interface ShotList {
  readonly figures: readonly FigureState[];
  readonly board: object;
  readonly marks: readonly FigureMark[];
  readonly stamp: number;
  readonly side: SideId;
  readonly step: FireStep;
  readonly shots: readonly SiegeAction[];
}

/**
 * Per game, the last shot list worked out, and what it was worked out from: the figures (their
 * places, states and stamps), the board, the doorway marks, the phase: the side's decision lists
 * them, as may the fire step's entry (see `anyShot`), and the greedy bot checks each.
 */
const lastShots = cachedPer((_fixed: SiegeFixed): { list: ShotList | null } => ({ list: null }));

function shotsOf(state: SiegeState, side: SideId, step: FireStep, limit = Infinity): readonly SiegeAction[] {
  const { figures, board, marks, stamp } = state.game;
  const memo = lastShots(state.fixed);
  const last = memo.list;
  if (last !== null && last.figures === figures && last.board === board && last.marks === marks && last.stamp === stamp && last.side === side && last.step === step) return last.shots;
  const shots = computeShots(state, side, step, limit);
  // A list cut short is not kept: the side's decision lists them all.
  if (shots.length >= limit) return shots;
  // The figures array is a key from now on: a draft copies it before writing (memo.ts).
  memo.list = { figures: observe(figures), board, marks, stamp, side, step, shots };
  return shots;
}

/** Every shot `side` may take now. */
export function legalShots(state: SiegeState, side: SideId, out: SiegeAction[]): void {
  const step = fireStepOf(state);
  if (step) out.push(...shotsOf(state, side, step));
}

/**
 * Whether `side` has a shot in this fire step: the first one found will do. A look ahead enters
 * many fire steps whose shots nobody lists; a step with none is known as such for its listing.
 */
export function anyShot(state: SiegeState, side: SideId, step: FireStep): boolean {
  return shotsOf(state, side, step, 1).length > 0;
}

export function checkFire(state: SiegeState, action: Fire): Refusal | null {
  const wrongTime = expectDecision(state, action.side, 'fire');
  if (wrongTime) return wrongTime;
  const step = fireStepOf(state) as FireStep;
  const actor = checkOwnFigure(state, action.side, action.unit);
  if (isRefusal(actor)) return actor;
  const why = whyCannotShoot(state, actor.index, step);
  if (why) return why;
  const target = figureIndex(state.fixed, action.target);
  const info = state.fixed.figures[target];
  if (!info) return refusal('siege.refused.unknownUnit', { unit: String(action.target) });
  if (info.side === action.side) return refusal('siege.refused.notAnEnemy', { target: info.id });
  const aim = aimAt(state, actor.index, target);
  return isRefusal(aim) ? aim : null;
}

/** The shooter aims: line of fire, cover, range band and modifiers are known before the die is rolled. */
export function applyFire(d: Draft, action: Fire, before: SiegeState): void {
  const shooter = figureIndex(before.fixed, action.unit);
  const target = figureIndex(before.fixed, action.target);
  const aim = aimAt(before, shooter, target) as Aim;
  const figure = d.figure(shooter);
  if (fireStepOf(before) === 'fire-1') figure.shot1At = d.game.stamp;
  else figure.shot2At = d.game.stamp;
  faceTheShot(d, before, target, (before.game.figures[shooter] as FigureState).cell);
  const pending: PendingShot = { kind: 'fire', shooter, target, distance: aim.distance, band: aim.odds.band as PendingShot['band'], cover: aim.cover, modifier: aim.odds.modifier };
  d.setRoll(pending);
  d.setPending([{ side: action.side, kind: 'roll' }]);
  if (d.emit === silent) return;
  d.emit({ key: 'siege.event.aimed', params: { unit: action.unit, target: action.target, distance: aim.distance, cover: aim.cover } });
  for (const line of describeFireOdds(aim.odds)) d.emit(line);
}

/** A figure in a doorway shot at for the first time in this phase turns its cover to that side (1.53). */
export function faceTheShot(d: Draft, before: SiegeState, target: number, from: number): void {
  const side = doorSideFacing(before, target, from);
  if (side !== null) d.mark(target, side === 'inside' ? 'coveredInside' : 'coveredOutside');
}

/** Rolls the die of the declared shot and applies its result to the target. */
export function resolveDeclaredShot(d: Draft, pending: PendingShot, before: SiegeState): void {
  const aim = aimAt(before, pending.shooter, pending.target, pending.engine === undefined ? undefined : ballistaOrigin(before, pending.engine)) as Aim;
  const roll = d.die(d.fixed.constants.dieFaces);
  const resolved = resolveFire(combatDataOf(d.fixed), aim.odds, roll);
  if (!resolved.ok) throw new Error(`The shot could not be resolved: ${resolved.refusal.key}`);
  const { effects, code, die, modifiedRoll } = resolved.value;
  const unit = (d.fixed.figures[pending.shooter] as FigureInfo).id;
  const target = (d.fixed.figures[pending.target] as FigureInfo).id;
  if (d.emit !== silent) {
    const params = { unit, target, roll, die, modified: modifiedRoll };
    d.emit(code === '' ? { key: 'siege.event.shotMissed', params } : { key: 'siege.event.shotHit', params: { ...params, code, result: `${aim.odds.tableId}:${code}` } });
  }
  if (effects.unhorsed) unhorse(d, pending.target);
  if (effects.targetHit) hurt(d, pending.target, effects.targetHit);
  if (effects.retreat) fallBack(d, pending.target, effects.retreat.hexes);
}
