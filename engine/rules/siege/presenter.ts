/**
 * SIEGE in the playtest view: figures as pieces (wounded ones with one heart, stunned ones marked,
 * those on top of a siege tower drawn aloft), the drawbridge, ladders, siege engines, barrels,
 * fires and breaches as they stand, every action in words before it is taken (a move with its
 * cost in movement points, a shot with its range band, cover and die modifier, a melee with its
 * odds column, a ram's blow with its column), and the selected figure's reach with costs and its
 * targets.
 */
import { translate, type Language } from '../../i18n/index';
import { localized } from '../../scenario/localized';
import type { Scenario, Token } from '../../scenario/types';
import { cellPlace } from '../core/places';
import { type HighlightView, type Mark, type MarkerView, type PieceView, type Presenter, type TrackView } from '../core/presenter';
import { ballistaCrew, ballistaOrigin } from './ballista';
import { costTo, reachOf } from './reach';
import { combatDataOf } from './combat-data';
import { isRefusal } from './common';
import { describe, figureName, nameParams } from './describe';
import { aimAt, whyCannotShoot } from './fire-actions';
import { engineAt } from './fires';
import { oddsOf } from './melee-actions';
import { whyCannotMove } from './move-actions';
import { deadExtraCost } from './occupancy';
import { isTowerHex, poundingColumn } from './pounding';
import { occupancyFor } from './standing';
import { ENGINE_KINDS, type FigureState, type SiegeAction, type SiegeState } from './types';

const HEALTH = { healthy: 2, wounded: 1, stunned: 1, dead: 0 } as const;

/** What fits on a counter: the start of the name (without its bracketed weapon) and its number. */
function shortName(name: string): string {
  const number = /\s(\d+)$/.exec(name)?.[1] ?? '';
  return `${name.replace(/\s\d+$/, '').replace(/\s*\(.*\)$/, '').slice(0, 3)}${number}`;
}

/** What a figure's counter may hide on its hex: a ladder or a barrel lying there, or the siege tower or ram it is in. */
type Underfoot = 'ladderLying' | 'ladderRaised' | 'barrel' | 'inTower' | 'underRam';

const UNDERFOOT_MARKS: Readonly<Record<Underfoot, string>> = { ladderLying: 'ladder', ladderRaised: 'ladder', barrel: 'barrel', inTower: 'tower', underRam: 'ram' };

/** A figure's marks: its state, and what its counter hides on its hex (`underfoot`, by hex). */
function marksOf(figure: FigureState, underfoot: ReadonlyMap<number, Underfoot>, language: Language): Mark[] {
  const marks: Mark[] = [];
  if (figure.status === 'stunned' || figure.status === 'wounded') marks.push({ id: figure.status, text: translate(language, `siege.mark.${figure.status}`) });
  if (figure.mounted) marks.push({ id: 'mounted', text: translate(language, 'siege.mark.mounted') });
  const hidden = figure.onTop ? undefined : underfoot.get(figure.cell);
  if (hidden) marks.push({ id: UNDERFOOT_MARKS[hidden], text: translate(language, `siege.mark.${hidden}`) });
  return marks;
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

export const siegePresenter: Presenter<SiegeState, SiegeAction> = {
  costUnit: 'movementPoints',
  // Figures still to place are not on the board: their actions are headed by their name all the same.
  pieceName: (state, piece, language) => figureName(state.fixed, piece, language),

  boardScenario(scenario, state) {
    const { fixed, game } = state;
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
    // What the game laid: the counters of breaches and burnt tents (flames are markers).
    const patches = [...(scenario.board.terrain ?? [])];
    for (const counter of game.counters) {
      if (fixed.source.ruleset.tokens?.[counter.kind]) tokens.push({ id: `${counter.kind}-${counter.cell}`, kind: counter.kind, at: cellOf(counter.cell) });
      else patches.push({ id: `${counter.kind}-${counter.cell}`, kind: counter.kind, cells: [cellOf(counter.cell)] });
    }
    const sides = scenario.sides.map((side) => ({ ...side, units: [] }));
    return { ...scenario, board: { ...scenario.board, terrain: patches, tokens }, sides } as Scenario;
  },

  pieces(state, language) {
    const { fixed, game } = state;
    const underfoot = new Map<number, Underfoot>();
    for (const barrel of game.barrels) underfoot.set(barrel.cell, 'barrel');
    for (const ladder of game.ladders) underfoot.set(ladder.cell, ladder.vertical ? 'ladderRaised' : 'ladderLying');
    for (const engine of game.engines) if (engine.kind === 'siege-tower' || engine.kind === 'ram') for (const cell of engine.cells) underfoot.set(cell, engine.kind === 'ram' ? 'underRam' : 'inTower');
    return fixed.figures.flatMap((figure, index): PieceView[] => {
      const live = game.figures[index];
      if (!live || live.cell < 0 || live.status === 'dead') return [];
      // A figure on top of a siege tower stands on the cell's upper level.
      const name = figureName(fixed, figure.id, language);
      return [{ id: figure.id, side: figure.side, name, short: shortName(name), place: cellPlace(live.cell, live.onTop ? 1 : 0), health: HEALTH[live.status], maxHealth: 2, marks: marksOf(live, underfoot, language) }];
    });
  },

  markers(state, language) {
    const { fixed, game } = state;
    const markers: MarkerView[] = game.fires.map((fire) => ({ id: `fire-${fire.cell}`, place: cellPlace(fire.cell), style: 'fire', text: translate(language, 'siege.marker.fire', { cell: fixed.labels[fire.cell] ?? '', turn: fire.lit }) }));
    for (const damage of game.damage) {
      if (damage.steps > 0) markers.push({ id: `damage-${damage.cell}`, place: cellPlace(damage.cell), style: 'damage', label: String(damage.steps), text: translate(language, 'siege.marker.damage', { cell: fixed.labels[damage.cell] ?? '', steps: damage.steps, max: fixed.constants.wallDamageSteps }) });
    }
    // The dead lie where they fell (1.61), and cost more to step over, then close the hex.
    const occupancy = occupancyFor(state);
    occupancy.deadMen.forEach((count, cell) => {
      if (count === 0) return;
      const extra = deadExtraCost(fixed.board, occupancy, cell);
      const key = extra < 0 ? 'siege.marker.deadClosed' : extra > 0 ? 'siege.marker.deadCost' : 'siege.marker.dead';
      markers.push({ id: `dead-${cell}`, place: cellPlace(cell), style: 'dead', label: `†${count}`, text: translate(language, key, { cell: fixed.labels[cell] ?? '', count, extra }) });
    });
    return markers;
  },

  hand() {
    return null;
  },

  tracks(state, _viewer, language) {
    const { fixed, game } = state;
    const tracks: TrackView[] = [];
    for (const side of state.sides) {
      let standing = 0;
      let total = 0;
      fixed.figures.forEach((figure, index) => {
        if (figure.side !== side) return;
        total++;
        if (game.figures[index]?.status !== 'dead') standing++;
      });
      tracks.push({ id: `figures-${side}`, side, name: translate(language, 'siege.track.figures'), value: standing, max: total });
    }
    fixed.objectives.forEach((objective, index) => {
      if (objective.check === 'end-of-turn' || objective.check === 'end-of-round') tracks.push({ id: `held-${index}`, side: objective.side, name: translate(language, 'siege.track.held', { cell: objective.label }), value: game.held[index] ?? 0, max: objective.turns });
    });
    return tracks;
  },

  sideName(state, side, language) {
    const names = state.fixed.sideNames;
    return Object.hasOwn(names, side) ? localized(names[side], language) : side;
  },

  phaseName(state, language) {
    return state.phase === 'deployment' ? translate(language, 'siege.phase.deployment') : (nameParams(state.fixed, { phase: state.phase }, language).phase as string);
  },

  turnLimit(state) {
    return state.fixed.constants.turnLimit;
  },

  describeAction(state, action, language) {
    const game = state;
    const a = action;
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
        return named('siege.action.pound', { engine: a.engine, cell: cell(a.cell), column, modifier: isTowerHex(game, a.cell) ? '-1' : '+0' });
      }
      case 'fireArrow': {
        // The engine the arrow is shot at, by its name: a hex alone does not say it is the trebuchet.
        return named('siege.action.fireArrow', { unit: a.unit, cell: cell(a.cell), engine: game.game.engines[engineAt(game, a.cell)]?.id ?? '' });
      }
      case 'setFire':
      case 'extinguish':
      case 'pourOil':
        return named(`siege.action.${a.type}`, { unit: a.unit, cell: cell(a.cell) });
      case 'raiseLadder':
        return named('siege.action.raiseLadder', { unit: a.unit, cell: cell(a.rampart) });
      case 'moveLadder': {
        const ladder = game.game.ladders.find((candidate) => candidate.id === a.ladder);
        const key = ladder?.cell === a.cell ? 'siege.action.turnLadder' : 'siege.action.moveLadder';
        return named(key, { units: a.units.join(','), from: cell(ladder?.cell ?? -1), cell: cell(a.cell), rampart: cell(a.rampart), points: game.fixed.constants.ladderMoveCost });
      }
      case 'winch':
        return named('siege.action.winch', { unit: a.unit });
      case 'fire': {
        // The line of fire, the target's cover and the die modifier, before the shot.
        const aim = aimAt(game, indexOf(game, a.unit), indexOf(game, a.target));
        if (isRefusal(aim)) return describe(game.fixed, aim, language);
        const modifier = aim.odds.modifier >= 0 ? `+${aim.odds.modifier}` : String(aim.odds.modifier);
        return named('siege.action.fire', { unit: a.unit, target: a.target, distance: aim.distance, band: aim.odds.band, cover: aim.cover, modifier });
      }
      case 'fireBallista': {
        const engine = game.game.engines.find((candidate) => candidate.id === a.engine);
        const crew = engine ? ballistaCrew(game, engine, a.side) : null;
        const aim = engine && crew ? aimAt(game, crew[0] as number, indexOf(game, a.target), ballistaOrigin(game, a.engine)) : null;
        if (!aim || isRefusal(aim)) return named('siege.refused.notABallista', { engine: a.engine });
        const modifier = aim.odds.modifier >= 0 ? `+${aim.odds.modifier}` : String(aim.odds.modifier);
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
    return describe(state.fixed, message, language);
  },

  target(_state, a) {
    switch (a.type) {
      case 'deploy':
        return { piece: a.unit, place: cellPlace(a.cell) };
      case 'move':
      case 'advance':
        return { piece: a.unit, place: cellPlace(a.cell, a.top === true ? 1 : 0) };
      case 'setFire':
      case 'extinguish':
      case 'fireArrow':
      case 'pourOil':
        return { piece: a.unit, place: cellPlace(a.cell) };
      case 'raiseLadder':
        return { piece: a.unit, place: cellPlace(a.rampart) };
      case 'moveLadder':
        return { piece: a.units[0], place: cellPlace(a.cell) };
      case 'winch':
      case 'pushLadder':
        return { piece: a.unit };
      case 'fire':
        return { piece: a.unit, targetPiece: a.target };
      case 'melee':
        return { piece: a.attackers[0], targetPiece: a.defenders[0] };
      default:
        return {};
    }
  },

  highlights(state, unit) {
    const game = state;
    const index = indexOf(game, unit);
    const figure = game.game.figures[index];
    if (!figure || figure.cell < 0 || figure.status === 'dead') return [];
    // Where it may still go in a movement step, with the cost in movement points (not in a fire or
    // melee step, where it stays where it is).
    const reachable = reachOf(game, index, null);
    // A place on top of a siege tower is marked with an arrow before its cost.
    const { tops, costs } = reachable;
    const reach: HighlightView[] = game.phase.endsWith(':move') && whyCannotMove(game, index) === null ? reachable.cells.map((cell, at) => ({ place: cellPlace(cell, tops[at] ? 1 : 0), kind: 'reach', label: String(costs[at]) })) : [];
    // The enemies in its line of fire, within range and not under total cover.
    const shooter = game.fixed.figures[index];
    const canShoot = shooter?.weapon !== null && (whyCannotShoot(game, index, 'fire-1') === null || whyCannotShoot(game, index, 'fire-2') === null || game.game.stamp < 0);
    const targets: HighlightView[] = canShoot
      ? game.fixed.figures.flatMap((enemy, other) => {
          const there = game.game.figures[other];
          if (enemy.side === shooter?.side || !there || there.cell < 0 || there.status === 'dead' || isRefusal(aimAt(game, index, other))) return [];
          return [{ place: cellPlace(there.cell, there.onTop ? 1 : 0), kind: 'target' as const, piece: enemy.id }];
        })
      : [];
    return [...reach, ...targets];
  },
};
