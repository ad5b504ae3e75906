/**
 * Strategic objectives, victory points and the end of the game (rulebook pp.12-13, p.19).
 *
 * - A side controls an objective it has a unit on at the start of its turn: its flag goes up.
 * - At the end of its turn it captures every objective it has a unit on (taking down an enemy
 *   flag there) and every objective its flag still holds, each worth the points its victory
 *   condition gives ("objective-captured"); its Secret Missions fulfilled this turn score too.
 * - At the end of a round: points per round ("round-end", mission 6), the escalation levels
 *   (mission 10), and the winner: of the sides that reached their target, the one with the most
 *   points; a tie plays on until a round ends with one side ahead of all the others ("continuez à
 *   jouer jusqu'à ce que l'un des joueurs finisse un round avec plus de VP que les autres"). After
 *   the last round (`roundLimit`, or the scenario's turn limit) the side with the most points wins,
 *   a tie is a draw.
 */
import { cardOf } from './cards';
import { occupancy } from './common';
import type { Draft } from './draft';
import type { FigureState, RwState, SideInfo } from './types';

export function raiseFlags(d: Draft, s: number): void {
  const { fixed } = d;
  const occupied = d.occupancy();
  fixed.objectives.forEach((grid, index) => {
    if (occupied.owner[grid] !== s || d.game.flags[index] === s) return;
    d.flags()[index] = s;
    if (d.loud) d.emit({ key: 'rivet-wars.event.flagRaised', params: { side: (fixed.sides[s] as SideInfo).id, cell: fixed.labels[grid] ?? '', grid } });
  });
}

/** Own units standing in another side's territory. */
function unitsInEnemyTerritory(state: RwState, s: number): number {
  const { fixed, game } = state;
  let count = 0;
  for (const figure of (fixed.sides[s] as SideInfo).figures) {
    const grid = (game.figures[figure] as FigureState).grid;
    if (grid < 0) continue;
    if (fixed.sides.some((side, other) => other !== s && side.territoryAt[grid] === 1)) count++;
  }
  return count;
}

/** Whether the side fulfilled a Secret Mission this turn. */
function missionMet(state: RwState, s: number, card: string): boolean {
  const info = cardOf(state.fixed, card);
  if (!info) return false;
  const kills = state.game.kills;
  switch (info.effect) {
    case 'eliminate-units':
      return kills.units >= info.count;
    case 'eliminate-vehicles':
      return kills.vehicles >= info.count;
    case 'eliminate-heroes':
      return kills.heroes >= info.count;
    case 'capture-objectives':
      return state.game.captured >= info.count;
    case 'enemy-territory':
      return unitsInEnemyTerritory(state, s) >= info.count;
    default:
      return false;
  }
}

/** The wrap-up phase of side `s`. */
export function wrapUp(d: Draft, s: number): void {
  const { fixed } = d;
  const side = fixed.sides[s] as SideInfo;
  const occupied = occupancy(d.state);
  let captured = 0;
  fixed.objectives.forEach((grid, index) => {
    const flag = d.game.flags[index] as number;
    if (occupied.owner[grid] === s) {
      if (flag >= 0 && flag !== s) {
        d.flags()[index] = -1;
        if (d.loud) d.emit({ key: 'rivet-wars.event.flagTaken', params: { side: side.id, loser: (fixed.sides[flag] as SideInfo).id, cell: fixed.labels[grid] ?? '', grid } });
      }
      captured++;
    } else if (flag === s) captured++;
  });
  d.game.captured = captured;
  const points = captured * side.scoresObjectives;
  d.add('vp', s, points);
  if (d.loud && captured > 0) d.emit({ key: 'rivet-wars.event.captured', params: { side: side.id, count: captured, points } });
  for (const card of d.game.missions[s] ?? []) {
    if (!missionMet(d.state, s, card)) continue;
    const info = cardOf(fixed, card);
    const hand = d.missions(s);
    hand.splice(hand.indexOf(card), 1);
    d.pile('missionDiscard').push(card);
    d.add('vp', s, info?.vp ?? 0);
    if (d.loud) d.emit({ key: 'rivet-wars.event.missionDone', params: { side: side.id, card, points: info?.vp ?? 0 }, reveal: true });
  }
  if (d.loud) d.emit({ key: 'rivet-wars.event.score', params: { side: side.id, vp: d.game.vp[s] as number } });
}

function leaders(d: Draft, among: readonly number[]): number[] {
  let best = -Infinity;
  for (const s of among) best = Math.max(best, d.game.vp[s] as number);
  return among.filter((s) => d.game.vp[s] === best);
}

/** The end of a round. */
export function roundEnd(d: Draft): void {
  const { fixed } = d;
  const all = fixed.sides.map((_, s) => s);
  for (const s of all) {
    const side = fixed.sides[s] as SideInfo;
    if (side.scoresRoundEnd > 0) {
      d.add('vp', s, side.scoresRoundEnd);
      if (d.loud) d.emit({ key: 'rivet-wars.event.roundPoints', params: { side: side.id, points: side.scoresRoundEnd } });
    }
  }
  if (fixed.mission.escalation) for (const s of all) d.set('level', s, d.game.vp[s] as number);
  const round = d.state.turn;
  const name = (s: number): string => (fixed.sides[s] as SideInfo).id;
  if (!d.game.tied) {
    const reached = all.filter((s) => (d.game.vp[s] as number) >= (fixed.sides[s] as SideInfo).target);
    if (reached.length > 0) {
      const first = leaders(d, reached);
      if (first.length === 1) {
        const s = first[0] as number;
        d.game.result = { winner: name(s), key: 'rivet-wars.win.points', params: { side: name(s), vp: d.game.vp[s] as number, target: (fixed.sides[s] as SideInfo).target, round } };
        return;
      }
      d.game.tied = true;
      if (d.loud) d.emit({ key: 'rivet-wars.event.tied', params: { vp: d.game.vp[first[0] as number] as number, round } });
    }
  } else {
    const ahead = leaders(d, all);
    if (ahead.length === 1) {
      const s = ahead[0] as number;
      d.game.result = { winner: name(s), key: 'rivet-wars.win.tieBroken', params: { side: name(s), vp: d.game.vp[s] as number, round } };
      return;
    }
    if (d.loud) d.emit({ key: 'rivet-wars.event.stillTied', params: { round } });
  }
  if (round >= fixed.constants.roundLimit) {
    const ahead = leaders(d, all);
    const s = ahead[0] as number;
    d.game.result =
      ahead.length === 1
        ? { winner: name(s), key: 'rivet-wars.win.roundLimit', params: { side: name(s), vp: d.game.vp[s] as number, round } }
        : { winner: null, key: 'rivet-wars.win.draw', params: { round } };
  }
}
