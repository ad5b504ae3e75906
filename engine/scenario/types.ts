/**
 * TypeScript view of the scenario and ruleset formats. The JSON schemas in schemas/ are the source
 * of truth; these types mirror them for the code that reads a file after it passed the schema.
 */
import type { BoardGeometry, Cell } from '../board/types';

export type Id = string;
/** One string, or one string per language tag. */
export type LocalizedText = string | Readonly<Record<string, string>>;

export interface PointPosition {
  readonly x: number;
  readonly y: number;
}
export interface AreaPosition {
  readonly area: Id;
}
export interface ZonePosition {
  readonly zone: Id;
}
export type Position = Cell | PointPosition | AreaPosition;
export type TokenPosition = Position | ZonePosition;

export interface ScenarioMeta {
  readonly title: string;
  readonly author?: string;
  readonly players?: { readonly min: number; readonly max: number };
  readonly durationMinutes?: number;
  readonly language: string;
  readonly description?: string;
  readonly source?: string;
  /** The title and description in other languages, by language code. */
  readonly translations?: Readonly<Record<string, { readonly title: string; readonly description?: string }>>;
}

export type OverrideSection = Readonly<Record<Id, Readonly<Record<string, unknown>> | null>>;

export interface RulesetOverrides {
  readonly terrain?: OverrideSection;
  readonly edges?: OverrideSection;
  readonly tokens?: OverrideSection;
  readonly unitProfiles?: OverrideSection;
  readonly decks?: OverrideSection;
  readonly tables?: OverrideSection;
  readonly resources?: OverrideSection;
  readonly tracks?: OverrideSection;
  readonly tiles?: OverrideSection;
  readonly constants?: Readonly<Record<Id, number | string | boolean | null>>;
  readonly constraints?: Readonly<Record<string, unknown>>;
}

export interface TilePlacement {
  readonly id: Id;
  readonly tile: Id;
  readonly at: Cell;
  readonly rotation?: 0 | 90 | 180 | 270;
}

export interface TerrainPatch {
  readonly id: Id;
  readonly kind: Id;
  readonly cells?: readonly Cell[];
  readonly polygon?: readonly PointPosition[];
  readonly elevation?: number;
  readonly name?: LocalizedText;
}

export interface ScenarioArea {
  readonly id: Id;
  readonly name: string;
  readonly xMm: number;
  readonly yMm: number;
  readonly region?: Id;
  readonly terrain?: Id;
  /** The faction the area sides with at the start, for rulesets that read it. */
  readonly allegiance?: Id;
  /** Build icons, in the order printed (the first is the leftmost). */
  readonly build?: readonly Id[];
}

export interface ScenarioRegion {
  readonly id: Id;
  readonly name: LocalizedText;
  readonly colour?: string;
}

export interface EdgeFeature {
  readonly id: Id;
  readonly edge: string;
  readonly kind: Id;
  readonly state?: Id;
  readonly owner?: Id;
  readonly hidden?: boolean;
}

export type ZonePurpose = 'deployment' | 'start' | 'objective' | 'territory' | 'room' | 'other';

export interface Zone {
  readonly id: Id;
  readonly name?: LocalizedText;
  readonly purpose: ZonePurpose;
  readonly side?: Id;
  readonly colour?: string;
  readonly cells?: readonly Cell[];
  readonly room?: Cell;
  readonly polygon?: readonly PointPosition[];
  readonly areas?: readonly Id[];
}

export interface Token {
  readonly id: Id;
  readonly kind: Id;
  readonly at: TokenPosition;
  readonly state?: Id;
  readonly owner?: Id;
  readonly hidden?: boolean;
  readonly count?: number;
  readonly label?: LocalizedText;
}

export interface Board {
  readonly geometry: BoardGeometry;
  readonly defaultTerrain?: Id;
  readonly tiles?: readonly TilePlacement[];
  readonly terrain?: readonly TerrainPatch[];
  readonly areas?: readonly ScenarioArea[];
  readonly links?: readonly (readonly [Id, Id])[];
  readonly regions?: readonly ScenarioRegion[];
  readonly edges?: readonly EdgeFeature[];
  readonly zones?: readonly Zone[];
  readonly tokens?: readonly Token[];
}

export interface Unit {
  readonly id: Id;
  readonly name?: LocalizedText;
  readonly profile?: Id;
  readonly models?: readonly { readonly profile: Id; readonly count: number }[];
  readonly count?: number;
  readonly at?: Position;
  /** Free tables: the centre of each model's base, in the order of `models`. */
  readonly positions?: readonly PointPosition[];
  /** Free tables: the point the unit's vehicles (models with a hull) face at the start; without it, the far long edge. */
  readonly faceToward?: PointPosition;
  /** Cell inside its square where a game divides squares into 2 × 2 cells (0 top-left ... 3 bottom-right). */
  readonly slot?: number;
  readonly deployIn?: Id;
  readonly reserve?: true;
  readonly state?: Id;
  readonly facing?: number;
  readonly hidden?: boolean;
  readonly plugs?: readonly Id[];
}

export interface Side {
  readonly id: Id;
  readonly name: LocalizedText;
  readonly faction?: Id;
  readonly colour: string;
  /** Edge of the board the side's player faces: forward for deviation arrows and target priority. */
  readonly facing?: CompassSide;
  /** Players sharing the side (default 1); its units are dealt to them in order, in even blocks. */
  readonly players?: number;
  readonly units?: readonly Unit[];
  readonly resources?: Readonly<Record<Id, { readonly start?: number; readonly perTurn?: number }>>;
  readonly cards?: readonly { readonly deck: Id; readonly draw?: number; readonly take?: readonly Id[] }[];
}

export type CheckMoment = 'immediate' | 'end-of-turn' | 'end-of-round' | 'end-of-game';

export interface ScoringRule {
  readonly event: 'objective-captured' | 'objective-controlled' | 'round-end' | 'turn-end' | 'unit-eliminated';
  readonly points: number;
  readonly tokenKind?: Id;
}

interface ConditionBase {
  readonly id: Id;
  readonly side: Id;
  readonly description?: LocalizedText;
}

export type VictoryCondition =
  | (ConditionBase & { readonly type: 'hold-zones'; readonly zones: readonly Id[]; readonly mode?: 'any' | 'all'; readonly alone: boolean; readonly turns: number; readonly check: CheckMoment })
  | (ConditionBase & { readonly type: 'occupy-token'; readonly token: Id; readonly alone: boolean; readonly check?: CheckMoment })
  | (ConditionBase & { readonly type: 'survive'; readonly turns: number })
  | (ConditionBase & { readonly type: 'eliminate'; readonly targets?: readonly Id[] })
  | (ConditionBase & { readonly type: 'victory-points'; readonly points: number; readonly scoring: readonly ScoringRule[]; readonly check?: CheckMoment })
  | (ConditionBase & { readonly type: 'tracks-meet'; readonly tracks: readonly [Id, Id] })
  | (ConditionBase & { readonly type: 'custom'; readonly text: LocalizedText });

/** A point of the board a point of the background image sits on: a point (in the board's unit; mm on cell boards) or a cell's centre. */
export interface ArtAnchor {
  /** Pixels from the image's top-left corner (SVG: its own units). */
  readonly image: PointPosition;
  readonly board: PointPosition | Cell;
}

/** The designer's own images, by paths relative to the scenario's file. */
export interface ScenarioArt {
  /** A scan of a printed map under the whole board, placed by two reference points (the board's bounds when absent). */
  readonly background?: { readonly image: string; readonly anchors?: readonly [ArtAnchor, ArtAnchor]; readonly opacity?: number };
  /** Faces of library tiles, by tile id ("5A"). */
  readonly tiles?: Readonly<Record<Id, string>>;
  readonly terrain?: Readonly<Record<Id, string>>;
  readonly tokens?: Readonly<Record<Id, string>>;
  /** Counter pictures, by unit profile id. */
  readonly units?: Readonly<Record<Id, string>>;
}

/** A value of an effect's parameters: plain JSON. */
export type EffectValue = number | string | boolean | readonly EffectValue[] | { readonly [key: string]: EffectValue };

/** A scenario's special rule: its words, and its effect as data when the mechanics play it. */
export interface SpecialRule {
  readonly id: Id;
  readonly text: LocalizedText;
  readonly effect?: { readonly kind: Id; readonly params?: Readonly<Record<Id, EffectValue>> };
}

export interface Scenario {
  readonly $schema?: string;
  readonly version: 1;
  readonly meta: ScenarioMeta;
  readonly ruleset: { readonly id: Id; readonly overrides?: RulesetOverrides };
  readonly board: Board;
  readonly sides: readonly Side[];
  readonly setup?: {
    readonly tracks?: Readonly<Record<Id, number>>;
    readonly steps?: readonly LocalizedText[];
    readonly specialRules?: readonly SpecialRule[];
    /** Points each side's army may cost at most (games built from army lists). */
    readonly armyPoints?: number;
  };
  readonly turns?: { readonly limit?: number; readonly first?: Id; readonly phases?: readonly Id[] };
  readonly victory?: readonly VictoryCondition[];
  readonly art?: ScenarioArt;
}

// ---------------------------------------------------------------------------------------------
// Ruleset data
// ---------------------------------------------------------------------------------------------

export type Source = 'rulebook' | 'partial' | 'assumed';
export type LineOfSightEffect = 'clear' | 'hinder' | 'into' | 'block';
export type MoveCost = Readonly<Record<Id, number | null>>;

interface KindCommon {
  readonly name: LocalizedText;
  readonly colour: string;
  readonly pattern?: string;
  readonly icon?: string;
  readonly notes?: LocalizedText;
  readonly source?: Source;
}

export interface TerrainKind extends KindCommon {
  readonly moveCost?: MoveCost;
  readonly cover?: Id;
  readonly lineOfSight?: LineOfSightEffect;
  readonly combat?: number;
  readonly elevation?: number;
  /** Outside any building: each cell is a zone of its own, not part of a room (see rooms.ts). */
  readonly openGround?: boolean;
}

export interface EdgeState {
  readonly name: LocalizedText;
  /** How it is drawn (closed, open, barricaded, destroyed, reinforced, damaged); read from its id when absent. */
  readonly look?: EdgeLook;
  readonly passable: boolean;
  readonly moveCost?: number;
  readonly lineOfSight: LineOfSightEffect;
  readonly cover?: Id;
  readonly colour?: string;
}

export interface EdgeKind extends KindCommon {
  readonly states: Readonly<Record<Id, EdgeState>>;
  readonly defaultState: Id;
  readonly roomBoundary?: boolean;
  readonly supply?: number;
}

export type PlaceKind = 'cell' | 'point' | 'area' | 'zone';

export interface TokenKind extends KindCommon {
  readonly placeOn: readonly PlaceKind[];
  readonly hiddenByDefault?: boolean;
  readonly owned?: boolean;
  /** The faction whose side a new token of this kind belongs to, until the designer chooses another. */
  readonly ownerFaction?: Id;
  readonly states?: Readonly<Record<Id, { readonly name: LocalizedText; readonly colour?: string }>>;
  readonly defaultState?: Id;
  /** Counters in the box; for a kind any side may own (`owned`, no `ownerFaction`), each side's (`suppliedPerSide`). */
  readonly supply?: number;
  readonly moveCost?: MoveCost;
  readonly lineOfSight?: LineOfSightEffect;
  readonly effect?: LocalizedText;
}

export interface Weapon {
  readonly name: LocalizedText;
  readonly range?: number;
  readonly airRange?: number;
  readonly attacks?: number;
  readonly modifier?: number;
  readonly dice?: Readonly<Record<Id, number>>;
  readonly template?: 'small-blast' | 'large-blast' | 'flame';
  /** Where a weapon on a vehicle's hull may fire: all round, or in the hull's front arc only. */
  readonly arc?: 'all' | 'front';
  readonly abilities?: readonly AbilityRef[];
  /** Points the weapon adds to a profile's cost, in games that price profiles. */
  readonly cost?: number;
}

/** An ability a unit or weapon has: its id, or its id with its number X and its marks. */
export type AbilityRef = Id | { readonly id: Id; readonly value?: number; readonly buff?: boolean; readonly action?: boolean };

export interface UnitProfile {
  readonly name: LocalizedText;
  /** Symbol drawn on its counter; its category's when absent. */
  readonly icon?: string;
  readonly faction?: Id;
  readonly category?: string;
  readonly movementMode?: Id;
  readonly cost?: Readonly<Record<Id, number>>;
  readonly stats?: Readonly<Record<Id, number | string>>;
  readonly weapons?: readonly Weapon[];
  readonly abilities?: readonly AbilityRef[];
  readonly bounty?: number;
  readonly baseMm?: number;
  /** A vehicle's hull on a free table, in millimetres, in place of a round base. */
  readonly hullMm?: { readonly length: number; readonly width: number };
  readonly size?: number;
  readonly hero?: boolean;
  readonly plug?: boolean;
  readonly sockets?: number;
  readonly supply?: number;
  readonly notes?: LocalizedText;
  readonly source?: Source;
}

export interface Card {
  readonly name: LocalizedText;
  readonly count: number;
  readonly text?: LocalizedText;
  /** Id of what the card does, as the mechanics know it; its numbers are in `values`. */
  readonly effect?: Id;
  /** Id of the phase in which it may be played. */
  readonly timing?: Id;
  readonly values?: Readonly<Record<Id, number>>;
  /** Id of the unit profile pictured on the card. */
  readonly leader?: Id;
  readonly source?: Source;
}

export interface Deck {
  readonly name: LocalizedText;
  readonly faction?: Id;
  readonly values?: readonly Id[];
  readonly cards: Readonly<Record<Id, Card>>;
  readonly source?: Source;
  readonly notes?: LocalizedText;
}

export interface Table {
  readonly name: LocalizedText;
  readonly dice?: string;
  /** What the columns and the rows stand for, as the rulebook names them ("Odds", "Die roll"). */
  readonly columnsName?: LocalizedText;
  readonly rowsName?: LocalizedText;
  readonly columns: readonly string[];
  readonly rows: readonly { readonly key: string; readonly results: readonly string[] }[];
  readonly legend?: Readonly<Record<string, LocalizedText>>;
  readonly notes?: LocalizedText;
  readonly source: Source;
}

export type CompassSide = 'N' | 'E' | 'S' | 'W';

export interface Tile {
  readonly name?: LocalizedText;
  readonly physical?: string;
  readonly side?: string;
  readonly columns: number;
  readonly rows: number;
  readonly defaultTerrain?: Id;
  readonly terrain?: readonly { readonly kind: Id; readonly cells: readonly Cell[] }[];
  readonly edges?: readonly { readonly col: number; readonly row: number; readonly side: CompassSide; readonly kind: Id; readonly state?: Id }[];
  readonly tokens?: readonly { readonly kind: Id; readonly col: number; readonly row: number; readonly state?: Id }[];
  readonly source: Source;
}

/** A cell of a 2 × 2 grid as a player sees it from their seat. */
export type GridCellName = 'front-left' | 'front-right' | 'back-left' | 'back-right';

export interface Faction {
  readonly name: LocalizedText;
  readonly colour: string;
  /** Order in which attacks hit the cells of a grid the faction holds (Rivet Wars). */
  readonly targetPriority?: readonly GridCellName[];
  readonly notes?: LocalizedText;
  readonly source?: Source;
}

export interface RulesetConstraints {
  readonly sides?: { readonly min: number; readonly max: number };
  readonly deploymentZonePerSide?: boolean;
  /** Units placed on the board at the start stand in a deployment or start zone of their side. */
  readonly unitsStartInZone?: boolean;
  readonly stacking?: { readonly limit: number; readonly count: 'units' | 'size'; readonly scope: 'all' | 'side' };
  readonly tokens?: Readonly<Record<Id, { readonly min?: number; readonly max?: number }>>;
  readonly modelsPerUnit?: { readonly min?: number; readonly max?: number };
  /** Units each side fields: R6's « 4 Agents » a side. */
  readonly unitsPerSide?: { readonly min?: number; readonly max?: number };
}

export type EdgeLook = 'closed' | 'open' | 'barricaded' | 'destroyed' | 'reinforced' | 'damaged';

/** A colour of a symbol's shape: the ink, the surface under it, the kind's own colour, none, or "#rrggbb". */
export type SymbolPaint = 'ink' | 'paper' | 'accent' | 'none' | (string & {});

export interface SymbolShape {
  /** SVG path data in the 100 × 100 box. */
  readonly d?: string;
  /** A circle: centre x, centre y, radius. */
  readonly circle?: readonly [number, number, number];
  readonly fill?: SymbolPaint;
  readonly stroke?: SymbolPaint;
  /** Stroke width in box units. */
  readonly width?: number;
  readonly opacity?: number;
  readonly evenOdd?: boolean;
}

export interface SymbolData {
  readonly shapes: readonly SymbolShape[];
}

/** A number printed on counters, in its colour (SIEGE prints attack in black, defence in red, movement in blue). */
export interface CounterStat {
  readonly stat: Id;
  readonly colour?: string;
}

/** How the game looks: symbols, what its counters show, the cells inside a cell. */
export interface RulesetLook {
  readonly symbols?: Readonly<Record<Id, SymbolData>>;
  readonly counter?: {
    readonly stats?: readonly CounterStat[];
    /**
     * The other face of a unit's counter (wounded), shown when the unit has one of `states`; only
     * `profiles` have it when they are named. A `quarterTurn` face is the front turned, not a back.
     */
    readonly back?: { readonly name: LocalizedText; readonly stats?: readonly CounterStat[]; readonly profiles?: readonly Id[]; readonly quarterTurn?: boolean; readonly states: readonly Id[] };
  };
  /** The board shows each cell's coordinates (R6 numbers its cells A1 to F9): prints show them unless turned off. */
  readonly cellLabels?: boolean;
  /** Each cell is drawn as n × n smaller cells (a Rivet Wars square of 2 × 2 cells). */
  readonly cellDivisions?: number;
  /** How a board tile without an image is drawn: its frame, rivets along it, its id plate. */
  readonly tile?: { readonly frame?: string; readonly rivets?: boolean; readonly plate?: string };
}

/** What a constant means and the values it may take (the house rules editor shows it, validation checks it). */
export interface ConstantDoc {
  readonly text: LocalizedText;
  readonly min?: number;
  readonly max?: number;
  readonly integer?: boolean;
  readonly values?: readonly string[];
  /** The value the mechanics use when the data leaves the constant out. */
  readonly default?: number | string | boolean;
  readonly source?: Source;
}

export interface RulesetData {
  readonly $schema?: string;
  readonly id: Id;
  /** A variant's: the id of the game whose mechanics play it. Absent in a game's own data. */
  readonly mechanics?: Id;
  readonly version: string;
  readonly name: LocalizedText;
  readonly language?: string;
  readonly source: { readonly rulebook: string; readonly notes?: LocalizedText };
  readonly board: { readonly kinds: readonly BoardGeometry['kind'][]; readonly defaultTerrain: Id; readonly tiles?: 'none' | 'optional' | 'required' };
  readonly movementModes?: Readonly<Record<Id, { readonly name: LocalizedText }>>;
  readonly coverLevels?: readonly Id[];
  readonly factions?: Readonly<Record<Id, Faction>>;
  readonly terrain: Readonly<Record<Id, TerrainKind>>;
  readonly edges?: Readonly<Record<Id, EdgeKind>>;
  readonly tokens?: Readonly<Record<Id, TokenKind>>;
  readonly stats?: Readonly<Record<Id, { readonly name: LocalizedText; readonly abbreviation?: string }>>;
  readonly armourClasses?: Readonly<Record<Id, { readonly name: LocalizedText }>>;
  readonly abilities?: Readonly<Record<Id, { readonly name: LocalizedText; readonly cost?: number; readonly text?: LocalizedText; readonly valued?: boolean; readonly source?: Source }>>;
  readonly unitProfiles?: Readonly<Record<Id, UnitProfile>>;
  readonly resources?: Readonly<Record<Id, { readonly name: LocalizedText; readonly carryOver?: boolean }>>;
  readonly tracks?: Readonly<Record<Id, { readonly name: LocalizedText; readonly min: number; readonly max: number }>>;
  readonly decks?: Readonly<Record<Id, Deck>>;
  readonly tables?: Readonly<Record<Id, Table>>;
  readonly tiles?: Readonly<Record<Id, Tile>>;
  readonly turn?: {
    readonly mode: 'team-phases' | 'player-turns' | 'alternating-activations' | 'simultaneous';
    readonly phases: readonly { readonly id: Id; readonly name: LocalizedText; readonly steps?: readonly LocalizedText[] }[];
  };
  readonly constants?: Readonly<Record<Id, number | string | boolean>>;
  readonly constantDocs?: Readonly<Record<Id, ConstantDoc>>;
  readonly constraints?: RulesetConstraints;
  readonly look?: RulesetLook;
}
