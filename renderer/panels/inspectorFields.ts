/**
 * What the inspector shows of the selection, free of React: the fields of each kind of item with
 * their values, inputs and the data pointer whose schema description is their help, and how a new
 * value becomes an edit command. Several items show the fields they have in common; a value that
 * differs between them shows as mixed, and setting it sets it on every item as one undo step.
 */
import type { Language } from '../../engine/i18n';
import { hasMessage, translate } from '../../engine/i18n';
import { mechanicsOf } from '../../engine/rules';
import { capitalized, localized } from '../../engine/scenario';
import { own } from '../../engine/scenario/lookup';
import type { EdgeFeature, LocalizedText, Scenario, ScenarioArea, TerrainPatch, TilePlacement, Token, TokenPosition, Unit, Zone, ZonePurpose } from '../../engine/scenario/types';
import {
  boardOf,
  flipTile,
  isTokenHidden,
  moveArea,
  moveTile,
  moveToken,
  moveUnit,
  placeEdgeFeatures,
  refuse,
  removeArea,
  removeEdgeFeatures,
  removeTerrainPatch,
  setTerrainPatch,
  removeTile,
  removeToken,
  removeUnit,
  removeZone,
  renameArea,
  rotateTile,
  rulesetOf,
  setAreaAllegiance,
  setAreaBuild,
  setAreaTerrain,
  setAreaRegion,
  setEdgeFeature,
  setTokenProperties,
  setUnitFaceToward,
  setUnitFacing,
  setUnitPlugs,
  setUnitProperties,
  setZoneProperties,
  socketsOf,
  type EditResult,
} from '../editor/edits';
import type { SelectedItem, SelectedKind, Selection } from '../editor/selection';
import { hasWalls } from '../document/board';

export type FieldValue = string | number | boolean | LocalizedText | TokenPosition | null;
/** Several items disagree on the value. */
export const MIXED = { mixed: true } as const;
export type Mixed = typeof MIXED;

/** A text to show: already in the user's language, or an i18n key with its parameters. */
export type Display = { readonly text: string } | { readonly key: string; readonly params?: Readonly<Record<string, string | number>> };

export interface FieldOption {
  readonly value: string;
  readonly label: Display;
}

export type FieldInput =
  | { readonly type: 'readonly'; readonly display: Display }
  | { readonly type: 'text' }
  | { readonly type: 'localized' }
  | { readonly type: 'number'; readonly min: number; readonly max: number }
  | { readonly type: 'checkbox' }
  | { readonly type: 'select'; readonly options: readonly FieldOption[]; readonly none?: Display }
  | { readonly type: 'colour'; readonly optional: boolean }
  /** Where a piece stands: a cell by its label, a point of a free table, an area; `zones` when it may stand in a zone; `clear` names the button that empties an optional point. */
  | { readonly type: 'position'; readonly board: 'cells' | 'free' | 'area'; readonly areas: readonly FieldOption[]; readonly unit: string; readonly note?: Display; readonly clear?: Display };

export interface InspectorField {
  readonly key: string;
  readonly labelKey: string;
  readonly input: FieldInput;
  readonly value: FieldValue | Mixed;
  /** The data pointer of this field on the first item: its schema description is the help text. */
  readonly pointer: string;
}

export interface InspectorAction {
  readonly key: 'rotate' | 'flip' | 'remove';
  readonly labelKey: string;
}

export interface InspectorModel {
  /** The selected items that exist, each with the pointer of its entry. */
  readonly items: readonly (SelectedItem & { readonly pointer: string })[];
  readonly fields: readonly InspectorField[];
  readonly actions: readonly InspectorAction[];
}

interface Context {
  readonly scenario: Scenario;
  readonly language: Language;
}

/** One field of one kind: how it reads, what input edits it, and the edit a new value makes. */
/** How many cells of its grid a unit takes, where a game divides a square into 2 × 2 cells (its profile's `size`, 1 by default). */
function unitSize(scenario: Scenario, unit: Unit): number {
  return (unit.profile !== undefined ? own(rulesetOf(scenario)?.unitProfiles, unit.profile)?.size : undefined) ?? 1;
}

interface FieldSpec<R> {
  readonly key: string;
  /** The field's own data below the item's pointer ("hidden", "at" ...), or a function giving its whole pointer. */
  readonly path: string | ((record: R, pointer: string) => string);
  readonly shown?: (record: R, ctx: Context) => boolean;
  readonly input: (record: R, ctx: Context) => FieldInput;
  readonly read: (record: R, ctx: Context) => FieldValue;
  readonly write?: (scenario: Scenario, record: R, value: FieldValue) => EditResult;
}

interface KindSpec<R> {
  readonly find: (scenario: Scenario, id: string) => { record: R; pointer: string } | null;
  readonly fields: readonly FieldSpec<R>[];
  readonly actions: readonly InspectorAction['key'][];
  readonly act: (scenario: Scenario, record: R, action: InspectorAction['key']) => EditResult;
}

const text = (value: string): Display => ({ text: value });
const readonly = (display: Display): FieldInput => ({ type: 'readonly', display });
const isPosition = (value: object): boolean => 'col' in value || 'x' in value || 'area' in value || 'zone' in value;
const asText = (value: FieldValue): LocalizedText | null => (typeof value === 'string' ? value : typeof value === 'object' && value !== null && !isPosition(value) ? (value as LocalizedText) : null);
const asString = (value: FieldValue): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Choices among a ruleset's entries (factions, terrain kinds, unit profiles), each by its name. */
function namedOptions(entries: readonly (readonly [string, { readonly name?: LocalizedText }])[], language: Language): FieldOption[] {
  return entries.map(([id, entry]) => ({ value: id, label: text(localized(entry.name, language, id)) }));
}

function sideOptions(scenario: Scenario, language: Language): FieldOption[] {
  return scenario.sides.map((side) => ({ value: side.id, label: text(localized(side.name, language, side.id)) }));
}

/** Where something stands, in words: "cell B4", "at 12 × 30 in", "in Coruscant", "deployed in camp". */
export function placeDisplay(scenario: Scenario, language: Language, at: TokenPosition | undefined, extra: { deployIn?: string; reserve?: boolean } = {}): Display {
  const board = boardOf(scenario);
  const zoneName = (id: string) => localized((scenario.board.zones ?? []).find((zone) => zone.id === id)?.name, language, id);
  if (at && 'col' in at) return { key: 'panels.place.cell', params: { label: board?.kind === 'cells' ? board.kernel.label(at) : `${at.col},${at.row}` } };
  if (at && 'x' in at) return { key: 'panels.place.point', params: { x: at.x, y: at.y, unit: board?.kind === 'free' ? board.kernel.unit : '' } };
  if (at && 'area' in at) return { key: 'panels.place.area', params: { name: (scenario.board.areas ?? []).find((area) => area.id === at.area)?.name ?? at.area } };
  if (at && 'zone' in at) return { key: 'panels.place.zone', params: { zone: zoneName(at.zone) } };
  if (extra.deployIn !== undefined) return { key: 'panels.place.deployIn', params: { zone: zoneName(extra.deployIn) } };
  if (extra.reserve) return { key: 'panels.place.reserve' };
  return { key: 'panels.place.none' };
}

/** The position field of a piece: editable wherever the piece stands, even off the board (the note says so). */
function positionInput(scenario: Scenario, language: Language, at: TokenPosition | undefined, extra: { deployIn?: string; reserve?: boolean } = {}): FieldInput {
  const board = boardOf(scenario);
  const kind = board?.kind ?? 'cells';
  const areas = (scenario.board.areas ?? []).map((area) => ({ value: area.id, label: text(area.name) }));
  const unit = board?.kind === 'free' ? board.kernel.unit : '';
  let note: Display | undefined;
  if (at && 'col' in at && board?.kind === 'cells' && !board.kernel.contains(at)) {
    note = { key: 'panels.place.offBoard', params: { col: at.col + 1, row: at.row + 1, columns: board.kernel.columns, rows: board.kernel.rows } };
  } else if (!at || 'zone' in at || extra.deployIn !== undefined || extra.reserve) note = placeDisplay(scenario, language, at, extra);
  return note ? { type: 'position', board: kind, areas, unit, note } : { type: 'position', board: kind, areas, unit };
}

const asPosition = (value: FieldValue): TokenPosition | null => (typeof value === 'object' && value !== null && isPosition(value) ? (value as TokenPosition) : null);

function findIn<R extends { readonly id: string }>(list: readonly R[] | undefined, id: string, pointer: string): { record: R; pointer: string } | null {
  const index = (list ?? []).findIndex((entry) => entry.id === id);
  return index < 0 ? null : { record: (list as readonly R[])[index] as R, pointer: `${pointer}/${index}` };
}

const nameField = <R extends { readonly name?: LocalizedText }>(write: (scenario: Scenario, record: R, name: LocalizedText | null) => EditResult): FieldSpec<R> => ({
  key: 'name',
  path: 'name',
  input: () => ({ type: 'localized' }),
  read: (record) => record.name ?? null,
  write: (scenario, record, value) => write(scenario, record, asText(value)),
});

/** A unit standing at a point of a free table with a model on a vehicle's hull (its profile's `hullMm`). */
function standsOnHull(unit: Unit, scenario: Scenario): boolean {
  const profiles = rulesetOf(scenario)?.unitProfiles;
  const ids = unit.models ? unit.models.map((model) => model.profile) : unit.profile !== undefined ? [unit.profile] : [];
  return scenario.board.geometry.kind === 'free' && unit.at !== undefined && 'x' in unit.at && ids.some((id) => own(profiles, id)?.hullMm !== undefined);
}

/** The plug in a unit's socket `index` (Rivet Wars): one of its side's faction's plug profiles, or none. */
function plugField(index: number): FieldSpec<Unit> {
  return {
    key: `plug${index}`,
    path: 'plugs',
    // A plug past the unit's sockets shows too, so that it can be taken out.
    shown: (unit, { scenario }) => socketsOf(scenario, unit) > index || unit.plugs?.[index] !== undefined,
    input: (unit, { scenario, language }) => {
      const side = scenario.sides.find((candidate) => (candidate.units ?? []).includes(unit));
      const faction = side ? (side.faction ?? side.id) : '';
      const plugs = Object.entries(rulesetOf(scenario)?.unitProfiles ?? {}).filter(([, profile]) => profile.plug && (profile.faction === undefined || profile.faction === faction));
      return { type: 'select', options: namedOptions(plugs, language), none: { key: 'panels.field.plug.none' } };
    },
    read: (unit) => unit.plugs?.[index] ?? null,
    write: (scenario, unit, value) => {
      const plugs = [...(unit.plugs ?? [])];
      if (typeof value === 'string' && value !== '') plugs[index] = value;
      else plugs.splice(index, 1);
      return setUnitPlugs(scenario, { id: unit.id, plugs: plugs.filter((plug) => plug !== undefined) });
    },
  };
}

const UNIT: KindSpec<Unit> = {
  find(scenario, id) {
    for (let s = 0; s < scenario.sides.length; s++) {
      const found = findIn(scenario.sides[s]?.units, id, `/sides/${s}/units`);
      if (found) return found;
    }
    return null;
  },
  fields: [
    {
      key: 'side',
      path: (_, pointer) => `${pointer.replace(/\/units\/\d+$/, '')}/name`,
      input: (unit, { scenario, language }) => {
        const side = scenario.sides.find((candidate) => (candidate.units ?? []).includes(unit));
        return readonly(text(side ? localized(side.name, language, side.id) : ''));
      },
      read: () => null,
    },
    {
      key: 'profile',
      path: (unit, pointer) => `${pointer}/${unit.profile !== undefined ? 'profile' : 'models'}`,
      input: (unit, { scenario, language }) => {
        const profiles = rulesetOf(scenario)?.unitProfiles;
        const name = (id: string) => localized(own(profiles, id)?.name, language, id);
        if (unit.profile !== undefined) return readonly(text(name(unit.profile)));
        return readonly(text((unit.models ?? []).map((model) => `${model.count} × ${name(model.profile)}`).join(', ')));
      },
      read: () => null,
    },
    {
      key: 'position',
      path: (unit, pointer) => `${pointer}/${unit.at ? 'at' : unit.deployIn !== undefined ? 'deployIn' : 'reserve'}`,
      input: (unit, { scenario, language }) => positionInput(scenario, language, unit.at, { ...(unit.deployIn !== undefined ? { deployIn: unit.deployIn } : {}), reserve: unit.reserve === true }),
      read: (unit) => unit.at ?? null,
      write: (scenario, unit, value) => {
        const at = asPosition(value);
        return at && !('zone' in at) ? moveUnit(scenario, { id: unit.id, at }) : refuse('edit.invalidValue');
      },
    },
    { key: 'count', path: 'count', input: (unit) => readonly(text(String(unit.count ?? 1))), read: () => null },
    nameField<Unit>((scenario, unit, name) => setUnitProperties(scenario, { id: unit.id, name })),
    {
      key: 'hidden',
      path: 'hidden',
      input: () => ({ type: 'checkbox' }),
      read: (unit) => unit.hidden === true,
      write: (scenario, unit, value) => setUnitProperties(scenario, { id: unit.id, hidden: value === true }),
    },
    {
      // Where a game divides a square into 2 × 2 cells (its data says `cellsPerGrid: 4`), the cell the unit stands in.
      key: 'slot',
      path: 'slot',
      // A unit as large as the whole grid has no choice to make; one across a row of two chooses its row (slot 0 or 2).
      shown: (unit, { scenario }) => rulesetOf(scenario)?.constants?.cellsPerGrid === 4 && unit.at !== undefined && 'col' in unit.at && unitSize(scenario, unit) < 4,
      input: (unit, { scenario }) => {
        const slots = unitSize(scenario, unit) === 2 ? [0, 2] : [0, 1, 2, 3];
        return { type: 'select', options: slots.map((slot) => ({ value: String(slot), label: { key: unitSize(scenario, unit) === 2 ? `panels.field.slot.row.${slot}` : `panels.field.slot.${slot}` } })), none: { key: 'panels.field.slot.free' } };
      },
      read: (unit) => (unit.slot === undefined ? null : String(unit.slot)),
      write: (scenario, unit, value) => setUnitProperties(scenario, { id: unit.id, slot: value === null || value === '' ? null : Number(value) }),
    },
    // A socket at most per unit in the shipped data; a house rule may give more.
    plugField(0),
    plugField(1),
    plugField(2),
    plugField(3),
    {
      // A vehicle on a free table faces a point (the rules measure its hull turned that way), not an angle.
      key: 'faceToward',
      path: 'faceToward',
      shown: (unit, { scenario }) => standsOnHull(unit, scenario),
      input: (_, { scenario }) => {
        const board = boardOf(scenario);
        return { type: 'position', board: 'free', areas: [], unit: board?.kind === 'free' ? board.kernel.unit : '', clear: { key: 'panels.position.faceEdge' } };
      },
      read: (unit) => unit.faceToward ?? null,
      write: (scenario, unit, value) => {
        const toward = asPosition(value);
        if (value === null) return setUnitFaceToward(scenario, { id: unit.id, toward: null });
        return toward && 'x' in toward ? setUnitFaceToward(scenario, { id: unit.id, toward }) : refuse('edit.invalidValue');
      },
    },
    {
      key: 'facing',
      path: 'facing',
      // Only a free table's rules read where a unit faces (its arcs, its bases); a cell or an area has no facing to set.
      shown: (unit, { scenario }) => scenario.board.geometry.kind === 'free' && !standsOnHull(unit, scenario),
      input: () => ({ type: 'number', min: 0, max: 359 }),
      read: (unit) => unit.facing ?? 0,
      write: (scenario, unit, value) => setUnitFacing(scenario, { id: unit.id, facing: typeof value === 'number' ? value : 0 }),
    },
  ],
  actions: ['remove'],
  act: (scenario, unit) => removeUnit(scenario, { id: unit.id }),
};

const TOKEN: KindSpec<Token> = {
  find: (scenario, id) => findIn(scenario.board.tokens, id, '/board/tokens'),
  fields: [
    {
      key: 'kind',
      path: 'kind',
      input: (token, { scenario, language }) => readonly(text(localized(own(rulesetOf(scenario)?.tokens, token.kind)?.name, language, token.kind))),
      read: () => null,
    },
    {
      key: 'position',
      path: 'at',
      input: (token, { scenario, language }) => positionInput(scenario, language, token.at),
      read: (token) => token.at,
      write: (scenario, token, value) => {
        const at = asPosition(value);
        return at ? moveToken(scenario, { id: token.id, at }) : refuse('edit.invalidValue');
      },
    },
    {
      key: 'state',
      path: 'state',
      shown: (token, { scenario }) => Object.keys(own(rulesetOf(scenario)?.tokens, token.kind)?.states ?? {}).length > 0,
      input: (token, { scenario, language }) => {
        const kind = own(rulesetOf(scenario)?.tokens, token.kind);
        const options = namedOptions(Object.entries(kind?.states ?? {}), language);
        return { type: 'select', options, none: { key: 'panels.field.defaultState' } };
      },
      read: (token) => token.state ?? null,
      write: (scenario, token, value) => setTokenProperties(scenario, { id: token.id, state: asString(value) }),
    },
    {
      key: 'owner',
      path: 'owner',
      input: (_, { scenario, language }) => ({ type: 'select', options: sideOptions(scenario, language), none: { key: 'panels.field.noOwner' } }),
      read: (token) => token.owner ?? null,
      write: (scenario, token, value) => setTokenProperties(scenario, { id: token.id, owner: asString(value) }),
    },
    {
      key: 'hidden',
      path: 'hidden',
      input: () => ({ type: 'checkbox' }),
      read: (token, { scenario }) => isTokenHidden(token, own(rulesetOf(scenario)?.tokens, token.kind)),
      write: (scenario, token, value) => setTokenProperties(scenario, { id: token.id, hidden: value === true }),
    },
    {
      key: 'count',
      path: 'count',
      input: () => ({ type: 'number', min: 1, max: 1000 }),
      read: (token) => token.count ?? 1,
      write: (scenario, token, value) => setTokenProperties(scenario, { id: token.id, count: typeof value === 'number' ? value : Number.NaN }),
    },
    {
      key: 'label',
      path: 'label',
      input: () => ({ type: 'localized' }),
      read: (token) => token.label ?? null,
      write: (scenario, token, value) => setTokenProperties(scenario, { id: token.id, label: asText(value) }),
    },
  ],
  actions: ['remove'],
  act: (scenario, token) => removeToken(scenario, { id: token.id }),
};

const EDGE: KindSpec<EdgeFeature> = {
  find: (scenario, id) => findIn(scenario.board.edges, id, '/board/edges'),
  fields: [
    {
      key: 'edge',
      path: 'edge',
      input: (feature, { scenario }) => {
        const board = boardOf(scenario);
        const cells = board?.kind === 'cells' ? board.kernel.cellsOfEdge(feature.edge).map((cell) => board.kernel.label(cell)) : [];
        return readonly(cells.length > 0 ? { key: 'panels.place.edge', params: { cells: cells.join(' | ') } } : text(feature.edge));
      },
      read: () => null,
    },
    {
      key: 'kind',
      path: 'kind',
      input: (_, { scenario, language }) => ({
        type: 'select',
        options: namedOptions(Object.entries(rulesetOf(scenario)?.edges ?? {}), language),
      }),
      read: (feature) => feature.kind,
      write: (scenario, feature, value) => (asString(value) ? placeEdgeFeatures(scenario, { edges: [feature.edge], kind: value as string }) : refuse('edit.invalidValue')),
    },
    {
      key: 'state',
      path: 'state',
      input: (feature, { scenario, language }) => ({
        type: 'select',
        options: namedOptions(Object.entries(own(rulesetOf(scenario)?.edges, feature.kind)?.states ?? {}), language),
      }),
      read: (feature, { scenario }) => feature.state ?? own(rulesetOf(scenario)?.edges, feature.kind)?.defaultState ?? null,
      write: (scenario, feature, value) => placeEdgeFeatures(scenario, { edges: [feature.edge], kind: feature.kind, ...(asString(value) ? { state: value as string } : {}) }),
    },
    {
      key: 'owner',
      path: 'owner',
      input: (_, { scenario, language }) => ({ type: 'select', options: sideOptions(scenario, language), none: { key: 'panels.field.noOwner' } }),
      read: (feature) => feature.owner ?? null,
      write: (scenario, feature, value) => setEdgeFeature(scenario, { edge: feature.edge, owner: asString(value) }),
    },
    {
      key: 'hidden',
      path: 'hidden',
      input: () => ({ type: 'checkbox' }),
      read: (feature) => feature.hidden === true,
      write: (scenario, feature, value) => setEdgeFeature(scenario, { edge: feature.edge, hidden: value === true }),
    },
  ],
  actions: ['remove'],
  act: (scenario, feature) => removeEdgeFeatures(scenario, { edges: [feature.edge] }),
};

export const ZONE_PURPOSES: readonly ZonePurpose[] = ['deployment', 'start', 'objective', 'territory', 'room', 'other'];

function zoneExtent(zone: Zone, scenario: Scenario): Display {
  const board = boardOf(scenario);
  if (zone.cells) return { key: 'panels.extent.cells', params: { count: zone.cells.length } };
  if (zone.room) return { key: 'panels.extent.room', params: { label: board?.kind === 'cells' ? board.kernel.label(zone.room) : `${zone.room.col},${zone.room.row}` } };
  if (zone.polygon) return { key: 'panels.extent.polygon', params: { count: zone.polygon.length } };
  return { key: 'panels.extent.areas', params: { count: zone.areas?.length ?? 0 } };
}

const ZONE: KindSpec<Zone> = {
  find: (scenario, id) => findIn(scenario.board.zones, id, '/board/zones'),
  fields: [
    nameField<Zone>((scenario, zone, name) => setZoneProperties(scenario, { zone: zone.id, name })),
    {
      key: 'purpose',
      path: 'purpose',
      // A room is found from walls: no such role where the board has none (a free table, a game without walls).
      input: (zone, { scenario }) => {
        const ruleset = rulesetOf(scenario);
        const walled = zone.purpose === 'room' || (!!ruleset && hasWalls({ scenario, ruleset }));
        return { type: 'select', options: ZONE_PURPOSES.filter((value) => walled || value !== 'room').map((value) => ({ value, label: { key: `panels.purpose.${value}` } })) };
      },
      read: (zone) => zone.purpose,
      write: (scenario, zone, value) => setZoneProperties(scenario, { zone: zone.id, purpose: value as ZonePurpose }),
    },
    {
      key: 'side',
      path: 'side',
      input: (_, { scenario, language }) => ({ type: 'select', options: sideOptions(scenario, language), none: { key: 'panels.field.noSide' } }),
      read: (zone) => zone.side ?? null,
      write: (scenario, zone, value) => setZoneProperties(scenario, { zone: zone.id, side: asString(value) }),
    },
    {
      key: 'colour',
      path: 'colour',
      input: () => ({ type: 'colour', optional: true }),
      read: (zone) => zone.colour ?? null,
      write: (scenario, zone, value) => setZoneProperties(scenario, { zone: zone.id, colour: asString(value) }),
    },
    {
      key: 'extent',
      path: (zone, pointer) => `${pointer}/${zone.cells ? 'cells' : zone.room ? 'room' : zone.polygon ? 'polygon' : 'areas'}`,
      input: (zone, { scenario }) => readonly(zoneExtent(zone, scenario)),
      read: () => null,
    },
  ],
  actions: ['remove'],
  act: (scenario, zone) => removeZone(scenario, { zone: zone.id }),
};

const TILE: KindSpec<TilePlacement> = {
  find: (scenario, id) => findIn(scenario.board.tiles, id, '/board/tiles'),
  fields: [
    {
      key: 'tile',
      path: 'tile',
      input: (placement, { scenario, language }) => {
        const name = own(rulesetOf(scenario)?.tiles, placement.tile)?.name;
        return readonly(text(name === undefined ? placement.tile : `${localized(name, language)} (${placement.tile})`));
      },
      read: () => null,
    },
    {
      key: 'position',
      path: 'at',
      input: (placement, { scenario, language }) => positionInput(scenario, language, placement.at),
      read: (placement) => placement.at,
      write: (scenario, placement, value) => {
        const at = asPosition(value);
        return at && 'col' in at ? moveTile(scenario, { id: placement.id, at }) : refuse('edit.invalidValue');
      },
    },
    { key: 'rotation', path: 'rotation', input: (placement) => readonly({ key: 'panels.degrees', params: { degrees: placement.rotation ?? 0 } }), read: () => null },
  ],
  actions: ['rotate', 'flip', 'remove'],
  act(scenario, placement, action) {
    if (action === 'rotate') return rotateTile(scenario, { id: placement.id });
    if (action === 'flip') return flipTile(scenario, { id: placement.id });
    return removeTile(scenario, { id: placement.id });
  },
};

/** The build icons the game's units name (`stats["build-icon"]`), in the order first met. */
function buildIcons(scenario: Scenario): string[] {
  const icons = new Set<string>();
  for (const profile of Object.values(rulesetOf(scenario)?.unitProfiles ?? {})) {
    const icon = profile.stats?.['build-icon'];
    if (typeof icon === 'string') icons.add(icon);
  }
  return [...icons];
}

/** An area's build icon `index` (0: the left one) as a choice among the game's icons, by their names. */
function buildIconField(index: number): FieldSpec<ScenarioArea> {
  return {
    key: `build${index}`,
    path: 'build',
    shown: (area, { scenario }) => buildIcons(scenario).length > 0 && (index === 0 || (area.build ?? []).length >= index),
    input: (_, { scenario, language }) => {
      const ruleset = rulesetOf(scenario);
      const game = ruleset ? mechanicsOf(ruleset) : '';
      // The game's word for it is written for the middle of a sentence: a choice starts with a capital.
      const word = (icon: string) => (hasMessage(language, `${game}.icon.${icon}`) ? translate(language, `${game}.icon.${icon}`) : icon);
      const name = (icon: string) => text(capitalized(word(icon), language));
      return { type: 'select', options: buildIcons(scenario).map((icon) => ({ value: icon, label: name(icon) })), none: { key: 'panels.field.noBuild' } };
    },
    read: (area) => area.build?.[index] ?? null,
    write: (scenario, area, value) => {
      const build = [...(area.build ?? [])];
      if (typeof value === 'string' && value !== '') build[index] = value;
      else build.splice(index, 1);
      return setAreaBuild(scenario, { id: area.id, build: build.filter((icon) => icon !== undefined) });
    },
  };
}

const AREA: KindSpec<ScenarioArea> = {
  find: (scenario, id) => findIn(scenario.board.areas, id, '/board/areas'),
  fields: [
    {
      key: 'name',
      path: 'name',
      input: () => ({ type: 'text' }),
      read: (area) => area.name,
      write: (scenario, area, value) => renameArea(scenario, { id: area.id, name: typeof value === 'string' ? value : '' }),
    },
    {
      key: 'region',
      path: 'region',
      input: (_, { scenario, language }) => ({ type: 'select', options: (scenario.board.regions ?? []).map((region) => ({ value: region.id, label: text(localized(region.name, language, region.id)) })), none: { key: 'panels.field.noRegion' } }),
      read: (area) => area.region ?? null,
      write: (scenario, area, value) => setAreaRegion(scenario, { id: area.id, region: asString(value) }),
    },
    {
      key: 'allegiance',
      path: 'allegiance',
      shown: (area, { scenario }) => area.allegiance !== undefined || Object.keys(rulesetOf(scenario)?.factions ?? {}).length > 0,
      input: (_, { scenario, language }) => ({
        type: 'select',
        options: namedOptions(Object.entries(rulesetOf(scenario)?.factions ?? {}), language),
        none: { key: 'panels.field.noAllegiance' },
      }),
      read: (area) => area.allegiance ?? null,
      write: (scenario, area, value) => setAreaAllegiance(scenario, { id: area.id, allegiance: asString(value) }),
    },
    // Where the game's units name the icons that build them, each icon is a choice by its name; else the ids as text.
    buildIconField(0),
    buildIconField(1),
    {
      key: 'build',
      path: 'build',
      shown: (_, { scenario }) => buildIcons(scenario).length === 0,
      input: () => ({ type: 'text' }),
      read: (area) => (area.build ?? []).join(', '),
      write: (scenario, area, value) =>
        setAreaBuild(scenario, {
          id: area.id,
          build: (typeof value === 'string' ? value : '')
            .split(/[\s,]+/)
            .map((icon) => icon.trim())
            .filter((icon) => icon !== ''),
        }),
    },
    {
      key: 'xMm',
      path: 'xMm',
      input: (_, { scenario }) => ({ type: 'number', min: 0, max: scenario.board.geometry.kind === 'area' ? scenario.board.geometry.widthMm : 0 }),
      read: (area) => area.xMm,
      write: (scenario, area, value) => moveArea(scenario, { id: area.id, xMm: typeof value === 'number' ? value : Number.NaN, yMm: area.yMm }),
    },
    {
      key: 'yMm',
      path: 'yMm',
      input: (_, { scenario }) => ({ type: 'number', min: 0, max: scenario.board.geometry.kind === 'area' ? scenario.board.geometry.heightMm : 0 }),
      read: (area) => area.yMm,
      write: (scenario, area, value) => moveArea(scenario, { id: area.id, xMm: area.xMm, yMm: typeof value === 'number' ? value : Number.NaN }),
    },
    {
      key: 'terrain',
      path: 'terrain',
      shown: (area, { scenario }) => area.terrain !== undefined || Object.keys(rulesetOf(scenario)?.terrain ?? {}).length > 0,
      input: (_, { scenario, language }) => ({
        type: 'select',
        options: namedOptions(Object.entries(rulesetOf(scenario)?.terrain ?? {}), language),
        none: { key: 'panels.field.noTerrain' },
      }),
      read: (area) => area.terrain ?? null,
      write: (scenario, area, value) => setAreaTerrain(scenario, { id: area.id, terrain: asString(value) }),
    },
  ],
  actions: ['remove'],
  act: (scenario, area) => removeArea(scenario, { id: area.id }),
};

const TERRAIN: KindSpec<TerrainPatch> = {
  find: (scenario, id) => findIn(scenario.board.terrain, id, '/board/terrain'),
  fields: [
    {
      key: 'kind',
      path: 'kind',
      input: (_, { scenario, language }) => ({ type: 'select', options: namedOptions(Object.entries(rulesetOf(scenario)?.terrain ?? {}), language) }),
      read: (patch) => patch.kind,
      write: (scenario, patch, value) => setTerrainPatch(scenario, { id: patch.id, kind: asString(value) ?? patch.kind }),
    },
    nameField<TerrainPatch>((scenario, patch, name) => setTerrainPatch(scenario, { id: patch.id, name })),
    {
      key: 'extent',
      path: (patch, pointer) => `${pointer}/${patch.cells ? 'cells' : 'polygon'}`,
      input: (patch) => readonly(patch.cells ? { key: 'panels.extent.cells', params: { count: patch.cells.length } } : { key: 'panels.extent.polygon', params: { count: patch.polygon?.length ?? 0 } }),
      read: () => null,
    },
    { key: 'elevation', path: 'elevation', shown: (patch) => patch.elevation !== undefined, input: (patch) => readonly(text(String(patch.elevation))), read: () => null },
  ],
  actions: ['remove'],
  act: (scenario, patch) => removeTerrainPatch(scenario, { id: patch.id }),
};

const generic = <R>(spec: KindSpec<R>) => spec as unknown as KindSpec<unknown>;
const KINDS: { readonly [K in SelectedKind]: KindSpec<unknown> } = {
  unit: generic(UNIT),
  token: generic(TOKEN),
  edge: generic(EDGE),
  zone: generic(ZONE),
  tile: generic(TILE),
  area: generic(AREA),
  terrain: generic(TERRAIN),
};

const ACTION_LABELS: Readonly<Record<InspectorAction['key'], string>> = { rotate: 'panels.action.rotate', flip: 'panels.action.flip', remove: 'panels.action.remove' };

interface Found {
  readonly item: SelectedItem;
  readonly spec: KindSpec<unknown>;
  readonly record: unknown;
  readonly pointer: string;
}

function found(scenario: Scenario, items: readonly SelectedItem[]): Found[] {
  return items.flatMap((item) => {
    const spec = KINDS[item.kind];
    const hit = spec.find(scenario, item.id);
    return hit ? [{ item, spec, record: hit.record, pointer: hit.pointer }] : [];
  });
}

const pointerOf = (spec: FieldSpec<unknown>, record: unknown, pointer: string) => (typeof spec.path === 'string' ? `${pointer}/${spec.path}` : spec.path(record, pointer));
const sameValue = (a: FieldValue, b: FieldValue) => JSON.stringify(a) === JSON.stringify(b);

/** The inspector's fields for the selection: one item's all, or the editable fields several items share. */
export function inspectorModel(scenario: Scenario, selection: Selection, language: Language): InspectorModel {
  const hits = found(scenario, selection.items);
  const ctx: Context = { scenario, language };
  const items = hits.map((hit) => ({ ...hit.item, pointer: hit.pointer }));
  const first = hits[0];
  if (!first) return { items, fields: [], actions: [] };
  const fields: InspectorField[] = [];
  for (const spec of first.spec.fields) {
    const entries = hits.map((hit) => ({ hit, field: hit.spec.fields.find((other) => other.key === spec.key) }));
    if (entries.some(({ hit, field }) => !field || (field.shown && !field.shown(hit.record, ctx)))) continue;
    const inputs = entries.map(({ hit, field }) => (field as FieldSpec<unknown>).input(hit.record, ctx));
    const input = inputs[0] as FieldInput;
    // Several items share no position: each stands where it stands.
    if (hits.length > 1 && (input.type === 'readonly' || input.type === 'position' || inputs.some((other) => JSON.stringify(other) !== JSON.stringify(input)))) continue;
    const values = entries.map(({ hit, field }) => (field as FieldSpec<unknown>).read(hit.record, ctx));
    const value = values.every((other) => sameValue(other, values[0] as FieldValue)) ? (values[0] as FieldValue) : MIXED;
    fields.push({ key: spec.key, labelKey: `panels.field.${spec.key}`, input, value, pointer: pointerOf(spec, first.record, first.pointer) });
  }
  const actions = first.spec.actions.filter((action) => hits.every((hit) => hit.spec.actions.includes(action))).map((key) => ({ key, labelKey: ACTION_LABELS[key] }));
  return { items, fields, actions };
}

/**
 * Applies an edit to each selected item in turn, as one result: the first refusal refuses it all,
 * so several items never end half edited.
 */
function applyEach(scenario: Scenario, items: readonly SelectedItem[], edit: (current: Scenario, hit: Found) => EditResult): EditResult {
  let current = scenario;
  for (const item of items) {
    // Each item is found again in the scenario as the previous edits left it.
    const [hit] = found(current, [item]);
    if (!hit) continue;
    const result = edit(current, hit);
    if (!result.ok) return result;
    current = result.scenario;
  }
  return { ok: true, scenario: current };
}

/** Sets one field on every selected item. */
export function applyField(scenario: Scenario, items: readonly SelectedItem[], key: string, value: FieldValue): EditResult {
  return applyEach(scenario, items, (current, hit) => {
    const field = hit.spec.fields.find((spec) => spec.key === key);
    return field?.write ? field.write(current, hit.record, value) : refuse('edit.invalidValue');
  });
}

/** Rotates, flips or removes every selected item. */
export function applyAction(scenario: Scenario, items: readonly SelectedItem[], action: InspectorAction['key']): EditResult {
  return applyEach(scenario, items, (current, hit) => hit.spec.act(current, hit.record, action));
}
