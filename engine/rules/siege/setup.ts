/**
 * From a scenario and its ruleset data to the first state of a SIEGE game: figures and their
 * counters from the sides' units, the drawbridge, its winch and the ladders from the tokens, the
 * scenario's victory conditions as objectives, the turn order, then the first phase entered.
 * The board itself (terrain, walls, costs, sight) is compiled by `board.ts` from the same scenario
 * and cached per game (see `board-cache.ts`).
 */
import { createKernel } from '../../board/index';
import type { Cell, HexKernel } from '../../board/types';
import { deriveRoom, roomBoundary, type RoomBoundary } from '../../scenario/rooms';
import { renderProblem } from '../../scenario/problems';
import type { LocalizedText, RulesetData, Scenario, Side, VictoryCondition } from '../../scenario/types';
import { seedRng } from '../core/prng';
import { copyFigure, Draft, settleShapes } from './draft';
import { buildSiegeBoard } from './board';
import { dynamicBoard, type BoardParts } from './equipment';
import { profileOf } from './figures';
import { enterPhase } from './phases';
import { loadCombatData, type SiegeCombatData } from './tables';
import {
  ENGINE_KINDS,
  NEVER,
  STEPS,
  type EngineKind,
  type EngineState,
  type CheckMoment,
  type FigureInfo,
  type FigureState,
  type LadderState,
  type Objective,
  type SiegeConstants,
  type SiegeFixed,
  type SiegeGame,
  type SiegeState,
  type Step,
} from './types';
import { winnerOf } from './winner';
import { compiledPerScenario } from '../core/compiled';
import type { ScenarioInput } from '../core/module';

/** A scenario and its ruleset data with house rules applied: what every ruleset sets a game up from. */
export type SiegeInput = ScenarioInput;

export const RULESET_ID = 'siege';

function hexKernel(scenario: Scenario): HexKernel {
  const geometry = scenario.board.geometry;
  if (geometry.kind !== 'hex') throw new Error('SIEGE is played on a hex map; this scenario has another board.');
  return createKernel(geometry);
}

function numberConstant(ruleset: RulesetData, id: string, fallback: number): number {
  const value = ruleset.constants?.[id];
  return typeof value === 'number' ? value : fallback;
}

function stringConstant(ruleset: RulesetData, id: string, fallback: string): string {
  const value = ruleset.constants?.[id];
  return typeof value === 'string' ? value : fallback;
}

function roomBoundaries(scenario: Scenario, ruleset: RulesetData, kernel: HexKernel): RoomBoundary {
  const kinds = ruleset.edges ?? {};
  const walls = (scenario.board.edges ?? []).filter((edge) => kinds[edge.kind] !== undefined && kinds[edge.kind]?.roomBoundary !== false).map((edge) => edge.edge);
  return roomBoundary(kernel, scenario, ruleset, new Set(walls));
}

/** Cells of a scenario zone: its listed cells, or the room around its seed cell. */
function zoneCells(scenario: Scenario, ruleset: RulesetData, kernel: HexKernel, id: string): number[] {
  const zone = scenario.board.zones?.find((candidate) => candidate.id === id);
  if (!zone) return [];
  if (zone.cells) return zone.cells.map((cell) => kernel.indexOf(cell)).filter((index) => index >= 0);
  if (zone.room) return deriveRoom(kernel, roomBoundaries(scenario, ruleset, kernel), zone.room);
  return [];
}

function figuresOf(scenario: Scenario, ruleset: RulesetData, kernel: HexKernel, profiles: SiegeCombatData['profiles']): { infos: FigureInfo[]; states: FigureState[] } {
  const infos: FigureInfo[] = [];
  const states: FigureState[] = [];
  const names = ruleset.unitProfiles ?? {};
  for (const side of scenario.sides) {
    const deployZones = (scenario.board.zones ?? []).filter((zone) => zone.side === side.id && (zone.purpose === 'deployment' || zone.purpose === 'start'));
    for (const unit of side.units ?? []) {
      // Reserves stay off the map: SIEGE scenarios bring them in by special rules this engine does not play.
      if (unit.reserve) continue;
      const profile = unit.profile === undefined ? undefined : profileOf(profiles, unit.profile);
      if (!profile) throw new Error(`Figure "${unit.id}" has no SIEGE profile ("${unit.profile ?? ''}").`);
      const mounted = profile.mounted;
      const zones = unit.deployIn !== undefined ? [unit.deployIn] : deployZones.map((zone) => zone.id);
      const deployCells = [...new Set(zones.flatMap((id) => zoneCells(scenario, ruleset, kernel, id)))].sort((a, b) => a - b);
      const at = unit.at && 'col' in unit.at ? kernel.indexOf(unit.at) : -1;
      const status = unit.state === 'wounded' || unit.state === 'stunned' ? unit.state : 'healthy';
      for (let copy = 0; copy < (unit.count ?? 1); copy++) {
        infos.push({
          id: copy === 0 ? unit.id : `${unit.id}.${copy + 1}`,
          side: side.id,
          name: unit.name ?? names[profile.id]?.name ?? unit.id,
          profile: profile.id,
          weapon: profile.weapon,
          mounted,
          footProfile: mounted ? profile.dismounted : null,
          deployCells,
        });
        states.push(
          copyFigure({
            cell: copy === 0 ? at : -1,
            onTop: false,
            status,
            mounted,
            movedAt: NEVER,
            shot1At: NEVER,
            shot2At: NEVER,
            attackedAt: NEVER,
            defendedAt: NEVER,
            stunnedAt: NEVER,
            carriedAt: NEVER,
            winchAt: NEVER,
            placedAt: NEVER,
            busyAt: NEVER,
          }),
        );
      }
    }
  }
  for (const [index, info] of infos.entries()) {
    if ((states[index] as FigureState).cell < 0 && info.deployCells.length === 0) {
      throw new Error(`Figure "${info.id}" has no position and no deployment zone to be placed in.`);
    }
  }
  return { infos, states };
}

type Condition<T extends VictoryCondition['type']> = Extract<VictoryCondition, { type: T }>;

function objectivesOf(scenario: Scenario, ruleset: RulesetData, kernel: HexKernel): Objective[] {
  const objectives: Objective[] = [];
  for (const condition of scenario.victory ?? []) {
    if (condition.type === 'hold-zones') {
      const held = condition as Condition<'hold-zones'>;
      const zones = held.zones.map((id) => zoneCells(scenario, ruleset, kernel, id)).filter((cells) => cells.length > 0);
      if (zones.length === 0) continue;
      const first = zones[0]?.[0] ?? 0;
      objectives.push({ id: held.id, side: held.side, zones, all: held.mode === 'all', alone: held.alone, turns: Math.max(1, held.turns), check: held.check, label: kernel.label(kernel.cellAt(first)) });
    } else if (condition.type === 'occupy-token') {
      const occupy = condition as Condition<'occupy-token'>;
      const token = scenario.board.tokens?.find((candidate) => candidate.id === occupy.token);
      const cell = token && 'col' in token.at ? kernel.indexOf(token.at as Cell) : -1;
      if (cell < 0) continue;
      objectives.push({ id: occupy.id, side: occupy.side, zones: [[cell]], all: false, alone: occupy.alone, turns: 1, check: (occupy.check ?? 'end-of-turn') as CheckMoment, label: kernel.label(kernel.cellAt(cell)) });
    }
  }
  return objectives;
}

function orderOf(scenario: Scenario): string[] {
  const sides = scenario.sides.map((side) => side.id);
  if (sides.length !== 2) throw new Error(`SIEGE is played by two sides; this scenario has ${sides.length}.`);
  const first = scenario.turns?.first;
  return first !== undefined && sides.includes(first) ? [first, ...sides.filter((side) => side !== first)] : sides;
}

function stepsOf(scenario: Scenario, ruleset: RulesetData): Step[] {
  const steps = scenario.turns?.phases ?? ruleset.turn?.phases.map((phase) => phase.id) ?? [...STEPS];
  const unknown = steps.find((step) => !(STEPS as readonly string[]).includes(step));
  if (unknown !== undefined) throw new Error(`Unknown step "${unknown}": a SIEGE phase is made of ${STEPS.join(', ')}.`);
  return steps as Step[];
}

/** The turns a game lasts: the scenario's limit, else its longest « survive », else the default of the data. */
export function turnLimitOf(scenario: Scenario, ruleset: RulesetData): number {
  const survive = (scenario.victory ?? []).filter((condition): condition is Condition<'survive'> => condition.type === 'survive').map((condition) => condition.turns);
  return scenario.turns?.limit ?? (survive.length > 0 ? Math.max(...survive) : numberConstant(ruleset, 'turnLimit', 20));
}

function constantsOf(scenario: Scenario, ruleset: RulesetData): SiegeConstants {
  const ladderCost = ruleset.tokens?.ladder?.moveCost?.foot;
  return {
    turnLimit: turnLimitOf(scenario, ruleset),
    livingFiguresPerHex: numberConstant(ruleset, 'livingFiguresPerHex', 1),
    ladderClimbCost: typeof ladderCost === 'number' ? ladderCost : 3,
    ladderToRampartCost: numberConstant(ruleset, 'ladderToRampartCost', 4),
    ladderCarryPenalty: numberConstant(ruleset, 'ladderCarryPenalty', 2),
    ladderMoveCost: numberConstant(ruleset, 'ladderMoveCost', 2),
    ladderPushMax: numberConstant(ruleset, 'ladderPushMax', 6),
    dieFaces: 10,
    enginePushers: numberConstant(ruleset, 'enginePushers', 3),
    engineMovePoints: numberConstant(ruleset, 'engineMovePoints', 2),
    engineGround: stringConstant(ruleset, 'engineGround', 'flat filled-moat').split(/\s+/).filter(Boolean),
    ramPoints: numberConstant(ruleset, 'ramPoints', 9),
    ramTurns: numberConstant(ruleset, 'ramTurns', 2),
    wallDamageSteps: numberConstant(ruleset, 'wallDamageSteps', 4),
    burningWakeMax: numberConstant(ruleset, 'burningWakeMax', 6),
    burnTurnsToDestroy: numberConstant(ruleset, 'burnTurnsToDestroy', 3),
    ballistaReloadTurns: numberConstant(ruleset, 'ballistaReloadTurns', 3),
    ballistaCrew: numberConstant(ruleset, 'ballistaCrew', 2),
    oilBarrelPenalty: numberConstant(ruleset, 'oilBarrelPenalty', 2),
  };
}

function tokenCells(scenario: Scenario, kernel: HexKernel, kind: string): number[] {
  return (scenario.board.tokens ?? [])
    .filter((token) => token.kind === kind && 'col' in token.at)
    .map((token) => kernel.indexOf(token.at as Cell))
    .filter((cell) => cell >= 0);
}

function laddersOf(scenario: Scenario, kernel: HexKernel, terrain: readonly string[]): LadderState[] {
  return (scenario.board.tokens ?? [])
    .filter((token) => token.kind === 'ladder' && 'col' in token.at && kernel.indexOf(token.at as Cell) >= 0)
    .map((token) => {
      const cell = kernel.indexOf(token.at as Cell);
      // A ladder placed upright leans on the first rampart next to it.
      const rampart = token.state === 'vertical' ? kernel.neighbours(kernel.cellAt(cell)).map((next) => kernel.indexOf(next)).find((next) => terrain[next] === 'rampart') : undefined;
      return rampart === undefined ? { id: token.id, cell, vertical: false, facing: -1, raisedBy: '' } : { id: token.id, cell, vertical: true, facing: rampart, raisedBy: token.owner ?? '' };
    });
}

/** Tokens of the scenario that stand on a hex of the board, with that hex. */
function placedTokens(scenario: Scenario, kernel: HexKernel, kinds: ReadonlySet<string>): { readonly id: string; readonly kind: string; readonly cell: number; readonly owner: string }[] {
  return (scenario.board.tokens ?? [])
    .filter((token) => kinds.has(token.kind) && 'col' in token.at)
    .map((token) => ({ id: token.id, kind: token.kind, cell: kernel.indexOf(token.at as Cell), owner: token.owner ?? '' }))
    .filter((token) => token.cell >= 0);
}

/** Engines whose counters are joined side by side into one piece of several hexes (2.4, 4.3). */
const MULTI_HEX: ReadonlySet<string> = new Set(['siege-tower', 'ram']);

/**
 * The siege engines of the scenario. A siege tower or a ram takes three hexes: its counters lie
 * side by side, and neighbouring counters of one kind and one owner are joined, in the scenario's
 * order, into engines of at most `size` hexes; any other engine is one counter. An engine belongs
 * to its counters' `owner` (none: nobody's).
 */
function enginesOf(scenario: Scenario, kernel: HexKernel, size: number): EngineState[] {
  const tokens = placedTokens(scenario, kernel, new Set(ENGINE_KINDS));
  const taken = new Set<number>();
  const engines: EngineState[] = [];
  tokens.forEach((token, index) => {
    if (taken.has(index)) return;
    taken.add(index);
    const cells = [token.cell];
    const counters = [token.id];
    for (let grown = true; MULTI_HEX.has(token.kind) && grown && cells.length < size; ) {
      grown = false;
      const next = tokens.findIndex((other, at) => !taken.has(at) && other.kind === token.kind && other.owner === token.owner && cells.some((cell) => kernel.distance(kernel.cellAt(cell), kernel.cellAt(other.cell)) === 1));
      const joined = tokens[next];
      if (joined) {
        taken.add(next);
        cells.push(joined.cell);
        counters.push(joined.id);
        grown = true;
      }
    }
    engines.push({ id: token.id, kind: token.kind as EngineKind, owner: token.owner, cells, counters, facing: -1, movedAt: NEVER, readyFrom: 0 });
  });
  return engines;
}

function terrainOf(scenario: Scenario, ruleset: RulesetData, kernel: HexKernel): string[] {
  const kinds = new Array<string>(kernel.cellCount).fill(scenario.board.defaultTerrain ?? ruleset.board.defaultTerrain);
  for (const patch of scenario.board.terrain ?? []) {
    for (const cell of patch.cells ?? []) {
      const index = kernel.indexOf(cell);
      if (index >= 0) kinds[index] = patch.kind;
    }
  }
  return kinds;
}

/**
 * Siege towers and rams the scenario lays short of their hexes (a counter dragged away from the
 * others is an engine of its own): the first counter of each, and how many hexes it has.
 */
export function shortEngines(scenario: Scenario, ruleset: RulesetData): { readonly counter: string; readonly kind: string; readonly cell: string; readonly hexes: number; readonly size: number }[] {
  if (scenario.board.geometry.kind !== 'hex') return [];
  const kernel = hexKernel(scenario);
  const size = constantsOf(scenario, ruleset).enginePushers;
  return enginesOf(scenario, kernel, size)
    .filter((engine) => MULTI_HEX.has(engine.kind) && engine.cells.length < size)
    .map((engine) => ({ counter: engine.id, kind: engine.kind, cell: kernel.label(kernel.cellAt(engine.cells[0] as number)), hexes: engine.cells.length, size }));
}

function legendsOf(ruleset: RulesetData): Record<string, Record<string, LocalizedText>> {
  const legends: Record<string, Record<string, LocalizedText>> = {};
  for (const [id, table] of Object.entries(ruleset.tables ?? {})) if (table.legend) legends[id] = { ...table.legend };
  return legends;
}

interface Compiled {
  readonly fixed: SiegeFixed;
  readonly start: SiegeGame;
}

function compile(input: SiegeInput): Compiled {
  const { scenario, ruleset } = input;
  const kernel = hexKernel(scenario);
  const order = orderOf(scenario);
  const terrain = terrainOf(scenario, ruleset, kernel);
  const combat = loadCombatData(ruleset);
  if (!combat.data) throw new Error(`The SIEGE tables of this ruleset cannot be used: ${combat.problems[0] ? renderProblem(combat.problems[0], 'en') : ''}`);
  const { infos, states } = figuresOf(scenario, ruleset, kernel, combat.data.profiles);
  const survivor = (scenario.victory ?? []).find((condition) => condition.type === 'survive')?.side ?? null;
  const eliminate = (scenario.victory ?? [])
    .filter((condition): condition is Condition<'eliminate'> => condition.type === 'eliminate')
    .map((condition) => ({ side: condition.side, targets: condition.targets ?? order.filter((side) => side !== condition.side) }));
  const stepNames: Record<string, LocalizedText> = {};
  for (const phase of ruleset.turn?.phases ?? []) stepNames[phase.id] = phase.name;
  const sideNames: Record<string, LocalizedText> = {};
  for (const side of scenario.sides as readonly Side[]) sideNames[side.id] = side.name;
  const drawbridgeCells = tokenCells(scenario, kernel, 'drawbridge');
  const drawbridgeToken = (scenario.board.tokens ?? []).find((token) => token.kind === 'drawbridge');
  const objectives = objectivesOf(scenario, ruleset, kernel);
  const fixed: SiegeFixed = {
    source: { scenario, ruleset },
    board: buildSiegeBoard(scenario, ruleset),
    columns: kernel.columns,
    rows: kernel.rows,
    labels: kernel.cells().map((cell) => kernel.label(cell)),
    terrain,
    order,
    sideNames,
    figures: infos,
    steps: stepsOf(scenario, ruleset),
    setupPhases: states.some((state) => state.cell < 0) ? ['deployment'] : [],
    stepNames,
    objectives,
    survivor,
    eliminate,
    drawbridgeCells,
    winchCell: tokenCells(scenario, kernel, 'winch')[0] ?? -1,
    legends: legendsOf(ruleset),
    constants: constantsOf(scenario, ruleset),
  };
  const drawbridge = drawbridgeCells.length === 0 ? null : drawbridgeToken?.state === 'raised' ? 'raised' : 'lowered';
  const ladders = laddersOf(scenario, kernel, terrain);
  const engines = enginesOf(scenario, kernel, fixed.constants.enginePushers);
  const barrels = placedTokens(scenario, kernel, new Set(['oil-barrel'])).map((token) => ({ id: token.id, cell: token.cell }));
  const parts: BoardParts = { drawbridge, ladders, engines, fires: [], counters: [] };
  const start: SiegeGame = {
    stamp: -1,
    figures: states,
    board: dynamicBoard(fixed, parts),
    ...parts,
    damage: [],
    barrels,
    marks: [],
    roll: null,
    advance: null,
    held: objectives.map(() => 0),
    ended: false,
  };
  settleShapes(start);
  return { fixed, start };
}

const compiledFor = compiledPerScenario(compile);

export function setupGame(input: SiegeInput, seed: number): SiegeState {
  const { fixed, start } = compiledFor(input);
  const blank: SiegeState = { ruleset: RULESET_ID, sides: input.scenario.sides.map((side) => side.id), turn: 0, phase: '', pending: [], sealed: {}, rng: seedRng(seed), step: 0, outcome: null, fixed, game: start };
  const d = new Draft(blank, () => undefined);
  if (fixed.setupPhases.length > 0) enterPhase(d, 0, fixed.setupPhases[0] as string);
  else enterPhase(d, 1, `${fixed.order[0]}:${fixed.steps[0]}`);
  const state = d.finish();
  const outcome = winnerOf(state);
  return outcome ? { ...state, outcome, pending: [] } : state;
}
