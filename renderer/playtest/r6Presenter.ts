/** Rainbow Six Siege: On Board in the playtest view. */
import { translate, type Language } from '../../engine/i18n';
import type { GameState } from '../../engine/rules/core/types';
import { lineOfFire } from '../../engine/rules/r6-onboard/board';
import { describe, nameParams } from '../../engine/rules/r6-onboard/describe';
import { handsOf } from '../../engine/rules/r6-onboard/hands';
import { inspectCell } from '../../engine/rules/r6-onboard/inspect';
import { HIDDEN_CARD, type R6Action, type R6State } from '../../engine/rules/r6-onboard/types';
import { localized, type Scenario } from '../../engine/scenario';
import type { CellHighlight, Presenter } from './presenter';

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

  costUnit: 'actions',

  hand(state, side, language) {
    const game = r6(state);
    // A side shared by several players has a hand per player: each card says whose it is.
    const hands = handsOf(game.fixed, side);
    return hands.flatMap((handId) =>
      (game.game.hands[handId] ?? [])
        .filter((id) => id !== HIDDEN_CARD)
        .map((id) => {
          const card = game.fixed.cards[side]?.[id];
          const owner = hands.length > 1 ? (nameParams(game.fixed, { side: handId }, language).side as string) : undefined;
          return { id, name: card ? localized(card.name, language) : id, detail: card ? `${card.attack}/${card.defense} · ${card.distance}` : '', ...(owner ? { owner } : {}) };
        }),
    );
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
      case 'prepare': {
        const params = { card: cardText(game, a.side, a.card, language), edge: edgeLabel(game, a.edge) };
        return a.player === undefined
          ? translate(language, 'playtest.action.prepare', params)
          : translate(language, 'playtest.action.preparePlayer', { ...params, player: nameParams(game.fixed, { side: a.player }, language).side as string });
      }
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
        const cards = a.cards.length === 0 ? translate(language, 'r6-onboard.noCards') : a.cards.map((card) => cardText(game, a.side, card, language)).join(' + ');
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

  highlights(state, unit) {
    const { fixed, game } = r6(state);
    const index = fixed.units.findIndex((candidate) => candidate.id === unit);
    const current = game.units[index];
    const info = fixed.units[index];
    if (!current || !info || current.hp <= 0 || current.cell < 0) return [];
    // The editor's inspect tool works the reach out the same way: remaining actions in the unit's
    // own phase, all of them otherwise, none while disoriented; other agents' cells cannot be entered.
    const reach: CellHighlight[] = inspectCell(r6(state), current.cell, unit).reachable.map(({ cell, cost }) => ({ cell: fixed.labels.indexOf(cell), kind: 'reach', label: String(cost) }));
    const targets: CellHighlight[] = fixed.units.flatMap((enemy, other) => {
      const there = game.units[other];
      if (enemy.side === info.side || !there || there.hp <= 0 || there.cell < 0 || !lineOfFire(fixed, game, current.cell, there.cell)) return [];
      return [{ cell: there.cell, kind: 'target' as const, unit: enemy.id }];
    });
    return [...reach, ...targets];
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
