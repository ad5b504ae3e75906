/**
 * SIEGE in the playtest view: figures as pieces (wounded ones with one heart, stunned ones marked,
 * those on top of a siege tower drawn aloft), the drawbridge, ladders, siege engines, barrels,
 * fires and breaches as they stand, every action in words before it is taken (a move with its
 * cost in movement points, a shot with its range band, cover and die modifier, a melee with its
 * odds column, a ram's blow with its column), and the selected figure's reach with costs and its
 * targets.
 */
import { translate } from '../../engine/i18n';
import { ballistaCrew, ballistaOrigin } from '../../engine/rules/siege/ballista';
import { combatDataOf } from '../../engine/rules/siege/combat-data';
import { isTowerHex, poundingColumn } from '../../engine/rules/siege/pounding';
import type { GameState } from '../../engine/rules/core/types';
import { costTo, reachOf } from '../../engine/rules/siege/board-cache';
import { isRefusal } from '../../engine/rules/siege/common';
import { describe, nameParams } from '../../engine/rules/siege/describe';
import { aimAt, whyCannotShoot } from '../../engine/rules/siege/fire-actions';
import { oddsOf } from '../../engine/rules/siege/melee-actions';
import { whyCannotMove } from '../../engine/rules/siege/move-actions';
import { ENGINE_KINDS, type SiegeAction, type SiegeState } from '../../engine/rules/siege/types';
import { localized, type Scenario, type Token } from '../../engine/scenario';
import type { CellHighlight, Presenter } from './presenter';

const siege = (state: GameState) => state as SiegeState;

const HEALTH = { healthy: 2, wounded: 1, stunned: 1, dead: 0 } as const;

/** A short label for a piece: the start of its profile's name and the number of its id. */
function pieceLabel(name: string, id: string): string {
  const number = /(\d+)$/.exec(id)?.[1] ?? '';
  return `${name.replace(/\s*\(.*\)$/, '').slice(0, 3)}${number}`;
}

/** Where an engine's first hex ends after `hexes` hexes towards `direction`. */
function frontAfter(state: SiegeState, cell: number, direction: number, hexes: number): number {
  let at = cell;
  for (let i = 0; i < hexes && at >= 0; i++) at = state.fixed.board.neighbours[at * 6 + direction] as number;
  return at;
}

function indexOf(state: SiegeState, id: string): number {
  return state.fixed.figures.findIndex((figure) => figure.id === id);
}

export const siegePresenter: Presenter = {
  boardScenario(scenario, state) {
    const { fixed, game } = siege(state);
    const cellOf = (index: number) => ({ col: index % fixed.columns, row: Math.floor(index / fixed.columns) });
    const ladders = new Map(game.ladders.map((ladder) => [ladder.id, ladder]));
    const barrels = new Map(game.barrels.map((barrel) => [barrel.id, barrel.cell]));
    // Each counter of an engine where the engine stands now; a burnt engine is gone.
    const counters = new Map(game.engines.flatMap((engine) => engine.counters.map((id, at) => [id, engine.cells[at] as number] as const)));
    const played = new Set(['oil-barrel', ...ENGINE_KINDS]);
    const tokens = (scenario.board.tokens ?? []).flatMap((token): Token[] => {
      const ladder = ladders.get(token.id);
      if (ladder) return [{ ...token, at: cellOf(ladder.cell), state: ladder.vertical ? 'vertical' : 'horizontal' }];
      if (token.kind === 'drawbridge' && game.drawbridge !== null) return [{ ...token, state: game.drawbridge }];
      if (!played.has(token.kind)) return [token];
      const at = counters.get(token.id) ?? barrels.get(token.id);
      return at === undefined ? [] : [{ ...token, at: cellOf(at) }];
    });
    // What the game laid: flames, and the counters of breaches and burnt tents.
    for (const fire of game.fires) tokens.push({ id: `flames-${fire.cell}`, kind: 'flames', at: cellOf(fire.cell) });
    const patches = [...(scenario.board.terrain ?? [])];
    for (const counter of game.counters) {
      if (fixed.source.ruleset.tokens?.[counter.kind]) tokens.push({ id: `${counter.kind}-${counter.cell}`, kind: counter.kind, at: cellOf(counter.cell) });
      else patches.push({ id: `${counter.kind}-${counter.cell}`, kind: counter.kind, cells: [cellOf(counter.cell)] });
    }
    const sides = scenario.sides.map((side) => ({ ...side, units: [] }));
    return { ...scenario, board: { ...scenario.board, terrain: patches, tokens }, sides } as Scenario;
  },

  pieces(state, language) {
    const { fixed, game } = siege(state);
    return fixed.figures.flatMap((figure, index) => {
      const live = game.figures[index];
      if (!live || live.cell < 0 || live.status === 'dead') return [];
      const marks = [...(live.status === 'stunned' ? ['stunned'] : []), ...(live.status === 'wounded' ? ['wounded'] : []), ...(live.mounted ? ['mounted'] : [])];
      const piece = { id: figure.id, side: figure.side, label: pieceLabel(localized(figure.name, language), figure.id), cell: live.cell, health: HEALTH[live.status], maxHealth: 2, marks };
      return [live.onTop ? { ...piece, aloft: true } : piece];
    });
  },

  markedCells() {
    return [];
  },

  hand() {
    return null;
  },

  costUnit: 'movementPoints',

  sideName(state, side, language) {
    const names = siege(state).fixed.sideNames;
    return Object.hasOwn(names, side) ? localized(names[side], language) : side;
  },

  phaseName(state, language) {
    return state.phase === 'deployment' ? translate(language, 'siege.phase.deployment') : (nameParams(siege(state).fixed, { phase: state.phase }, language).phase as string);
  },

  describeAction(state, action, language) {
    const game = siege(state);
    const a = action as SiegeAction;
    const named = (key: string, params: Record<string, string | number>) => translate(language, key, nameParams(game.fixed, params, language));
    const cell = (index: number) => game.fixed.labels[index] ?? String(index);
    switch (a.type) {
      case 'deploy':
        return named('siege.action.deploy', { unit: a.unit, cell: cell(a.cell) });
      case 'move': {
        const load = a.ladder !== undefined ? 'ladder' : a.barrel !== undefined ? 'barrel' : null;
        const cost = costTo(reachOf(game, indexOf(game, a.unit), load), a.cell, a.top === true);
        const key = load === 'ladder' ? 'siege.action.carry' : load === 'barrel' ? 'siege.action.carryBarrel' : a.top === true ? 'siege.action.moveTop' : 'siege.action.move';
        return named(key, { unit: a.unit, cell: cell(a.cell), cost });
      }
      case 'moveEngine': {
        const engine = game.game.engines.find((candidate) => candidate.id === a.engine);
        return named('siege.action.moveEngine', { engine: a.engine, hexes: a.hexes, cell: cell(engine ? frontAfter(game, engine.cells[0] as number, a.direction, a.hexes) : -1) });
      }
      case 'pound': {
        const table = combatDataOf(game.fixed).dieTables['pounding'];
        const column = table ? (table.columns[poundingColumn(table, game.fixed.constants.ramPoints)] ?? '') : '';
        return named('siege.action.pound', { engine: a.engine, cell: cell(a.cell), column, modifier: isTowerHex(game, a.cell) ? '-1' : '0' });
      }
      case 'setFire':
      case 'extinguish':
      case 'fireArrow':
      case 'pourOil':
        return named(`siege.action.${a.type}`, { unit: a.unit, cell: cell(a.cell) });
      case 'raiseLadder':
        return named('siege.action.raiseLadder', { unit: a.unit, cell: cell(a.rampart) });
      case 'winch':
        return named('siege.action.winch', { unit: a.unit });
      case 'fire': {
        // The line of fire, the target's cover and the die modifier, before the shot.
        const aim = aimAt(game, indexOf(game, a.unit), indexOf(game, a.target));
        if (isRefusal(aim)) return describe(game.fixed, aim, language);
        const modifier = aim.odds.modifier > 0 ? `+${aim.odds.modifier}` : String(aim.odds.modifier);
        return named('siege.action.fire', { unit: a.unit, target: a.target, distance: aim.distance, band: aim.odds.band, cover: aim.cover, modifier });
      }
      case 'fireBallista': {
        const engine = game.game.engines.find((candidate) => candidate.id === a.engine);
        const crew = engine ? ballistaCrew(game, engine, a.side) : null;
        const aim = engine && crew ? aimAt(game, crew[0] as number, indexOf(game, a.target), ballistaOrigin(game, a.engine)) : null;
        if (!aim || isRefusal(aim)) return named('siege.refused.notABallista', { engine: a.engine });
        const modifier = aim.odds.modifier > 0 ? `+${aim.odds.modifier}` : String(aim.odds.modifier);
        return named('siege.action.fireBallista', { engine: a.engine, target: a.target, distance: aim.distance, band: aim.odds.band, cover: aim.cover, modifier });
      }
      case 'melee': {
        const odds = oddsOf(game, a.attackers.map((id) => indexOf(game, id)), a.defenders.map((id) => indexOf(game, id)));
        if (!odds.ok) return describe(game.fixed, odds.refusal, language);
        return named('siege.action.melee', { units: a.attackers.join(','), targets: a.defenders.join(','), attack: odds.value.attack, defense: odds.value.defense, column: odds.value.column });
      }
      case 'pushLadder': {
        const ladder = game.game.ladders.find((candidate) => candidate.id === a.ladder);
        return named('siege.action.pushLadder', { unit: a.unit, cell: ladder ? cell(ladder.cell) : '', max: game.fixed.constants.ladderPushMax });
      }
      case 'roll':
        return translate(language, 'siege.action.roll');
      case 'advance':
        return named(a.top === true ? 'siege.action.advanceTop' : 'siege.action.advance', { unit: a.unit, cell: cell(a.cell) });
      case 'stay':
        return translate(language, 'siege.action.stay');
      case 'endStep':
        return named('siege.action.endStep', { phase: state.phase, step: state.phase.slice(state.phase.lastIndexOf(':') + 1) });
    }
  },

  describe(state, message, language) {
    return describe(siege(state).fixed, message, language);
  },

  target(action) {
    const a = action as SiegeAction;
    switch (a.type) {
      case 'deploy':
        return { unit: a.unit, cell: a.cell };
      case 'move':
      case 'advance':
        return a.top === true ? { unit: a.unit, cell: a.cell, aloft: true } : { unit: a.unit, cell: a.cell };
      case 'setFire':
      case 'extinguish':
      case 'fireArrow':
      case 'pourOil':
        return { unit: a.unit, cell: a.cell };
      case 'raiseLadder':
        return { unit: a.unit, cell: a.rampart };
      case 'winch':
      case 'pushLadder':
        return { unit: a.unit };
      case 'fire':
        return { unit: a.unit, targetUnit: a.target };
      case 'melee':
        return { unit: a.attackers[0], targetUnit: a.defenders[0] };
      default:
        return {};
    }
  },

  highlights(state, unit) {
    const game = siege(state);
    const index = indexOf(game, unit);
    const figure = game.game.figures[index];
    if (!figure || figure.cell < 0 || figure.status === 'dead') return [];
    // Where it may still go this phase, with the cost in movement points.
    const reachable = reachOf(game, index, null);
    // A place on top of a siege tower is marked with an arrow before its cost.
    const reach: CellHighlight[] = whyCannotMove(game, index) === null ? reachable.cells.map((cell, at) => ({ cell, kind: 'reach', label: `${reachable.tops[at] ? '↑' : ''}${reachable.costs[at]}` })) : [];
    // The enemies in its line of fire, within range and not under total cover.
    const shooter = game.fixed.figures[index];
    const canShoot = shooter?.weapon !== null && (whyCannotShoot(game, index, 'fire-1') === null || whyCannotShoot(game, index, 'fire-2') === null || game.game.stamp < 0);
    const targets: CellHighlight[] = canShoot
      ? game.fixed.figures.flatMap((enemy, other) => {
          const there = game.game.figures[other];
          if (enemy.side === shooter?.side || !there || there.cell < 0 || there.status === 'dead' || isRefusal(aimAt(game, index, other))) return [];
          return [{ cell: there.cell, kind: 'target' as const, unit: enemy.id }];
        })
      : [];
    return [...reach, ...targets];
  },
};
