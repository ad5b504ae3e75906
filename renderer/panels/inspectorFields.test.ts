import { describe, expect, it } from 'vitest';
import r6Json from '../../scenarios/r6-ambassade.scenario.json';
import rapidJson from '../../scenarios/rapid40k-skirmish.scenario.json';
import rebellionJson from '../../scenarios/rebellion-galaxy.scenario.json';
import rivetJson from '../../scenarios/rivet-wars-m01.scenario.json';
import siegeJson from '../../scenarios/siege-castle.scenario.json';
import type { Scenario } from '../../engine/scenario/types';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { loaded, refusal, roundTrip } from '../editor/edits/test-support';
import type { SelectedItem, SelectedKind } from '../editor/selection';
import { MIXED, applyAction, applyField, inspectorModel, type Display } from './inspectorFields';
import { fieldHelp } from './schemaHelp';
import { placeUnit } from '../editor/edits';

const placeUnitForTest = (scenario: Scenario) => placeUnit(scenario, { side: 'allies', profile: 'm2-wolverine', at: { col: 0, row: 0 } });

const r6 = loaded(r6Json);
const siege = loaded(siegeJson);
const rivet = loaded(rivetJson);
const rapid = loaded(rapidJson);
const rebellion = loaded(rebellionJson);

const select = (...items: [SelectedKind, string][]) => ({ items: items.map(([kind, id]) => ({ kind, id })), cells: [] });
const fieldsOf = (scenario: Scenario, ...items: [SelectedKind, string][]) => inspectorModel(scenario, select(...items), 'en').fields;
const field = (scenario: Scenario, key: string, ...items: [SelectedKind, string][]) => fieldsOf(scenario, ...items).find((f) => f.key === key);

/** One item of every kind in the samples. */
const everyKind: [Scenario, SelectedKind, string][] = [
  [siege, 'unit', 'sergeant-2'],
  [r6, 'unit', 'ash'],
  [rapid, 'unit', 'command'],
  [siege, 'token', 'drawbridge-1'],
  [r6, 'edge', 'window-3'],
  [r6, 'zone', 'bomb-site-a'],
  [r6, 'zone', 'attackers-start'],
  [rapid, 'zone', 'centre'],
  [rivet, 'tile', 'tile-3B'],
  [rebellion, 'area', 'coruscant'],
  [siege, 'terrain', 'keep'],
  [rapid, 'terrain', 'forest-west'],
];

describe('inspector fields', () => {
  it('shows the fields of each kind, each with the schema description of its data as help', () => {
    for (const [scenario, kind, id] of everyKind) {
      const model = inspectorModel(scenario, select([kind, id]), 'en');
      expect(model.items.map((item) => item.id), `${kind} ${id}`).toEqual([id]);
      expect(model.fields.length, `${kind} ${id}`).toBeGreaterThan(1);
      for (const f of model.fields) for (const language of ['en', 'fr'] as const) expect(fieldHelp(`${kind}.${f.key}`, language), `${kind} ${id} ${f.key} ${language}`).toBeTruthy();
      for (const f of model.fields) expect(Object.keys(en), f.labelKey).toContain(f.labelKey);
      expect(model.actions.map((action) => action.key)).toContain('remove');
    }
  });

  it('turns a Rapid 40000 vehicle toward a point of the table, and back to the far long edge; a squad keeps its angle field', () => {
    const withRhino = loaded({ ...rapidJson, sides: rapidJson.sides.map((side, index) => (index === 0 ? { ...side, units: [...side.units, { id: 'rhino', name: { en: 'Rhino', fr: 'Rhino' }, profile: 'rhino', at: { x: 12, y: 6 } }] } : side)) });
    const rhino: [SelectedKind, string] = ['unit', 'rhino'];
    expect(field(withRhino, 'facing', rhino)).toBeUndefined();
    expect(field(withRhino, 'faceToward', rhino)).toMatchObject({ value: null, pointer: '/sides/0/units/3/faceToward', input: { type: 'position', board: 'free', unit: 'in', clear: { key: 'panels.position.faceEdge' } } });
    expect(fieldHelp('unit.faceToward', 'fr')).toMatch(/^Véhicules sur une table libre/);
    expect(field(withRhino, 'faceToward', ['unit', 'command'])).toBeUndefined();
    expect(field(withRhino, 'facing', ['unit', 'command'])).toBeDefined();
    const turned = roundTrip(withRhino, applyField(withRhino, [{ kind: 'unit', id: 'rhino' }], 'faceToward', { x: 30.004, y: 6 }));
    expect(turned.sides[0]?.units?.find((unit) => unit.id === 'rhino')?.faceToward).toEqual({ x: 30, y: 6 });
    expect(field(turned, 'faceToward', rhino)?.value).toEqual({ x: 30, y: 6 });
    expect(refusal(applyField(turned, [{ kind: 'unit', id: 'rhino' }], 'faceToward', { x: Number.NaN, y: 6 })).key).toBe('edit.unit.badFaceToward');
    const back = roundTrip(turned, applyField(turned, [{ kind: 'unit', id: 'rhino' }], 'faceToward', null));
    expect(back.sides[0]?.units?.find((unit) => unit.id === 'rhino')).not.toHaveProperty('faceToward');
  });

  it('puts a Rivet Wars unit in a chosen cell of its grid (a game whose squares hold 2 × 2 cells)', () => {
    const withUnit = loaded({ ...rivetJson, sides: rivetJson.sides.map((side, index) => (index === 0 ? { ...side, units: [{ id: 'r1', profile: 'rifleman', at: { col: 2, row: 0 } }] } : side)) });
    const slot = field(withUnit, 'slot', ['unit', 'r1']);
    expect(slot).toMatchObject({ value: null, pointer: '/sides/0/units/0/slot', input: { type: 'select', none: { key: 'panels.field.slot.free' } } });
    expect(fieldHelp('unit.slot', 'fr')).toMatch(/^La cellule de sa case où se tient l’unité/);
    const placed = roundTrip(withUnit, applyField(withUnit, [{ kind: 'unit', id: 'r1' }], 'slot', '3'));
    expect(placed.sides[0]?.units?.[0]?.slot).toBe(3);
    const freed = roundTrip(placed, applyField(placed, [{ kind: 'unit', id: 'r1' }], 'slot', null));
    expect(freed.sides[0]?.units?.[0]?.slot).toBeUndefined();
    // Other games have no cells inside their squares.
    expect(field(siege, 'slot', ['unit', 'sergeant-2'])).toBeUndefined();
  });

  it('offers a Rivet Wars unit across two cells of its grid a row of it, not a quarter', () => {
    const withTank = loaded({ ...rivetJson, sides: rivetJson.sides.map((side, index) => (index === 0 ? { ...side, units: [{ id: 'tank', profile: 'm2-wolverine', at: { col: 2, row: 0 } }] } : side)) });
    const row = field(withTank, 'slot', ['unit', 'tank']);
    expect(row?.input).toMatchObject({ type: 'select', options: [{ value: '0', label: { key: 'panels.field.slot.row.0' } }, { value: '2', label: { key: 'panels.field.slot.row.2' } }] });
    const placed = roundTrip(withTank, applyField(withTank, [{ kind: 'unit', id: 'tank' }], 'slot', '2'));
    expect(placed.sides[0]?.units?.[0]?.slot).toBe(2);
  });

  it('reads a unit as the scenario has it: side, profile, cell label', () => {
    const model = inspectorModel(siege, select(['unit', 'sergeant-2']), 'fr');
    const byKey = Object.fromEntries(model.fields.map((f) => [f.key, f]));
    expect(model.items[0]?.pointer).toBe('/sides/1/units/2');
    expect(byKey.side?.input).toEqual({ type: 'readonly', display: { text: 'Défenseurs' } });
    expect(byKey.position?.input).toMatchObject({ type: 'position', board: 'cells' });
    expect(byKey.position?.value).toEqual({ col: 16, row: 9 });
    expect(byKey.hidden).toMatchObject({ value: false, pointer: '/sides/1/units/2/hidden', input: { type: 'checkbox' } });
    expect(byKey.side?.pointer).toBe('/sides/1/name');
    const deployed = inspectorModel(r6, select(['unit', 'ash']), 'en').fields.find((f) => f.key === 'position');
    // The zone by the name the board shows, not its id.
    expect(deployed?.input).toMatchObject({ type: 'position', note: { key: 'panels.place.deployIn', params: { zone: 'Attackers start (outside)' } } });
  });

  it('edits the position of every piece, one off the board included, through the move commands', () => {
    // The edit refuses an off-board cell; the test puts one in the file, as a typo would.
    expect(refusal(applyField(r6, [{ kind: 'token', id: 'bomb-a' }], 'position', { col: 99, row: 99 })).key).toBe('edit.place.cellOffBoard');
    const typo = { ...r6, board: { ...r6.board, tokens: r6.board.tokens?.map((t) => (t.id === 'bomb-a' ? { ...t, at: { col: 99, row: 99 } } : t)) } };
    const field = inspectorModel(typo, select(['token', 'bomb-a']), 'en').fields.find((f) => f.key === 'position');
    expect(field?.input).toMatchObject({ type: 'position', note: { key: 'panels.place.offBoard', params: { col: 100, row: 100, columns: 9, rows: 6 } } });
    const back = roundTrip(typo, applyField(typo, [{ kind: 'token', id: 'bomb-a' }], 'position', { col: 3, row: 2 }));
    expect(back.board.tokens?.find((t) => t.id === 'bomb-a')?.at).toEqual({ col: 3, row: 2 });
    const unit = roundTrip(r6, applyField(r6, [{ kind: 'unit', id: 'ash' }], 'position', { col: 0, row: 1 }));
    expect(unit.sides[0]?.units?.find((u) => u.id === 'ash')).toMatchObject({ at: { col: 0, row: 1 } });
    expect(unit.sides[0]?.units?.find((u) => u.id === 'ash')?.deployIn).toBeUndefined();
    // Several items selected share no position field.
    expect(inspectorModel(r6, select(['token', 'bomb-a'], ['token', 'bomb-b']), 'en').fields.some((f) => f.key === 'position')).toBe(false);
  });

  it('offers the states of the kind and writes the one chosen through the edit commands', () => {
    const state = field(r6, 'state', ['edge', 'door-1']);
    expect(state?.value).toBe('closed');
    expect(state?.input.type === 'select' && state.input.options.map((o) => o.value)).toEqual(['closed', 'open', 'barricaded']);
    const opened = roundTrip(r6, applyField(r6, [{ kind: 'edge', id: 'door-1' }], 'state', 'open'));
    expect(opened.board.edges?.find((e) => e.id === 'door-1')?.state).toBe('open');
    const closed = roundTrip(opened, applyField(opened, [{ kind: 'edge', id: 'door-1' }], 'state', 'closed'));
    expect(closed.board.edges?.find((e) => e.id === 'door-1')).toEqual(r6.board.edges?.find((e) => e.id === 'door-1'));
  });

  it('shows only the editable fields several items share, mixed where they differ, and sets them as one step', () => {
    const items: [SelectedKind, string][] = [
      ['token', 'ladder-1'],
      ['unit', 'sergeant-2'],
      ['edge', 'wall-1'],
    ];
    const shared = fieldsOf(siege, ...items);
    expect(shared.map((f) => f.key)).toEqual(['hidden']);
    const hidden = roundTrip(siege, applyField(siege, select(...items).items, 'hidden', true));
    expect(field(hidden, 'hidden', ...items)?.value).toBe(true);
    const half = roundTrip(siege, applyField(siege, [{ kind: 'token', id: 'ladder-1' }], 'hidden', true));
    expect(field(half, 'hidden', ...items)?.value).toBe(MIXED);
    // Two tokens of one kind share their state list too.
    expect(fieldsOf(siege, ['token', 'ladder-1'], ['token', 'ladder-2']).map((f) => f.key)).toEqual(['state', 'owner', 'hidden', 'count', 'label']);
  });

  it('refuses the whole change when one item refuses it, and says why', () => {
    const bombs = select(['token', 'bomb-a'], ['token', 'bomb-b']).items;
    expect(refusal(applyAction(r6, bombs, 'remove')).key).toBe('edit.token.required');
    expect(refusal(applyField(r6, bombs, 'count', 0)).key).toBe('edit.token.badCount');
    expect(refusal(applyField(r6, [{ kind: 'zone', id: 'hall' }], 'colour', 'red')).key).toBe('edit.colour.invalid');
  });

  it('turns and flips tiles, renames and moves areas, removes what is selected', () => {
    const turned = roundTrip(rivet, applyAction(rivet, [{ kind: 'tile', id: 'tile-3B' }], 'rotate'));
    expect(turned.board.tiles?.find((t) => t.id === 'tile-3B')?.rotation).toBe(90);
    const flipped = roundTrip(rivet, applyAction(rivet, [{ kind: 'tile', id: 'tile-3B' }], 'flip'));
    expect(flipped.board.tiles?.find((t) => t.id === 'tile-3B')?.tile).toBe('3A');
    const renamed = roundTrip(rebellion, applyField(rebellion, [{ kind: 'area', id: 'coruscant' }], 'name', 'Coruscant Prime'));
    expect(renamed.board.areas?.[0]?.name).toBe('Coruscant Prime');
    const moved = roundTrip(rebellion, applyField(rebellion, [{ kind: 'area', id: 'coruscant' }], 'xMm', 140));
    expect(moved.board.areas?.[0]).toMatchObject({ xMm: 140, yMm: rebellion.board.areas?.[0]?.yMm });
    const without = roundTrip(siege, applyAction(siege, [{ kind: 'token', id: 'ladder-1' }, { kind: 'unit', id: 'lord' }], 'remove'));
    expect(without.board.tokens?.some((t) => t.id === 'ladder-1')).toBe(false);
    expect(without.sides[1]?.units?.some((u) => u.id === 'lord')).toBe(false);
  });

  it('sets an area’s allegiance among the ruleset’s factions, its build icons by their names, and its terrain (a remote system)', () => {
    const area: SelectedItem[] = [{ kind: 'area', id: 'kuat' }];
    const sided = roundTrip(rebellion, applyField(rebellion, area, 'allegiance', 'empire'));
    expect(sided.board.areas?.find((a) => a.id === 'kuat')?.allegiance).toBe('empire');
    expect(fieldsOf(sided, ['area', 'kuat']).find((field) => field.key === 'allegiance')?.value).toBe('empire');
    const built = roundTrip(sided, applyField(sided, area, 'build', 'space-heavy, space-light'));
    expect(built.board.areas?.find((a) => a.id === 'kuat')?.build).toEqual(['space-heavy', 'space-light']);
    // The game's units name the icons: each is a choice by its name, not ids typed.
    const fields = inspectorModel(built, select(['area', 'kuat']), 'fr').fields;
    expect(fields.map((field) => field.key)).not.toContain('build');
    const left = fields.find((field) => field.key === 'build0');
    expect(left?.value).toBe('space-heavy');
    expect(left?.input).toMatchObject({ type: 'select', options: expect.arrayContaining([{ value: 'ground-light', label: { text: 'Troupes légères' } }]) });
    expect(fields.find((field) => field.key === 'build1')?.value).toBe('space-light');
    const right = roundTrip(built, applyField(built, area, 'build1', 'ground-heavy'));
    expect(right.board.areas?.find((a) => a.id === 'kuat')?.build).toEqual(['space-heavy', 'ground-heavy']);
    const leftOnly = roundTrip(right, applyField(right, area, 'build1', null));
    expect(leftOnly.board.areas?.find((a) => a.id === 'kuat')?.build).toEqual(['space-heavy']);
    const cleared = roundTrip(built, applyField(built, area, 'build', ''));
    expect(cleared.board.areas?.find((a) => a.id === 'kuat')?.build).toBeUndefined();
    const remote = roundTrip(rebellion, applyField(rebellion, area, 'terrain', 'remote-system'));
    expect(remote.board.areas?.find((a) => a.id === 'kuat')?.terrain).toBe('remote-system');
    expect(fieldsOf(remote, ['area', 'kuat']).find((field) => field.key === 'terrain')?.value).toBe('remote-system');
    const plain = roundTrip(remote, applyField(remote, area, 'terrain', null));
    expect(plain.board.areas?.find((a) => a.id === 'kuat')).not.toHaveProperty('terrain');
    expect(refusal(applyField(rebellion, area, 'terrain', 'swamp')).key).toBe('edit.area.unknownTerrain');
    expect(refusal(applyField(rebellion, area, 'allegiance', 'hutts')).key).toBe('edit.faction.unknown');
    expect(refusal(applyField(rebellion, area, 'build', 'Space Heavy!')).key).toBe('edit.area.badIcon');
  });

  it('ignores selected ids that are gone, and shows nothing for an empty selection', () => {
    expect(inspectorModel(siege, select(['unit', 'nobody']), 'en')).toEqual({ items: [], fields: [], actions: [] });
    expect(inspectorModel(siege, { items: [], cells: ['1,1'] }, 'en').fields).toEqual([]);
    const items: SelectedItem[] = [{ kind: 'unit', id: 'nobody' }];
    const result = applyField(siege, items, 'hidden', true);
    expect(result.ok && result.scenario).toBe(siege);
  });

  it('has every text it shows in both languages', () => {
    const keys = new Set<string>();
    const collect = (display: Display | undefined) => display && 'key' in display && keys.add(display.key);
    for (const [scenario, kind, id] of everyKind) {
      const model = inspectorModel(scenario, select([kind, id]), 'en');
      for (const f of model.fields) {
        keys.add(f.labelKey);
        if (f.input.type === 'readonly') collect(f.input.display);
        if (f.input.type === 'select') {
          collect(f.input.none);
          f.input.options.forEach((option) => collect(option.label));
        }
      }
      model.actions.forEach((action) => keys.add(action.labelKey));
    }
    // A text that counts has its plural forms in place of its own key.
    const has = (catalog: Record<string, string>, key: string) => Object.hasOwn(catalog, key) || Object.hasOwn(catalog, `${key}_other`);
    for (const key of keys) {
      expect(has(en, key), key).toBe(true);
      expect(has(fr, key), key).toBe(true);
    }
  });

  it('shows a socket of a Rivet Wars unit as a choice among its side’s plugs, and fits or removes one as one edit', () => {
    const withWolverine = roundTrip(rivet, placeUnitForTest(rivet));
    const socket = field(withWolverine, 'plug0', ['unit', 'm2-wolverine-1']);
    expect(socket?.input).toEqual({ type: 'select', options: [{ value: 'general-patston', label: { text: 'General G. Patston' } }, { value: 'hacksaw-turret', label: { text: 'Hacksaw Turret' } }], none: { key: 'panels.field.plug.none' } });
    expect(socket?.value).toBeNull();
    expect(field(withWolverine, 'plug1', ['unit', 'm2-wolverine-1'])).toBeUndefined();
    const fitted = roundTrip(withWolverine, applyField(withWolverine, [{ kind: 'unit', id: 'm2-wolverine-1' }], 'plug0', 'hacksaw-turret'));
    expect(field(fitted, 'plug0', ['unit', 'm2-wolverine-1'])?.value).toBe('hacksaw-turret');
    const emptied = roundTrip(fitted, applyField(fitted, [{ kind: 'unit', id: 'm2-wolverine-1' }], 'plug0', null));
    expect(emptied.sides[0]?.units?.[0]).not.toHaveProperty('plugs');
  });

  it('edits a free table’s terrain area: its kind from the game’s list, and a name of its own', () => {
    const patch = rapid.board.terrain?.find((candidate) => candidate.polygon)?.id ?? '';
    const item: [SelectedKind, string] = ['terrain', patch];
    expect(field(rapid, 'kind', item)?.input).toMatchObject({ type: 'select' });
    const rocks = roundTrip(rapid, applyField(rapid, [{ kind: 'terrain', id: patch }], 'kind', 'rocks'));
    expect(rocks.board.terrain?.find((candidate) => candidate.id === patch)?.kind).toBe('rocks');
    const named = roundTrip(rocks, applyField(rocks, [{ kind: 'terrain', id: patch }], 'name', { fr: 'Éboulis', en: 'Scree' }));
    expect(named.board.terrain?.find((candidate) => candidate.id === patch)?.name).toEqual({ fr: 'Éboulis', en: 'Scree' });
  });

  it('offers a facing only where the rules read it: on a free table, not in a star system nor on cells', () => {
    const unitId = rebellion.sides[0]?.units?.find((unit) => unit.at && 'area' in unit.at)?.id ?? '';
    expect(unitId).not.toBe('');
    expect(fieldsOf(rebellion, ['unit', unitId]).map((f) => f.key)).not.toContain('facing');
    expect(fieldsOf(r6, ['unit', 'ash']).map((f) => f.key)).not.toContain('facing');
    expect(fieldsOf(siege, ['unit', 'sergeant-2']).map((f) => f.key)).not.toContain('facing');
  });
});

