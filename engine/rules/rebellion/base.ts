/**
 * The hidden rebel base and what the Empire may learn of it, only by the rules: imperial ground
 * units arriving in a system make the Rebellion declare whether the base is there (R26); rebel
 * units moving to or from the base show it is next to a system (R65); probe cards are the Empire's
 * own (R56). `candidates` is that public knowledge, written only from public facts, so that it
 * reads the same whatever the base's true system.
 */
import { hasGround, hasUnits } from './common';
import type { Draft } from './draft';
import { EMPIRE, REBELLION } from './types';

/** Imperial ground units have arrived in `system` (a move, a retreat, a deployment): the Rebellion declares (R26). */
export function groundArrival(d: Draft, system: number): void {
  const { g, fixed } = d;
  if (g.baseRevealed || !hasGround(fixed, g.units, system, EMPIRE)) return;
  if (g.base === system) {
    revealBase(d, system);
    return;
  }
  // Declared once: the Empire then knows it, and says so no more.
  if (g.candidates[system] !== 1) return;
  d.arr('candidates')[system] = 0;
  d.event('rebellion.event.baseNotHere', { system: fixed.systems[system]?.id ?? '' });
}

/** The base is found (R26): the units and leaders in the base space come out into its system (G16). */
export function revealBase(d: Draft, system: number): void {
  const { g, fixed } = d;
  g.baseRevealed = true;
  const candidates = d.arr('candidates');
  for (let i = 0; i < candidates.length; i++) candidates[i] = i === system ? 1 : 0;
  const stride = fixed.profiles.length;
  const from = fixed.baseSpace * stride;
  let count = 0;
  if (hasUnits(fixed, g.units, fixed.baseSpace, REBELLION)) {
    const units = d.arr('units');
    for (let profile = 0; profile < stride; profile++) {
      count += units[from + profile] as number;
      units[system * stride + profile] = (units[system * stride + profile] as number) + (units[from + profile] as number);
      units[from + profile] = 0;
    }
  }
  for (let leader = 0; leader < fixed.leaders.length; leader++) if (g.leaderAt[leader] === fixed.baseSpace) d.arr('leaderAt')[leader] = system;
  d.event(count > 0 ? 'rebellion.event.baseRevealed' : 'rebellion.event.baseFoundEmpty', { system: fixed.systems[system]?.id ?? '', count }, undefined, true);
}

/** Rebel units went between the base and `system`: the base lies next to it (R65), as the Empire now knows. */
export function baseNextTo(d: Draft, system: number): void {
  const { g, fixed } = d;
  const neighbours = fixed.systems[system]?.neighbours ?? [];
  for (let i = 0; i < g.candidates.length; i++) if (g.candidates[i] === 1 && !neighbours.includes(i)) d.arr('candidates')[i] = 0;
  d.event('rebellion.event.baseNextTo', { system: fixed.systems[system]?.id ?? '' });
}

/**
 * Subjugation (R28, R29): imperial ground units in a system without imperial loyalty lay a
 * subjugation marker (over a rebel loyalty marker, which stays beneath); the marker goes when no
 * imperial ground unit is left. Remote systems take no marker.
 */
export function updateSubjugation(d: Draft, system: number): void {
  const { g, fixed } = d;
  if (system >= fixed.systems.length || fixed.systems[system]?.remote) return;
  const ground = hasGround(fixed, g.units, system, EMPIRE);
  const marked = g.subjugated[system] === 1;
  if (ground && !marked && g.loyalty[system] !== EMPIRE) {
    d.arr('subjugated')[system] = 1;
    d.event('rebellion.event.subjugated', { system: fixed.systems[system]?.id ?? '' });
  } else if (!ground && marked) {
    d.arr('subjugated')[system] = 0;
    d.event('rebellion.event.subjugationLifted', { system: fixed.systems[system]?.id ?? '' });
  }
}

/** Systems with no imperial unit: where a base may be set (R12, relocation). */
export function freeOfEmpire(d: Pick<Draft, 'g' | 'fixed'>, system: number): boolean {
  return !hasUnits(d.fixed, d.g.units, system, EMPIRE);
}
