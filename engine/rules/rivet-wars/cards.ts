/**
 * The two decks (rulebook pp.8, 10, 14): drawing with the hand limits, an empty pile shuffled from
 * its discards, deviation draws (the top Action! card's arrow, read from the active player's seat),
 * Action! cards played in their phase, and Secret Missions claimed in the wrap-up phase.
 */
import type { Draft, Pile } from './draft';
import { arrowDirection, neighbour } from './grid';
import type { CardInfo, RwFixed, RwState, SideInfo } from './types';

export function cardOf(fixed: RwFixed, id: string): CardInfo | undefined {
  return Object.hasOwn(fixed.cards, id) ? fixed.cards[id] : undefined;
}

/** The top card of a pile, its discards shuffled in when it is empty; undefined when both are. */
function drawFrom(d: Draft, pile: Pile, discard: Pile): string | undefined {
  if (d.game[pile].length === 0) {
    if (d.game[discard].length === 0) return undefined;
    const shuffled = d.rng().shuffle(d.game[discard].slice());
    d.pile(discard).length = 0;
    const target = d.pile(pile);
    target.push(...shuffled);
    if (d.loud) d.emit({ key: 'rivet-wars.event.reshuffled', params: { deck: pile === 'actionPile' ? 'action' : 'secret-mission' } });
  }
  return d.pile(pile).shift();
}

/** Whether `s` plays first and this is its first turn: it draws no Action! card (rulebook p.14). */
function skipsFirstDraw(d: Draft, s: number): boolean {
  return d.fixed.constants.firstPlayerSkipsActionDraw && d.state.turn === 1 && d.game.order[0] === (d.fixed.sides[s] as SideInfo).id;
}

/** Card phase steps 2 and 3: draw Action! cards up to the hand limit, then Secret Missions. */
export function drawCards(d: Draft, s: number): void {
  const { fixed } = d;
  const side = (fixed.sides[s] as SideInfo).id;
  const { constants, mission } = fixed;
  if (mission.drawAction && !skipsFirstDraw(d, s)) {
    for (let n = 0; n < constants.actionDraw && d.game.hands[s]!.length < constants.actionHandMax; n++) {
      const card = drawFrom(d, 'actionPile', 'actionDiscard');
      if (card === undefined) break;
      d.hand(s).push(card);
      if (d.loud) {
        d.emit({ key: 'rivet-wars.event.drewAction', params: { side, card }, to: [side], reveal: true });
        d.emit({ key: 'rivet-wars.event.drewHidden', params: { side, deck: 'action' }, to: fixed.sides.filter((other) => other.id !== side).map((other) => other.id) });
      }
    }
  }
  if (mission.drawMissions) {
    for (let n = 0; n < constants.secretMissionDraw && d.game.missions[s]!.length < constants.secretMissionHandMax; n++) {
      const card = drawFrom(d, 'missionPile', 'missionDiscard');
      if (card === undefined) break;
      d.missions(s).push(card);
      if (d.loud) {
        d.emit({ key: 'rivet-wars.event.drewMission', params: { side, card }, to: [side], reveal: true });
        d.emit({ key: 'rivet-wars.event.drewHidden', params: { side, deck: 'secret-mission' }, to: fixed.sides.filter((other) => other.id !== side).map((other) => other.id) });
      }
    }
  }
}

/** Whether the card phase asks the side anything: it may discard an Action! card before drawing. */
export function cardChoice(state: RwState, s: number): boolean {
  return state.fixed.mission.drawAction && state.fixed.constants.actionDiscardMax > 0 && (state.game.hands[s]?.length ?? 0) > 0;
}

export function discard(d: Draft, s: number, card: string): void {
  const hand = d.hand(s);
  const at = hand.indexOf(card);
  if (at < 0) return;
  hand.splice(at, 1);
  d.pile('actionDiscard').push(card);
  if (d.loud) d.emit({ key: 'rivet-wars.event.discarded', params: { side: (d.fixed.sides[s] as SideInfo).id, card }, reveal: true });
}

/**
 * A deviation draw (rulebook p.17): the top Action! card is turned up and discarded; its arrow,
 * read from the seat of the side `s` (the active player), points from `grid` to the grid hit.
 * Returns that grid: `grid` itself when the arrow stays on it (or no card is left), -1 off the board.
 */
export function deviate(d: Draft, s: number, grid: number): number {
  const card = drawFrom(d, 'actionPile', 'actionDiscard');
  if (card === undefined) return grid;
  d.pile('actionDiscard').push(card);
  const arrow = cardOf(d.fixed, card)?.deviation ?? d.fixed.constants.deviationOnTarget;
  const side = d.fixed.sides[s] as SideInfo;
  const stays = arrow < 0 || arrow > 7;
  const direction = stays ? -1 : arrowDirection(side.facing, arrow);
  const landed = stays ? grid : neighbour(d.fixed.neighbours, grid, direction);
  d.game.deviation = { from: grid, direction, to: landed };
  if (d.loud) {
    const key = stays ? 'rivet-wars.event.deviationOnTarget' : landed < 0 ? 'rivet-wars.event.deviatedOff' : 'rivet-wars.event.deviated';
    d.emit({ key, params: { side: side.id, card, direction, from: d.fixed.labels[grid] ?? '', to: landed < 0 ? '' : (d.fixed.labels[landed] ?? ''), fromGrid: grid, toGrid: landed }, reveal: true });
  }
  return landed;
}

/** Removes a played Action! card from the hand to the discards. */
export function spendCard(d: Draft, s: number, card: string): void {
  const hand = d.hand(s);
  const at = hand.indexOf(card);
  if (at >= 0) hand.splice(at, 1);
  d.pile('actionDiscard').push(card);
}
