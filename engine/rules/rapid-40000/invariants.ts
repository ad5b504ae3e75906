/**
 * What must hold in every state of a game, whatever was played: positions in whole hundredths of
 * an inch, hulls facing somewhere, every living model of a unit in play (its base or its hull)
 * wholly on the table, off impassable ground and on no other base; action points within bounds; no
 * unit in melee on overwatch; one decision pending, the one the state is waiting for; counts that
 * add up. The random-game tests check every state against these.
 */
import { hullWithin } from '../../board/free/hull';
import { basesOf, engaged, footprintsOverlap, hullOnImpassable, impassableFor, modelHull, onImpassable, OVERLAP_TOLERANCE } from './table';
import type { R40State, UnitState } from './types';

export function invariantViolations(state: R40State): string[] {
  const { fixed, game } = state;
  const problems: string[] = [];
  game.units.forEach((unit: UnitState, u) => {
    const info = fixed.units[u];
    if (!info) return problems.push(`unit ${u} has no info`);
    if (unit.pos.length !== 2 * info.models.length || unit.alive.length !== info.models.length) problems.push(`${info.id}: arrays of the wrong length`);
    if (unit.pos.some((value) => !Number.isInteger(value))) problems.push(`${info.id}: a position is not whole`);
    const left = unit.alive.filter(Boolean).length;
    if (left !== unit.left) problems.push(`${info.id}: left ${unit.left} but ${left} alive`);
    if (unit.left === 0 && unit.status === 'ready') problems.push(`${info.id}: ready with no model`);
    if (unit.ap < 0 || unit.ap > fixed.constants.actionPoints) problems.push(`${info.id}: ${unit.ap} AP`);
    if (unit.ap > 0 && game.active !== u) problems.push(`${info.id}: AP left outside its activation`);
    if (unit.status !== 'ready') return;
    if (unit.overwatch && engaged(fixed, game, u)) problems.push(`${info.id}: on overwatch while in melee`);
    const impassable = impassableFor(fixed, u);
    if (unit.facing.length !== (info.vehicle ? 2 * info.models.length : 0) || unit.facing.some((value) => !Number.isInteger(value))) problems.push(`${info.id}: facings malformed`);
    for (let m = 0; m < info.models.length; m++) {
      if (!unit.alive[m]) continue;
      const x = unit.pos[2 * m] as number;
      const y = unit.pos[2 * m + 1] as number;
      const r = info.models[m]?.radius ?? 0;
      const hull = modelHull(fixed, unit, u, m);
      if (hull) {
        if (unit.facing[2 * m] === 0 && unit.facing[2 * m + 1] === 0) problems.push(`${info.id}: hull ${m} faces nowhere`);
        if (!hullWithin(hull, fixed.width, fixed.height, OVERLAP_TOLERANCE)) problems.push(`${info.id}: hull ${m} off the table at ${x}, ${y}`);
        if (hullOnImpassable(impassable, hull)) problems.push(`${info.id}: hull ${m} on impassable ground`);
        continue;
      }
      if (x - r < -OVERLAP_TOLERANCE || y - r < -OVERLAP_TOLERANCE || x + r > fixed.width + OVERLAP_TOLERANCE || y + r > fixed.height + OVERLAP_TOLERANCE) problems.push(`${info.id}: model ${m} off the table at ${x}, ${y}`);
      if (onImpassable(impassable, x, y, r)) problems.push(`${info.id}: model ${m} on impassable ground`);
    }
  });
  const bases = basesOf(fixed, game.units);
  for (let a = 0; a < bases.count; a++) {
    for (let b = a + 1; b < bases.count; b++) {
      if (footprintsOverlap(bases.x[a] as number, bases.y[a] as number, bases.r[a] as number, bases.hull[a] ?? null, bases.x[b] as number, bases.y[b] as number, bases.r[b] as number, bases.hull[b] ?? null)) {
        problems.push(`bases overlap: ${fixed.units[bases.unit[a] as number]?.id}#${bases.model[a]} and ${fixed.units[bases.unit[b] as number]?.id}#${bases.model[b]}`);
      }
    }
  }
  if (!state.outcome) {
    if (state.pending.length !== 1) problems.push(`${state.pending.length} decisions pending`);
    const kind = state.pending[0]?.kind;
    if (kind === 'roll' && !game.roll) problems.push('a roll is awaited with nothing declared');
    if (kind !== 'roll' && game.roll) problems.push(`something is declared while the game waits for ${kind}`);
    if (kind === 'overwatch' && !game.watch) problems.push('an overwatch decision with nobody watching');
    if (kind === 'reroll' && !game.reroll) problems.push('a reroll decision with nothing to reroll');
    if (kind === 'act' && game.active < 0) problems.push('an action is awaited with no unit active');
    if (state.turn > fixed.turnLimit) problems.push(`turn ${state.turn} past the limit ${fixed.turnLimit}`);
  }
  const lost = [0, 0];
  game.units.forEach((unit, u) => {
    const info = fixed.units[u];
    if (!info) return;
    for (let m = 0; m < info.models.length; m++) if (!unit.alive[m] || unit.status === 'fled' || unit.status === 'destroyed') lost[info.sideIndex] = (lost[info.sideIndex] ?? 0) + (info.models[m]?.cost ?? 0);
  });
  if (lost[0] !== game.lost[0] || lost[1] !== game.lost[1]) problems.push(`points lost ${game.lost.join('/')} but ${lost.join('/')} counted`);
  return problems;
}
