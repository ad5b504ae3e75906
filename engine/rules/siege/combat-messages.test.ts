import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from './messages.en.json';
import fr from './messages.fr.json';
import { combatMessageText, message } from './combat-messages';
import { dataOf, RULESET } from './combat.test-support';

const here = dirname(fileURLToPath(import.meta.url));
const SOURCES = ['tables.ts', 'figures.ts', 'combat.ts', 'archery.ts', 'combat-messages.ts'];
const code = SOURCES.map((file) => readFileSync(join(here, file), 'utf8')).join('\n');
const english = en as Record<string, string>;
const french = fr as Record<string, string>;
const data = dataOf(RULESET);

/** Keys built at run time from a prefix and the values they can take. */
const FAMILIES: Readonly<Record<string, readonly string[]>> = {
  'siege.combat.shift.terrain': ['left', 'right'],
  'siege.combat.shift.several-attackers': ['left', 'right'],
  'siege.combat.shift.panicked-defender': ['left', 'right'],
  'siege.combat.column': ['foot', 'mounted'],
  'siege.fire.column': ['foot', 'mounted'],
  'siege.fire.modifier': ['range', 'wounded-shooter', 'knight-on-foot', 'skill'],
  'siege.effect.hit.attacker': ['stun', 'wound', 'kill'],
  'siege.effect.hit.defender': ['stun', 'wound', 'kill'],
  'siege.effect.hit.target': ['stun', 'wound', 'kill'],
  'siege.effect.retreat': ['attackers', 'defenders', 'target'],
  'siege.effect.advance': ['attackers', 'defenders'],
  'siege.weapon': Object.keys(data.ranges),
  'siege.band': Object.values(data.ranges)[0]?.map((band) => band.band) ?? [],
  'siege.cover': data.coverLevels,
};

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
/** A key's text: its own, or its plural form for a message that counts. */
const textOf = (catalog: Record<string, string>, key: string) => catalog[key] ?? catalog[`${key}_other`];

describe('combat messages', () => {
  const literal = [...code.matchAll(/'(siege\.[A-Za-z.-]+)'/g)].map((m) => m[1] as string).filter((key) => !Object.hasOwn(FAMILIES, key));
  const built = Object.entries(FAMILIES).flatMap(([prefix, members]) => members.map((member) => `${prefix}.${member}`));
  const keys = [...new Set([...literal, ...built])];

  it('exist in English and French for every key the combat code uses', () => {
    expect(literal.length).toBeGreaterThan(40);
    expect(keys.filter((key) => textOf(english, key) === undefined || textOf(french, key) === undefined)).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    expect(keys.filter((key) => JSON.stringify(placeholders(textOf(english, key) ?? '')) !== JSON.stringify(placeholders(textOf(french, key) ?? '')))).toEqual([]);
  });

  it('name weapons, bands and covers in the chosen language, and keep an unnamed id as it is', () => {
    const range = message('siege.fire.range', { weapon: 'crossbow', distance: 80, band: 'long' });
    expect(combatMessageText(range, 'en')).toBe('Crossbow at 80 hexes: long range.');
    expect(combatMessageText(range, 'fr')).toBe('Arbalète à 80 cases\u00a0: longue distance.');
    expect(combatMessageText(message('siege.fire.range', { weapon: 'sling', distance: 3, band: 'short' }), 'en')).toBe('sling at 3 hexes: short range.');
    expect(combatMessageText(message('siege.refused.fire.totalCover', { cover: 'total' }), 'fr')).toBe('La cible bénéficie d’une couverture totale\u00a0: impossible de lui tirer dessus.');
  });
});
