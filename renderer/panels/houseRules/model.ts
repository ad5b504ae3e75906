/**
 * What the house rules panel shows of the ruleset data, read from the ruleset schema so that every
 * game is served, a field a game adds included: for each place of the data (a path such as
 * ["terrain", "moat", "moveCost", "foot"]), the control that edits it, the game's value and the
 * scenario's, and whether they differ. Ids are offered from the catalogue they refer to (cover
 * levels, movement modes, abilities ...), read from the scenario's effective data. Pure: no React.
 */
import { hasMessage, translate, type Language } from '../../../engine/i18n';
import { localized, sameJson } from '../../../engine/scenario';
import type { LocalizedText } from '../../../engine/scenario/types';
import { childNode, definitionOf, deref, nodeAt, type SchemaNode } from './rulesetSchema';

export type Path = readonly string[];
type Data = Readonly<Record<string, unknown>>;

export interface Option {
  readonly id: string;
  readonly label: string;
}

export type Control =
  | { readonly kind: 'text' }
  | { readonly kind: 'string' }
  | { readonly kind: 'choice'; readonly options: readonly Option[] }
  | { readonly kind: 'colour' }
  | { readonly kind: 'number'; readonly integer: boolean; readonly min?: number; readonly max?: number; readonly nullable: boolean }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'numberOrText' }
  | { readonly kind: 'map'; readonly keys: readonly Option[] | null }
  | { readonly kind: 'object' }
  | { readonly kind: 'list' }
  | { readonly kind: 'ability'; readonly options: readonly Option[] };

export interface FieldModel {
  readonly path: Path;
  readonly control: Control;
  readonly node: SchemaNode;
  /** The game's value (the data without house rules); undefined when the game leaves it out. */
  readonly base: unknown;
  /** The scenario's value (the data with house rules). */
  readonly value: unknown;
  readonly changed: boolean;
  readonly required: boolean;
}

const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at a path of the data; undefined when it is not there. */
export function valueAt(data: unknown, path: Path): unknown {
  let current = data;
  for (const token of path) {
    if (Array.isArray(current)) current = /^(0|[1-9]\d*)$/.test(token) ? current[Number(token)] : undefined;
    else if (isRecord(current) && Object.hasOwn(current, token)) current = current[token];
    else return undefined;
  }
  return current;
}

/** The path with its ids replaced by "*": the shape of the place, as references are written. */
export function shapeOf(path: Path): string {
  const shape: string[] = [];
  let node: SchemaNode | undefined = nodeAt([]);
  for (const token of path) {
    const schema = node ? deref(node) : undefined;
    shape.push(schema?.properties && Object.hasOwn(schema.properties, token) ? token : '*');
    node = node ? childNode(node, token) : undefined;
  }
  return shape.join('/');
}

const named = (record: unknown, language: Language): Option[] =>
  isRecord(record) ? Object.entries(record).map(([id, entry]) => ({ id, label: isRecord(entry) ? localized(entry.name as LocalizedText | undefined, language, id) : id })) : [];
const plain = (ids: unknown): Option[] => (Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string').map((id) => ({ id, label: id })) : []);

type Catalogue = (data: Data, path: Path, language: Language) => Option[];

/** What an id refers to, by the shape of its place: the options a designer picks from. */
const REFERENCES: Readonly<Record<string, Catalogue>> = {
  'terrain/*/cover': (data) => plain(data.coverLevels),
  'edges/*/states/*/cover': (data) => plain(data.coverLevels),
  'unitProfiles/*/faction': (data, _path, language) => named(data.factions, language),
  'decks/*/faction': (data, _path, language) => named(data.factions, language),
  'unitProfiles/*/movementMode': (data, _path, language) => named(data.movementModes, language),
  'edges/*/defaultState': (data, path, language) => named(valueAt(data, [...path.slice(0, -1), 'states']), language),
  'tokens/*/defaultState': (data, path, language) => named(valueAt(data, [...path.slice(0, -1), 'states']), language),
  'decks/*/cards/*/leader': (data, _path, language) => named(data.unitProfiles, language),
  'unitProfiles/*/abilities/*': (data, _path, language) => named(data.abilities, language),
  'unitProfiles/*/weapons/*/abilities/*': (data, _path, language) => named(data.abilities, language),
};

/** The keys a map offers, by the shape of the map: movement modes for costs, stats for characteristics ... */
const MAP_KEYS: Readonly<Record<string, Catalogue>> = {
  'terrain/*/moveCost': (data, _path, language) => named(data.movementModes, language),
  'tokens/*/moveCost': (data, _path, language) => named(data.movementModes, language),
  'unitProfiles/*/stats': (data, _path, language) => named(data.stats, language),
  'unitProfiles/*/cost': (data, _path, language) => [{ id: 'points', label: 'points' }, ...named(data.resources, language)],
  'unitProfiles/*/weapons/*/dice': (data, _path, language) => named(data.armourClasses, language),
  'decks/*/cards/*/values': (data, path) => plain(valueAt(data, [...path.slice(0, -3), 'values'])),
  'constraints/tokens': (data, _path, language) => named(data.tokens, language),
};

const types = (node: SchemaNode): readonly string[] => (node.type === undefined ? [] : typeof node.type === 'string' ? [node.type] : node.type);

/** The control that edits a place of the data, given the effective data its references are read from. */
export function controlOf(node: SchemaNode, path: Path, data: Data, language: Language): Control {
  const definition = definitionOf(node);
  if (definition === 'text') return { kind: 'text' };
  if (definition === 'colour') return { kind: 'colour' };
  if (definition === 'abilityRef') return { kind: 'ability', options: named(data.abilities, language) };
  const shape = shapeOf(path);
  const reference = REFERENCES[shape];
  if (reference) return { kind: 'choice', options: reference(data, path, language) };
  const schema = deref(node);
  // The format's own words (a pattern, a cover level, a turn structure) in the reader's language.
  if (schema.enum) return { kind: 'choice', options: schema.enum.map((id) => ({ id, label: hasMessage(language, `word.enum.${id}`) ? translate(language, `word.enum.${id}`) : id })) };
  const kinds = types(schema);
  if (kinds.includes('object') && kinds.length === 1) {
    if (schema.properties) return { kind: 'object' };
    const keys = MAP_KEYS[shape];
    return { kind: 'map', keys: keys ? keys(data, path, language) : null };
  }
  if (kinds.includes('array')) return { kind: 'list' };
  if (kinds.includes('boolean') && kinds.length === 1) return { kind: 'boolean' };
  if (kinds.includes('number') || kinds.includes('integer')) {
    if (kinds.includes('string')) return { kind: 'numberOrText' };
    return { kind: 'number', integer: !kinds.includes('number'), nullable: kinds.includes('null'), ...(schema.minimum !== undefined ? { min: schema.minimum } : {}), ...(schema.maximum !== undefined ? { max: schema.maximum } : {}) };
  }
  return { kind: 'string' };
}

/** Notes and provenance come after the rules a field changes. */
const LAST = ['notes', 'source'];

/** The properties of an object place, in the schema's order (notes and source last), each as a field. */
export function objectFields(path: Path, base: unknown, effective: Data, language: Language): FieldModel[] {
  const node = nodeAt(path);
  const schema = node ? deref(node) : undefined;
  if (!schema?.properties) return [];
  const names = Object.keys(schema.properties);
  const ordered = [...names.filter((name) => !LAST.includes(name)), ...names.filter((name) => LAST.includes(name))];
  return ordered.map((name) => fieldAt([...path, name], base, effective, language, schema.required?.includes(name) ?? false));
}

/** One place of the data as a field. */
export function fieldAt(path: Path, base: unknown, effective: Data, language: Language, required = false): FieldModel {
  const node = nodeAt(path) ?? {};
  const baseValue = valueAt(base, path);
  const value = valueAt(effective, path);
  return { path, control: controlOf(node, path, effective, language), node, base: baseValue, value, changed: !sameJson(baseValue, value), required };
}

/** The keys of a map field, in the catalogue's order, then any other key the data has. */
export function mapKeys(field: FieldModel): Option[] {
  const known = field.control.kind === 'map' && field.control.keys ? field.control.keys : [];
  const present = [...Object.keys(isRecord(field.value) ? field.value : {}), ...Object.keys(isRecord(field.base) ? field.base : {})];
  const extra = present.filter((key, i) => present.indexOf(key) === i && !known.some((option) => option.id === key)).map((id) => ({ id, label: id }));
  return [...known, ...extra];
}

/** How many places of an entry differ from the game's (leaf values; an entry added or removed counts one). */
export function changeCount(base: unknown, value: unknown): number {
  if (sameJson(base, value)) return 0;
  if (!isRecord(base) || !isRecord(value)) return 1;
  let count = 0;
  for (const key of new Set([...Object.keys(base), ...Object.keys(value)])) count += changeCount(base[key], value[key]);
  return count;
}

/** The smallest value a node accepts, for an entry or item just added: its required parts, each at its least. */
export function skeletonOf(node: SchemaNode, label: string): unknown {
  const definition = definitionOf(node);
  if (definition === 'text') return label;
  if (definition === 'colour') return '#888888';
  if (definition === 'id') return 'new';
  const schema = deref(node);
  if (schema.oneOf) return skeletonOf(schema.oneOf[0] ?? {}, label);
  if (schema.enum) return schema.enum[0];
  const kinds = types(schema);
  if (kinds.includes('object')) {
    const required = schema.required ?? [];
    return Object.fromEntries(required.flatMap((name) => (schema.properties?.[name] ? [[name, skeletonOf(schema.properties[name], label)]] : [])));
  }
  if (kinds.includes('array')) {
    const least = (schema as { minItems?: number }).minItems ?? 0;
    return Array.from({ length: least }, (_, i) => (schema.items ? skeletonOf(schema.items, String(i + 1)) : null));
  }
  if (kinds.includes('number') || kinds.includes('integer')) return Math.max(schema.minimum ?? 0, Math.min(0, schema.maximum ?? 0));
  if (kinds.includes('boolean')) return false;
  return (schema as { minLength?: number }).minLength ? label : '';
}
