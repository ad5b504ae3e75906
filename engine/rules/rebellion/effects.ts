/**
 * The closed vocabulary of card effects (missions and action cards): where each may be aimed, and
 * what it does. Cards name an effect and an amount in data; nothing here copies a card's text.
 */
import { drawMissions, drawObjectives, drawProbes } from './cards';
import { decision, hasUnits, leaderIn, other, stack } from './common';
import type { Draft } from './draft';
import { buildableIcons, buildNow, drawRecruits, spaceId } from './production';
import { updateSubjugation } from './base';
import { EMPIRE, REBELLION, RESERVE, type Camp, type RebFixed, type RebGame } from './types';

/** How an effect picks its system: none, any system, or a system the effect's own rule allows. */
export type TargetKind = 'none' | 'any' | 'rule';

export const EFFECT_TARGETS: Readonly<Record<string, TargetKind>> = {
  'relocate-base': 'none',
  recruit: 'none',
  'draw-missions': 'none',
  'draw-objective': 'any',
  probe: 'any',
  'gain-loyalty': 'rule',
  'imperial-loyalty': 'rule',
  sabotage: 'rule',
  rescue: 'rule',
  capture: 'rule',
  'build-now': 'rule',
  strike: 'rule',
};

/** Which camp may use each effect; both when absent. */
const EFFECT_CAMP: Readonly<Record<string, Camp>> = {
  'relocate-base': REBELLION,
  'draw-objective': REBELLION,
  'gain-loyalty': REBELLION,
  sabotage: REBELLION,
  rescue: REBELLION,
  probe: EMPIRE,
  'imperial-loyalty': EMPIRE,
  capture: EMPIRE,
};

export function effectKnown(effect: string): boolean {
  return Object.hasOwn(EFFECT_TARGETS, effect);
}

export function effectUsableBy(effect: string, camp: Camp): boolean {
  return effectKnown(effect) && (!Object.hasOwn(EFFECT_CAMP, effect) || EFFECT_CAMP[effect] === camp);
}

/** Whether a card played this way needs a system: missions need one to be opposed in, action cards only when the effect has a rule. */
export function needsTarget(effect: string, mission: boolean): boolean {
  const kind = EFFECT_TARGETS[effect] ?? 'none';
  return kind === 'rule' || (kind === 'any' && mission);
}

function freeRebelLeaderIn(fixed: RebFixed, game: RebGame, system: number): boolean {
  return leaderIn(fixed, game, system, REBELLION);
}

function capturedIn(fixed: RebFixed, game: RebGame, system: number): number {
  for (let leader = 0; leader < fixed.leaders.length; leader++) {
    if (game.captured[leader] === 1 && game.leaderAt[leader] === system && fixed.leaders[leader]?.camp === REBELLION) return leader;
  }
  return -1;
}

/** Whether `effect`, used by `camp`, may be aimed at `system` now. */
export function targetAllowed(fixed: RebFixed, game: RebGame, camp: Camp, effect: string, system: number): boolean {
  const def = fixed.systems[system];
  if (!def) return false;
  switch (effect) {
    case 'draw-objective':
    case 'probe':
      return true;
    case 'gain-loyalty':
      return !def.remote && game.subjugated[system] === 0 && game.loyalty[system] !== REBELLION;
    case 'imperial-loyalty':
      return !def.remote && (game.loyalty[system] !== EMPIRE || game.subjugated[system] === 1);
    case 'sabotage':
      return !def.remote && game.sabotage[system] === 0 && (game.loyalty[system] === EMPIRE || game.subjugated[system] === 1);
    case 'rescue':
      return capturedIn(fixed, game, system) >= 0;
    case 'capture':
      return freeRebelLeaderIn(fixed, game, system);
    case 'build-now':
      return buildableIcons(fixed, game, camp, system).length > 0;
    case 'strike':
      return hasUnits(fixed, game.units, system, other(camp));
    default:
      return false;
  }
}

export function targetsOf(fixed: RebFixed, game: RebGame, camp: Camp, effect: string): number[] {
  const out: number[] = [];
  for (let system = 0; system < fixed.systems.length; system++) if (targetAllowed(fixed, game, camp, effect, system)) out.push(system);
  return out;
}

/**
 * Moves a system's loyalty `steps` toward `camp`: the other camp's loyalty goes first, then `camp`'s
 * comes. A system that loses imperial loyalty under imperial ground units is subjugated (R28).
 */
function shiftLoyalty(d: Draft, camp: Camp, system: number, steps: number): void {
  for (let step = 0; step < steps; step++) {
    if (camp === EMPIRE && d.g.subjugated[system] === 1) {
      d.arr('subjugated')[system] = 0;
      d.arr('loyalty')[system] = EMPIRE;
    } else if (d.g.loyalty[system] === other(camp)) d.arr('loyalty')[system] = -1;
    else if (d.g.loyalty[system] === -1) d.arr('loyalty')[system] = camp;
    else break;
  }
  d.event('rebellion.event.loyalty', { system: d.fixed.systems[system]?.id ?? '', loyalty: d.g.loyalty[system] === -1 ? '' : d.fixed.sides[d.g.loyalty[system] as Camp] });
  updateSubjugation(d, system);
}

/** Destroys up to `amount` enemy units in `system`, the weakest first. */
function strike(d: Draft, camp: Camp, system: number, amount: number): void {
  const { fixed } = d;
  const stride = fixed.profiles.length;
  const enemies = fixed.campProfiles[other(camp)].slice().sort((a, b) => (fixed.profiles[a]?.health ?? 0) - (fixed.profiles[b]?.health ?? 0));
  let left = amount;
  for (const profile of enemies) {
    // The units of one kind destroyed together are told in one line: « 2 × X-wing destroyed ».
    const killed = Math.min(left, stack(fixed, d.g.units, system, profile));
    if (killed <= 0) continue;
    d.arr('units')[system * stride + profile] = stack(fixed, d.g.units, system, profile) - killed;
    left -= killed;
    d.event('rebellion.event.destroyed', { profile: fixed.profiles[profile]?.id ?? '', count: killed, system: spaceId(fixed, system) });
  }
  updateSubjugation(d, system);
}

/** Applies an effect for `camp`. Returns true when it left a decision pending (a recruit choice). */
export function applyEffect(d: Draft, camp: Camp, effect: string, amount: number, target: number): boolean {
  const { fixed } = d;
  switch (effect) {
    case 'relocate-base':
      d.g.relocating = true;
      d.event('rebellion.event.relocationComing', {});
      return false;
    case 'draw-missions':
      drawMissions(d, camp, amount);
      return false;
    case 'draw-objective':
      drawObjectives(d, amount);
      return false;
    case 'probe':
      drawProbes(d, amount);
      return false;
    case 'gain-loyalty':
    case 'imperial-loyalty':
      shiftLoyalty(d, camp, target, amount);
      return false;
    case 'sabotage':
      d.arr('sabotage')[target] = 1;
      d.event('rebellion.event.sabotaged', { system: fixed.systems[target]?.id ?? '' });
      return false;
    case 'rescue': {
      const leader = capturedIn(fixed, d.g, target);
      if (leader >= 0) {
        d.arr('captured')[leader] = 0;
        d.arr('leaderAt')[leader] = RESERVE;
        d.event('rebellion.event.rescued', { leader: fixed.leaders[leader]?.id ?? '' });
      }
      return false;
    }
    case 'capture': {
      for (let leader = 0; leader < fixed.leaders.length; leader++) {
        if (d.g.leaderAt[leader] !== target || d.g.captured[leader] === 1 || fixed.leaders[leader]?.camp !== REBELLION) continue;
        d.arr('captured')[leader] = 1;
        d.event('rebellion.event.captured', { leader: fixed.leaders[leader]?.id ?? '', system: fixed.systems[target]?.id ?? '' });
        break;
      }
      return false;
    }
    case 'build-now':
      buildNow(d, camp, target, amount);
      return false;
    case 'strike':
      strike(d, camp, target, amount);
      return false;
    case 'recruit':
      if (!drawRecruits(d, camp)) return false;
      d.setPending([decision(fixed, camp, 'recruit')]);
      return true;
    default:
      return false;
  }
}
