import { describe, expect, it } from 'vitest';
import { loadScenario } from './load';
import { renderProblem, type Problem } from './problems';
import { clone, r6Scenario, type LooseJson } from './test-support/fixtures';
import { problemInWords } from './problem-words';
import galaxyJson from '../../scenarios/rebellion-galaxy.scenario.json';

type Json = LooseJson;

const load = (doc: unknown) => loadScenario(JSON.stringify(doc), { fileName: 'test.scenario.json' });
const errorsOf = (problems: readonly Problem[]) => problems.filter((p) => p.severity === 'error').map((p) => [p.pointer, p.key]);
function loadAfter(mutate: (doc: Json) => void) {
  const doc = r6Scenario() as Json;
  mutate(doc);
  return load(doc);
}

describe('loadScenario', () => {
  it('loads a valid scenario with no problem', () => {
    const result = load(r6Scenario());
    expect(result.problems).toEqual([]);
    expect(result.scenario?.meta.title).toBe('Test');
    expect(result.ruleset?.id).toBe('r6-onboard');
  });

  it('accepts bytes as well as text', () => {
    const result = loadScenario(new TextEncoder().encode(JSON.stringify(r6Scenario())));
    expect(result.problems).toEqual([]);
  });

  it('stops at malformed JSON, with line and column, in both languages', () => {
    const result = loadScenario('{\n  "version": 1,\n  "meta": {\n}');
    expect(result.scenario).toBeUndefined();
    expect(result.problems).toHaveLength(1);
    const [problem] = result.problems as [Problem];
    expect(problem.text).toEqual({ line: 4, column: 2 });
    expect(renderProblem(problem, 'en')).toContain('line 4, column 2');
    expect(renderProblem(problem, 'fr')).toContain('ligne 4, colonne 2');
  });

  it('reports wrong types and unknown fields, keeping the parsed document', () => {
    const result = loadAfter((d) => { d.turns.limit = 'ten'; d.board.walls = []; });
    expect(result.scenario).toBeUndefined();
    expect(result.document).toBeDefined();
    expect(errorsOf(result.problems)).toEqual([
      ['/board/walls', 'problem.schema.unknownProperty'],
      ['/turns/limit', 'problem.schema.type.integer'],
    ]);
  });

  describe('semantic checks', () => {
    it('finds things off the board, with their cell', () => {
      const result = loadAfter((d) => { d.board.tokens[0].at = { col: 9, row: 0 }; d.board.zones[0].cells.push({ col: 0, row: 6 }); });
      expect(result.scenario).toBeDefined();
      expect(errorsOf(result.problems)).toEqual([
        ['/board/zones/0/cells/1', 'problem.place.cellOffBoard'],
        ['/board/tokens/0/at', 'problem.place.cellOffBoard'],
      ]);
      expect(result.problems[0]?.location).toEqual({ cell: { col: 0, row: 6 } });
    });

    it('rejects edge keys that do not exist and two features on one edge', () => {
      const result = loadAfter((d) => {
        d.board.edges.push({ id: 'w2', edge: 'v:99,0', kind: 'wall' }, { id: 'w3', edge: 'diagonal', kind: 'wall' }, { id: 'w4', edge: 'v:3,0', kind: 'window' });
      });
      expect(errorsOf(result.problems)).toEqual([
        ['/board/edges/2/edge', 'problem.edge.badKey'],
        ['/board/edges/3/edge', 'problem.edge.badKey'],
        ['/board/edges/4/edge', 'problem.edge.duplicate'],
      ]);
      expect(result.problems[2]?.location).toEqual({ edge: 'v:3,0' });
    });

    it('says a door belongs on an edge, not in the tokens, and checks states', () => {
      const result = loadAfter((d) => { d.board.tokens.push({ id: 'door-x', kind: 'door', at: { col: 1, row: 1 } }); d.board.edges[1].state = 'ajar'; });
      expect(errorsOf(result.problems)).toEqual([
        ['/board/edges/1/state', 'problem.edge.badState'],
        ['/board/tokens/2/kind', 'problem.kind.edgeNotToken'],
      ]);
      expect(renderProblem(result.problems[1] as Problem, 'en')).toBe('“door” is a wall, door or window, not a token: draw it on the sides between cells with the wall tool.');
      expect(result.problems.map((p) => p.location)).toEqual([{ edge: 'v:3,1' }, { cell: { col: 1, row: 1 } }]);
    });

    it('resolves every reference and suggests the nearest id', () => {
      const result = loadAfter((d) => {
        d.sides[0].units[0].profile = 'asj';
        d.sides[0].units[0].deployIn = 'nowhere';
        d.victory[0].zones = ['sitee'];
        d.victory[1].side = 'defender';
        d.board.zones[0].side = 'ghosts';
        d.sides[1].faction = 'attackerz';
      });
      expect(result.problems.filter((p) => p.severity === 'error').map((p) => [p.pointer, p.key, p.params.suggestion])).toEqual([
        ['/board/zones/0/side', 'problem.ref.unknown.side', undefined],
        ['/sides/1/faction', 'problem.ref.unknown.faction.didYouMean', 'attackers'],
        ['/sides/0/units/0/profile', 'problem.ref.unknown.profile.didYouMean', 'ash'],
        ['/sides/0/units/0/deployIn', 'problem.ref.unknown.zone', undefined],
        ['/sides/0', 'problem.side.noDeploymentZone', undefined],
        ['/victory/0/zones/0', 'problem.ref.unknown.zone.didYouMean', 'site'],
        ['/victory/1/side', 'problem.ref.unknown.side.didYouMean', 'defenders'],
      ]);
    });

    it('warns about a unit placed outside its side’s start zones, where the rules start units there (Mise en place 6)', () => {
      const inside = loadAfter((d) => {
        delete d.sides[0].units[0].deployIn;
        d.sides[0].units[0].at = { col: 0, row: 0 };
      });
      expect(inside.problems.filter((p) => p.key === 'problem.unit.outsideZone')).toEqual([]);
      const outside = loadAfter((d) => {
        delete d.sides[0].units[0].deployIn;
        d.sides[0].units[0].at = { col: 3, row: 2 };
      });
      const found = outside.problems.filter((p) => p.key === 'problem.unit.outsideZone');
      expect(found.map((p) => [p.severity, p.pointer, p.params.at, p.location])).toEqual([['warning', '/sides/0/units/0/at', 'C4', { cell: { col: 3, row: 2 } }]]);
      expect(renderProblem(found[0]!, 'en')).toContain('C4');
    });

    it('reports duplicate ids across the whole scenario', () => {
      const result = loadAfter((d) => { d.board.tokens[1].id = 'w1'; });
      expect(result.problems.filter((p) => p.key === 'problem.ref.duplicateId').map((p) => [p.pointer, p.params.first])).toEqual([['/board/tokens/1/id', '/board/edges/0']]);
    });

    it('enforces the ruleset constraints: bombs, start zones, board kind', () => {
      expect(errorsOf(loadAfter((d) => { d.board.tokens.pop(); }).problems)).toEqual([['/board/tokens', 'problem.token.tooFew']]);
      expect(errorsOf(loadAfter((d) => { delete d.board.tokens; }).problems)).toEqual([['/board', 'problem.token.tooFew']]);
      expect(errorsOf(loadAfter((d) => { d.board.zones[1].side = 'attackers'; }).problems)).toEqual([['/sides/1', 'problem.side.noDeploymentZone']]);
      const hex = loadAfter((d) => {
        d.board.geometry = { kind: 'hex', columns: 9, rows: 6, hexSizeMm: 25, orientation: 'flat', offset: 'odd', labels: 'wargame' };
        d.board.edges = [];
      });
      expect(errorsOf(hex.problems)).toEqual([['/board/geometry/kind', 'problem.board.kindNotSupported']]);
    });

    it('applies house rules before checking references', () => {
      const withRubble = loadAfter((d) => {
        d.ruleset.overrides = { terrain: { rubble: { name: 'Rubble', colour: '#777777', moveCost: { foot: 2 } } } };
        d.board.terrain = [{ id: 'debris', kind: 'rubble', cells: [{ col: 2, row: 2 }] }];
      });
      expect(withRubble.problems).toEqual([]);
      expect(withRubble.ruleset?.terrain.rubble).toBeDefined();
      const noBombs = loadAfter((d) => { d.ruleset.overrides = { constraints: { tokens: { bomb: { min: 0, max: 4 } } } }; d.board.tokens = []; });
      expect(errorsOf(noBombs.problems)).toEqual([]);
    });

    it('warns of a side that wins by holding its own starting zone, and of surviving fewer turns than the game lasts', () => {
      const own = loadAfter((d) => { d.victory[0].zones = ['start-a']; });
      expect(own.problems.map((p) => [p.pointer, p.key])).toEqual([['/victory/0/zones/0', 'problem.victory.holdOwnStart']]);
      expect(renderProblem(own.problems[0]!, 'en')).toMatch(/holding start-a, its own starting zone/);
      const short = loadAfter((d) => { d.turns.limit = 14; });
      expect(short.problems.map((p) => [p.pointer, p.key])).toEqual([['/victory/1/turns', 'problem.victory.shortOfLimit']]);
    });

    it('warns of a trap owned by the attackers: only the defenders lay them (the kind’s ownerFaction)', () => {
      const trap = (owner: string) => loadAfter((d) => { d.board.tokens.push({ id: 'trap-1', kind: 'trap', at: { col: 2, row: 2 }, owner, hidden: true }); });
      expect(trap('defenders').problems).toEqual([]);
      const wrong = trap('attackers');
      expect(wrong.problems.map((p) => [p.pointer, p.key])).toEqual([['/board/tokens/2/owner', 'problem.token.ownerFaction']]);
      expect(renderProblem(wrong.problems[0]!, 'en')).toBe('This trap belongs to the side attackers, but only the side defenders lays one: change its owner in the inspector.');
    });

    it('counts each side’s loyalty markers against the box’s supply for each side, a kind any side may own (Rebellion)', () => {
      // The galaxy lays 3 loyalty markers a side; the box holds 16 for each.
      const empireHolds = (count: number) => {
        const doc = clone(galaxyJson) as Json;
        const token = doc.board.tokens.find((candidate: Json) => candidate.kind === 'loyalty' && candidate.owner === 'empire');
        token.count = count - 2;
        return load(doc);
      };
      const supplyProblems = (result: ReturnType<typeof load>) => result.problems.filter((problem) => problem.key.startsWith('problem.supply'));
      // 16 imperial and 3 rebel markers: 19 in all, but no side over its 16.
      expect(supplyProblems(empireHolds(16))).toEqual([]);
      const over = empireHolds(17);
      expect(supplyProblems(over).map((problem) => [problem.pointer, problem.key])).toEqual([['/board/tokens', 'problem.supply.tokensOfSide']]);
      expect(problemInWords(supplyProblems(over)[0]!, galaxyJson, over.ruleset, 'en')).toBe('Galactic Empire uses 17 loyalty counters but the box holds 16 for each side. Players will need spares.');
    });

    it('warns of a door on the rim of the board, of one in no wall, and of a deployment zone of no side', () => {
      const rim = loadAfter((d) => { d.board.edges.push({ id: 'd2', edge: 'v:0,2', kind: 'door' }); });
      expect(rim.problems.map((p) => [p.pointer, p.key, p.location])).toEqual([['/board/edges/2', 'problem.edge.openingOnRim', { edge: 'v:0,2' }]]);
      const alone = loadAfter((d) => { d.board.edges.push({ id: 'd2', edge: 'v:6,3', kind: 'window' }); });
      expect(alone.problems.map((p) => [p.pointer, p.key])).toEqual([['/board/edges/2', 'problem.edge.openingAlone']]);
      // Beside a wall (the fixture's door under its wall), or a wall itself on the rim: nothing to say.
      const walled = loadAfter((d) => { d.board.edges.push({ id: 'w2', edge: 'v:0,2', kind: 'wall' }, { id: 'd2', edge: 'v:6,3', kind: 'door' }, { id: 'w3', edge: 'v:6,4', kind: 'wall' }); });
      expect(walled.problems).toEqual([]);
      const sideless = loadAfter((d) => { delete d.board.zones[1].side; });
      expect(sideless.problems.map((p) => p.key)).toContain('problem.zone.setupNoSide');
    });

    it('derives rooms from walls and warns when a room leaks over the whole board', () => {
      const result = loadAfter((d) => { d.board.zones.push({ id: 'room', purpose: 'room', room: { col: 0, row: 0 } }); });
      expect(result.problems.map((p) => [p.pointer, p.key])).toEqual([['/board/zones/3/room', 'problem.zone.roomUnbounded']]);
      const closed = loadAfter((d) => {
        d.board.edges = [{ id: 'e1', edge: 'v:1,0', kind: 'wall' }, { id: 'e2', edge: 'h:0,1', kind: 'door' }];
        d.board.zones.push({ id: 'room', purpose: 'room', room: { col: 0, row: 0 } });
      });
      expect(closed.problems).toEqual([]);
    });

    it('checks stacking limits per cell (SIEGE: one living figure per hex)', () => {
      const doc = {
        version: 1, meta: { title: 'Stack', language: 'en' }, ruleset: { id: 'siege' },
        board: { geometry: { kind: 'hex', columns: 5, rows: 5, hexSizeMm: 20, orientation: 'flat', offset: 'odd', labels: 'wargame' } },
        sides: [
          { id: 'a', name: 'A', colour: '#aa0000', units: [{ id: 'k', profile: 'knight', at: { col: 2, row: 2 } }] },
          { id: 'b', name: 'B', colour: '#0000aa', units: [{ id: 's', profile: 'soldier', at: { col: 2, row: 2 } }, { id: 't', profile: 'soldier', at: { col: 2, row: 3 } }] },
        ],
        victory: [{ id: 'v1', side: 'a', type: 'eliminate' }, { id: 'v2', side: 'b', type: 'eliminate' }],
      };
      const result = load(doc);
      expect(result.problems.map((p) => [p.pointer, p.key, p.params.cell])).toEqual([['/sides/1/units/0/at', 'problem.unit.stacking', '0303']]);
    });

    it('checks tiles: library ids, overlaps, board edges, coverage and reused pieces', () => {
      const doc = clone(rivetMission());
      doc.board.tiles = [
        { id: 't1', tile: '5A', at: { col: 0, row: 0 } },
        { id: 't2', tile: '5B', at: { col: 3, row: 0 } },
        { id: 't3', tile: '2A', at: { col: 1, row: 1 } },
        { id: 't4', tile: '9Z', at: { col: 0, row: 3 } },
        { id: 't5', tile: '8A', at: { col: 7, row: 3 } },
      ];
      doc.board.tokens = [{ id: 'o', kind: 'strategic-objective', at: { col: 1, row: 5 } }];
      const result = load(doc);
      expect(result.problems.map((p) => [p.pointer, p.key])).toEqual([
        ['/board/tiles/1/tile', 'problem.tile.physicalReused'],
        ['/board/tiles/2', 'problem.tile.overlap'],
        ['/board/tiles/3/tile', 'problem.ref.unknown.tile.didYouMean'],
        ['/board/tiles/4/at', 'problem.tile.offBoard'],
        ['/board/tokens/0/at', 'problem.place.cellOffTiles'],
      ]);
    });

    it('checks area maps: links, regions and positions by area', () => {
      const doc = rebellionMap();
      doc.board.links.push(['a', 'a'], ['b', 'a'], ['a', 'zz']);
      doc.board.areas[1].region = 'nowhere';
      doc.board.tokens.push({ id: 'x', kind: 'loyalty', at: { col: 0, row: 0 }, owner: 'empire' });
      expect(load(doc).problems.filter((p) => p.severity === 'error').map((p) => [p.pointer, p.key])).toEqual([
        ['/board/areas/1/region', 'problem.ref.unknown.region'],
        ['/board/links/1', 'problem.area.selfLink'],
        ['/board/links/2', 'problem.area.duplicateLink'],
        ['/board/links/3/1', 'problem.ref.unknown.area'],
        ['/board/tokens/1/at', 'problem.place.notAllowed'],
      ]);
    });

    it('checks free tables: points and polygons inside, models per unit where the ruleset limits them', () => {
      const doc = freeTable();
      doc.ruleset.overrides = { constraints: { modelsPerUnit: { min: 4, max: 8 } } };
      doc.board.terrain[0].polygon[1] = { x: 80, y: 0 };
      doc.sides[0].units[0].models = [{ profile: 'sm-marine', count: 9 }];
      doc.sides[1].units[0].at = { x: 10, y: 60 };
      expect(load(doc).problems.filter((p) => p.severity === 'error').map((p) => [p.pointer, p.key])).toEqual([
        ['/board/terrain/0/polygon/1', 'problem.place.pointOffBoard'],
        ['/sides/0/units/0/models', 'problem.unit.modelCount'],
        ['/sides/1/units/0/at', 'problem.place.pointOffBoard'],
      ]);
    });

    it('refuses an unknown ruleset, naming what is installed, and still checks the board', () => {
      const result = loadAfter((d) => {
        d.ruleset.id = 'homebrew-skirmish';
        d.board.edges = [{ id: 'e1', edge: 'v:1,0', kind: 'hedge' }, { id: 'e2', edge: 'h:0,1', kind: 'hedge' }];
        d.board.zones.push({ id: 'corner', purpose: 'room', room: { col: 0, row: 0 } });
        d.board.tokens.push({ id: 'far', kind: 'anything', at: { col: 20, row: 0 } });
      });
      expect(result.problems.map((p) => [p.severity, p.key])).toEqual([['error', 'problem.ruleset.unknown'], ['error', 'problem.place.cellOffBoard']]);
      expect(result.problems[0]?.params).toMatchObject({ id: 'homebrew-skirmish', known: expect.stringContaining('“siege”') });
      expect(result.scenario).toBeDefined();
    });
  });

  describe('hostile input', () => {
    it('neutralises prototype keys with a problem and leaves Object.prototype alone', () => {
      const result = loadScenario('{"__proto__": {"polluted": 1}, "version": 1, "meta": {"title": "x", "language": "en", "constructor": 1}}');
      expect(result.problems.slice(0, 2).map((p) => [p.pointer, p.key])).toEqual([
        ['/__proto__', 'problem.json.forbiddenKey'],
        ['/meta/constructor', 'problem.json.forbiddenKey'],
      ]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('refuses a 50 MB file at once', () => {
      const started = performance.now();
      const result = loadScenario(new Uint8Array(50 * 1024 * 1024));
      expect(result.problems.map((p) => p.key)).toEqual(['problem.input.tooLarge']);
      expect(performance.now() - started).toBeLessThan(500);
    });

    it('survives deep nesting and huge numbers', () => {
      expect(loadScenario(`{"version": 1, "meta": ${'['.repeat(200_000)}`).problems.map((p) => p.key)).toEqual(['problem.json.tooDeep']);
      expect(loadScenario('{"version": 1e400}').problems.map((p) => p.key)).toEqual(['problem.json.numberTooLarge']);
      expect(errorsOf(loadAfter((d) => { d.board.geometry.columns = 1e300; }).problems)).toEqual([['/board/geometry/columns', 'problem.schema.maximum']]);
    });

    it('reports invalid UTF-8 with its place', () => {
      const bytes = new Uint8Array([...new TextEncoder().encode('{"meta": "'), 0xc3, 0x28, 0x22, 0x7d]);
      expect(loadScenario(bytes).problems).toMatchObject([{ key: 'problem.input.invalidUtf8', text: { line: 1, column: 11 } }]);
    });
  });
});

function rivetMission(): Json {
  return {
    version: 1, meta: { title: 'RW', language: 'fr' }, ruleset: { id: 'rivet-wars' },
    board: {
      geometry: { kind: 'square', columns: 9, rows: 6, cellSizeMm: 80, labels: 'number-number', diagonals: 'once-per-move' },
      tiles: [{ id: 't1', tile: '5A', at: { col: 0, row: 0 } }],
      zones: [
        { id: 'za', purpose: 'deployment', side: 'allies', cells: [{ col: 0, row: 0 }] },
        { id: 'zb', purpose: 'deployment', side: 'blight', cells: [{ col: 1, row: 0 }] },
      ],
    },
    sides: [
      { id: 'allies', name: 'Allies', faction: 'allies', colour: '#3d6fb6' },
      { id: 'blight', name: 'Blight', faction: 'blight', colour: '#b63d3d' },
    ],
    victory: [
      { id: 'va', side: 'allies', type: 'victory-points', points: 6, scoring: [{ event: 'objective-captured', points: 1, tokenKind: 'strategic-objective' }] },
      { id: 'vb', side: 'blight', type: 'victory-points', points: 6, scoring: [{ event: 'objective-captured', points: 1 }] },
    ],
  };
}

function rebellionMap(): Json {
  return {
    version: 1, meta: { title: 'Galaxy', language: 'en' }, ruleset: { id: 'rebellion' },
    board: {
      geometry: { kind: 'area', widthMm: 500, heightMm: 400 },
      regions: [{ id: 'core', name: 'Core' }],
      areas: [{ id: 'a', name: 'A', xMm: 10, yMm: 10, region: 'core' }, { id: 'b', name: 'B', xMm: 100, yMm: 10 }],
      links: [['a', 'b']],
      tokens: [{ id: 'base', kind: 'rebel-base', at: { area: 'b' }, hidden: true, owner: 'rebellion' }],
    },
    sides: [
      { id: 'empire', name: 'Empire', faction: 'empire', colour: '#6e7b8b', units: [{ id: 'sd', profile: 'star-destroyer', at: { area: 'a' } }] },
      { id: 'rebellion', name: 'Rebels', faction: 'rebellion', colour: '#c0392b' },
    ],
    setup: { tracks: { time: 1, reputation: 14 } },
    victory: [
      { id: 'v1', side: 'empire', type: 'occupy-token', token: 'base', alone: true },
      { id: 'v2', side: 'rebellion', type: 'tracks-meet', tracks: ['time', 'reputation'] },
    ],
  };
}

function freeTable(): Json {
  return {
    version: 1, meta: { title: 'Table', language: 'en' }, ruleset: { id: 'rapid-40000' },
    board: {
      geometry: { kind: 'free', unit: 'in', widthIn: 72, heightIn: 48 },
      terrain: [{ id: 'wood', kind: 'forest', polygon: [{ x: 10, y: 10 }, { x: 20, y: 10 }, { x: 15, y: 20 }] }],
      zones: [
        { id: 'za', purpose: 'deployment', side: 'a', polygon: [{ x: 0, y: 0 }, { x: 72, y: 0 }, { x: 72, y: 12 }, { x: 0, y: 12 }] },
        { id: 'zb', purpose: 'deployment', side: 'b', polygon: [{ x: 0, y: 36 }, { x: 72, y: 36 }, { x: 72, y: 48 }, { x: 0, y: 48 }] },
      ],
    },
    sides: [
      { id: 'a', name: 'Marines', faction: 'space-marines', colour: '#1f4e9c', units: [{ id: 'sq', models: [{ profile: 'sm-sergeant', count: 1 }, { profile: 'sm-marine', count: 3 }], at: { x: 36, y: 6 } }] },
      { id: 'b', name: 'Orks', faction: 'orks', colour: '#3f8f2f', units: [{ id: 'mob', models: [{ profile: 'ork-nob', count: 1 }, { profile: 'ork-boy', count: 4 }], at: { x: 36, y: 42 } }] },
    ],
    victory: [{ id: 'v1', side: 'a', type: 'eliminate' }, { id: 'v2', side: 'b', type: 'eliminate' }],
  };
}
