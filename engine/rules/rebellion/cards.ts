/**
 * Piles and hands: drawing (a pile that runs out takes its discards back, shuffled), and the
 * probe, objective and tactic piles. Piles are drawn from their end.
 */
import type { Draft } from './draft';
import { EMPIRE, REBELLION, type Camp } from './types';

/** Draws up to `count` missions into `camp`'s hand; an empty pile takes back the discards, shuffled. */
export function drawMissions(d: Draft, camp: Camp, count: number): number {
  let drawn = 0;
  for (let i = 0; i < count; i++) {
    if (d.g.missionPiles[camp].length === 0) {
      if (d.g.missionDiscards[camp].length === 0) break;
      d.setList('missionPiles', camp, d.rng().shuffle(d.g.missionDiscards[camp].slice()));
      d.setList('missionDiscards', camp, []);
    }
    const card = d.list('missionPiles', camp).pop() as number;
    d.list('missions', camp).push(card);
    drawn++;
    d.event('rebellion.event.drewCard', { card }, camp, true);
  }
  if (drawn > 0) d.event('rebellion.event.drewMissions', { side: d.fixed.sides[camp], count: drawn });
  return drawn;
}

export function drawActions(d: Draft, camp: Camp, count: number): number {
  let drawn = 0;
  for (let i = 0; i < count && d.g.actionPiles[camp].length > 0; i++) {
    const card = d.list('actionPiles', camp).pop() as number;
    d.list('actions', camp).push(card);
    drawn++;
    d.event('rebellion.event.drewCard', { card }, camp, true);
  }
  if (drawn > 0) d.event('rebellion.event.drewActions', { side: d.fixed.sides[camp], count: drawn });
  return drawn;
}

export function drawObjectives(d: Draft, count: number): number {
  let drawn = 0;
  for (let i = 0; i < count && d.g.objectivePile.length > 0; i++) {
    const card = d.arr('objectivePile').pop() as number;
    d.arr('objectives').push(card);
    drawn++;
    d.event('rebellion.event.drewCard', { card }, REBELLION, true);
  }
  if (drawn > 0) d.event('rebellion.event.drewObjectives', { count: drawn });
  return drawn;
}

/** The Empire's probe droids (R56): each card names a system where the base is not; kept secret. */
export function drawProbes(d: Draft, count: number): number {
  let drawn = 0;
  for (let i = 0; i < count && d.g.probePile.length > 0; i++) {
    const system = d.arr('probePile').pop() as number;
    d.arr('probes').push(system);
    drawn++;
    d.event('rebellion.event.probe', { system: d.fixed.systems[system]?.id ?? '' }, EMPIRE, true);
  }
  if (drawn > 0) d.event('rebellion.event.drewProbes', { count: drawn });
  return drawn;
}

/** Removes `card` from `list` (the first copy of that index). */
export function removeCard(list: number[], card: number): boolean {
  const at = list.indexOf(card);
  if (at < 0) return false;
  list.splice(at, 1);
  return true;
}
