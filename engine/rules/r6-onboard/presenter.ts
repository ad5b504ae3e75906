/**
 * Rainbow Six Siege: On Board as the playtest shows it: agents on their cells with their health and
 * their flash or disorientation, the traps the viewer knows of and the smoke, the hand with what
 * each card does, the draw piles and the bomb sites held, every action in words (doors named by the
 * cells they separate), and the selected agent's reach with its cost and its targets.
 */
import { translate, type Language } from '../../i18n/index';
import { localized } from '../../scenario/localized';
import type { Scenario } from '../../scenario/types';
import { cellPlace } from '../core/places';
import { type CardView, type HighlightView, type MarkerView, type PieceView, type Presenter, type TrackView } from '../core/presenter';
import { lineOfFire } from './board';
import { isCounter } from './cards';
import { cardsTotal } from './combat';
import { edgeLabel } from './common';
import { describe, nameParams, unitName } from './describe';
import { handsOf } from './hands';
import { inspectCell } from './inspect';
import { HIDDEN_CARD, type CardInfo, type R6Action, type R6State } from './types';

type Commit = Extract<R6Action, { type: 'commit' }>;
type Boost = Extract<R6Action, { type: 'boost' }>;

function edgeIndex(state: R6State, key: string): number {
  return state.fixed.edges.findIndex((candidate) => candidate.key === key);
}

/** "between E3 and F3", from the key of the edge. */
function edgeWords(state: R6State, key: string, language: Language): string {
  return nameParams(state.fixed, { edge: edgeLabel(state.fixed, edgeIndex(state, key)) }, language).edge as string;
}

function cardInfo(state: R6State, side: string, id: string): CardInfo | undefined {
  return state.fixed.cards[side]?.[id];
}

function cardName(state: R6State, side: string, id: string, language: Language): string {
  const card = cardInfo(state, side, id);
  return card ? localized(card.name, language) : id;
}

/** What a card does, then what it is worth in a combat. */
function cardEffect(card: CardInfo, language: Language): string {
  const combat = translate(language, 'r6-onboard.card.combat', { attack: card.attack, defense: card.defense });
  if (!card.effect) return combat;
  const effect = translate(language, `r6-onboard.card.effect.${card.effect}`, { distance: card.distance });
  // A counter card only counters: its own values never count (combat.ts).
  return card.effect === 'counter' ? effect : `${effect} ${combat}`;
}

/**
 * A choice of face-down combat cards with what it counts for, as `reveal` in combat.ts totals it:
 * the initiator's attack (its defence if the target counters), the target's defence, or, with a
 * counter, the target's attack.
 */
function describeCommit(state: R6State, action: Commit, language: Language): string {
  const { fixed } = state;
  const cards = action.cards.length === 0 ? translate(language, 'r6-onboard.noCards') : action.cards.map((card) => cardName(state, action.side, card, language)).join(' + ');
  const attack = cardsTotal(fixed, action.side, action.cards, 'attack');
  const defense = cardsTotal(fixed, action.side, action.cards, 'defense');
  if (action.counter) return translate(language, 'r6-onboard.action.commitCounter', { cards, counter: cardName(state, action.side, action.counter, language), attack });
  const combat = state.game.combat;
  if (!combat) return translate(language, 'r6-onboard.action.commit', { cards });
  const targetSide = fixed.units[combat.target]?.side ?? '';
  if (targetSide === action.side) return translate(language, 'r6-onboard.action.commitDefense', { cards, defense });
  // The target's deck is known to all: say what the cards defend with only when it holds a counter.
  const counterable = Object.entries(fixed.decks[targetSide] ?? {}).some(([card, count]) => count > 0 && isCounter(fixed, targetSide, card));
  return translate(language, counterable ? 'r6-onboard.action.commitAttackCounterable' : 'r6-onboard.action.commitAttack', { cards, attack, defense });
}

/** A double card or none, after the reveal, with the total it leaves the side's agent. */
function describeBoost(state: R6State, action: Boost, language: Language): string {
  const combat = state.game.combat;
  if (!combat) return action.card ? translate(language, 'r6-onboard.action.boost', { card: cardName(state, action.side, action.card, language) }) : translate(language, 'r6-onboard.action.noBoost');
  if (!action.card) return translate(language, 'r6-onboard.action.noBoostTotals', { attack: combat.attack, defense: combat.defense });
  const attacking = state.fixed.units[combat.attacker]?.side === action.side;
  const from = attacking ? combat.attack : combat.defense;
  return translate(language, attacking ? 'r6-onboard.action.boostAttack' : 'r6-onboard.action.boostDefense', { card: cardName(state, action.side, action.card, language), from, to: 2 * from });
}

/** A few letters of the name, and the number that tells apart pieces of the same name. */
function shortName(name: string): string {
  const number = /\s(\d+)$/.exec(name)?.[1] ?? '';
  const base = name.replace(/\s\d+$/, '');
  return number ? `${base.slice(0, 3)}${number}` : base.slice(0, 5);
}

function lasting(turn: number, until: number): boolean {
  return until > 0 && until >= turn;
}

export const r6Presenter: Presenter<R6State, R6Action> = {
  costUnit: 'actions',

  boardScenario(scenario, state) {
    const { fixed, game } = state;
    const stateOf = new Map(fixed.edges.map((edge, index) => [edge.key, game.edgeStates[index]]));
    const board = {
      ...scenario.board,
      edges: (scenario.board.edges ?? []).map((edge) => {
        const live = stateOf.get(edge.edge);
        return live ? { ...edge, state: live } : edge;
      }),
      // Traps are markers drawn from the game state, as the viewer knows them; the file's are left out.
      tokens: (scenario.board.tokens ?? []).filter((token) => !token.hidden),
    };
    const sides = scenario.sides.map((side) => ({ ...side, units: [] }));
    return { ...scenario, board, sides } as Scenario;
  },

  pieces(state, language) {
    const { fixed, game } = state;
    return fixed.units.flatMap((unit, index): PieceView[] => {
      const live = game.units[index];
      if (!live || live.cell < 0) return [];
      const marks = [
        ...(lasting(state.turn, live.flashedUntil) ? [{ id: 'flashed', text: translate(language, 'r6-onboard.mark.flashed', { turn: live.flashedUntil }) }] : []),
        ...(lasting(state.turn, live.disorientedUntil) ? [{ id: 'disoriented', text: translate(language, 'r6-onboard.mark.disoriented', { turn: live.disorientedUntil }) }] : []),
        // A hit agent's counter is turned a quarter turn (the ruleset's look names the mark).
        ...(live.hp > 0 && live.hp < unit.health ? [{ id: 'hit', text: translate(language, 'r6-onboard.mark.hit') }] : []),
        // An attacker defuses after whole turns on a bomb site: say from which turn on it counts.
        ...(unit.side === fixed.attackers && live.onSiteSince >= 0 ? [{ id: 'defusing', text: translate(language, 'r6-onboard.mark.defusing', { since: live.onSiteSince, turn: live.onSiteSince + fixed.constants.defuseTurns }) }] : []),
      ];
      const name = unitName(fixed, unit.id, language);
      return [{ id: unit.id, side: unit.side, name, short: shortName(name), place: cellPlace(live.cell), health: live.hp, maxHealth: unit.health, marks }];
    });
  },

  pieceName(state, piece, language) {
    return unitName(state.fixed, piece, language);
  },

  markers(state, language) {
    const { fixed, game } = state;
    const markers: MarkerView[] = [];
    for (const trap of game.traps) {
      if (trap.cell < 0) continue;
      const key = trap.sprung ? 'r6-onboard.marker.trapSprung' : trap.revealed ? 'r6-onboard.marker.trapFound' : 'r6-onboard.marker.trapLaid';
      const text = translate(language, key, { card: cardName(state, fixed.defenders, trap.card, language), cell: fixed.labels[trap.cell] ?? '' });
      markers.push({ id: `trap-${trap.cell}`, place: cellPlace(trap.cell), style: 'trap', text });
    }
    fixed.zones.forEach((zone, index) => {
      const counters = game.smoke[index] ?? 0;
      if (counters <= 0) return;
      const text = translate(language, 'r6-onboard.marker.smoke', { turns: counters });
      for (const cell of zone.cells) markers.push({ id: `smoke-${cell}`, place: cellPlace(cell), style: 'smoke', text });
    });
    return markers;
  },

  hand(state, side, language) {
    const { fixed, game } = state;
    // A side shared by several players has a hand per player: each card says whose it is.
    const hands = handsOf(fixed, side);
    return hands.flatMap((handId) =>
      (game.hands[handId] ?? [])
        .filter((id) => id !== HIDDEN_CARD)
        .map((id): CardView => {
          const card = cardInfo(state, side, id);
          const owner = hands.length > 1 ? (nameParams(fixed, { side: handId }, language).side as string) : undefined;
          const duration = card?.effect === 'smoke' || card?.effect === 'flash' || card?.effect === 'cover-fire' ? translate(language, 'r6-onboard.card.duration', { turns: card.duration }) : undefined;
          return {
            id,
            name: card ? localized(card.name, language) : id,
            effect: card ? cardEffect(card, language) : '',
            ...(duration ? { duration } : {}),
            ...(owner ? { owner } : {}),
          };
        }),
    );
  },

  tracks(state, _viewer, language) {
    const { fixed, game } = state;
    const tracks: TrackView[] = [];
    for (const side of state.sides) {
      const inHand = handsOf(fixed, side).reduce((sum, hand) => sum + (game.hands[hand]?.length ?? 0), 0);
      tracks.push({ id: `hand-${side}`, side, name: translate(language, 'r6-onboard.track.hand'), value: inHand, max: fixed.constants.handSize * handsOf(fixed, side).length });
      tracks.push({ id: `pile-${side}`, side, name: translate(language, 'r6-onboard.track.pile'), value: game.piles[side]?.length ?? 0 });
    }
    fixed.objectives.forEach((objective, index) => {
      tracks.push({ id: `held-${index}`, side: fixed.attackers, name: describe(fixed, { key: 'r6-onboard.track.held', params: { site: String(index) } }, language), value: game.held[index] ?? 0, max: fixed.constants.defuseTurns });
    });
    return tracks;
  },

  sideName(state, side, language) {
    const names = state.fixed.sideNames;
    return Object.hasOwn(names, side) ? localized(names[side], language) : side;
  },

  phaseName(state, language) {
    return nameParams(state.fixed, { phase: state.phase }, language).phase as string;
  },

  turnLimit(state) {
    return state.fixed.constants.turnLimit;
  },

  describeAction(state, action, language) {
    const { fixed } = state;
    const named = (params: Record<string, string | number>) => nameParams(fixed, params, language);
    const cell = (index: number) => fixed.labels[index] ?? String(index);
    switch (action.type) {
      case 'deploy':
        return translate(language, 'r6-onboard.action.deploy', named({ unit: action.unit, cell: cell(action.cell) }));
      case 'prepare': {
        const params = { card: cardName(state, action.side, action.card, language), edge: edgeWords(state, action.edge, language) };
        return action.player === undefined
          ? translate(language, 'r6-onboard.action.prepare', params)
          : translate(language, 'r6-onboard.action.preparePlayer', { ...params, player: nameParams(fixed, { side: action.player }, language).side as string });
      }
      case 'move':
        return translate(language, 'r6-onboard.action.move', named({ unit: action.unit, cell: cell(action.cell) }));
      case 'open':
        return translate(language, 'r6-onboard.action.open', { ...named({ unit: action.unit }), edge: edgeWords(state, action.edge, language) });
      case 'card':
        return 'cell' in action
          ? translate(language, 'r6-onboard.action.cardOnCell', { ...named({ unit: action.unit }), card: cardName(state, action.side, action.card, language), cell: cell(action.cell) })
          : translate(language, 'r6-onboard.action.cardOnEdge', { ...named({ unit: action.unit }), card: cardName(state, action.side, action.card, language), edge: edgeWords(state, action.edge, language) });
      case 'attack':
        return translate(language, 'r6-onboard.action.attack', named({ unit: action.unit, target: action.target }));
      case 'commit':
        return describeCommit(state, action, language);
      case 'boost':
        return describeBoost(state, action, language);
      case 'endPhase':
        return translate(language, 'r6-onboard.action.endPhase');
    }
  },

  describe(state, message, language) {
    return describe(state.fixed, message, language);
  },

  target(_state, action) {
    switch (action.type) {
      case 'deploy':
      case 'move':
        return { piece: action.unit, place: cellPlace(action.cell) };
      case 'card':
        return 'cell' in action ? { piece: action.unit, place: cellPlace(action.cell) } : { piece: action.unit };
      case 'open':
        return { piece: action.unit };
      case 'attack':
        return { piece: action.unit, targetPiece: action.target };
      default:
        return {};
    }
  },

  highlights(state, unit) {
    const { fixed, game } = state;
    const index = fixed.units.findIndex((candidate) => candidate.id === unit);
    const current = game.units[index];
    const info = fixed.units[index];
    if (!current || !info || current.hp <= 0 || current.cell < 0) return [];
    // The editor's inspect tool works the reach out the same way: remaining actions in the unit's
    // own phase, all of them otherwise, none while disoriented; other agents' cells cannot be entered.
    const reach: HighlightView[] = inspectCell(state, current.cell, unit).reachable.map(({ cell, cost }) => ({ place: cellPlace(fixed.labels.indexOf(cell)), kind: 'reach', label: String(cost) }));
    const targets: HighlightView[] = fixed.units.flatMap((enemy, other) => {
      const there = game.units[other];
      if (enemy.side === info.side || !there || there.hp <= 0 || there.cell < 0 || !lineOfFire(fixed, game, current.cell, there.cell)) return [];
      return [{ place: cellPlace(there.cell), kind: 'target' as const, piece: enemy.id }];
    });
    return [...reach, ...targets];
  },

  // A sprung trap stays on its cell, face up (movement.ts): the traps that turned sprung.
  sprungTraps(before, _action, after) {
    if (before.game.traps === after.game.traps) return [];
    const already = new Set(before.game.traps.flatMap((trap) => (trap.sprung ? [trap.cell] : [])));
    return after.game.traps.flatMap((trap) => (trap.sprung && trap.cell >= 0 && !already.has(trap.cell) ? [cellPlace(trap.cell)] : []));
  },
};
