/**
 * The round (R15): assignment, command, refresh, and the automatic steps between decisions. Each
 * function leaves the draft with the next decision pending, or goes on to the next step.
 */
import type { Decision } from '../core/types';
import { drawMissions, drawObjectives, drawProbes } from './cards';
import { decision, hasUnits, other, reserveLeaders, leaderIds } from './common';
import type { Draft } from './draft';
import { claimObjectives } from './objectives';
import { startDeployment, startRecruitAndBuild } from './production';
import { EMPIRE, ON_MISSION, REBELLION, RESERVE, SPENT, type Assignment, type Camp } from './types';

export const SETUP_PHASE = 'placement';
export const PHASES = ['assignment', 'command', 'refresh'] as const;

function canAssign(d: Draft, camp: Camp): boolean {
  return d.g.missions[camp].length > 0 && reserveLeaders(d.fixed, d.g, camp).length > 0;
}

/** A new round: the assignment phase (R16 - R18), both sides at once, face down, or the rebel first. */
export function startRound(d: Draft, turn: number): void {
  d.setPhase(turn, PHASES[0]);
  d.event('rebellion.event.round', { round: turn, time: d.g.time, reputation: d.g.reputation });
  const camps = ([REBELLION, EMPIRE] as Camp[]).filter((camp) => canAssign(d, camp));
  if (camps.length === 0) {
    startCommand(d);
    return;
  }
  if (d.fixed.constants.assignment === 'rebel-first') d.setPending([decision(d.fixed, camps[0] as Camp, 'assign')]);
  else d.setPending(camps.map((camp) => decision(d.fixed, camp, 'assign', true)));
}

/** The missions a side laid face down, as sealed while it assigns. */
export function sealedAssignments(d: Draft, camp: Camp): readonly Assignment[] {
  const sealed = d.state.sealed[d.fixed.sides[camp]];
  return Array.isArray(sealed) ? (sealed as Assignment[]) : [];
}

/** The side's missions go face down with their leaders, in view of the other side (R17). */
function layAssignments(d: Draft, camp: Camp, assignments: readonly Assignment[]): void {
  for (const assignment of assignments) {
    const hand = d.list('missions', camp);
    const at = hand.indexOf(assignment.card);
    if (at < 0) continue;
    hand.splice(at, 1);
    for (const leader of assignment.leaders) d.arr('leaderAt')[leader] = ON_MISSION;
    d.list('assigned', camp).push(assignment);
    d.event('rebellion.event.assigned', { side: d.fixed.sides[camp], leaders: leaderIds(d.fixed, assignment.leaders) });
  }
}

/** A side has finished assigning. */
export function endAssignment(d: Draft, camp: Camp): void {
  const rest = d.state.pending.filter((pending) => pending.side !== d.fixed.sides[camp]);
  if (d.fixed.constants.assignment === 'rebel-first') {
    layAssignments(d, camp, sealedAssignments(d, camp));
    d.clearSealed();
    if (camp === REBELLION && canAssign(d, EMPIRE)) {
      d.setPending([decision(d.fixed, EMPIRE, 'assign')]);
      return;
    }
    startCommand(d);
    return;
  }
  if (rest.length > 0) {
    d.setPending(rest);
    return;
  }
  // Both are in: the missions go face down together, with their leaders in view.
  for (const side of [REBELLION, EMPIRE] as Camp[]) layAssignments(d, side, sealedAssignments(d, side));
  d.clearSealed();
  startCommand(d);
}

/** The command phase (R20): the rebel gives the first order, then the sides take turns. */
export function startCommand(d: Draft): void {
  d.setPhase(d.state.turn, PHASES[1]);
  d.g.active = REBELLION;
  d.g.passes = 0;
  d.setPending([decision(d.fixed, REBELLION, 'order')]);
}

/**
 * An order other than a pass is done (its moves, mission and combat included): it breaks the run
 * of passes, and it is the other side's turn.
 */
export function nextOrder(d: Draft): void {
  d.g.passes = 0;
  handOver(d);
}

/**
 * The seed gives the command phase no end: « le joueur rebelle puis le joueur impérial à tour de
 * rôle réalise leurs ordres. Au choix : ACTIVER UN SYSTÈME … RÉVÉLER UNE MISSION ». Turns
 * alternate, so a side that passed gives orders again when it can; the phase ends when both sides
 * pass in succession (Q10). Any other order (activating, revealing a mission, playing an action
 * card) breaks the run: `nextOrder` ends each of them.
 */
export function passOrder(d: Draft, camp: Camp): void {
  d.g.passes += 1;
  d.event('rebellion.event.passed', { side: d.fixed.sides[camp] });
  if (d.g.passes >= 2) endCommand(d);
  else handOver(d);
}

/** The other side's turn to give an order. */
function handOver(d: Draft): void {
  const next = other(d.g.active);
  d.g.active = next;
  d.setPending([decision(d.fixed, next, 'order')]);
}

/** Both sides passed in a row (Q10): rapid mobilization takes effect, then the refresh phase. */
export function endCommand(d: Draft): void {
  d.setPhase(d.state.turn, PHASES[2]);
  if (d.g.relocating) {
    startRelocation(d);
    return;
  }
  retrieve(d);
}

/** Rapid mobilization (R66): the Rebellion draws probe cards and picks its new base among systems free of imperial units. */
function startRelocation(d: Draft): void {
  const { g, fixed } = d;
  const draw = Math.max(1, fixed.constants.relocationDraw);
  let eligible = 0;
  while (g.probePile.length > 0 && (d.g.relocationDraw.length < draw || eligible === 0)) {
    const system = d.arr('probePile').pop() as number;
    d.arr('relocationDraw').push(system);
    if (!hasUnits(fixed, g.units, system, EMPIRE)) eligible++;
  }
  if (eligible === 0) {
    finishRelocation(d);
    d.event('rebellion.event.relocationFailed', {});
    retrieve(d);
    return;
  }
  d.event('rebellion.event.relocationOptions', { systems: d.g.relocationDraw.map((system) => fixed.systems[system]?.id ?? '').join(',') }, REBELLION, true);
  d.setPending([decision(fixed, REBELLION, 'relocate')]);
}

/** The drawn probe cards go back into the pile, shuffled. */
export function finishRelocation(d: Draft): void {
  const pile = d.arr('probePile');
  for (const system of d.g.relocationDraw) pile.push(system);
  d.rng().shuffle(pile);
  d.set('relocationDraw', []);
  d.g.relocating = false;
}

/** Refresh, first step (R53, R54): leaders back to the reserve, abandoned missions back to hand, captives freed where no enemy is left. */
export function retrieve(d: Draft): void {
  const { g, fixed } = d;
  for (let leader = 0; leader < fixed.leaders.length; leader++) {
    const at = g.leaderAt[leader] as number;
    if (g.captured[leader] === 1) {
      if (!hasUnits(fixed, g.units, at, EMPIRE)) {
        d.arr('captured')[leader] = 0;
        d.arr('leaderAt')[leader] = RESERVE;
        d.event('rebellion.event.rescued', { leader: fixed.leaders[leader]?.id ?? '' });
      }
      continue;
    }
    if (at >= 0 || at === ON_MISSION || at === SPENT) d.arr('leaderAt')[leader] = RESERVE;
  }
  for (const camp of [EMPIRE, REBELLION] as Camp[]) {
    if (g.assigned[camp].length === 0) continue;
    const hand = d.list('missions', camp);
    for (const assignment of g.assigned[camp]) hand.push(assignment.card);
    d.event('rebellion.event.missionsBack', { side: fixed.sides[camp], count: g.assigned[camp].length });
    d.setList('assigned', camp, []);
  }
  drawRoundMissions(d);
}

/** R55: each side draws its missions, then keeps no more than the hand limit. */
function drawRoundMissions(d: Draft): void {
  const pending: Decision[] = [];
  for (const camp of [REBELLION, EMPIRE] as Camp[]) {
    drawMissions(d, camp, d.fixed.constants.missionsPerRound);
    if (d.g.missions[camp].length > d.fixed.constants.maxMissionsInHand) pending.push(decision(d.fixed, camp, 'discard'));
  }
  if (pending.length > 0) {
    d.setPending(pending);
    return;
  }
  probesAndObjectives(d);
}

/** A side discarded a mission: done when its hand is within the limit. */
export function afterDiscard(d: Draft, camp: Camp): void {
  if (d.g.missions[camp].length > d.fixed.constants.maxMissionsInHand) return;
  const rest = d.state.pending.filter((pending) => pending.side !== d.fixed.sides[camp]);
  if (rest.length > 0) {
    d.setPending(rest);
    return;
  }
  probesAndObjectives(d);
}

/** R56, R57, then the objectives the Rebellion can claim and the time marker (R58). */
function probesAndObjectives(d: Draft): void {
  drawProbes(d, d.fixed.constants.probesPerRound);
  drawObjectives(d, d.fixed.constants.objectivesPerRound);
  claimObjectives(d, 'refresh', null);
  d.g.time = Math.min(d.fixed.timeMax, d.g.time + 1);
  d.event('rebellion.event.time', { time: d.g.time });
  startRecruitAndBuild(d);
}

/** After recruiting or building, deployment (R62), then the next round. */
export function afterProduction(d: Draft): void {
  startDeployment(d, REBELLION);
}

export function endRefresh(d: Draft): void {
  d.set('deployed', d.g.deployed.map(() => 0));
  d.set('built', d.g.built.map(() => 0));
  startRound(d, d.state.turn + 1);
}
