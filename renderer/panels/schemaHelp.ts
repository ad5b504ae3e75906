/**
 * Help text for the panels' fields: the scenario schema's own `description` of the value a JSON
 * pointer designates, so the editor and the format document the same words. The schema is bundled
 * as data at build time; it is read, never compiled (the renderer runs without eval). The schema is
 * written in English; the French wordings sit beside it, keyed by the English text.
 */
import type { Language } from '../../engine/i18n';
import { parsePointer } from '../../engine/scenario/json-pointer';
import frenchDescriptions from '../../schemas/scenario.descriptions.fr.json';
import scenarioSchema from '../../schemas/scenario.schema.json';

interface SchemaNode {
  readonly description?: string;
  readonly $ref?: string;
  readonly const?: unknown;
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly additionalProperties?: SchemaNode | boolean;
  readonly items?: SchemaNode;
  readonly prefixItems?: readonly SchemaNode[];
  readonly oneOf?: readonly SchemaNode[];
  readonly anyOf?: readonly SchemaNode[];
  readonly allOf?: readonly SchemaNode[];
}

const ROOT = scenarioSchema as unknown as SchemaNode & { readonly $defs: Readonly<Record<string, SchemaNode>> };

function deref(node: SchemaNode): SchemaNode {
  let current = node;
  for (let guard = 0; current.$ref?.startsWith('#/$defs/') && guard < 20; guard++) {
    const target = Object.hasOwn(ROOT.$defs, current.$ref.slice(8)) ? ROOT.$defs[current.$ref.slice(8)] : undefined;
    if (!target) break;
    current = target;
  }
  return current;
}

const TRANSLATIONS: Readonly<Partial<Record<Language, Readonly<Record<string, string>>>>> = { fr: frenchDescriptions };

/** A schema description in the interface language; the English text where no translation exists. */
function translated(description: string, language: Language): string {
  const texts = TRANSLATIONS[language];
  return texts && Object.hasOwn(texts, description) && texts[description] ? texts[description] : description;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether the value can be the one a branch describes: every `const` property it sets agrees. */
function agrees(branch: SchemaNode, value: unknown): boolean {
  if (!isRecord(value)) return true;
  for (const [name, property] of Object.entries(branch.properties ?? {})) {
    if ('const' in property && Object.hasOwn(value, name) && value[name] !== property.const) return false;
  }
  return true;
}

/** The branches of a union, those the value agrees with first (a victory row by its `type`, a geometry by its `kind`). */
function branchesOf(node: SchemaNode, value: unknown): SchemaNode[] {
  const branches = [...(node.allOf ?? []), ...(node.oneOf ?? []), ...(node.anyOf ?? [])].map(deref);
  return [...branches.filter((branch) => agrees(branch, value)), ...branches.filter((branch) => !agrees(branch, value))];
}

function childOf(node: SchemaNode, token: string, value: unknown, depth = 0): SchemaNode | undefined {
  if (depth > 8) return undefined;
  const schema = deref(node);
  if (Array.isArray(value) || (value === undefined && (schema.items || schema.prefixItems))) {
    if (!/^(0|[1-9]\d*)$/.test(token)) return undefined;
    const found = schema.prefixItems?.[Number(token)] ?? schema.items;
    if (found) return found;
  } else if (schema.properties && Object.hasOwn(schema.properties, token)) {
    return schema.properties[token];
  }
  for (const branch of branchesOf(schema, value)) {
    const found = childOf(branch, token, value, depth + 1);
    if (found) return found;
  }
  return typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
}

/**
 * The schema's description of the value at `pointer` in `document` (the document picks the right
 * branch of a union); undefined when the schema says nothing there. A description written beside a
 * `$ref` is preferred to the referenced definition's own, more general one. Shown in `language`.
 */
export function schemaDescription(pointer: string, language: Language, document?: unknown): string | undefined {
  const tokens = parsePointer(pointer);
  if (!tokens) return undefined;
  let node: SchemaNode = ROOT;
  let value: unknown = document;
  for (const token of tokens) {
    const next = childOf(node, token, value);
    if (!next) return undefined;
    node = next;
    value = Array.isArray(value) ? value[Number(token)] : isRecord(value) && Object.hasOwn(value, token) ? value[token] : undefined;
  }
  const description = node.description ?? deref(node).description;
  return description === undefined ? undefined : translated(description, language);
}
