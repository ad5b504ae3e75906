import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { translate } from '../i18n/index';

const here = dirname(fileURLToPath(import.meta.url));
const sources = [
  ...readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => join(here, f)),
  join(here, '../../cli/main.ts'),
];
const code = sources.map((file) => readFileSync(file, 'utf8')).join('\n');
const catalog = en as Record<string, string>;

describe('problem messages', () => {
  it('exist in English and French for every literal key the code uses', () => {
    const keys = new Set([...code.matchAll(/'((?:problem|cli)\.[A-Za-z.]+)'/g)].map((m) => m[1] as string));
    expect(keys.size).toBeGreaterThan(80);
    // A message that counts has its plural forms in place of the bare key.
    const has = (messages: object, key: string) => Object.hasOwn(messages, key) || Object.hasOwn(messages, `${key}_other`);
    expect([...keys].filter((key) => !has(catalog, key) || !has(fr, key))).toEqual([]);
  });

  it('exist for every member of the key families built at run time', () => {
    const families: Record<string, readonly string[]> = {
      'problem.schema.type': ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null', 'other'],
      'problem.schema.pattern': ['id', 'colour', 'language', 'other'],
      'problem.schema.badKey': ['id', 'colour', 'language', 'other'],
      'problem.schema': ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'maxProperties'],
      'problem.ruleset.unknown': ['movementMode', 'terrain', 'coverLevel', 'edgeState', 'tokenState', 'faction', 'resource', 'stat', 'ability', 'armourClass', 'cardValue', 'edge', 'token'],
      'problem.ref.unknown': ['tile', 'terrainKind', 'edgeKind', 'tokenKind', 'faction', 'resource', 'deck', 'card', 'profile', 'track', 'area', 'region', 'side', 'zone', 'tokenId', 'phase'],
      'problem.kind': ['edgeNotTerrain', 'tokenNotTerrain', 'terrainNotEdge', 'tokenNotEdge', 'terrainNotToken', 'edgeNotToken'],
      'cli.severity': ['error', 'warning'],
    };
    const missing: string[] = [];
    for (const [prefix, members] of Object.entries(families)) {
      for (const member of members) if (!Object.hasOwn(catalog, `${prefix}.${member}`)) missing.push(`${prefix}.${member}`);
    }
    for (const what of families['problem.ref.unknown'] ?? []) if (what !== 'phase' && !Object.hasOwn(catalog, `problem.ref.unknown.${what}.didYouMean`)) missing.push(what);
    expect(missing).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const differing = Object.keys(catalog).filter((key) => key.startsWith('problem.') || key.startsWith('cli.'))
      .filter((key) => JSON.stringify(placeholders(catalog[key] as string)) !== JSON.stringify(placeholders((fr as Record<string, string>)[key] ?? '')));
    expect(differing).toEqual([]);
  });

  it('render a sentence in each language', () => {
    const params = { property: 'colr', suggestion: 'colour' };
    expect(translate('en', 'problem.schema.unknownPropertyDidYouMean', params)).toBe('Unknown field “colr”. Did you mean “colour”?');
    expect(translate('fr', 'problem.schema.unknownPropertyDidYouMean', params)).toBe('Champ inconnu «\u00a0colr\u00a0». Vouliez-vous dire «\u00a0colour\u00a0»\u00a0?');
  });
});
