import { describe, expect, it } from 'vitest';
import r6 from '../../scenarios/r6-ambassade.scenario.json';
import { loadScenario } from './load';
import { inSentence } from './localized';
import { problemInWords } from './problem-words';

const loaded = loadScenario(JSON.stringify(r6));

describe('problems in a designer’s words', () => {
  it('names sides, units, zones, token kinds and the game instead of their ids', () => {
    const say = (key: string, params: Record<string, string | number>, language: 'en' | 'fr' = 'en') => problemInWords({ key, params }, r6, loaded.ruleset, language);
    expect(say('problem.side.noDeploymentZone', { side: 'defenders', ruleset: 'r6-onboard' })).toBe(
      'The side Defenders has no deployment or start zone, which Rainbow Six Siege: On Board requires. Paint one for it with the zone tool.',
    );
    expect(say('problem.token.tooMany', { kind: 'bomb', count: 3, max: 2 }, 'fr')).toBe('Les règles permettent au plus 2 pions bombe, mais 3 sont posés. Retirez ceux en trop.');
    // The verb agrees with the count: « 1 est posé ».
    expect(say('problem.token.tooFew', { kind: 'bomb', count: 1, min: 2 }, 'fr')).toBe('Les règles demandent au moins 2 pions bombe, mais 1 est posé. Ajoutez ceux qui manquent.');
    // A kind's name reads inside the sentence, without its capital.
    expect(say('problem.edge.openingOnRim', { kind: 'door' })).toBe('This door is on the rim of the board: it opens onto nothing. Move it between two cells, or make it a wall.');
    expect(say('problem.unit.outsideZone', { unit: 'ash', at: 'C4', side: 'attackers', zones: '“attackers-start”' })).toBe(
      'Ash stands at C4, outside every deployment zone of the side Attackers (“Attackers start (outside)”), where the rules say units start. Move it into one of them.',
    );
    expect(say('problem.board.kindNotSupported', { kind: 'hex', ruleset: 'r6-onboard', allowed: '“square”' })).toBe('Rainbow Six Siege: On Board is not played on a hex board. Use a board of kind “square”.');
    // In French, names are quoted « ainsi », and the unit is not given a gender.
    expect(say('problem.unit.outsideZone', { unit: 'ash', at: 'C4', side: 'attackers', zones: '“attackers-start”' }, 'fr')).toBe(
      'Ash est en C4, hors de toutes les zones de déploiement du camp Attaquants («\u00a0Départ des attaquants (extérieur)\u00a0»), là où les règles font commencer les unités. Placez l’unité dans l’une d’elles.',
    );
  });

  it('puts a place on a free table in numbers the language writes, with the table’s unit, and an area by its name', async () => {
    const table = (await import('../../scenarios/rapid40k-skirmish.scenario.json')).default;
    const doc = JSON.parse(JSON.stringify(table)) as { sides: { units: { at?: unknown }[] }[] };
    doc.sides[0]!.units[0]!.at = { x: 39.54, y: 28.2 };
    const result = loadScenario(JSON.stringify(doc));
    const found = result.problems.find((problem) => problem.key === 'problem.unit.outsideZone' && problem.pointer === '/sides/0/units/0/at');
    expect(found).toBeDefined();
    expect(problemInWords(found!, doc, result.ruleset, 'fr')).toMatch(/^Escouade de commandement est en \(39,54\u00a0po\u00a0; 28,2\u00a0po\), hors de toutes les zones/);
    expect(problemInWords(found!, doc, result.ruleset, 'en')).toMatch(/ stands at \(39\.54 in, 28\.2 in\), outside every deployment zone/);
    const galaxy = (await import('../../scenarios/rebellion-galaxy.scenario.json')).default;
    expect(problemInWords({ key: 'problem.unit.outsideZone', params: { unit: 'x', at: 'coruscant', area: 'coruscant', side: 'x', zones: '' } }, galaxy, undefined, 'fr')).toMatch(/^x est en Coruscant, /);
  });

  it('keeps the capitals of a proper name or an acronym inside a sentence', () => {
    expect(inSentence('Door', 'en')).toBe('door');
    expect(inSentence('Objectif stratégique', 'fr')).toBe('objectif stratégique');
    expect(inSentence('AT-ST', 'en')).toBe('AT-ST');
    expect(inSentence('Death Star', 'en')).toBe('Death Star');
  });

  it('keeps what it cannot find as the file has it', () => {
    expect(problemInWords({ key: 'problem.side.sameColour', params: { side: 'ghosts', other: 'attackers' } }, { sides: 'broken' }, undefined, 'en')).toBe(
      'The side ghosts has the same colour as the side attackers: players will not tell them apart. Pick another colour.',
    );
  });
});

describe('a unit on terrain its way of moving cannot enter', () => {
  it('is warned of, in the designer’s words: a rider in the moat', async () => {
    const castle = (await import('../../scenarios/siege-castle.scenario.json')).default;
    const doc = JSON.parse(JSON.stringify(castle)) as { sides: { units: { at?: unknown }[] }[] };
    // The baron, mounted, ridden into the moat at 1803; on foot, the moat is crossed (at a cost).
    doc.sides[0]!.units[0]!.at = { col: 17, row: 2 };
    const result = loadScenario(JSON.stringify(doc));
    const found = result.problems.filter((problem) => problem.key === 'problem.unit.impassableTerrain');
    expect(found.map((problem) => [problem.pointer, problem.severity])).toEqual([['/sides/0/units/0/at', 'warning']]);
    expect(problemInWords(found[0]!, doc, result.ruleset, 'fr')).toBe('Chevalier à cheval est en 1803, sur Fossé, où les unités à cheval ne peuvent pas aller selon les règles. Placez l’unité sur une case où elle peut se tenir.');
    // Where it stands in the sample, the camp, nothing is said.
    expect(loadScenario(JSON.stringify(castle)).problems.filter((problem) => problem.key === 'problem.unit.impassableTerrain')).toEqual([]);
  });
});
