/**
 * The ruleset schema as the house rules panel reads it: the node that describes a place of the
 * ruleset data (a terrain kind's cover, a card's count), and its description, which is the field's
 * help, in English or in French (`schemas/ruleset.descriptions.fr.json`, keyed by the English text).
 * The schema is bundled as data and read, never compiled.
 */
import type { Language } from '../../../engine/i18n';
import frenchDescriptions from '../../../schemas/ruleset.descriptions.fr.json';
import rulesetSchema from '../../../schemas/ruleset.schema.json';

export interface SchemaNode {
  readonly description?: string;
  readonly $ref?: string;
  readonly type?: string | readonly string[];
  readonly enum?: readonly string[];
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly additionalProperties?: SchemaNode | boolean;
  readonly items?: SchemaNode;
  readonly oneOf?: readonly SchemaNode[];
  readonly required?: readonly string[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly pattern?: string;
}

const ROOT = rulesetSchema as unknown as SchemaNode & { readonly $defs: Readonly<Record<string, SchemaNode>> };
const FRENCH: Readonly<Record<string, string>> = frenchDescriptions;

/** The name of the definition a node refers to ("text", "colour", "id", "abilityRef" ...), if any. */
export function definitionOf(node: SchemaNode): string | undefined {
  return node.$ref?.startsWith('#/$defs/') ? node.$ref.slice(8) : undefined;
}

/** The node itself, or the definition it refers to (descriptions beside a `$ref` are read from the node first). */
export function deref(node: SchemaNode): SchemaNode {
  let current = node;
  for (let guard = 0; guard < 10; guard++) {
    const name = definitionOf(current);
    const target = name !== undefined && Object.hasOwn(ROOT.$defs, name) ? ROOT.$defs[name] : undefined;
    if (!target) break;
    current = target;
  }
  return current;
}

/** The node of a part of a value: a property, a map entry, a list item; the object branch of a union for an object. */
export function childNode(node: SchemaNode, token: string): SchemaNode | undefined {
  let schema = deref(node);
  if (schema.oneOf) schema = deref(schema.oneOf.find((branch) => deref(branch).properties !== undefined) ?? schema);
  if (schema.items && /^(0|[1-9]\d*)$/.test(token)) return schema.items;
  if (schema.properties && Object.hasOwn(schema.properties, token)) return schema.properties[token];
  return typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
}

/** The node of a place of the ruleset data, by its path (["terrain", "moat", "moveCost", "foot"]). */
export function nodeAt(path: readonly string[]): SchemaNode | undefined {
  let node: SchemaNode | undefined = ROOT;
  for (const token of path) {
    node = node ? childNode(node, token) : undefined;
    if (!node) return undefined;
  }
  return node;
}

/** The help of a place of the ruleset data: its schema description, in `language`. */
export function rulesetHelp(path: readonly string[], language: Language): string | undefined {
  const node = nodeAt(path);
  const description = node ? (node.description ?? deref(node).description) : undefined;
  if (description === undefined) return undefined;
  return language === 'fr' && Object.hasOwn(FRENCH, description) && FRENCH[description] ? FRENCH[description] : description;
}

/** Every description of the ruleset schema (the French wordings must follow them). */
export function rulesetDescriptions(): Set<string> {
  const found = new Set<string>();
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'description' && typeof inner === 'string') found.add(inner);
        else collect(inner);
      }
    }
  };
  collect(ROOT);
  return found;
}

/** The property names the panel may show a label for: every property of the ruleset schema. */
export function rulesetPropertyNames(): Set<string> {
  const names = new Set<string>();
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (typeof value === 'object' && value !== null) {
      const record = value as Record<string, unknown>;
      if (typeof record.properties === 'object' && record.properties !== null) for (const name of Object.keys(record.properties)) names.add(name);
      Object.values(record).forEach(collect);
    }
  };
  collect(ROOT);
  return names;
}
