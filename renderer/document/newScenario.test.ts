import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadScenario, problemInWords } from '../../engine/scenario';
import { validateScenario } from '../../engine/scenario/generated/validators.js';
import type { Scenario } from '../../engine/scenario/types';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import {
  GEOMETRY_CHOICES,
  boardDefaults,
  checkNewScenario,
  areaNaming,
  convertLength,
  defaultOptions,
  newScenario,
  shippedRulesets,
  supportsGeometry,
  type NewScenarioOptions,
} from './newScenario';

/** Schema errors (the real Ajv validator) and semantic errors of the loader; warnings are what is left to design. */
function errorsOf(options: NewScenarioOptions): string[] {
  expect(checkNewScenario(options)).toEqual([]);
  const scenario = newScenario(options);
  const schemaOk = validateScenario(scenario);
  const schemaErrors = schemaOk ? [] : (validateScenario.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
  const loaded = loadScenario(JSON.stringify(scenario));
  return [...schemaErrors, ...loaded.problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.pointer} ${problem.key}`)];
}

const rulesets = shippedRulesets();

describe('new scenario', () => {
  it('offers every shipped ruleset, each defaulting to a board it plays on', () => {
    expect(rulesets.map((ruleset) => ruleset.id).sort()).toEqual(['r6-onboard', 'rapid-40000', 'rebellion', 'rivet-wars', 'siege']);
    for (const ruleset of rulesets) expect(supportsGeometry(ruleset, boardDefaults(ruleset).geometry), ruleset.id).toBe(true);
    expect(boardDefaults(rulesets.find((r) => r.id === 'siege')!).geometry).toBe('hex-flat');
    expect(boardDefaults(rulesets.find((r) => r.id === 'rapid-40000')!)).toMatchObject({ geometry: 'free', width: 72, height: 48, unit: 'in' });
  });

  for (const ruleset of rulesets) {
    for (const geometry of GEOMETRY_CHOICES.filter((choice) => supportsGeometry(ruleset, choice))) {
      for (const unit of ['mm', 'in'] as const) {
        it(`makes a valid ${geometry} ${ruleset.id} board measured in ${unit}`, () => {
          const base = defaultOptions(ruleset.id, 'Test', 'en');
          const cellSize = convertLength(base.cellSize, base.unit, unit);
          const [width, height] = [convertLength(base.width, base.unit, unit), convertLength(base.height, base.unit, unit)];
          const options = { ...base, geometry, unit, cellSize, width, height };
          expect(errorsOf(options)).toEqual([]);
        });
      }
    }
  }

  it('puts in what the ruleset requires: sides from its factions, deployment zones, tokens, tiles', () => {
    const r6 = newScenario(defaultOptions('r6-onboard', 'Embassy', 'fr')) as unknown as Scenario;
    expect(r6.meta).toEqual({ title: 'Embassy', language: 'fr' });
    expect(r6.sides.map((side) => [side.id, side.faction, side.colour])).toEqual([
      ['attackers', 'attackers', '#e8731a'],
      ['defenders', 'defenders', '#2a6fdb'],
    ]);
    expect(r6.board.geometry).toEqual({ kind: 'square', columns: 9, rows: 6, cellSizeMm: 25, labels: 'letter-number', diagonals: 'none' });
    expect(r6.board.tokens?.filter((token) => token.kind === 'bomb')).toHaveLength(2);
    expect(r6.board.zones?.map((zone) => [zone.purpose, zone.side, zone.cells?.length])).toEqual([
      ['deployment', 'attackers', 9],
      ['deployment', 'defenders', 9],
    ]);

    const rivet = newScenario({ ...defaultOptions('rivet-wars', 'Front', 'en'), columns: 12, rows: 9 }) as unknown as Scenario;
    expect(rivet.board.tiles).toHaveLength(12);
    expect(new Set(rivet.board.tiles?.map((tile) => tile.id)).size).toBe(12);

    // Rebellion draws its base at setup (a token may fix it, none is required): the galaxy starts empty.
    const rebellion = newScenario(defaultOptions('rebellion', 'Galaxy', 'en')) as unknown as Scenario;
    expect(rebellion.board.geometry).toEqual({ kind: 'area', widthMm: 1000, heightMm: 700 });
    expect(rebellion.board.tokens ?? []).toEqual([]);
    expect(rebellion.sides.map((side) => side.faction)).toEqual(['empire', 'rebellion']);
  });

  it('starts with the victory conditions the rulebook gives every game, and none where each scenario sets its own', () => {
    const problems = (ruleset: string) => loadScenario(JSON.stringify(newScenario(defaultOptions(ruleset, 'T', 'fr')))).problems.map((problem) => problem.key);
    const victory = (ruleset: string) => ((newScenario(defaultOptions(ruleset, 'T', 'fr')) as unknown as Scenario).victory ?? []).map((condition) => `${condition.side}:${condition.type}`);
    // R6: « La partie est perdue quand tous les Agents d'une équipe ont été tués », and the defenders hold 10 turns.
    expect(victory('r6-onboard')).toEqual(['attackers:eliminate', 'defenders:survive', 'defenders:eliminate']);
    // Rebellion: the base conquered, the time and reputation markers on one space.
    expect(victory('rebellion')).toEqual(['empire:custom', 'rebellion:tracks-meet']);
    expect(victory('rivet-wars')).toEqual(['allies:victory-points', 'blight:victory-points']);
    // Rivet Wars: mission 1's points, and each side's territory the third of the board on its side (two rows of six).
    const rivet = newScenario(defaultOptions('rivet-wars', 'T', 'fr')) as unknown as Scenario;
    expect(rivet.sides.map((side) => side.resources?.['deployment-points']?.perTurn)).toEqual([4, 4]);
    const territory = (side: string) => [...new Set((rivet.board.zones ?? []).find((zone) => zone.purpose === 'territory' && zone.side === side)?.cells?.map((cell) => cell.row))];
    expect([territory('allies'), territory('blight')]).toEqual([[0, 1], [4, 5]]);
    // Named by their side in the scenario's language, as the deployment zones are.
    expect((rivet.board.zones ?? []).filter((zone) => zone.purpose === 'territory').map((zone) => zone.name)).toEqual(['Territory: Alliés', 'Territory: Blight']);
    for (const ruleset of ['r6-onboard', 'rebellion', 'rivet-wars']) expect(problems(ruleset), ruleset).not.toContain('problem.victory.none');
    // Its race is scored by capturing strategic objectives, which the designer has yet to place: said, with the fix.
    expect(problems('rivet-wars')).toContain('problem.victory.noScoringToken');
    const warning = loadScenario(JSON.stringify(newScenario(defaultOptions('rivet-wars', 'T', 'fr')))).problems.find((problem) => problem.key === 'problem.victory.noScoringToken');
    expect(problemInWords(warning as never, newScenario(defaultOptions('rivet-wars', 'T', 'fr')), shippedRulesets().find((ruleset) => ruleset.id === 'rivet-wars'), 'fr')).toBe(
      'Des points viennent de chaque objectif stratégique capturé ou tenu, mais le plateau n’en a aucun\u00a0: aucun point ne peut être marqué ainsi. Posez-en avec l’outil Pions, ou comptez autre chose.',
    );
    // SIEGE and Rapid 40000: « des conditions de victoire propres à chaque scénario ».
    for (const ruleset of ['siege', 'rapid-40000']) {
      expect(victory(ruleset)).toEqual([]);
      expect(problems(ruleset)).toContain('problem.victory.none');
    }
  });

  it('names a new area by its game’s word for one, a star system, else plainly', () => {
    const galaxy = rulesets.find((ruleset) => ruleset.id === 'rebellion');
    expect(areaNaming(galaxy, 'fr', (n) => `Zone ${n}`)(33)).toBe('Système 33');
    expect(areaNaming(galaxy, 'en', (n) => `Area ${n}`)(2)).toBe('System 2');
    expect(areaNaming(undefined, 'fr', (n) => `Zone ${n}`)(4)).toBe('Zone 4');
  });

  it('builds hexes of either orientation and converts inches to millimetres', () => {
    const options = { ...defaultOptions('siege', 'Castle', 'en'), geometry: 'hex-pointy' as const, columns: 12, rows: 7, cellSize: 1, unit: 'in' as const };
    expect((newScenario(options) as unknown as Scenario).board.geometry).toEqual({ kind: 'hex', columns: 12, rows: 7, hexSizeMm: 25.4, orientation: 'pointy', offset: 'odd', labels: 'wargame' });
  });

  it('refuses what would not make a valid board, field by field, with messages in both languages', () => {
    const siege = defaultOptions('siege', 'Castle', 'en');
    const issues = [
      ...checkNewScenario({ ...siege, title: '  ', columns: 0, rows: 2.5, cellSize: Number.NaN }),
      ...checkNewScenario({ ...siege, geometry: 'square' }),
      ...checkNewScenario({ ...defaultOptions('rivet-wars', 'Front', 'en'), columns: 10 }),
      ...checkNewScenario({ ...defaultOptions('rapid-40000', 'Table', 'en'), width: 1001, height: 0.5 }),
      ...checkNewScenario({ ...siege, cellSize: 40, unit: 'in' }),
      ...checkNewScenario({ ...siege, ruleset: 'chess' }),
    ];
    expect(issues.map((issue) => [issue.field, issue.key])).toEqual([
      ['title', 'newScenario.error.title'],
      ['columns', 'newScenario.error.count'],
      ['rows', 'newScenario.error.count'],
      ['cellSize', 'newScenario.error.number'],
      ['geometry', 'newScenario.error.geometry'],
      ['columns', 'newScenario.error.tiles'],
      ['width', 'newScenario.error.length'],
      ['height', 'newScenario.error.length'],
      ['cellSize', 'newScenario.error.length'],
      ['ruleset', 'newScenario.error.ruleset'],
    ]);
    // 1,000 mm is 39.37 inches: the bound offered is one the schema accepts.
    expect(issues[8]?.params).toEqual({ min: 0.04, max: 39.37, unit: 'in' });
    for (const issue of issues) {
      for (const catalog of [en, fr] as Record<string, string>[]) {
        const text = catalog[issue.key];
        expect(text, issue.key).toBeDefined();
        for (const [, name] of (text ?? '').matchAll(/\{\{(\w+)\}\}/g)) expect(issue.params, `${issue.key} {{${name}}}`).toHaveProperty(name as string);
      }
    }
  });

  it('makes a valid board of any size the dialog accepts', () => {
    const choices = rulesets.flatMap((ruleset) => GEOMETRY_CHOICES.filter((choice) => supportsGeometry(ruleset, choice)).map((geometry) => ({ ruleset: ruleset.id, geometry })));
    fc.assert(
      fc.property(
        fc.constantFrom(...choices),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 40 }),
        fc.double({ min: 0.5, max: 1200, noNaN: true }),
        fc.double({ min: 0.5, max: 30000, noNaN: true }),
        fc.double({ min: 0.5, max: 30000, noNaN: true }),
        fc.constantFrom('mm' as const, 'in' as const),
        (choice, columns, rows, cellSize, width, height, unit) => {
          const options: NewScenarioOptions = { ...defaultOptions(choice.ruleset, 'T', 'en'), geometry: choice.geometry, columns, rows, cellSize, width, height, unit };
          if (checkNewScenario(options).length > 0) return;
          expect(errorsOf(options)).toEqual([]);
        },
      ),
      { numRuns: 150 },
    );
  });
});
