import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const RULESET_IDS = ['r6-onboard', 'rivet-wars', 'siege', 'rapid-40000', 'rebellion'];
const schemaFiles = ['scenario.schema.json', 'ruleset.schema.json'];
const readJson = (path: string): Record<string, unknown> => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;

/** Every subschema reached through `properties`, with its path. */
function* properties(schema: unknown, path: string): Generator<[string, Record<string, unknown>]> {
  if (Array.isArray(schema)) {
    for (const [i, item] of schema.entries()) yield* properties(item, `${path}/${i}`);
    return;
  }
  if (schema === null || typeof schema !== 'object') return;
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && value && typeof value === 'object') {
      for (const [name, sub] of Object.entries(value as Record<string, unknown>)) yield [`${path}/properties/${name}`, sub as Record<string, unknown>];
    }
    yield* properties(value, `${path}/${key}`);
  }
}

describe('schemas', () => {
  it.each(schemaFiles)('%s is JSON Schema 2020-12 with an $id and compiles in strict mode', (file) => {
    const schema = readJson(join(root, 'schemas', file));
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toMatch(/^https:\/\/.+\/schemas\/.+\.schema\.json$/);
    const ajv = new Ajv2020({ strict: true, strictRequired: false, allowUnionTypes: true, discriminator: true });
    expect(() => ajv.compile(schema)).not.toThrow();
  });

  it.each(schemaFiles)('%s describes every property (they become editor tooltips)', (file) => {
    const missing = [...properties(readJson(join(root, 'schemas', file)), '#')].filter(([, sub]) => typeof sub.description !== 'string' || sub.description.length < 3);
    expect(missing.map(([path]) => path)).toEqual([]);
  });

  it('has $schema in every sample scenario and ruleset file, pointing at the schema file', () => {
    const files = [
      ...readdirSync(join(root, 'scenarios')).filter((f) => f.endsWith('.scenario.json')).map((f) => join(root, 'scenarios', f)),
      ...RULESET_IDS.map((id) => join(root, 'engine/rules', id, 'ruleset.json')),
    ];
    expect(files.length).toBeGreaterThanOrEqual(16);
    for (const file of files) {
      const target = readJson(file).$schema;
      expect(typeof target, file).toBe('string');
      const expected = file.endsWith('ruleset.json') ? 'ruleset.schema.json' : 'scenario.schema.json';
      expect(resolve(dirname(file), target as string), file).toBe(join(root, 'schemas', expected));
    }
  });

  it('forbids unknown fields in placed things', () => {
    const schema = readJson(join(root, 'schemas/scenario.schema.json'));
    const open = [...properties(schema, '#')].filter(([, sub]) => sub.type === 'object' && sub.properties && sub.additionalProperties !== false);
    expect(open.map(([path]) => path)).toEqual([]);
  });
});

describe('compiled validators', () => {
  it('are plain ES module code: no eval, no Function constructor, no require', () => {
    const code = readFileSync(join(root, 'engine/scenario/generated/validators.js'), 'utf8');
    expect(code).toMatch(/export const validateScenario = /);
    expect(code).toMatch(/export const validateRuleset = /);
    expect(code).not.toMatch(/\beval\s*\(|new\s+Function\s*\(|\bFunction\s*\(|\brequire\s*\(/);
  });
});
