// eslint-disable-next-line no-restricted-imports -- the test reads the command sources to find every refusal key they use
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import fr from '../../i18n/fr.json';

const folder = new URL('.', import.meta.url);
const code = readdirSync(folder)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'test-support.ts')
  .map((file) => readFileSync(new URL(file, folder), 'utf8'))
  .join('\n');

describe('refusal messages', () => {
  it('exist in English and French for every key the commands use', () => {
    const keys = new Set([...code.matchAll(/'(edit\.[A-Za-z.]+)'/g)].map((match) => match[1] as string));
    for (const place of ['cell', 'point', 'area', 'zone']) keys.add(`edit.place.notAllowed.${place}`);
    expect(keys.size).toBeGreaterThan(50);
    // A counted message has its plural forms only (i18next picks one by `count`).
    const has = (catalog: object, key: string) => Object.hasOwn(catalog, key) || Object.hasOwn(catalog, `${key}_other`);
    const missing = [...keys].filter((key) => !has(en, key) || !has(fr, key));
    expect(missing).toEqual([]);
  });
});
