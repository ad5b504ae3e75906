/** Rainbow Six Siege: On Board in the playtest view. */
import { translate, type Language } from '../../engine/i18n';
import type { GameState } from '../../engine/rules/core/types';
import { describe, nameParams } from '../../engine/rules/r6-onboard/describe';
import type { R6Action, R6State } from '../../engine/rules/r6-onboard/types';
import { localized, type Scenario } from '../../engine/scenario';
import type { Presenter } from './presenter';

const r6 = (state: GameState) => state as R6State;

function edgeLabel(state: R6State, key: string): string {
  const edge = state.fixed.edges.find((candidate) => candidate.key === key);
  return edge ? edge.cells.map((cell) => state.fixed.labels[cell] ?? '?').join('|') : key;
}

function cardText(state: R6State, side: string, id: string, language: Language): string {
  const card = state.fixed.cards[side]?.[id];
  return card ? localized(card.name, language) : id;
}

export const r6Presenter: Presenter = {
  boardScenario(scenario, state) {
    const game = r6(state);
    const stateOf = new Map(game.fixed.edges.map((edge, index) => [edge.key, game.game.edgeStates[index]]));
    const board = {
      ...scenario.board,
      edges: (scenario.board.edges ?? []).map((edge) => {
        const live = stateOf.get(edge.edge);
        return live ? { ...edge, state: live } : edge;
      }),
      // Traps and other tokens of the game are drawn from the game state, not from the file.
      tokens: (scenario.board.tokens ?? []).filter((token) => !token.hidden),
    };
    const sides = scenario.sides.map((side) => ({ ...side, units: [] }));
    return { ...scenario, board, sides } as Scenario;
  },

  pieces(state, language) {
    const game = r6(state);
    return game.fixed.units.flatMap((unit, index) => {
      const live = game.game.units[index];
      if (!live || live.cell < 0) return [];
      const marks = [
        ...(live.flashedUntil >= state.turn && live.flashedUntil > 0 ? ['flashed'] : []),
        ...(live.disorientedUntil >= state.turn && live.disorientedUntil > 0 ? ['disoriented'] : []),
      ];
      return [{ id: unit.id, side: unit.side, label: localized(unit.name, language), cell: live.cell, health: live.hp, maxHealth: unit.health, marks }];
    });
  },

  markedCells(state) {
    const game = r6(state);
    const traps = game.game.traps.filter((trap) => trap.cell >= 0).map((trap) => ({ cell: trap.cell, mark: 'trap' as const }));
    const smoke = game.fixed.zones.flatMap((zone, index) => ((game.game.smoke[index] ?? 0) > 0 ? zone.cells.map((cell) => ({ cell, mark: 'smoke' as const })) : []));
    return [...traps, ...smoke];
  },

  hand(state, side, language) {
    const game = r6(state);
    return (game.game.hands[side] ?? [])
      .filter((id) => id !== '?')
      .map((id) => {
        const card = game.fixed.cards[side]?.[id];
        return { id, name: card ? localized(card.name, language) : id, detail: card ? `${card.attack}/${card.defense} · ${card.distance}` : '' };
      });
  },

  sideName(state, side, language) {
    const names = r6(state).fixed.sideNames;
    return Object.hasOwn(names, side) ? localized(names[side], language) : side;
  },

  phaseName(state, language) {
    return nameParams(r6(state).fixed, { phase: state.phase }, language).phase as string;
  },

  describeAction(state, action, language) {
    const game = r6(state);
    const a = action as R6Action;
    const named = (params: Record<string, string | number>) => nameParams(game.fixed, params, language);
    const cell = (index: number) => game.fixed.labels[index] ?? String(index);
    switch (a.type) {
      case 'deploy':
        return translate(language, 'playtest.action.deploy', named({ unit: a.unit, cell: cell(a.cell) }));
      case 'prepare':
        return translate(language, 'playtest.action.prepare', { card: cardText(game, a.side, a.card, language), edge: edgeLabel(game, a.edge) });
      case 'move':
        return translate(language, 'playtest.action.move', named({ unit: a.unit, cell: cell(a.cell) }));
      case 'open':
        return translate(language, 'playtest.action.open', named({ unit: a.unit, edge: edgeLabel(game, a.edge) }));
      case 'card':
        return 'cell' in a
          ? translate(language, 'playtest.action.cardOnCell', { ...named({ unit: a.unit }), card: cardText(game, a.side, a.card, language), cell: cell(a.cell) })
          : translate(language, 'playtest.action.cardOnEdge', { ...named({ unit: a.unit }), card: cardText(game, a.side, a.card, language), edge: edgeLabel(game, a.edge) });
      case 'attack':
        return translate(language, 'playtest.action.attack', named({ unit: a.unit, target: a.target }));
      case 'commit': {
        const cards = a.cards.length === 0 ? translate(language, 'r6.noCards') : a.cards.map((card) => cardText(game, a.side, card, language)).join(' + ');
        return a.counter
          ? translate(language, 'playtest.action.commitCounter', { cards, counter: cardText(game, a.side, a.counter, language) })
          : translate(language, 'playtest.action.commit', { cards });
      }
      case 'boost':
        return a.card ? translate(language, 'playtest.action.boost', { card: cardText(game, a.side, a.card, language) }) : translate(language, 'playtest.action.noBoost');
      case 'endPhase':
        return translate(language, 'playtest.action.endPhase');
    }
  },

  describe(state, message, language) {
    return describe(r6(state).fixed, message, language);
  },

  target(action) {
    const a = action as R6Action;
    switch (a.type) {
      case 'deploy':
      case 'move':
        return { unit: a.unit, cell: a.cell };
      case 'card':
        return 'cell' in a ? { unit: a.unit, cell: a.cell } : { unit: a.unit };
      case 'open':
        return { unit: a.unit };
      case 'attack':
        return { unit: a.unit, targetUnit: a.target };
      default:
        return {};
    }
  },
};
