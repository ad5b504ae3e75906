/**
 * What a side may see. The other side's hands (missions, action cards, objectives or probe cards),
 * the faces of its assigned missions, its recruit draw and tactic cards are hidden card by card;
 * every pile's order is hidden; and the Empire does not see where the base is, nor the probe cards
 * the Rebellion picks a new base from, until the rules show it. The rest is on the table.
 */
import { copyEnvelope } from '../core/copy';
import { campOf } from './common';
import { copyCombat, copyGame } from './draft';
import { EMPIRE, HIDDEN, REBELLION, type Assignment, type RebState, type SealedFace } from './types';

function hidden(cards: readonly number[]): number[] {
  return cards.map(() => HIDDEN);
}

function hiddenPair(pair: readonly [readonly number[], readonly number[]], show: number): [number[], number[]] {
  return [show === EMPIRE ? (pair[0] as number[]) : hidden(pair[0]), show === REBELLION ? (pair[1] as number[]) : hidden(pair[1])];
}

export function viewOf(state: RebState, side: string): RebState {
  const { game } = state;
  const camp = campOf(state.fixed, side);
  const game2 = copyGame(game);
  game2.missions = hiddenPair(game.missions, camp);
  game2.actions = hiddenPair(game.actions, camp);
  game2.recruitDraws = hiddenPair(game.recruitDraws, camp);
  game2.missionPiles = hiddenPair(game.missionPiles, -1);
  game2.actionPiles = hiddenPair(game.actionPiles, -1);
  game2.recruitPiles = hiddenPair(game.recruitPiles, -1);
  game2.tacticPiles = hiddenPair(game.tacticPiles, -1);
  game2.objectivePile = hidden(game.objectivePile);
  game2.probePile = hidden(game.probePile);
  if (camp !== REBELLION) {
    game2.objectives = hidden(game.objectives);
    game2.relocationDraw = hidden(game.relocationDraw);
    if (!game.baseRevealed) game2.base = -1;
  }
  if (camp !== EMPIRE) game2.probes = hidden(game.probes);
  const face = (assignments: readonly Assignment[]): Assignment[] => assignments.map((assignment) => ({ card: HIDDEN, leaders: assignment.leaders }));
  game2.assigned = [camp === EMPIRE ? game.assigned[0] : face(game.assigned[0]), camp === REBELLION ? game.assigned[1] : face(game.assigned[1])];
  if (game.combat) {
    const combat = copyCombat(game.combat);
    combat.tactics = game.combat.tactics.map((hand, index) => (camp >= 0 && Math.floor(index / 2) === camp ? hand : hidden(hand)));
    game2.combat = combat;
  }
  return copyEnvelope(state, game2 as typeof game);
}

/** The other side sees that a side is assigning, not what (R17). */
export function sealedFaceOf(): SealedFace {
  return { hidden: true };
}
