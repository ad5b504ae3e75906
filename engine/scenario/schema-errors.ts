/**
 * Turns Ajv errors into problems whose messages say what is wrong and how to fix it: the
 * "exactly one of these fields" unions become one message, unknown fields suggest the nearest
 * allowed name, and duplicates from wrapper keywords are dropped.
 */
import type { GeneratedValidationError } from './generated/validators.js';
import { escapePointerToken } from './json-pointer';
import { error, type Problem } from './problems';

type Schema = Record<string, unknown>;

const PATTERN_HINTS: Readonly<Record<string, string>> = {
  '^[A-Za-z0-9][A-Za-z0-9_.:-]*$': 'id',
  '^#[0-9A-Fa-f]{6}$': 'colour',
  '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$': 'language',
};

const SIMPLE_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);
const EMPTY_TYPES = new Set(['integer', 'number', 'string']);

/** The value as a short JSON excerpt for messages. */
export function excerpt(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0] as number;
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j] as number;
      previous[j] = Math.min(above + 1, (previous[j - 1] as number) + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return previous[b.length] as number;
}

/** The allowed name closest to a misspelt one, if it is close enough to be a likely typo. */
export function nearestName(name: string, allowed: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of allowed) {
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return bestDistance <= Math.max(2, Math.floor(name.length / 3)) && bestDistance < name.length ? best : undefined;
}

const quoteList = (names: readonly string[]): string => names.map((name) => `“${name}”`).join(', ');

function requiredOnlyBranches(schema: Schema | undefined): string[][] | null {
  const branches = schema?.oneOf;
  if (!Array.isArray(branches)) return null;
  const lists: string[][] = [];
  for (const branch of branches as Schema[]) {
    const keys = Object.keys(branch);
    if (keys.length !== 1 || keys[0] !== 'required' || !Array.isArray(branch.required)) return null;
    lists.push(branch.required as string[]);
  }
  return lists;
}

function discriminatorValues(schema: Schema | undefined, tag: string): string[] {
  const branches = Array.isArray(schema?.oneOf) ? (schema.oneOf as Schema[]) : [];
  return branches.flatMap((branch) => {
    const property = (branch.properties as Record<string, Schema> | undefined)?.[tag];
    return property && typeof property.const === 'string' ? [property.const] : [];
  });
}

function messageFor(e: GeneratedValidationError): Problem | null {
  const at = e.instancePath;
  const params = e.params;
  const found = excerpt(e.data);
  switch (e.keyword) {
    case 'required':
      return error(at, 'problem.schema.required', { property: String(params.missingProperty) });
    case 'additionalProperties': {
      const property = String(params.additionalProperty);
      const allowed = Object.keys((e.parentSchema?.properties as Schema | undefined) ?? {});
      const pointer = `${at}/${escapePointerToken(property)}`;
      const suggestion = nearestName(property, allowed);
      return suggestion
        ? error(pointer, 'problem.schema.unknownPropertyDidYouMean', { property, suggestion })
        : error(pointer, 'problem.schema.unknownProperty', { property, allowed: quoteList(allowed) });
    }
    case 'type': {
      // "number,null" (a cost that may be impassable) reads as the number it mostly is.
      const expected = String(params.type).split(',').find((type) => type !== 'null') ?? String(params.type);
      // A field emptied where a value is needed (null in a file, NaN from a panel's emptied number): say so, not « pas null ».
      if ((e.data === null || Number.isNaN(e.data)) && EMPTY_TYPES.has(expected)) return error(at, `problem.schema.empty.${expected}`);
      return SIMPLE_TYPES.has(expected)
        ? error(at, `problem.schema.type.${expected}`, { found })
        : error(at, 'problem.schema.type.other', { expected, found });
    }
    case 'enum':
      return error(at, 'problem.schema.enum', { found, allowed: quoteList((params.allowedValues as unknown[]).map(String)) });
    case 'const':
      return error(at, 'problem.schema.const', { found, allowed: excerpt(params.allowedValue) });
    case 'pattern': {
      const hint = PATTERN_HINTS[String(params.pattern)] ?? 'other';
      if (e.propertyName !== undefined) {
        return error(`${at}/${escapePointerToken(e.propertyName)}`, `problem.schema.badKey.${hint}`, { property: e.propertyName });
      }
      return error(at, `problem.schema.pattern.${hint}`, { found, pattern: String(params.pattern) });
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return error(at, `problem.schema.${e.keyword}`, { found, limit: Number(params.limit) });
    case 'minLength':
    case 'maxLength':
      if (e.propertyName !== undefined) {
        return error(`${at}/${escapePointerToken(e.propertyName)}`, 'problem.schema.badKey.id', { property: e.propertyName });
      }
      return error(at, `problem.schema.${e.keyword}`, { limit: Number(params.limit) });
    case 'minItems':
    case 'maxItems':
    case 'minProperties':
    case 'maxProperties':
      return error(at, `problem.schema.${e.keyword}`, { limit: Number(params.limit) });
    case 'items':
      return error(at, 'problem.schema.maxItems', { limit: Number(params.limit) });
    case 'uniqueItems':
      return error(at, 'problem.schema.uniqueItems', { first: Number(params.j), second: Number(params.i) });
    case 'discriminator': {
      const tag = String(params.tag);
      if (params.error === 'tag') return error(at, 'problem.schema.required', { property: tag });
      return error(`${at}/${escapePointerToken(tag)}`, 'problem.schema.enum', {
        found: excerpt(params.tagValue),
        allowed: quoteList(discriminatorValues(e.parentSchema, tag)),
      });
    }
    case 'oneOf': {
      const branches = requiredOnlyBranches(e.parentSchema);
      if (!branches) return error(at, 'problem.schema.oneOf');
      const options = quoteList(branches.map((names) => names.join(' + ')));
      if (Array.isArray(params.passingSchemas)) {
        return error(at, 'problem.schema.onlyOneOf', { options });
      }
      return error(at, 'problem.schema.needOneOf', { options });
    }
    case 'propertyNames':
    case 'if':
      return null;
    default:
      return error(at, 'problem.schema.other', { keyword: e.keyword, detail: e.message ?? '' });
  }
}

/** Problems for the errors of one validator run, most specific first, without duplicates. */
export function problemsFromSchemaErrors(errors: readonly GeneratedValidationError[], pointerPrefix = ''): Problem[] {
  // Branch errors of an "exactly one of" union are replaced by the union's own message.
  const collapsedPrefixes = new Set<string>();
  for (const e of errors) {
    if (e.keyword === 'oneOf' && requiredOnlyBranches(e.parentSchema)) collapsedPrefixes.add(`${e.instancePath}\u0000${e.schemaPath}/`);
  }
  const tagEnums = new Set(errors.filter((e) => e.keyword === 'enum').map((e) => e.instancePath));
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const e of errors) {
    if (e.keyword === 'required' && [...collapsedPrefixes].some((prefix) => `${e.instancePath}\u0000${e.schemaPath}`.startsWith(prefix))) continue;
    if (e.keyword === 'discriminator' && tagEnums.has(`${e.instancePath}/${escapePointerToken(String(e.params.tag))}`)) continue;
    const problem = messageFor(e);
    if (!problem) continue;
    const withPrefix = pointerPrefix ? { ...problem, pointer: pointerPrefix + problem.pointer } : problem;
    const identity = `${withPrefix.pointer}\u0000${withPrefix.key}\u0000${JSON.stringify(withPrefix.params)}`;
    if (seen.has(identity)) continue;
    seen.add(identity);
    problems.push(withPrefix);
  }
  return problems;
}
