/** The area map's region names, on the map and in its legend, in the reader's language. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Language } from '../i18n/index';
import { loadScenario } from '../scenario/index';
import { buildBoardScene } from './board-scene';
import { textsIn } from './labels';

function sceneIn(language: Language, sample: string) {
  const result = loadScenario(readFileSync(join(import.meta.dirname, '..', '..', 'scenarios', sample), 'utf8'), { fileName: sample });
  if (!result.scenario || !result.ruleset) throw new Error('the Rebellion sample does not load');
  return buildBoardScene({ scenario: result.scenario, ruleset: result.ruleset, language }, { labels: false, showHidden: true });
}

const english = ['Core Worlds', 'Colonies', 'Inner Rim', 'Expansion Region', 'Mid Rim', 'Outer Rim (north)', 'Outer Rim (south)', 'Wild Space'];
const french = ['Noyau', 'Colonies', 'Bordure intérieure', 'Région d’expansion', 'Bordure médiane', 'Bordure extérieure nord', 'Bordure extérieure sud', 'Espace sauvage'];

describe('regions of an area map', () => {
  it.each([
    ['en', 'rebellion-standard.scenario.json', english, french],
    ['fr', 'rebellion-standard.scenario.json', french, english],
    ['en', 'rebellion-galaxy.scenario.json', english, french],
    ['fr', 'rebellion-galaxy.scenario.json', french, english],
  ] as const)('are named on the map and in the legend in the reader’s language (%s, %s)', (language, sample, shown, other) => {
    const scene = sceneIn(language, sample);
    const regionNames = new Set([...shown, ...other]);
    const onMap = textsIn(scene.items)
      .map((item) => item.text)
      .filter((text) => regionNames.has(text));
    expect(onMap.filter((name) => !shown.includes(name))).toEqual([]);
    // Every region is named once, crowded as the sample is (a name whose first spots are taken finds one above or below another of its systems).
    expect(onMap.sort()).toEqual([...shown].sort());
    // In the legend, under their own heading, not among the terrains.
    const legend = scene.legend.filter((entry) => entry.section === 'regions').map((entry) => entry.label);
    expect(legend.filter((label) => regionNames.has(label)).sort()).toEqual([...shown].sort());
    expect(scene.legend.filter((entry) => entry.section === 'terrain' && regionNames.has(entry.label))).toEqual([]);
  });
});

describe('system names of an area map', () => {
  it('name every system, even where the counters of a crowded neighbour would cover its every spot (Cato Neimoidia beside a fleet at Coruscant)', () => {
    const sample = 'rebellion-standard.scenario.json';
    const document = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'scenarios', sample), 'utf8')) as { sides: { id: string; units: { id: string; profile: string; at?: { area: string }; count?: number }[] }[]; board: { areas: { name: string }[] } };
    document.sides[0]!.units.push({ id: 'destroyer', profile: 'star-destroyer', at: { area: 'coruscant' } });
    const result = loadScenario(JSON.stringify(document), { fileName: sample });
    const scene = buildBoardScene({ scenario: result.scenario!, ruleset: result.ruleset!, language: 'fr' }, { labels: false, showHidden: true });
    const texts = new Set(textsIn(scene.items).map((item) => item.text));
    expect(document.board.areas.map((area) => area.name).filter((name) => !texts.has(name))).toEqual([]);
  });
});


describe('build icons of an area map', () => {
  it.each([
    ['fr', ['V', 'V+', 'T', 'T+'], 'V+\u00a0: construit vaisseaux lourds'],
    ['en', ['S', 'S+', 'T', 'T+'], 'S+: builds capital ships'],
  ] as const)('are lettered in the reader’s language, each kind its own letters, and explained in the legend (%s)', (language, letters, legendLine) => {
    const scene = sceneIn(language, 'rebellion-standard.scenario.json');
    const shown = new Set(textsIn(scene.items).map((item) => item.text));
    for (const letter of letters) expect(shown).toContain(letter);
    expect(shown).not.toContain('SH');
    expect(shown).not.toContain('GL');
    const legend = scene.legend.map((entry) => entry.label);
    expect(legend).toContain(legendLine);
    // The legend shows each icon as the map does, lettered, in their order, and allegiances as the map's dots.
    const icons = scene.legend.filter((entry) => entry.section === 'icons');
    expect(icons.map((entry) => (entry.swatch.type === 'badge' ? entry.swatch.letters : ''))).toEqual([...letters].sort((a, b) => a.localeCompare(b)));
    expect(new Set(scene.legend.filter((entry) => entry.section === 'allegiances').map((entry) => entry.swatch.type))).toEqual(new Set(['dot']));
  });
});
