/**
 * The scenario checks: bad galaxies and setups are problems with a pointer, the place in the
 * designer's words and the fix, in English and French; the samples have none.
 */
import { describe, expect, it } from 'vitest';
import standard from '../../../scenarios/rebellion-standard.scenario.json';
import galaxy from '../../../scenarios/rebellion-galaxy.scenario.json';
import { loadScenario } from '../../scenario/load';
import { renderProblem } from '../../scenario/problems';
import { problemInWords } from '../../scenario/problem-words';
import { engine, loadInput } from './test-support/game';

type Doc = typeof standard & Record<string, unknown>;
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The problems validation finds in a document, as `skirmish validate` and the Problems panel list them. */
function problemsOf(document: unknown) {
  return loadScenario(JSON.stringify(document)).problems;
}

describe('Rebellion scenario checks', () => {
  it('find nothing wrong with the samples, which both start a game', () => {
    for (const sample of [standard, galaxy]) {
      expect(problemsOf(sample)).toEqual([]);
      expect(engine.setup(loadInput(sample), 1).pending.length).toBeGreaterThan(0);
    }
  });

  it('a map whose systems are not all linked: the first one cut off, the others named, the fix', () => {
    const doc = copy(standard) as Doc;
    // Hoth and Dathomir lose every link to the rest of the galaxy but each other.
    doc.board.links = doc.board.links.filter(([a, b]) => !(['hoth', 'dathomir'].includes(a as string) !== ['hoth', 'dathomir'].includes(b as string)));
    const [problem] = problemsOf(doc).filter((found) => found.key.startsWith('rebellion.'));
    const index = doc.board.areas.findIndex((area) => area.id === 'hoth' || area.id === 'dathomir');
    expect(problem).toMatchObject({ severity: 'warning', key: 'rebellion.problem.disconnected', pointer: `/board/areas/${index}`, location: { area: doc.board.areas[index]?.id } });
    expect(renderProblem(problem as never, 'en')).toBe('The systems of this map are not all linked: Hoth, Dathomir cannot be reached from Coruscant. Add links so that every system can be reached.');
    expect(renderProblem(problem as never, 'fr')).toContain('ne peuvent pas être atteints depuis Coruscant. Ajoutez des liaisons');
  });

  it('systems in no region, which the regional alliance objective never counts: the first one pointed at, the others named, the fix', () => {
    const doc = copy(standard) as Doc;
    const [first, second] = [doc.board.areas.findIndex((area) => area.id === 'bespin'), doc.board.areas.findIndex((area) => area.id === 'dathomir')];
    delete (doc.board.areas[first] as { region?: string }).region;
    const [one] = problemsOf(doc);
    expect(one).toMatchObject({ severity: 'warning', key: 'rebellion.problem.regionless', pointer: `/board/areas/${first}`, location: { area: 'bespin' } });
    expect(renderProblem(one as never, 'en')).toBe('Bespin is in no region: the objectives that count the systems of a region (regional alliance) never count it. Put it in a region with the Areas and links tool, or choose its region in its properties.');
    expect(renderProblem(one as never, 'fr')).toBe('Bespin n’est dans aucune région\u00a0: les objectifs qui comptent les systèmes d’une région (alliance régionale) ne le comptent jamais. Placez-le dans une région avec l’outil Régions et liaisons, ou choisissez sa région dans ses propriétés.');
    delete (doc.board.areas[second] as { region?: string }).region;
    const two = problemsOf(doc).filter((found) => found.key === 'rebellion.problem.regionless');
    expect(two).toHaveLength(1);
    expect(renderProblem(two[0] as never, 'en')).toContain('2 systems are in no region (Bespin, Dathomir)');
    // A remote system (Hoth) takes no loyalty: no region is needed.
    const remote = copy(standard) as Doc;
    const hoth = remote.board.areas.find((area) => area.id === 'hoth') as { region?: string; terrain?: string };
    expect(hoth.terrain).toBe('remote-system');
    delete hoth.region;
    expect(problemsOf(remote)).toEqual([]);
  });

  it('a map without regions, where the regional alliance can never be scored; none asked when no objective counts regions', () => {
    const doc = copy(standard) as Doc;
    doc.board.regions = [];
    for (const area of doc.board.areas) delete (area as { region?: string }).region;
    const problems = problemsOf(doc);
    expect(problems.map((found) => found.key)).toEqual(['rebellion.problem.noRegions']);
    expect(problems[0]).toMatchObject({ severity: 'warning', pointer: '/board/areas/0', location: { area: doc.board.areas[0]?.id } });
    expect(renderProblem(problems[0] as never, 'en')).toBe(`This map has no regions, so the objectives that count the systems of a region (regional alliance) can never be scored. Add regions with the Areas and links tool and put the systems in them.`);
    expect(renderProblem(problems[0] as never, 'fr')).toContain('Cette carte n’a aucune région');
    // A house rule without that objective card: regions count for nothing, nothing to say.
    const ruleset = doc.ruleset as unknown as { overrides?: unknown };
    ruleset.overrides = { decks: { objective: { cards: { 'regional-alliance': null } } } };
    expect(problemsOf(doc)).toEqual([]);
  });

  it('a rebel base token on a system where imperial units start (R12)', () => {
    const doc = copy(galaxy) as unknown as Doc & { board: { tokens: { kind: string; at: { area: string } }[] } };
    const base = doc.board.tokens.findIndex((token) => token.kind === 'rebel-base');
    (doc.board.tokens[base] as { at: { area: string } }).at = { area: 'kuat' };
    const problems = problemsOf(doc);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ severity: 'error', key: 'rebellion.problem.baseAmongImperials', pointer: `/board/tokens/${base}/at`, location: { area: 'kuat' } });
    expect(renderProblem(problems[0] as never, 'en')).toBe('The rebel base token is in Kuat, where imperial units start: the base must start in a system without imperial presence (R12). Move the token or the units.');
    expect(renderProblem(problems[0] as never, 'fr')).toContain('Le jeton base rebelle est dans le système Kuat');
  });

  it('a rebel base token on a system setup makes imperial, where the Empire must place a ground unit (R7, R8, R12)', () => {
    // The probe reveal: Mandalore is of imperial allegiance, and may be revealed loyal to the Empire.
    const probed = copy(standard) as unknown as Doc & { board: { tokens?: { id: string; kind: string; owner?: string; at: { area: string } }[] } };
    probed.board.tokens = [...(probed.board.tokens ?? []), { id: 'base', kind: 'rebel-base', owner: 'rebellion', at: { area: 'mandalore' } }];
    const [revealed] = problemsOf(probed);
    expect(revealed).toMatchObject({ severity: 'error', key: 'rebellion.problem.baseOnImperialAllegiance', location: { area: 'mandalore' } });
    expect(renderProblem(revealed as never, 'en')).toBe('The rebel base token is in Mandalore, an imperial system the probe reveal may make loyal to the Empire: the Empire would then place a ground unit there at setup (R8) and conquer the base before the first round. Put the base in a system of rebel or no allegiance.');
    expect(renderProblem(revealed as never, 'fr')).toContain('Placez la base dans un système d’allégeance rebelle ou sans allégeance.');
    // A system of rebel allegiance is safe.
    (probed.board.tokens[probed.board.tokens.length - 1] as { at: { area: string } }).at = { area: (standard.board.areas.find((area) => area.allegiance === 'rebellion') as { id: string }).id };
    expect(problemsOf(probed)).toEqual([]);

    // Laid tokens: a subjugation token makes Naboo imperial, with no imperial unit there yet.
    const laid = copy(galaxy) as unknown as Doc & { board: { tokens: { id: string; kind: string; at: { area: string } }[] } };
    const base = laid.board.tokens.findIndex((token) => token.kind === 'rebel-base');
    (laid.board.tokens[base] as { at: { area: string } }).at = { area: 'naboo' };
    laid.board.tokens.push({ id: 'naboo-subjugated', kind: 'subjugation', at: { area: 'naboo' } });
    const found = problemsOf(laid).filter((problem) => problem.key.startsWith('rebellion.problem.base'));
    expect(found).toEqual([expect.objectContaining({ severity: 'error', key: 'rebellion.problem.baseOnImperialSystem', pointer: `/board/tokens/${base}/at`, location: { area: 'naboo' } })]);
  });

  it('more units in play than the supply: the unit that goes over it, and what to lower', () => {
    const doc = copy(standard) as Doc;
    const units = (doc.sides[0] as { units: { profile: string; count?: number }[] }).units;
    const at = units.findIndex((unit) => unit.profile === 'at-at');
    (units[at] as { count?: number }).count = 7;
    // The shared check warns; for this game the box is a hard limit, an error.
    const problems = problemsOf(doc).filter((problem) => problem.key.startsWith('rebellion.'));
    expect(problems).toEqual([expect.objectContaining({ severity: 'error', key: 'rebellion.problem.overSupply', pointer: `/sides/0/units/${at}/count` })]);
    // The profile is named in the reader's language, whatever the scenario's.
    const ruleset = loadScenario(JSON.stringify(doc)).ruleset;
    expect(problemInWords(problems[0] as never, doc, ruleset, 'en')).toBe('7 × AT-AT start in play but the box holds 6: lower the count to 6 or raise the profile’s supply.');
    expect(problemInWords(problems[0] as never, doc, ruleset, 'fr')).toBe('7 × TB-TT commencent en jeu mais la boîte en contient 6\u00a0: ramenez le nombre à 6 ou augmentez la réserve du profil.');
  });

  it('a leader placed twice: one of a kind, the fix is to keep one', () => {
    const doc = copy(standard) as Doc;
    const units = (doc.sides[0] as { units: { id: string; profile: string; at?: unknown; reserve?: boolean }[] }).units;
    units.push({ id: 'vader-2', profile: 'vader', at: { area: 'coruscant' } });
    const problems = problemsOf(doc).filter((problem) => problem.key.startsWith('rebellion.problem.'));
    expect(problems).toEqual([expect.objectContaining({ severity: 'error', key: 'rebellion.problem.leaderTwice', pointer: `/sides/0/units/${units.length - 1}` })]);
    const ruleset = loadScenario(JSON.stringify(doc)).ruleset;
    expect(problemInWords(problems[0] as never, doc, ruleset, 'en')).toBe('Darth Vader starts in play 2 times, but this leader is one of a kind: keep one, in the reserve or in a system.');
    expect(problemInWords(problems[0] as never, doc, ruleset, 'fr')).toBe('Dark Vador est en jeu 2 fois au départ, mais ce chef est unique\u00a0: gardez-en un seul, dans la réserve ou sur un système.');
  });

  it('warn of a probe reveal short of allegiances, unknown build icons, and remote systems with loyalty data', () => {
    const doc = copy(standard) as Doc;
    const areas = doc.board.areas as { id: string; allegiance?: string; build?: string[]; terrain?: string }[];
    for (const area of areas) if (area.allegiance === 'rebellion' && area.id !== 'alderaan') delete area.allegiance;
    (areas.find((area) => area.id === 'kuat') as { build: string[] }).build = ['shipyard'];
    (areas.find((area) => area.id === 'hoth') as { allegiance?: string }).allegiance = 'rebellion';
    const keys = problemsOf(doc).map((problem) => [problem.severity, problem.key]);
    expect(keys).toEqual(
      expect.arrayContaining([
        ['warning', 'rebellion.problem.fewAllegiances'],
        ['warning', 'rebellion.problem.unknownIcon'],
        ['warning', 'rebellion.problem.remoteAllegiance'],
      ]),
    );
    // Warnings still start a game.
    expect(engine.setup(loadInput(doc), 3).pending.length).toBeGreaterThan(0);
  });

  it('a galaxy set by too few tokens, troops on the wrong systems for it (R7 – R9), and a rebel base another side owns', () => {
    type Token = { id: string; kind: string; at: { area: string }; owner?: string };
    const doc = copy(galaxy) as unknown as Doc & { board: { tokens: Token[] } };
    // One imperial loyalty and one subjugation left; Mon Calamari's rebel loyalty stays, the others go.
    doc.board.tokens = doc.board.tokens.filter((token) => !['loyalty-coruscant', 'loyalty-corellia', 'subjugation-saleucami', 'loyalty-alderaan', 'loyalty-sullust'].includes(token.id));
    (doc.board.tokens.find((token) => token.kind === 'rebel-base') as Token).owner = 'empire';
    const rebels = (doc.sides[1] as { units: { id: string; at?: { area: string } }[] }).units;
    (rebels.find((unit) => unit.id === 'x-wings') as { at: { area: string } }).at = { area: 'kuat' };
    const problems = problemsOf(doc);
    const keys = problems.map((problem) => [problem.key, problem.pointer, problem.severity]);
    expect(keys).toEqual(
      expect.arrayContaining([
        ['rebellion.problem.fewTokenAllegiances', '/board/tokens', 'warning'],
        ['rebellion.problem.rebelOnImperial', '/sides/1/units/2/at', 'warning'],
        ['problem.token.ownerFaction', '/board/tokens/0/owner', 'warning'],
      ]),
    );
    // Leaders in the reserve and troops on imperial systems raise nothing.
    const empireUnits = (doc.sides[0] as { units: { at?: { area: string } }[] }).units;
    const offEmpire = empireUnits.flatMap((unit, u) => (unit.at && ['coruscant', 'corellia', 'saleucami'].includes(unit.at.area) ? [`/sides/0/units/${u}/at`] : []));
    expect(offEmpire.length).toBeGreaterThan(5);
    expect(problems.filter((problem) => problem.key === 'rebellion.problem.imperialOffEmpire').map((problem) => problem.pointer)).toEqual(offEmpire);
    const few = problems.filter((problem) => problem.key === 'rebellion.problem.fewTokenAllegiances');
    expect(few.map((problem) => renderProblem(problem as never, 'fr'))).toEqual([
      'Les jetons Loyauté et Soumission posés fixent la galaxie de départ à la place de la révélation des sondes (R7)\u00a0: ils font 2 systèmes d’allégeance empire, où la révélation en révèle 5. Posez d’autres jetons, ou retirez-les tous pour que la mise en place révèle les sondes.',
      'Les jetons Loyauté et Soumission posés fixent la galaxie de départ à la place de la révélation des sondes (R7)\u00a0: ils font 1 système d’allégeance rebellion, où la révélation en révèle 3. Posez d’autres jetons, ou retirez-les tous pour que la mise en place révèle les sondes.',
    ]);
  });
});

