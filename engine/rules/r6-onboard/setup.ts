/**
 * From a scenario and its ruleset data to the first state of a game: the board compiled into
 * neighbour and edge tables with the square kernel, rooms derived from the walls, agents, shuffled
 * decks, objectives, then the first setup phase entered.
 */
import { adjacentRooms, createKernel, findRooms } from '../../board/index';
import { roomBoundary } from '../../scenario/rooms';
import type { Cell, SquareKernel } from '../../board/types';
import { expandTiles } from '../../scenario/tiles';
import type { Deck, LocalizedText, RulesetData, Scenario, Side, VictoryCondition } from '../../scenario/types';
import { silent } from '../core/engine';
import { Rng, seedRng } from '../core/prng';
import { compileDeck, deckCards, effectOfCard } from './cards';
import { copyUnit, Draft } from './draft';
import { enterPhase, TURN_PHASES } from './phases';
import { handsOf } from './hands';
import type { CardInfo, EdgeFeature, EdgeRule, Objective, PlayerInfo, R6Constants, R6Fixed, R6Game, R6State, UnitProfileInfo } from './types';
import { COUNTERS, UNLIMITED, type Counter, type Supplies } from './supplies';
import { winnerOf } from './winner';
import { compiledPerScenario } from '../core/compiled';
import type { ScenarioInput } from '../core/module';

/** A scenario and its ruleset data with house rules applied: what every ruleset sets a game up from. */
export type R6Input = ScenarioInput;

export const RULESET_ID = 'r6-onboard';

function squareKernel(scenario: Scenario): SquareKernel {
  const geometry = scenario.board.geometry;
  if (geometry.kind !== 'square') throw new Error('Rainbow Six Siege: On Board is played on a square grid; this scenario has another board.');
  return createKernel(geometry) as SquareKernel;
}

function numberConstant(ruleset: RulesetData, id: string, fallback: number): number {
  const value = ruleset.constants?.[id];
  return typeof value === 'number' ? value : fallback;
}

function booleanConstant(ruleset: RulesetData, id: string, fallback: boolean): boolean {
  const value = ruleset.constants?.[id];
  return typeof value === 'boolean' ? value : fallback;
}

interface FeatureSpec {
  readonly kind: string;
  readonly state: string;
}

/** Edge features from the placed tiles, then the scenario's own (which win on the same edge). */
function featuresOf(scenario: Scenario, ruleset: RulesetData): Map<string, FeatureSpec> {
  const kinds = ruleset.edges ?? {};
  const features = new Map<string, FeatureSpec>();
  const add = (edge: string, kind: string, state: string | undefined): void => {
    const spec = kinds[kind];
    if (!spec) return;
    features.set(edge, { kind, state: state !== undefined && Object.hasOwn(spec.states, state) ? state : spec.defaultState });
  };
  for (const stamped of expandTiles(scenario.board.tiles ?? [], ruleset.tiles ?? {}).edges) add(stamped.edge, stamped.kind, stamped.state);
  for (const feature of scenario.board.edges ?? []) add(feature.edge, feature.kind, feature.state);
  return features;
}

function compileEdgeRules(ruleset: RulesetData): Record<string, Record<string, EdgeRule>> {
  const rules: Record<string, Record<string, EdgeRule>> = {};
  for (const [kind, spec] of Object.entries(ruleset.edges ?? {})) {
    rules[kind] = {};
    for (const [state, rule] of Object.entries(spec.states)) {
      (rules[kind] as Record<string, EdgeRule>)[state] = { passable: rule.passable, extraCost: rule.moveCost ?? 0, blocksSight: rule.lineOfSight === 'block' };
    }
  }
  return rules;
}

function terrainOfCells(kernel: SquareKernel, scenario: Scenario, ruleset: RulesetData): string[] {
  const kinds = new Array<string>(kernel.cellCount).fill(scenario.board.defaultTerrain ?? ruleset.board.defaultTerrain);
  const paint = (cell: Cell, kind: string): void => {
    const index = kernel.indexOf(cell);
    if (index >= 0) kinds[index] = kind;
  };
  for (const stamped of expandTiles(scenario.board.tiles ?? [], ruleset.tiles ?? {}).terrain) paint(stamped.cell, stamped.kind);
  for (const patch of scenario.board.terrain ?? []) for (const cell of patch.cells ?? []) paint(cell, patch.kind);
  return kinds;
}

interface BoardTables {
  readonly neighbours: number[];
  readonly edgeOf: number[];
  readonly edges: EdgeFeature[];
  readonly initialStates: string[];
}

function boardTables(kernel: SquareKernel, features: Map<string, FeatureSpec>): BoardTables {
  const edges: EdgeFeature[] = [];
  const initialStates: string[] = [];
  const indexOfKey = new Map<string, number>();
  for (const [key, feature] of [...features].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (!kernel.isEdge(key)) continue;
    indexOfKey.set(key, edges.length);
    edges.push({ key, kind: feature.kind, cells: kernel.cellsOfEdge(key).map((cell) => kernel.indexOf(cell)) });
    initialStates.push(feature.state);
  }
  const neighbours = new Array<number>(kernel.cellCount * 4).fill(-1);
  const edgeOf = new Array<number>(kernel.cellCount * 4).fill(-1);
  for (let index = 0; index < kernel.cellCount; index++) {
    const here = kernel.cellAt(index);
    for (const step of kernel.steps(index)) {
      if (step.diagonal || step.edge === null) continue;
      const there = kernel.cellAt(step.to);
      const direction = there.row < here.row ? 0 : there.col > here.col ? 1 : there.row > here.row ? 2 : 3;
      neighbours[index * 4 + direction] = step.to;
      edgeOf[index * 4 + direction] = indexOfKey.get(step.edge) ?? -1;
    }
  }
  return { neighbours, edgeOf, edges, initialStates };
}

/**
 * Zones: every cell in exactly one. Rooms are bounded by the features that close them (walls,
 * doors, windows); the outside (open ground) is no room: each of its cells is a zone of its own,
 * unless the scenario paints a room zone over several of them.
 */
function roomsOf(kernel: SquareKernel, scenario: Scenario, ruleset: RulesetData, tables: BoardTables): { zoneOf: number[]; zones: R6Fixed['zones'] } {
  const features = new Set(tables.edges.filter((edge) => ruleset.edges?.[edge.kind]?.roomBoundary !== false).map((edge) => edge.key));
  const rooms = findRooms(kernel, roomBoundary(kernel, scenario, ruleset, features));
  const zoneOf = Array.from(rooms.roomOf);
  const zones = Array.from({ length: rooms.count }, (_, room) => ({
    cells: zoneOf.flatMap((zone, cell) => (zone === room ? [cell] : [])),
    neighbours: adjacentRooms(kernel, rooms, room),
  }));
  return { zoneOf, zones };
}

interface Roles {
  readonly attackers: Side;
  readonly defenders: Side;
}

/** The attacking side: the one of faction "attackers", else the one that must hold the bomb zones, else the first. */
export function rolesOf(scenario: Scenario): Roles | null {
  const sides = scenario.sides;
  if (sides.length !== 2) return null;
  const holder = scenario.victory?.find((condition) => condition.type === 'hold-zones')?.side;
  const attackers =
    sides.find((side) => side.faction === 'attackers') ?? sides.find((side) => side.id === holder) ?? (sides[0] as Side);
  const defenders = sides.find((side) => side !== attackers) as Side;
  return { attackers, defenders };
}

function zoneCells(scenario: Scenario, kernel: SquareKernel, zoneOf: readonly number[], zones: R6Fixed['zones'], id: string): number[] {
  const zone = scenario.board.zones?.find((candidate) => candidate.id === id);
  if (!zone) return [];
  if (zone.cells) return zone.cells.map((cell) => kernel.indexOf(cell)).filter((index) => index >= 0);
  if (zone.room) {
    const seed = kernel.indexOf(zone.room);
    return seed >= 0 ? [...(zones[zoneOf[seed] as number]?.cells ?? [])] : [];
  }
  return [];
}

/** The id of the deck a side draws from: the one its scenario names, else its faction's, else the role's. */
export function deckIdFor(ruleset: RulesetData, side: Side, role: 'attack' | 'defense'): string {
  const decks = ruleset.decks ?? {};
  return side.cards?.[0]?.deck ?? Object.keys(decks).find((deck) => decks[deck]?.faction === side.faction) ?? role;
}

function deckFor(ruleset: RulesetData, side: Side, role: 'attack' | 'defense'): Deck {
  const id = deckIdFor(ruleset, side, role);
  const deck = (ruleset.decks ?? {})[id];
  if (!deck) throw new Error(`The ruleset has no action deck "${id}" for side "${side.id}".`);
  return deck;
}

function unitsOf(scenario: Scenario, ruleset: RulesetData, kernel: SquareKernel, zoneOf: readonly number[], zones: R6Fixed['zones']): { infos: UnitProfileInfo[]; cells: number[] } {
  const infos: UnitProfileInfo[] = [];
  const cells: number[] = [];
  const defaultHealth = numberConstant(ruleset, 'agentHealth', 2);
  const defaultActions = numberConstant(ruleset, 'actionsPerAgent', 3);
  for (const side of scenario.sides) {
    const startZones = (scenario.board.zones ?? []).filter((zone) => zone.side === side.id && (zone.purpose === 'start' || zone.purpose === 'deployment'));
    for (const unit of side.units ?? []) {
      // Reserves stay off the board: the R6 rules bring no one in during a game.
      if (unit.reserve) continue;
      const profile = unit.profile === undefined ? undefined : ruleset.unitProfiles?.[unit.profile];
      const stat = (id: string, fallback: number): number => {
        const value = profile?.stats?.[id];
        return typeof value === 'number' ? value : fallback;
      };
      const zonesToDeploy = unit.deployIn !== undefined ? [unit.deployIn] : startZones.map((zone) => zone.id);
      const deployCells = [...new Set(zonesToDeploy.flatMap((id) => zoneCells(scenario, kernel, zoneOf, zones, id)))].sort((a, b) => a - b);
      const at = unit.at && 'col' in unit.at ? kernel.indexOf(unit.at) : -1;
      for (let copy = 0; copy < (unit.count ?? 1); copy++) {
        const id = copy === 0 ? unit.id : `${unit.id}.${copy + 1}`;
        infos.push({
          id,
          side: side.id,
          name: unit.name ?? profile?.name ?? unit.id,
          profile: unit.profile ?? '',
          health: stat('health', defaultHealth),
          actions: stat('actions', defaultActions),
          deployCells,
        });
        cells.push(copy === 0 ? at : -1);
      }
    }
  }
  return { infos, cells };
}

/**
 * The players of each side when the scenario gives one of them several (absent otherwise): a side's
 * agents, in their order, dealt in blocks as even as can be, each player of a shared side with a
 * hand named `<side>/<number>` (`/` is not allowed in ids, so it never takes a side's name); a side
 * of one player keeps its hand named by the side.
 */
function playersOf(scenario: Scenario, infos: readonly UnitProfileInfo[]): PlayerInfo[] | undefined {
  if (!scenario.sides.some((side) => (side.players ?? 1) > 1)) return undefined;
  return scenario.sides.flatMap((side) => {
    const count = side.players ?? 1;
    const units = infos.flatMap((unit, index) => (unit.side === side.id ? [index] : []));
    return Array.from({ length: count }, (_, player) => ({
      id: count === 1 ? side.id : `${side.id}/${player + 1}`,
      side: side.id,
      number: player + 1,
      units: units.slice(Math.floor((player * units.length) / count), Math.floor(((player + 1) * units.length) / count)),
    }));
  });
}

function objectivesOf(scenario: Scenario, kernel: SquareKernel, labels: readonly string[], zoneOf: readonly number[], zones: R6Fixed['zones'], attackers: string): { objectives: Objective[]; hold?: Extract<VictoryCondition, { type: 'hold-zones' }> } {
  const hold = scenario.victory?.find((condition): condition is Extract<VictoryCondition, { type: 'hold-zones' }> => condition.type === 'hold-zones' && condition.side === attackers);
  const bombs = (scenario.board.tokens ?? []).filter((token) => token.kind === 'bomb' && 'col' in token.at).map((token) => kernel.indexOf(token.at as Cell));
  const sites = hold
    ? hold.zones.map((id) => ({ cells: zoneCells(scenario, kernel, zoneOf, zones, id), name: scenario.board.zones?.find((zone) => zone.id === id)?.name ?? null }))
    : [...new Set(bombs.filter((cell) => cell >= 0).map((cell) => zoneOf[cell] as number))].map((zone) => ({ cells: [...(zones[zone]?.cells ?? [])], name: null }));
  const objectives = sites
    .filter(({ cells }) => cells.length > 0)
    .map(({ cells, name }) => {
      const bomb = bombs.find((cell) => cells.includes(cell));
      const label = labels[bomb ?? (cells[0] as number)] ?? '';
      // A bomb's room is named by the scenario's zone around the bomb, when one is.
      const named = name ?? (bomb === undefined ? null : (scenario.board.zones?.find((zone) => zone.name && zoneCells(scenario, kernel, zoneOf, zones, zone.id).includes(bomb))?.name ?? null));
      return { cells, label, name: named || null, bomb: bomb !== undefined };
    });
  return hold ? { objectives, hold } : { objectives };
}

/** Per cell, a bit for each objective whose zone holds it (the 31st and later share the last bit). */
function sitesOf(cellCount: number, objectives: readonly Objective[]): number[] {
  const siteOf = new Array<number>(cellCount).fill(0);
  objectives.forEach((objective, index) => {
    for (const cell of objective.cells) siteOf[cell] = (siteOf[cell] as number) | (1 << Math.min(index, 30));
  });
  return siteOf;
}

/** The turns a game lasts: the scenario's limit, else its defenders' « survive », else the rulebook's 10. */
export function turnLimitOf(scenario: Scenario, ruleset: RulesetData): number {
  const survive = scenario.victory?.find((condition) => condition.type === 'survive');
  return scenario.turns?.limit ?? (survive?.type === 'survive' ? survive.turns : undefined) ?? numberConstant(ruleset, 'turnLimit', 10);
}

function constantsOf(scenario: Scenario, ruleset: RulesetData, hold: Extract<VictoryCondition, { type: 'hold-zones' }> | undefined): R6Constants {
  return {
    actionsPerAgent: numberConstant(ruleset, 'actionsPerAgent', 3),
    // One rule for the editor, validation and play: the data's stacking constraint (none: no limit).
    agentsPerCell: ruleset.constraints?.stacking?.limit ?? Number.MAX_SAFE_INTEGER,
    stackBySide: ruleset.constraints?.stacking?.scope === 'side',
    handSize: numberConstant(ruleset, 'handSize', 5),
    combatCardsMax: numberConstant(ruleset, 'combatCardsMax', 2),
    turnLimit: turnLimitOf(scenario, ruleset),
    defuseTurns: hold?.turns ?? numberConstant(ruleset, 'defuseTurns', 1),
    holdAlone: hold?.alone ?? true,
    smokeCounters: numberConstant(ruleset, 'smokeCountersPerZone', 2),
    trapDamage: numberConstant(ruleset, 'trapDamage', 1),
    fireOutOfSmoke: booleanConstant(ruleset, 'fireOutOfSmoke', true),
    detectTargetZone: booleanConstant(ruleset, 'detectTargetZone', false),
  };
}

/** Token counters come from the ruleset's tokens, edge counters from its constants. */
const SUPPLY_SOURCES: Readonly<Record<Counter, { readonly token?: string; readonly constant?: string }>> = {
  smoke: { token: 'smoke' },
  flash: { token: 'flash' },
  disoriented: { token: 'disoriented' },
  trap: { token: 'trap' },
  barricadedDoor: { constant: 'barricadedDoorSupply' },
  reinforcedWall: { constant: 'reinforcedWallSupply' },
  destroyedWall: { constant: 'destroyedWallSupply' },
};

/** The box's counters as limits in play (see supplies.ts). */
export function suppliesOf(ruleset: RulesetData): Supplies {
  const limited = booleanConstant(ruleset, 'suppliesLimitPlay', true);
  const supplies = {} as Record<Counter, number>;
  for (const counter of COUNTERS) {
    const source = SUPPLY_SOURCES[counter];
    const supply = source.token !== undefined ? ruleset.tokens?.[source.token]?.supply : numberConstant(ruleset, source.constant ?? '', UNLIMITED);
    supplies[counter] = limited && supply !== undefined ? supply : UNLIMITED;
  }
  return supplies;
}

/**
 * The supplies play has to watch: a counter the game can never put on the board in greater number
 * than the box holds is left unwatched (`UNLIMITED`), so that play does not count it for nothing:
 * one flash or disoriented counter per agent at most, a trap per trap card (its card lies under
 * it), a barricaded-door counter per door. Smoke counters and walls are watched.
 */
function watchedSupplies(supplies: Supplies, units: number, trapCards: number, doors: number): Supplies {
  const most: Partial<Record<Counter, number>> = { flash: units, disoriented: units, trap: trapCards, barricadedDoor: doors };
  const watched = { ...supplies };
  for (const counter of COUNTERS) {
    const bound = most[counter];
    if (bound !== undefined && bound <= supplies[counter]) watched[counter] = UNLIMITED;
  }
  return watched;
}

function turnPhasesOf(scenario: Scenario, ruleset: RulesetData): string[] {
  const phases = scenario.turns?.phases ?? ruleset.turn?.phases.map((phase) => phase.id) ?? [...TURN_PHASES];
  const unknown = phases.find((phase) => !(TURN_PHASES as readonly string[]).includes(phase));
  if (unknown !== undefined) throw new Error(`Unknown phase "${unknown}": the R6 turn is made of ${TURN_PHASES.join(', ')}.`);
  return [...phases];
}

function fixedOf(input: R6Input): { fixed: R6Fixed; initialStates: string[]; unitCells: number[]; kernel: SquareKernel } {
  const { scenario, ruleset } = input;
  const kernel = squareKernel(scenario);
  const tables = boardTables(kernel, featuresOf(scenario, ruleset));
  const { zoneOf, zones } = roomsOf(kernel, scenario, ruleset, tables);
  const labels = kernel.cells().map((cell) => kernel.label(cell));
  const mode = Object.keys(ruleset.movementModes ?? {})[0] ?? 'foot';
  const terrain = terrainOfCells(kernel, scenario, ruleset);
  const cellCost = terrain.map((kind) => {
    // No costs at all: 1. A mode left out of the costs, or null, is impassable (house rules can only leave one out).
    const costs = ruleset.terrain[kind]?.moveCost;
    return costs === undefined ? 1 : (costs[mode] ?? -1);
  });
  const cellBlocksSight = terrain.map((kind) => (ruleset.terrain[kind]?.lineOfSight === 'block' ? 1 : 0));
  const roles = rolesOf(scenario);
  if (!roles) throw new Error(`Rainbow Six Siege: On Board is played by two sides; this scenario has ${scenario.sides.length}.`);
  const { infos, cells } = unitsOf(scenario, ruleset, kernel, zoneOf, zones);
  const { objectives, hold } = objectivesOf(scenario, kernel, labels, zoneOf, zones, roles.attackers.id);
  const attackDeck = deckFor(ruleset, roles.attackers, 'attack');
  const defenseDeck = deckFor(ruleset, roles.defenders, 'defense');
  const cards: Record<string, Record<string, CardInfo>> = { [roles.attackers.id]: compileDeck(attackDeck), [roles.defenders.id]: compileDeck(defenseDeck) };
  const counts = (deck: Deck): Record<string, number> => Object.fromEntries(Object.entries(deck.cards).map(([id, card]) => [id, card.count]));
  const decks = { [roles.attackers.id]: counts(attackDeck), [roles.defenders.id]: counts(defenseDeck) };
  const needsDeployment = cells.some((cell) => cell < 0);
  for (const unit of infos) {
    if (needsDeployment && unit.deployCells.length === 0 && cells[infos.indexOf(unit)] === -1) {
      throw new Error(`Agent "${unit.id}" has no position and no start zone to be deployed in.`);
    }
  }
  const players = playersOf(scenario, infos);
  const phaseNames: Record<string, LocalizedText> = {};
  for (const phase of ruleset.turn?.phases ?? []) phaseNames[phase.id] = phase.name;
  const edgeNames: Record<string, LocalizedText> = {};
  for (const [kind, spec] of Object.entries(ruleset.edges ?? {})) edgeNames[kind] = spec.name;
  const fixed: R6Fixed = {
    geometry: kernel.geometry,
    columns: kernel.columns,
    rows: kernel.rows,
    labels,
    neighbours: tables.neighbours,
    edgeOf: tables.edgeOf,
    edges: tables.edges,
    edgeNames,
    edgeRules: compileEdgeRules(ruleset),
    cellCost,
    cellBlocksSight,
    zoneOf,
    zones,
    objectives,
    siteOf: sitesOf(labels.length, objectives),
    attackers: roles.attackers.id,
    defenders: roles.defenders.id,
    sideNames: { [roles.attackers.id]: roles.attackers.name, [roles.defenders.id]: roles.defenders.name },
    units: infos,
    ...(players ? { players } : {}),
    cards,
    decks,
    setupPhases: needsDeployment ? ['deployment', 'preparation'] : ['preparation'],
    turnPhases: turnPhasesOf(scenario, ruleset),
    phaseNames,
    constants: constantsOf(scenario, ruleset, hold),
    supplies: watchedSupplies(
      suppliesOf(ruleset),
      infos.length,
      Object.entries(defenseDeck.cards).reduce((sum, [card, spec]) => sum + (effectOfCard(card) === 'trap' || effectOfCard(card) === 'stun-trap' ? spec.count : 0), 0) + (scenario.board.tokens ?? []).filter((token) => token.kind === 'trap').length,
      tables.edges.filter((edge) => edge.kind === 'door').length,
    ),
  };
  return { fixed, initialStates: tables.initialStates, unitCells: cells, kernel };
}

/** Traps the scenario lays before the game, face down unless marked visible. */
function scenarioTraps(input: R6Input, fixed: R6Fixed, kernel: SquareKernel): R6Game['traps'] {
  const trapCard = Object.keys(fixed.cards[fixed.defenders] ?? {}).find((card) => fixed.cards[fixed.defenders]?.[card]?.effect === 'trap') ?? 'trap';
  return (input.scenario.board.tokens ?? [])
    .filter((token) => token.kind === 'trap' && 'col' in token.at)
    .map((token) => ({ cell: kernel.indexOf(token.at as Cell), card: trapCard, revealed: token.hidden === false, sprung: false }))
    .filter((trap) => trap.cell >= 0);
}

interface Compiled {
  readonly fixed: R6Fixed;
  /** The game before the decks are shuffled, shared by every game of the scenario (states are never modified). */
  readonly start: Omit<R6Game, 'piles'>;
  readonly decks: Readonly<Record<string, readonly string[]>>;
}

function compile(input: R6Input): Compiled {
  const { fixed, initialStates, unitCells, kernel } = fixedOf(input);
  const sides = input.scenario.sides.map((side) => side.id);
  const decks: Record<string, string[]> = {};
  for (const side of input.scenario.sides) decks[side.id] = deckCards(deckFor(input.ruleset, side, side.id === fixed.attackers ? 'attack' : 'defense'));
  const start: Omit<R6Game, 'piles'> = {
    units: fixed.units.map((unit, index) => {
      const cell = unitCells[index] as number;
      return copyUnit({ cell, hp: unit.health, actions: 0, flashedUntil: 0, disorientedUntil: 0, onSiteSince: cell >= 0 && fixed.siteOf[cell] !== 0 ? 0 : -1 });
    }),
    edgeStates: initialStates,
    hands: Object.fromEntries(sides.flatMap((side) => handsOf(fixed, side)).map((hand) => [hand, []])),
    discards: Object.fromEntries(sides.map((side) => [side, []])),
    traps: scenarioTraps(input, fixed, kernel),
    smoke: fixed.zones.map(() => 0),
    held: fixed.objectives.map(() => 0),
    combat: null,
    expired: false,
  };
  return { fixed, start, decks };
}

const compiledFor = compiledPerScenario(compile);

export function setupGame(input: R6Input, seed: number): R6State {
  const { fixed, start, decks } = compiledFor(input);
  const rng = new Rng(seedRng(seed));
  const sides = input.scenario.sides.map((side) => side.id);
  const piles: Record<string, string[]> = {};
  for (const side of sides) piles[side] = rng.shuffle([...(decks[side] ?? [])]);
  const game: R6Game = { ...start, piles };
  const blank: R6State = { ruleset: RULESET_ID, sides, turn: 0, phase: '', pending: [], sealed: {}, rng: rng.state(), step: 0, outcome: null, fixed, game };
  // The draft copies the root and the game into their one shape (see draft.ts).
  const d = new Draft(blank, silent);
  enterPhase(d, 0, fixed.setupPhases[0] as string);
  const state = d.finish();
  const outcome = winnerOf(state);
  return outcome ? { ...state, outcome, pending: [] } : state;
}
