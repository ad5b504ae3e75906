/**
 * The front door of a game: what `engine/rules/<id>/index.ts` exports, and what the registry
 * (`engine/rules/registry.ts`) lists. Everything the editor, the validator, the playtest, the bots
 * and the command line know of a game comes through here: its data, its messages, its new-board
 * defaults, its scenario checks and, once it can be played, its mechanics, presenter and inspector.
 * A game that is data only has no `play`.
 */
import type { Problem } from '../../scenario/problems';
import type { RulesetData, Scenario } from '../../scenario/types';
import type { CellInspector } from '../cell-report';
import type { ArmyBuilder } from './army';
import type { CellPart } from './places';
import type { Presenter } from './presenter';
import type { Action, Ruleset } from './types';

/** What every ruleset sets a game up from: a scenario and its ruleset data with house rules applied. */
export interface ScenarioInput {
  readonly scenario: Scenario;
  readonly ruleset: RulesetData;
}

/** Message texts by key; every key of a ruleset starts with its id and a dot. */
export type Messages = Readonly<Record<string, string>>;

export interface RulesetMessages {
  readonly en: Messages;
  readonly fr: Messages;
}

export type GeometryChoice = 'square' | 'hex-flat' | 'hex-pointy' | 'free' | 'area';
export type LengthUnit = 'mm' | 'in';

/** The board File › New starts a scenario of this game with, as its rulebook prints it. */
export interface NewBoardDefaults {
  readonly geometry: GeometryChoice;
  /** Cells across and down (square and hex boards). */
  readonly columns: number;
  readonly rows: number;
  /** Side of a square or distance across the flats of a hex, in `unit`. */
  readonly cellSize: number;
  /** Table or map size (free tables and area maps), in `unit`. */
  readonly width: number;
  readonly height: number;
  readonly unit: LengthUnit;
  /** How a square board labels its cells and moves diagonally. */
  readonly square?: {
    readonly labels: 'letter-number' | 'number-number' | 'none';
    readonly diagonals: 'none' | 'once-per-move' | 'always';
  };
}

/**
 * The game's own checks of a scenario that passed the schema and the shared semantic checks
 * without errors: problems with pointers, as the Problems panel and `skirmish validate` list them.
 * A scenario these pass sets a game up without fail.
 */
export interface ScenarioChecks {
  (input: ScenarioInput): Problem[];
  /**
   * Keys of shared problems these checks say better for this game, dropped when they run: a game
   * that deploys from its box refuses a unit past the box's count, where the shared check only
   * warns that players will need proxies.
   */
  readonly replaces?: readonly string[];
}

/** What a playable game adds to its data: the rules, how a state looks, and the inspect tool. */
export interface Playable<A extends Action = Action> {
  // The state types stay the ruleset's own: outside its folder a state is a GameState.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly rules: Ruleset<any, any, A, ScenarioInput>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly presenter: Presenter<any, A>;
  /** Line of fire and reach from a cell, for the editor's inspect tool and `skirmish inspect`. */
  readonly inspector?: CellInspector;
  /** The turns (or rounds) a game of this scenario lasts at most: its own limit, else the game's rule. */
  readonly turnLimit: (scenario: Scenario, ruleset: RulesetData) => number;
}

/** One parameter of a special rule's effect, as the Scenario panel asks for it. */
export interface EffectParam {
  readonly name: string;
  /**
   * A side of the scenario, a unit profile of that side's faction (the `side` parameter's), a
   * whole number, yes or no, one of `choices`, a unit profile for every side (keyed by its
   * faction), or a list of entries made of `fields` (a mission's levels).
   */
  readonly type: 'side' | 'profile' | 'integer' | 'boolean' | 'choice' | 'profiles' | 'list';
  readonly choices?: readonly string[];
  /** The least number; for a list, the fewest entries. */
  readonly min?: number;
  /** May be left out: the rules then take their default. */
  readonly optional?: boolean;
  readonly fields?: readonly EffectParam[];
}

/**
 * An effect a special rule may carry for the rules to play (Rivet Wars' mission rules). Its name is
 * the message `<ruleset>.effectKind.<kind>`, a parameter's `<ruleset>.effectParam.<name>`, a
 * choice's `<ruleset>.effectChoice.<value>`.
 */
export interface EffectSpec {
  readonly kind: string;
  readonly params: readonly EffectParam[];
}

/** An ending the rules play whatever the scenario says: who wins by it, and its words (a message of the game). */
export interface UnstatedVictory {
  readonly side: string;
  readonly key: string;
}

export interface RulesetModule {
  readonly id: string;
  /** The game's data (`ruleset.json`), checked against `schemas/ruleset.schema.json` by the tests. */
  readonly data: RulesetData;
  readonly messages: RulesetMessages;
  readonly newBoard: NewBoardDefaults;
  /**
   * A new scenario (its board, its sides named by their factions' ids, the pieces the data
   * requires) completed with what the rulebook gives every game of it: victory conditions,
   * resources, territories. Absent where each scenario sets its own.
   */
  readonly newScenario?: (scenario: Scenario) => Scenario;
  /**
   * How the rules end a game where the scenario's victory conditions are silent (a side wiped out,
   * a bomb defused in its room): the scenario sheet and the Scenario panel say them beside the
   * scenario's own, so that nobody plays to an ending nobody was told of.
   */
  readonly unstatedVictories?: (scenario: Scenario) => readonly UnstatedVictory[];
  readonly checks?: ScenarioChecks;
  /** The effects its special rules may carry; a game without them keeps its special rules in words. */
  readonly effects?: readonly EffectSpec[];
  readonly play?: Playable;
  /** Games whose armies are bought with points: what the editor's army builder needs. */
  readonly armies?: ArmyBuilder;
  /**
   * Free-table games: where setup stands each model of the scenario's units, by unit id, in the
   * board's unit (the formation the rules lay a unit out in about its point, or its own
   * positions), and the way a model on a hull faces. The editor and the print draw the bases and
   * hulls there; a unit setup cannot place is absent.
   */
  readonly formations?: (input: ScenarioInput) => ReadonlyMap<string, readonly SetupModel[]>;
  /**
   * Games whose units share a cell (a Rivet Wars grid holds four): the part of its cell setup gives
   * each unit the scenario stands on one, by unit id. The editor and the print draw its counter
   * there; a unit setup cannot place is absent.
   */
  readonly cellParts?: (input: ScenarioInput) => ReadonlyMap<string, CellPart>;
  /**
   * Units setup lays beyond the scenario's own (a Rivet Wars mission's garrisons), where they stand
   * at the start: the editor and the print draw them, to be seen, not edited.
   */
  readonly setupUnits?: (input: ScenarioInput) => readonly SetupUnit[];
}

/** A unit setup lays: its side and profile, its cell, and the part of it it takes where a game divides cells. */
export interface SetupUnit {
  readonly side: string;
  readonly profile: string;
  readonly at: { readonly col: number; readonly row: number };
  readonly part?: CellPart;
}

/** Where setup stands a model: its centre in the board's unit and, on a hull, the direction it faces (any length). */
export interface SetupModel {
  readonly x: number;
  readonly y: number;
  readonly facing?: { readonly x: number; readonly y: number };
}
