/**
 * A tiny ruleset for tests of what the contract promises on every kind of board: one piece a side,
 * which in turn moves to any of a few places (cells, points of a free table, areas), five moves in
 * all. Its presenter puts the pieces at their places and outlines where the one to move can go.
 */
import type { BoardKernel } from '../../../board/types';
import type { Scenario } from '../../../scenario/types';
import type { RulesetModule, ScenarioInput } from '../module';
import { areaPlace, cellPlace, placeKey, pointPlace, type Place } from '../places';
import type { Presenter } from '../presenter';
import { seedRng } from '../prng';
import { reseeded } from '../sampling';
import type { GameState, Ruleset } from '../types';

export interface TinyFixed {
  readonly places: readonly Place[];
}
export interface TinyGame {
  readonly at: Readonly<Record<string, number>>;
  readonly moves: number;
}
export type TinyState = GameState<TinyFixed, TinyGame>;
type Move = { readonly type: 'move'; readonly side: string; readonly to: number };

/** Four places of the board, whatever its kind. */
export function placesOf(kernel: BoardKernel): Place[] {
  switch (kernel.kind) {
    case 'square':
    case 'hex':
      return [0, 1, kernel.cellCount - 2, kernel.cellCount - 1].map((cell) => cellPlace(cell));
    case 'free': {
      const { width, height } = kernel.boundsMm();
      return [pointPlace(width / 4, height / 4), pointPlace((3 * width) / 4, height / 4), pointPlace(width / 4, (3 * height) / 4), pointPlace((3 * width) / 4, (3 * height) / 4)];
    }
    case 'area':
      return kernel.areas().slice(0, 4).map((area) => areaPlace(area.id));
  }
}

export function tinyRules(kernelOf: (scenario: Scenario) => BoardKernel): Ruleset<TinyFixed, TinyGame, Move, ScenarioInput> {
  const pending = (side: string) => [{ side, kind: 'move' }];
  return {
    id: 'tiny',
    setup: (input, seed) => {
      const sides = input.scenario.sides.map((side) => side.id);
      const state: TinyState = {
        ruleset: 'tiny',
        sides,
        turn: 1,
        phase: 'move',
        pending: pending(sides[0] as string),
        sealed: {},
        rng: seedRng(seed),
        step: 0,
        outcome: null,
        fixed: { places: placesOf(kernelOf(input.scenario)) },
        game: { at: Object.fromEntries(sides.map((side, index) => [side, index])), moves: 0 },
      };
      return state;
    },
    structure: () => ({ setup: [], turn: [{ id: 'move', actors: [] }] }),
    legalActions: (state, side) => state.fixed.places.flatMap((_, to) => (Object.values(state.game.at).includes(to) ? [] : [{ type: 'move' as const, side, to }])),
    check: (state, action) => {
      const to = (action as Partial<Move>).to;
      return typeof to === 'number' && to >= 0 && to < state.fixed.places.length && !Object.values(state.game.at).includes(to) ? null : { key: 'core.refused.malformed', params: {} };
    },
    apply: (state, action) => {
      const next = state.sides[(state.sides.indexOf(action.side) + 1) % state.sides.length] as string;
      return { ...state, pending: pending(next), game: { at: { ...state.game.at, [action.side]: action.to }, moves: state.game.moves + 1 } };
    },
    view: (state) => state,
    winner: (state) => (state.game.moves >= 5 ? { winner: null, key: 'core.event.draw', params: {} } : null),
    sealedFace: () => null,
    score: () => 0,
    sample: (view, _side, random) => reseeded(view, random),
  };
}

export function tinyPresenter(): Presenter<TinyState, Move> {
  return {
    costUnit: 'actions',
    boardScenario: (scenario) => scenario,
    pieces: (state) => state.sides.map((side) => ({ id: `piece-${side}`, side, name: `Piece of ${side}`, short: side.slice(0, 3), place: state.fixed.places[state.game.at[side] ?? 0] as Place, health: 1, maxHealth: 1, marks: [] })),
    markers: (state) => [{ id: 'flag', place: state.fixed.places[3] as Place, style: 'flag', text: 'Flag' }],
    hand: () => null,
    tracks: (state) => [{ id: 'moves', name: 'Moves', value: state.game.moves, max: 5 }],
    sideName: (_state, side) => side,
    phaseName: () => 'Move',
    turnLimit: () => null,
    describeAction: (state, action) => `Move to ${placeKey(state.fixed.places[action.to] as Place)}`,
    describe: (_state, message) => message.key,
    target: (state, action) => ({ piece: `piece-${action.side}`, place: state.fixed.places[action.to] as Place }),
    highlights: (state, piece) => {
      const side = piece.replace(/^piece-/, '');
      return state.fixed.places.flatMap((place, index) => (Object.values(state.game.at).includes(index) ? [] : [{ place, kind: 'reach' as const, label: String(index) }])).filter(() => state.sides.includes(side));
    },
  };
}

/** The tiny game as a ruleset module, on whatever board `kernelOf` gives a scenario. */
export function tinyModule(kernelOf: (scenario: Scenario) => BoardKernel, data: RulesetModule['data']): RulesetModule {
  return {
    id: 'tiny',
    data,
    messages: { en: {}, fr: {} },
    newBoard: { geometry: 'square', columns: 4, rows: 4, cellSize: 25, width: 100, height: 100, unit: 'mm' },
    // The game ends after its five moves.
    play: { rules: tinyRules(kernelOf), presenter: tinyPresenter(), turnLimit: () => 5 },
  };
}
