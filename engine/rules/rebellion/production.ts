/**
 * Recruiting (R59), building (R60, R61) and deploying (R62 - R64) in the refresh phase, on the
 * spaces of the time track that show their icons.
 */
import type { Refusal } from '../core/types';
import { refusal } from '../core/engine';
import { groundArrival } from './base';
import { decision, hasUnits, other } from './common';
import type { Draft } from './draft';
import { afterProduction, endRefresh, nextOrder } from './flow';
import { EMPIRE, GROUND, NOT_RECRUITED, REBELLION, RESERVE, type BuildAction, type Camp, type DeployAction, type RebAction, type RebFixed, type RebGame, type RebState, type RecruitAction } from './types';

// ---------------------------------------------------------------------------------------------
// Recruiting
// ---------------------------------------------------------------------------------------------

/** Draws recruit cards for `camp` to choose one from; false when its pile is empty. */
export function drawRecruits(d: Draft, camp: Camp): boolean {
  const count = Math.min(d.fixed.constants.recruitDraw, d.g.recruitPiles[camp].length);
  if (count === 0) return false;
  const pile = d.list('recruitPiles', camp);
  const drawn = pile.splice(pile.length - count, count);
  d.setList('recruitDraws', camp, drawn);
  for (const card of drawn) d.event('rebellion.event.drewCard', { card }, camp, true);
  return true;
}

/** The time marker stands on a recruit or build icon: each side recruits, then builds; then deployment. */
export function startRecruitAndBuild(d: Draft): void {
  const time = d.g.time;
  if (d.fixed.recruitAt[time]) {
    const camps = ([REBELLION, EMPIRE] as Camp[]).filter((camp) => drawRecruits(d, camp));
    if (camps.length > 0) {
      d.setPending(camps.map((camp) => decision(d.fixed, camp, 'recruit')));
      return;
    }
  }
  startBuilding(d);
}

function startBuilding(d: Draft): void {
  if (d.fixed.buildAt[d.g.time]) {
    const camps = ([REBELLION, EMPIRE] as Camp[]).filter((camp) => buildOptions(d.fixed, d.g, camp).length > 0);
    if (camps.length > 0) {
      d.setPending(camps.map((camp) => decision(d.fixed, camp, 'build')));
      return;
    }
  }
  afterProduction(d);
}

export function legalRecruits(state: RebState, camp: Camp, side: string, out: RebAction[]): void {
  for (const card of state.game.recruitDraws[camp]) if (card >= 0) out.push({ type: 'recruit', side, card });
}

export function checkRecruit(state: RebState, camp: Camp, action: RecruitAction): Refusal | null {
  if (!Number.isInteger(action.card) || !state.game.recruitDraws[camp].includes(action.card)) return refusal('rebellion.refused.notDrawn', {});
  return null;
}

export function applyRecruit(d: Draft, camp: Camp, action: RecruitAction): void {
  const { fixed } = d;
  const drawn = d.g.recruitDraws[camp];
  const card = fixed.cards[action.card];
  d.list('actions', camp).push(action.card);
  // The other cards go under the pile.
  const others = drawn.filter((card) => card !== action.card);
  if (others.length > 0) d.list('recruitPiles', camp).unshift(...others);
  d.setList('recruitDraws', camp, []);
  const leader = card ? fixed.leaders.findIndex((candidate, i) => candidate.profile === card.leader && candidate.camp === camp && d.g.leaderAt[i] === NOT_RECRUITED) : -1;
  if (leader >= 0) {
    d.arr('leaderAt')[leader] = RESERVE;
    d.event('rebellion.event.recruited', { side: fixed.sides[camp], leader: fixed.leaders[leader]?.id ?? '' });
  }
  d.event('rebellion.event.keptCard', { card: action.card }, camp);
  // A recruit mission is an order of the command phase; the refresh's recruit waits for both sides.
  if (d.state.phase === 'command') {
    nextOrder(d);
    return;
  }
  const waiting = d.state.pending.filter((pending) => pending.side !== fixed.sides[camp]);
  if (waiting.length > 0) d.setPending(waiting);
  else startBuilding(d);
}

// ---------------------------------------------------------------------------------------------
// Building
// ---------------------------------------------------------------------------------------------

/** Units of `profile` in play for its camp: on the map, in the base and on the build queue (the supply caps them). */
export function inPlay(fixed: RebFixed, game: RebGame, profile: number): number {
  const stride = fixed.profiles.length;
  let count = 0;
  for (let space = 0; space <= fixed.baseSpace; space++) count += game.units[space * stride + profile] as number;
  const camp = fixed.profiles[profile]?.camp ?? EMPIRE;
  for (const queued of game.queues[camp]) if (queued.profile === profile) count++;
  for (const deploying of game.deploying[camp]) if (deploying === profile) count++;
  return count;
}

/**
 * The icons `camp` may build in `system` (R60, R61): all its icons where the system is loyal,
 * only the leftmost where the Empire has subjugated it; none with an enemy unit or sabotage there.
 * Icons already used this refresh are left out (a bit per icon in `built`).
 */
export function buildableIcons(fixed: RebFixed, game: RebGame, camp: Camp, system: number): readonly string[] {
  const def = fixed.systems[system];
  if (!def || def.remote || def.build.length === 0 || game.sabotage[system] === 1 || hasUnits(fixed, game.units, system, other(camp))) return [];
  const loyal = game.loyalty[system] === camp && game.subjugated[system] === 0;
  const subjugated = camp === EMPIRE && game.subjugated[system] === 1;
  const icons = loyal ? def.build : subjugated ? def.build.slice(0, 1) : [];
  const used = game.built[system] as number;
  return icons.filter((_icon, i) => (used & (1 << i)) === 0);
}

/** Every (system, profile) `camp` may put on its build queue now. */
export function buildOptions(fixed: RebFixed, game: RebGame, camp: Camp): { system: number; profile: number }[] {
  const out: { system: number; profile: number }[] = [];
  for (let system = 0; system < fixed.systems.length; system++) {
    const icons = buildableIcons(fixed, game, camp, system);
    if (icons.length === 0) continue;
    for (const profile of fixed.campProfiles[camp]) {
      const def = fixed.profiles[profile];
      if (!def || def.icon === null || !icons.includes(def.icon) || inPlay(fixed, game, profile) >= def.supply) continue;
      out.push({ system, profile });
    }
  }
  return out;
}

export function legalBuilds(state: RebState, camp: Camp, side: string, out: RebAction[]): void {
  out.push({ type: 'endBuild', side });
  for (const option of buildOptions(state.fixed, state.game, camp)) out.push({ type: 'build', side, system: option.system, profile: option.profile });
}

export function checkBuild(state: RebState, camp: Camp, action: BuildAction): Refusal | null {
  const { fixed, game } = state;
  const def = fixed.profiles[action.profile];
  if (!Number.isInteger(action.profile) || !def || def.camp !== camp) return refusal('rebellion.refused.notYourUnit', {});
  if (!Number.isInteger(action.system) || !fixed.systems[action.system]) return refusal('rebellion.refused.noSuchSystem', {});
  if (def.icon === null || !buildableIcons(fixed, game, camp, action.system).includes(def.icon)) return refusal('rebellion.refused.cannotBuildThere', { system: fixed.systems[action.system]?.id ?? '', profile: def.id });
  if (inPlay(fixed, game, action.profile) >= def.supply) return refusal('rebellion.refused.noSupply', { profile: def.id, supply: def.supply });
  return null;
}

export function applyBuild(d: Draft, camp: Camp, action: BuildAction): void {
  const { fixed } = d;
  const def = fixed.profiles[action.profile];
  const system = fixed.systems[action.system];
  if (!def || !system) return;
  const icon = system.build.findIndex((candidate, i) => candidate === def.icon && ((d.g.built[action.system] as number) & (1 << i)) === 0);
  d.arr('built')[action.system] = (d.g.built[action.system] as number) | (1 << Math.max(0, icon));
  const space = Math.min(Math.max(1, def.delay), Math.max(1, fixed.constants.buildQueueLength));
  d.list('queues', camp).push({ profile: action.profile, space });
  d.event('rebellion.event.built', { side: fixed.sides[camp], profile: def.id, system: system.id, space });
}

export function applyEndBuild(d: Draft, camp: Camp): void {
  const rest = d.state.pending.filter((pending) => pending.side !== d.fixed.sides[camp]);
  if (rest.length > 0) d.setPending(rest);
  else afterProduction(d);
}

/** Puts a unit of the system's leftmost icon (the strongest of it the supply allows) straight onto the queue's first space. */
export function buildNow(d: Draft, camp: Camp, system: number, amount: number): void {
  const { fixed } = d;
  const def = fixed.systems[system];
  if (!def) return;
  for (let n = 0; n < amount; n++) {
    let best = -1;
    for (const icon of def.build) {
      for (const profile of fixed.campProfiles[camp]) {
        const candidate = fixed.profiles[profile];
        if (!candidate || candidate.icon !== icon || inPlay(fixed, d.g, profile) >= candidate.supply) continue;
        if (best < 0 || candidate.value > (fixed.profiles[best]?.value ?? 0)) best = profile;
      }
      if (best >= 0) break;
    }
    if (best < 0) return;
    d.list('queues', camp).push({ profile: best, space: 1 });
    d.event('rebellion.event.built', { side: fixed.sides[camp], profile: fixed.profiles[best]?.id ?? '', system: def.id, space: 1 });
  }
}

// ---------------------------------------------------------------------------------------------
// Deploying
// ---------------------------------------------------------------------------------------------

/** Where `camp` may deploy a unit now (R63, R64, R67): systems loyal or subjugated to it without enemies, 2 a system; the rebel base. */
export function deployTargets(fixed: RebFixed, game: RebGame, camp: Camp): number[] {
  const out: number[] = [];
  for (let system = 0; system < fixed.systems.length; system++) {
    const mine = camp === EMPIRE ? game.loyalty[system] === EMPIRE || game.subjugated[system] === 1 : game.loyalty[system] === REBELLION && game.subjugated[system] === 0;
    if (!mine || hasUnits(fixed, game.units, system, other(camp)) || (game.deployed[system] as number) >= fixed.constants.deployMaxPerSystem) continue;
    out.push(system);
  }
  if (camp === REBELLION && !game.baseRevealed && game.base >= 0) out.push(fixed.baseSpace);
  return out;
}

/** R62: a side's queue moves down a space; what leaves it is deployed, or goes back to the first space when it cannot be. */
export function startDeployment(d: Draft, camp: Camp): void {
  const queue = d.g.queues[camp];
  if (queue.length > 0) {
    const kept = [];
    const leaving = [];
    for (const queued of queue) {
      if (queued.space <= 1) leaving.push(queued.profile);
      else kept.push({ profile: queued.profile, space: queued.space - 1 });
    }
    d.setList('queues', camp, kept);
    if (leaving.length > 0) d.setList('deploying', camp, leaving);
  }
  settleDeployment(d, camp);
}

/** Units with nowhere to go return to the queue's first space; the side deploys the rest, or the next side goes. */
function settleDeployment(d: Draft, camp: Camp): void {
  if (d.g.deploying[camp].length > 0 && deployTargets(d.fixed, d.g, camp).length === 0) {
    for (const profile of d.g.deploying[camp]) {
      d.list('queues', camp).push({ profile, space: 1 });
      d.event('rebellion.event.deployDelayed', { side: d.fixed.sides[camp], profile: d.fixed.profiles[profile]?.id ?? '' });
    }
    d.setList('deploying', camp, []);
  }
  if (d.g.deploying[camp].length > 0) {
    d.setPending([decision(d.fixed, camp, 'deploy')]);
    return;
  }
  if (camp === REBELLION) startDeployment(d, EMPIRE);
  else endRefresh(d);
}

export function legalDeployments(state: RebState, camp: Camp, side: string, out: RebAction[]): void {
  const targets = deployTargets(state.fixed, state.game, camp);
  const seen = new Set<number>();
  for (const profile of state.game.deploying[camp]) {
    if (seen.has(profile)) continue;
    seen.add(profile);
    for (const system of targets) out.push({ type: 'deploy', side, profile, system });
  }
}

export function checkDeploy(state: RebState, camp: Camp, action: DeployAction): Refusal | null {
  const { fixed, game } = state;
  if (!Number.isInteger(action.profile) || !game.deploying[camp].includes(action.profile)) return refusal('rebellion.refused.notDeploying', {});
  if (!Number.isInteger(action.system) || !deployTargets(fixed, game, camp).includes(action.system)) return refusal('rebellion.refused.cannotDeployThere', { system: fixed.systems[action.system]?.id ?? String(action.system) });
  return null;
}

export function applyDeploy(d: Draft, camp: Camp, action: DeployAction): void {
  const { fixed } = d;
  const deploying = d.list('deploying', camp);
  deploying.splice(deploying.indexOf(action.profile), 1);
  const stride = fixed.profiles.length;
  const units = d.arr('units');
  units[action.system * stride + action.profile] = (units[action.system * stride + action.profile] as number) + 1;
  if (action.system < fixed.systems.length) d.arr('deployed')[action.system] = (d.g.deployed[action.system] as number) + 1;
  d.event('rebellion.event.deployed', { side: fixed.sides[camp], profile: fixed.profiles[action.profile]?.id ?? '', system: spaceId(fixed, action.system) });
  if (camp === EMPIRE && fixed.profiles[action.profile]?.theatre === GROUND) groundArrival(d, action.system);
  settleDeployment(d, camp);
}

/** The id events give a space: a system's id, or '@base' for the rebel base. */
export function spaceId(fixed: RebFixed, space: number): string {
  return space === fixed.baseSpace ? '@base' : (fixed.systems[space]?.id ?? '');
}
