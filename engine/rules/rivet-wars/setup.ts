/**
 * From a scenario and its ruleset data to the first state of a game: the grids and what lies on
 * them (tiles, duckboards, bunkers, objectives, wire, tank traps, minefields), each side's zones,
 * facing, target priority, resources and victory points, the figures of the box, the two decks,
 * the mission's own rules (mission.ts), the units the scenario places, then the first phase.
 */
import { createKernel } from '../../board/index';
import type { Cell, SquareKernel } from '../../board/types';
import { expandTiles, footprintOf } from '../../scenario/tiles';
import type { GridCellName, RulesetData, Scenario, Side, Tile, Zone } from '../../scenario/types';
import { silent } from '../core/engine';
import { compiledPerScenario } from '../core/compiled';
import { Rng, seedRng, type Seed } from '../core/prng';
import { figureInBox, occupancyOf } from './common';
import { copyFigure, Draft } from './draft';
import { cellOfName, DELTAS, DIRECTIONS, freeFootprint, slotsFirst } from './grid';
import { missionRulesOf } from './mission';
import { enterFirstPhase } from './phases';
import { boxSupply, cardsOf, profileOf } from './profiles';
import type { FigureInfo, FigureState, MissionRules, ProfileInfo, RwConstants, RwFixed, RwGame, RwState, SideInfo } from './types';
import { NEVER, SKILLS } from './types';

export interface RwInput {
  readonly scenario: Scenario;
  /** The scenario's ruleset data with its house rules applied. */
  readonly ruleset: RulesetData;
}

export const RULESET_ID = 'rivet-wars';

function squareKernel(scenario: Scenario): SquareKernel {
  const geometry = scenario.board.geometry;
  if (geometry.kind !== 'square') throw new Error('Rivet Wars is played on square grids; this scenario has another board.');
  return createKernel(geometry) as SquareKernel;
}

function constant<T extends number | boolean>(ruleset: RulesetData, id: string, fallback: T): T {
  const value = ruleset.constants?.[id];
  return typeof value === typeof fallback ? (value as T) : fallback;
}

/** The rounds a game lasts: the scenario's limit, else the data's (the rulebook sets none; bots need one). */
export function roundLimitOf(scenario: Scenario, ruleset: RulesetData): number {
  return scenario.turns?.limit ?? constant(ruleset, 'roundLimit', 30);
}

function constantsOf(scenario: Scenario, ruleset: RulesetData): RwConstants {
  return {
    hitOn: constant(ruleset, 'hitOn', 5),
    dieFaces: constant(ruleset, 'dieFaces', 6),
    actionDraw: constant(ruleset, 'actionDraw', 1),
    actionDiscardMax: constant(ruleset, 'actionDiscardMax', 1),
    actionHandMax: constant(ruleset, 'actionHandMax', 3),
    firstPlayerSkipsActionDraw: constant(ruleset, 'firstPlayerSkipsActionDraw', true),
    secretMissionDraw: constant(ruleset, 'secretMissionDraw', 2),
    secretMissionHandMax: constant(ruleset, 'secretMissionHandMax', 2),
    minefieldDice: constant(ruleset, 'minefieldDice', 2),
    bunkerBolster: constant(ruleset, 'bunkerBolster', 1),
    gasRounds: constant(ruleset, 'gasRounds', 2),
    deviationOnTarget: constant(ruleset, 'deviationOnTarget', 8),
    diagonalsPerActivation: constant(ruleset, 'diagonalsPerActivation', 1),
    heroOncePerGame: constant(ruleset, 'heroOncePerGame', true),
    roundLimit: roundLimitOf(scenario, ruleset),
  };
}

/** Grids a tile covers; every grid when the scenario lays no tiles. */
function onBoardOf(kernel: SquareKernel, scenario: Scenario, ruleset: RulesetData): number[] {
  const placements = scenario.board.tiles ?? [];
  if (placements.length === 0) return new Array<number>(kernel.cellCount).fill(1);
  const on = new Array<number>(kernel.cellCount).fill(0);
  for (const placement of placements) {
    const tile = ruleset.tiles?.[placement.tile] as Tile | undefined;
    if (!tile) continue;
    const box = footprintOf(placement, tile);
    for (let row = box.row; row < box.row + box.rows; row++) {
      for (let col = box.col; col < box.col + box.columns; col++) {
        const index = kernel.indexOf({ col, row });
        if (index >= 0) on[index] = 1;
      }
    }
  }
  return on;
}

function neighboursOf(columns: number, rows: number, onBoard: readonly number[]): number[] {
  const out = new Array<number>(columns * rows * DIRECTIONS).fill(-1);
  for (let grid = 0; grid < columns * rows; grid++) {
    const col = grid % columns;
    const row = Math.floor(grid / columns);
    DELTAS.forEach(([dx, dy], direction) => {
      const c = col + dx;
      const r = row + dy;
      if (c < 0 || r < 0 || c >= columns || r >= rows) return;
      const there = r * columns + c;
      if (onBoard[there] === 1) out[grid * DIRECTIONS + direction] = there;
    });
  }
  return out;
}

function zoneGrids(kernel: SquareKernel, zone: Zone | undefined): number[] {
  return (zone?.cells ?? []).map((cell) => kernel.indexOf(cell)).filter((index) => index >= 0);
}

/** Grids of the zones of `purpose` of a side. */
function sideZones(kernel: SquareKernel, scenario: Scenario, side: string, purpose: Zone['purpose']): number[] {
  const grids = new Set<number>();
  for (const zone of scenario.board.zones ?? []) if (zone.side === side && zone.purpose === purpose) for (const grid of zoneGrids(kernel, zone)) grids.add(grid);
  return [...grids].sort((a, b) => a - b);
}

const FACINGS = ['N', 'E', 'S', 'W'] as const;

/** The side's facing: given, or away from the board edge its deployment zone lies nearest to. */
function facingOf(side: Side, index: number, deployment: readonly number[], columns: number, rows: number): number {
  if (side.facing) return FACINGS.indexOf(side.facing);
  if (deployment.length === 0) return index % 2 === 0 ? 2 : 0;
  let sumX = 0;
  let sumY = 0;
  for (const grid of deployment) {
    sumX += (grid % columns) * 2 + 1;
    sumY += Math.floor(grid / columns) * 2 + 1;
  }
  const dx = sumX - deployment.length * columns;
  const dy = sumY - deployment.length * rows;
  if (Math.abs(dy) * columns >= Math.abs(dx) * rows) return dy <= 0 ? 2 : 0;
  return dx <= 0 ? 1 : 3;
}

function victoryOf(scenario: Scenario, side: string): Pick<SideInfo, 'target' | 'scoresObjectives' | 'scoresRoundEnd' | 'scoresKills'> {
  const condition = scenario.victory?.find((candidate) => candidate.side === side && candidate.type === 'victory-points');
  if (!condition || condition.type !== 'victory-points') return { target: Infinity, scoresObjectives: 0, scoresRoundEnd: 0, scoresKills: true };
  let objectives = 0;
  let roundEnd = 0;
  for (const rule of condition.scoring) {
    if ((rule.event === 'objective-captured' || rule.event === 'objective-controlled') && (rule.tokenKind === undefined || rule.tokenKind === 'strategic-objective')) objectives += rule.points;
    if (rule.event === 'round-end') roundEnd += rule.points;
  }
  return { target: condition.points, scoresObjectives: objectives, scoresRoundEnd: roundEnd, scoresKills: true };
}

function priorityOf(ruleset: RulesetData, faction: string, facing: number): number[] {
  const names: readonly GridCellName[] = ruleset.factions?.[faction]?.targetPriority ?? ['front-left', 'front-right', 'back-left', 'back-right'];
  return names.map((name) => cellOfName(facing, name));
}

/** Profiles of a faction, in the ruleset's order (the others are ignored). */
function profilesOf(ruleset: RulesetData, armour: readonly string[]): ProfileInfo[] {
  return Object.entries(ruleset.unitProfiles ?? {}).map(([id, profile]) => profileOf(id, profile, armour));
}

/** One figure per model of the box, per side: `boxSupply` of each profile of its faction. */
function figuresOf(scenario: Scenario, profiles: readonly ProfileInfo[], ruleset: RulesetData): FigureInfo[] {
  const factions = scenario.sides.map((side) => side.faction ?? side.id);
  const figures: FigureInfo[] = [];
  scenario.sides.forEach((side, s) => {
    const shared = factions.filter((faction) => faction === factions[s]).length > 1;
    profiles.forEach((profile, p) => {
      if (profile.faction !== factions[s]) return;
      const supply = boxSupply(ruleset.unitProfiles?.[profile.id]);
      for (let number = 1; number <= supply; number++) {
        figures.push({ id: `${shared ? `${side.id}.` : ''}${profile.id}-${number}`, side: s, profile: p, number });
      }
    });
  });
  return figures;
}

function tokenGrids(kernel: SquareKernel, scenario: Scenario, ruleset: RulesetData, kind: string): number[] {
  const grids = new Set<number>();
  for (const token of expandTiles(scenario.board.tiles ?? [], ruleset.tiles ?? {}).tokens) if (token.kind === kind) grids.add(kernel.indexOf(token.cell));
  for (const token of scenario.board.tokens ?? []) {
    if (token.kind !== kind) continue;
    if ('col' in token.at) grids.add(kernel.indexOf(token.at as Cell));
    else if ('zone' in token.at) {
      const zoneId = token.at.zone;
      for (const grid of zoneGrids(kernel, scenario.board.zones?.find((zone) => zone.id === zoneId))) grids.add(grid);
    }
  }
  grids.delete(-1);
  return [...grids].sort((a, b) => a - b);
}

function perGrid(count: number, grids: readonly number[]): number[] {
  const out = new Array<number>(count).fill(0);
  for (const grid of grids) out[grid] = 1;
  return out;
}

function fixedOf(input: RwInput): RwFixed {
  const { scenario, ruleset } = input;
  const kernel = squareKernel(scenario);
  const columns = kernel.columns;
  const rows = kernel.rows;
  const grids = kernel.cellCount;
  const onBoard = onBoardOf(kernel, scenario, ruleset);
  const duckboards = new Array<number>(grids).fill(0);
  for (const stamped of expandTiles(scenario.board.tiles ?? [], ruleset.tiles ?? {}).terrain) {
    const index = kernel.indexOf(stamped.cell);
    if (index >= 0) duckboards[index] = stamped.kind === 'duckboards' ? 1 : 0;
  }
  for (const patch of scenario.board.terrain ?? []) {
    for (const cell of patch.cells ?? []) {
      const index = kernel.indexOf(cell);
      if (index >= 0) duckboards[index] = patch.kind === 'duckboards' ? 1 : 0;
    }
  }
  const bunkers = tokenGrids(kernel, scenario, ruleset, 'bunker');
  const objectives = tokenGrids(kernel, scenario, ruleset, 'strategic-objective');
  // Bunkers and strategic objectives count as duckboards (rulebook p.11).
  for (const grid of [...bunkers, ...objectives]) duckboards[grid] = 1;
  const objectiveAt = new Array<number>(grids).fill(-1);
  objectives.forEach((grid, index) => (objectiveAt[grid] = index));
  const armour = Object.keys(ruleset.armourClasses ?? { soft: null });
  const profiles = profilesOf(ruleset, armour);
  const figures = figuresOf(scenario, profiles, ruleset);
  const sides: SideInfo[] = scenario.sides.map((side, s) => {
    const deployment = sideZones(kernel, scenario, side.id, 'deployment');
    const territory = sideZones(kernel, scenario, side.id, 'territory');
    const facing = facingOf(side, s, deployment, columns, rows);
    const faction = side.faction ?? side.id;
    const mine = figures.flatMap((figure, index) => (figure.side === s ? [index] : []));
    const own = territory.length > 0 ? territory : deployment;
    return {
      id: side.id,
      name: side.name,
      faction,
      facing,
      priority: priorityOf(ruleset, faction, facing),
      deployment,
      territory: own,
      deployAt: perGrid(grids, deployment),
      territoryAt: perGrid(grids, own),
      dpPerTurn: side.resources?.['deployment-points']?.perTurn ?? 0,
      rivetsPerTurn: side.resources?.rivets?.perTurn ?? 0,
      rivetsStart: side.resources?.rivets?.start ?? 0,
      ...victoryOf(scenario, side.id),
      figures: mine,
      plugs: mine.filter((index) => profiles[(figures[index] as FigureInfo).profile]?.plug),
    };
  });
  const first = scenario.turns?.first;
  const starter = first !== undefined && first !== 'roll' ? sides.findIndex((side) => side.id === first) : -1;
  const fixedOrder = starter < 0 ? [] : sides.map((_, i) => (sides[(starter + i) % sides.length] as SideInfo).id);
  const constants = constantsOf(scenario, ruleset);
  const { cards } = cardsOf(ruleset, constants.deviationOnTarget);
  const stepNames: Record<string, RulesetData['name']> = {};
  for (const phase of ruleset.turn?.phases ?? []) stepNames[phase.id] = phase.name;
  const partial = { profiles, sides, figures };
  const mission: MissionRules = missionRulesOf(scenario, partial);
  return {
    source: { scenario, ruleset },
    columns,
    rows,
    labels: kernel.cells().map((cell) => kernel.label(cell)),
    onBoard,
    neighbours: neighboursOf(columns, rows, onBoard),
    duckboards,
    bunker: perGrid(grids, bunkers),
    tankTrap: perGrid(grids, tokenGrids(kernel, scenario, ruleset, 'tank-trap')),
    minefield: perGrid(grids, tokenGrids(kernel, scenario, ruleset, 'minefield')),
    objectiveAt,
    objectives,
    armour,
    profiles,
    buffed: SKILLS.map((_, skill) => profiles.some((profile) => (profile.buffs[skill] as number) > 0)),
    plugged: SKILLS.map((_, skill) => profiles.some((profile) => profile.plug && (profile.skills[skill] as number) > 0)),
    figures,
    sides,
    fixedOrder,
    cards,
    mission,
    gasTokens: ruleset.tokens?.gas?.supply ?? 5,
    constants,
    stepNames,
  };
}

function blankFigure(): FigureState {
  return { grid: -1, cells: 0, damage: 0, host: -1, deployed: false, assaultAt: NEVER, arrangedAt: NEVER };
}

/**
 * The units the scenario places, then the mission's garrisons: figures on the board at the start,
 * the cells of its grid each scenario unit took (by the unit's id) and the garrisons' figures, for
 * the editor to draw them there.
 */
function placedFigures(fixed: RwFixed, kernel: SquareKernel, scenario: Scenario): { figures: FigureState[]; unitCells: Map<string, number>; garrisons: number[] } {
  const figures = fixed.figures.map(blankFigure) as ReturnType<typeof copyFigure>[];
  const profileIndex = new Map(fixed.profiles.map((profile, index) => [profile.id, index]));
  const unitCells = new Map<string, number>();
  const place = (s: number, profile: number, grid: number, slot: number | undefined): number => {
    if (grid < 0) return -1;
    const index = figureInBox(fixed, figures, s, profile);
    if (index < 0) return -1;
    const info = fixed.profiles[profile] as ProfileInfo;
    const taken = occupancyOf(fixed, figures).taken[grid] as number;
    const wanted = slot === undefined ? 0 : info.size === 1 ? 1 << slot : info.size === 2 ? (slot < 2 ? 3 : 12) : 15;
    const cells = wanted !== 0 && (wanted & taken) === 0 ? wanted : freeFootprint(info.size, taken, (fixed.sides[s] as SideInfo).priority);
    if (cells === 0) return -1;
    figures[index] = { ...blankFigure(), grid, cells, deployed: true };
    return index;
  };
  scenario.sides.forEach((side, s) => {
    for (const unit of slotsFirst(side.units ?? [])) {
      const profile = unit.profile === undefined ? undefined : profileIndex.get(unit.profile);
      if (profile === undefined || (fixed.profiles[profile] as ProfileInfo).plug) continue;
      let grid = -1;
      if (unit.at && 'col' in unit.at) grid = kernel.indexOf(unit.at);
      else if (unit.deployIn !== undefined) {
        const zone = scenario.board.zones?.find((candidate) => candidate.id === unit.deployIn);
        const size = (fixed.profiles[profile] as ProfileInfo).size;
        grid = zoneGrids(kernel, zone).find((candidate) => freeFootprint(size, occupancyOf(fixed, figures).taken[candidate] as number, [0, 1, 2, 3]) !== 0) ?? -1;
      }
      const host = place(s, profile, grid, unit.slot);
      if (host < 0) continue;
      unitCells.set(unit.id, (figures[host] as FigureState).cells);
      for (const plugId of unit.plugs ?? []) {
        const plug = profileIndex.get(plugId);
        if (plug === undefined) continue;
        const figure = figureInBox(fixed, figures, s, plug);
        if (figure >= 0) figures[figure] = { ...blankFigure(), host, deployed: true };
      }
    }
  });
  const garrisons: number[] = [];
  for (const garrison of fixed.mission.garrisons) {
    for (const grid of fixed.objectives) {
      const owner = occupancyOf(fixed, figures).owner[grid] as number;
      if (owner !== -1 && owner !== garrison.side) continue;
      const placed = place(garrison.side, garrison.profile, grid, undefined);
      if (placed >= 0) garrisons.push(placed);
    }
  }
  // Every figure in the one shape the drafts copy.
  return { figures: figures.map(copyFigure), unitCells, garrisons };
}

interface Compiled {
  readonly fixed: RwFixed;
  readonly start: RwGame;
  readonly actionDeck: readonly string[];
  readonly missionDeck: readonly string[];
  /** The cells of its grid each unit the scenario places took, by the unit's id (a 4-bit mask). */
  readonly unitCells: ReadonlyMap<string, number>;
  /** The figures the mission's garrisons put on the board. */
  readonly garrisons: readonly number[];
}

function compile(input: RwInput): Compiled {
  const fixed = fixedOf(input);
  const kernel = squareKernel(input.scenario);
  const { figures, unitCells, garrisons } = placedFigures(fixed, kernel, input.scenario);
  const sides = fixed.sides.map(() => 0);
  const { action, missions } = cardsOf(input.ruleset, fixed.constants.deviationOnTarget);
  const start: RwGame = {
    order: fixed.fixedOrder.length > 0 ? fixed.fixedOrder : fixed.sides.map((side) => side.id),
    stamp: 0,
    figures,
    wire: tokenGrids(kernel, input.scenario, input.ruleset, 'barbed-wire'),
    gas: [],
    flags: fixed.objectives.map(() => -1),
    vp: sides,
    dp: sides,
    infantryDp: sides,
    rivets: fixed.sides.map((side) => side.rivetsStart),
    free: sides,
    level: sides,
    hands: fixed.sides.map(() => []),
    missions: fixed.sides.map(() => []),
    actionPile: [],
    actionDiscard: [],
    missionPile: [],
    missionDiscard: [],
    activeGrid: -1,
    active: [],
    activatedWith: [],
    activated: [],
    actor: null,
    attack: null,
    barrage: null,
    retreat: null,
    deviation: null,
    boost: null,
    kills: { units: 0, vehicles: 0, heroes: 0 },
    captured: 0,
    tied: false,
    result: null,
  };
  return { fixed, start, actionDeck: action, missionDeck: missions, unitCells, garrisons };
}

const compiledFor = compiledPerScenario(compile);

/** The cells of its grid setup gives each unit the scenario places, by the unit's id (a 4-bit mask: 1 top left, 2 top right, 4 bottom left, 8 bottom right). */
export function setupCells(input: RwInput): ReadonlyMap<string, number> {
  return compiledFor(input).unitCells;
}

/** The units the mission's garrisons put on the board at the start: side, profile, grid and cells. */
export function setupGarrisons(input: RwInput): { readonly side: string; readonly profile: string; readonly grid: number; readonly cells: number }[] {
  const { fixed, start, garrisons } = compiledFor(input);
  return garrisons.map((index) => {
    const figure = start.figures[index] as FigureState;
    const info = fixed.figures[index] as FigureInfo;
    return { side: (fixed.sides[info.side] as SideInfo).id, profile: (fixed.profiles[info.profile] as ProfileInfo).id, grid: figure.grid, cells: figure.cells };
  });
}

export function setupGame(input: RwInput, seed: Seed): RwState {
  const { fixed, start, actionDeck, missionDeck } = compiledFor(input);
  const rng = new Rng(seedRng(seed));
  const game: RwGame = { ...start, actionPile: rng.shuffle(actionDeck.slice()), missionPile: rng.shuffle(missionDeck.slice()) };
  const blank: RwState = { ruleset: RULESET_ID, sides: fixed.sides.map((side) => side.id), turn: 0, phase: '', pending: [], sealed: {}, rng: rng.state(), step: 0, outcome: null, fixed, game };
  // The draft copies the root and the game into their one shape (see draft.ts).
  const d = new Draft(blank, silent);
  enterFirstPhase(d);
  return d.finish();
}
