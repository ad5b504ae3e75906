import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadScenario } from './load';
import { titleText } from './localized';
import type { LocalizedText, Scenario } from './types';

const folder = join(dirname(fileURLToPath(import.meta.url)), '../../scenarios');
const files = readdirSync(folder).filter((file) => file.endsWith('.scenario.json')).sort();
const load = (file: string) => loadScenario(readFileSync(join(folder, file)), { fileName: file });
const scenarioOf = (file: string) => load(file).scenario as Scenario;

describe('sample scenarios', () => {
  it('ship one per game at least, and the ten Rivet Wars missions', () => {
    const rulesets = new Set(files.map((file) => scenarioOf(file).ruleset.id));
    expect([...rulesets].sort()).toEqual(['r6-onboard', 'rapid-40000', 'rebellion', 'rivet-wars', 'siege']);
    expect(files.filter((file) => /^rivet-wars-m\d\d\.scenario\.json$/.test(file))).toHaveLength(10);
  });

  it.each(files)('%s is valid: no error, no warning', (file) => {
    const result = load(file);
    expect(result.problems).toEqual([]);
    expect(result.scenario).toBeDefined();
  });

  it.each(files)('%s has its title and the names and rules it shows in French and in English', (file) => {
    const s = scenarioOf(file);
    const texts: [string, LocalizedText | undefined][] = [
      ['meta.title', titleText(s.meta)],
      ...(s.board.zones ?? []).map((zone): [string, LocalizedText | undefined] => [`zone ${zone.id}`, zone.name]),
      ...(s.board.regions ?? []).map((region): [string, LocalizedText | undefined] => [`region ${region.id}`, region.name]),
      ...(s.board.terrain ?? []).filter((patch) => patch.name !== undefined).map((patch): [string, LocalizedText | undefined] => [`terrain ${patch.id}`, patch.name]),
      ...s.sides.map((side): [string, LocalizedText | undefined] => [`side ${side.id}`, side.name]),
      ...(s.setup?.specialRules ?? []).map((rule): [string, LocalizedText | undefined] => [`special rule ${rule.id}`, rule.text]),
      ...(s.victory ?? []).flatMap((condition): [string, LocalizedText | undefined][] => [
        ...(condition.description !== undefined ? [[`victory ${condition.id}`, condition.description] as [string, LocalizedText]] : []),
        ...('text' in condition ? [[`victory ${condition.id} text`, condition.text] as [string, LocalizedText]] : []),
      ]),
    ];
    const oneLanguage = texts.filter(([, text]) => typeof text !== 'object' || !text.fr?.trim() || !text.en?.trim()).map(([where]) => where);
    expect(oneLanguage).toEqual([]);
  });

  it('R6 ambassade: board A1-F9, two bomb rooms, start zones, 10 turns, the named operators', () => {
    const s = scenarioOf('r6-ambassade.scenario.json');
    expect(s.meta.title).toBe('Désamorçage dans l’ambassade');
    expect(s.board.geometry).toEqual({ kind: 'square', columns: 9, rows: 6, cellSizeMm: 25, labels: 'letter-number', diagonals: 'none' });
    expect(s.board.tokens?.filter((t) => t.kind === 'bomb')).toHaveLength(2);
    expect(new Set(s.board.edges?.map((e) => e.kind))).toEqual(new Set(['wall', 'door', 'window']));
    expect(s.turns?.limit).toBe(10);
    expect(s.sides.flatMap((side) => side.units ?? []).map((u) => u.profile)).toEqual(expect.arrayContaining(['ash', 'doc', 'castle']));
    expect(s.board.zones?.filter((z) => z.purpose === 'start').map((z) => z.side).sort()).toEqual(['attackers', 'defenders', 'defenders']);
  });

  it('Rivet Wars missions use the layouts of the mission diagrams', () => {
    const layout = (n: string) => scenarioOf(`rivet-wars-m${n}.scenario.json`).board.tiles?.map((t) => t.tile).join(' ');
    expect(layout('02')).toBe('5A 2A 1A 3A 8A 7A');
    expect(layout('06')).toBe('3A 8A 6B 7A 4A 2A 9B 1A');
    expect(layout('09')).toBe('6B 7B 4B 5A 1B 8B 9B 2B');
  });

  it('SIEGE castle: walls on hex edges, keep room, moat, drawbridge, camp', () => {
    const s = scenarioOf('siege-castle.scenario.json');
    expect(s.board.geometry).toMatchObject({ kind: 'hex', columns: 30, rows: 20, orientation: 'flat' });
    const kinds = new Set(s.board.terrain?.map((t) => t.kind));
    for (const kind of ['rampart', 'tower-interior', 'keep-interior', 'moat', 'stairs', 'tent', 'tree', 'brush', 'slope', 'trench']) expect(kinds).toContain(kind);
    expect(new Set(s.board.edges?.map((e) => e.kind))).toEqual(new Set(['wall', 'arrow-slit', 'gate', 'parapet']));
    expect(s.board.tokens?.some((t) => t.kind === 'drawbridge')).toBe(true);
    expect(s.board.zones?.find((z) => z.id === 'keep-room')?.room).toBeDefined();
  });

  it('Rapid 40000: a 72 × 48 inch table with 12-inch deployment zones', () => {
    const s = scenarioOf('rapid40k-skirmish.scenario.json');
    expect(s.board.geometry).toEqual({ kind: 'free', unit: 'in', widthIn: 72, heightIn: 48 });
    const depths = s.board.zones?.filter((z) => z.purpose === 'deployment').map((z) => Math.max(...(z.polygon ?? []).map((p) => p.y)) - Math.min(...(z.polygon ?? []).map((p) => p.y)));
    expect(depths).toEqual([12, 12]);
  });

  it('Rebellion: systems in regions, a hidden rebel base, both setup lists', () => {
    const s = scenarioOf('rebellion-galaxy.scenario.json');
    expect(s.board.areas?.length).toBeGreaterThanOrEqual(20);
    expect(s.board.tokens?.find((t) => t.kind === 'rebel-base')?.hidden).toBe(true);
    const count = (side: number, profile: string) => (s.sides[side]?.units ?? []).filter((u) => u.profile === profile).reduce((n, u) => n + (u.count ?? 1), 0);
    expect([count(0, 'star-destroyer'), count(0, 'tie-fighter'), count(0, 'stormtrooper'), count(0, 'at-st'), count(0, 'at-at')]).toEqual([3, 12, 12, 5, 1]);
    expect([count(1, 'x-wing'), count(1, 'y-wing'), count(1, 'rebel-trooper'), count(1, 'airspeeder')]).toEqual([2, 2, 6, 2]);
    expect(s.setup?.tracks).toEqual({ time: 1, reputation: 14 });
    // The four starting leaders of each side, by name (R2), so actions and cards tell them apart.
    const reserve = (side: number) => (s.sides[side]?.units ?? []).filter((u) => u.reserve).map((u) => [u.profile, u.count ?? 1]);
    expect(reserve(0)).toEqual([['palpatine', 1], ['vader', 1], ['tarkin', 1], ['tagge', 1]]);
    expect(reserve(1)).toEqual([['mon-mothma', 1], ['leia', 1], ['dodonna', 1], ['rieekan', 1]]);
  });
});
