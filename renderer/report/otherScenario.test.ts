import { describe, expect, it } from 'vitest';
import r6 from '../../scenarios/r6-ambassade.scenario.json';
import siege from '../../scenarios/siege-castle.scenario.json';
import { loadInputOf } from '../document/inputs';
import { readScenario } from '../document/readScenario';
import { createI18n } from '../i18n';
import { otherScenario } from './otherScenario';

const i18n = createI18n('fr');
const t = i18n.t.bind(i18n);
const current = loadInputOf(r6 as never)!;
const reasonFor = (text: string) => {
  const other = otherScenario(readScenario(text, 'autre.scenario.json'), current, t, 'fr');
  return other.ok ? null : other.reason;
};

describe('another scenario to compare with', () => {
  it('is taken when it is the same game with the same sides', () => {
    const changed = { ...r6, meta: { ...r6.meta, title: 'Autre ambassade' } };
    expect(otherScenario(readScenario(JSON.stringify(changed), 'autre.scenario.json'), current, t, 'fr').ok).toBe(true);
  });

  it('says why it is not: where the text stops being JSON, its first error, another game, other sides', () => {
    expect(reasonFor('{ "version": 1,\n  "meta": }')).toMatch(/^ligne 2, colonne \d+\u00a0: /);
    const dragon = JSON.parse(JSON.stringify(r6)) as { sides: { units: { profile: string }[] }[] };
    dragon.sides[0]!.units[0]!.profile = 'dragon';
    expect(reasonFor(JSON.stringify(dragon))).toContain('dragon');
    expect(reasonFor(JSON.stringify(siege))).toMatch(/^c’est un scénario de SIEGE.*, celui-ci est de Rainbow Six Siege/);
    // The same sides in another order are other seats.
    const swapped = JSON.parse(JSON.stringify(r6)) as { sides: unknown[] };
    swapped.sides.reverse();
    expect(reasonFor(JSON.stringify(swapped))).toBe('ses camps ne sont pas ceux de ce scénario.');
    expect(reasonFor(JSON.stringify({ name: 'package', version: '1.0.0' }))).toBe('ce n’est pas un scénario.');
  });
});
