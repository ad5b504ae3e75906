import { describe, expect, it } from 'vitest';
import rebellionJson from '../../../scenarios/rebellion-galaxy.scenario.json';
import rapidJson from '../../../scenarios/rapid40k-skirmish.scenario.json';
import rivetJson from '../../../scenarios/rivet-wars-m01.scenario.json';
import siegeJson from '../../../scenarios/siege-castle.scenario.json';
import { loadScenario } from '../../../engine/scenario';
import type { Scenario } from '../../../engine/scenario/types';
import { createHistory, undo } from '../../document/history';
import { commitEdit, type EditResult } from '../edits';
import type { SelectedItem } from '../selection';
import { Harness, loadedScenario } from './harness.test-support';
import { copyItems, deleteItems, flipTiles, moveItems, nudgeDelta, pasteItems, rotateItems } from './selectionEdits';

const accepted = (result: EditResult): Scenario => {
  if (!result.ok) throw new Error(`refused: ${result.refusal.key}`);
  return result.scenario;
};
const errorKeys = (scenario: Scenario) => loadScenario(JSON.stringify(scenario)).problems.filter((problem) => problem.severity === 'error').map((problem) => problem.key);

describe('copy and paste', () => {
  it('pastes units, walls and tokens under the pointer with fresh ids, as one undo step', () => {
    const h = new Harness(loadedScenario(siegeJson));
    const env = h.env();
    const lord = { kind: 'unit', id: 'lord' } as const;
    const wall = { kind: 'edge', id: h.scenario.board.edges?.[0]?.id ?? '' } as const;
    const copied = copyItems(env, [lord, wall]);
    expect(copied?.units.map(({ unit }) => unit.id)).toEqual(['lord']);
    expect(copied?.edges).toHaveLength(1);
    // Far from the castle, in the open: 10 hexes to the left, on the same kind of column.
    const lordCell = h.scenario.sides[1]?.units?.find((unit) => unit.id === 'lord')?.at as { col: number; row: number };
    const target = h.cells.cellToMm({ col: lordCell.col - 12, row: lordCell.row + 2 });
    const anchorCell = h.cells.mmToCell(copied!.anchor)!;
    const pasted = pasteItems(env, copied!, { x: target.x + (h.cells.cellToMm(anchorCell).x - h.cells.cellToMm(lordCell).x), y: target.y + (h.cells.cellToMm(anchorCell).y - h.cells.cellToMm(lordCell).y) });
    const after = accepted(pasted.result);
    const newUnit = after.sides[1]?.units?.at(-1);
    expect(newUnit).toMatchObject({ profile: 'knight', at: { col: lordCell.col - 12, row: lordCell.row + 2 } });
    expect(newUnit?.id).not.toBe('lord');
    expect(after.board.edges).toHaveLength((h.scenario.board.edges?.length ?? 0) + 1);
    expect(pasted.selection.items.map((item) => item.kind).sort()).toEqual(['edge', 'unit']);
    expect(errorKeys(after)).toEqual(errorKeys(h.scenario));
    const history = commitEdit(createHistory(h.scenario), pasted.result).history;
    expect(undo(history).present).toBe(h.scenario);
  });

  it('pastes one cell down and to the right when the pointer is not over the board', () => {
    const h = new Harness(loadedScenario(siegeJson));
    const copied = copyItems(h.env(), [{ kind: 'unit', id: 'lord' }])!;
    const after = accepted(pasteItems(h.env(), copied, null).result);
    const lord = h.scenario.sides[1]?.units?.find((unit) => unit.id === 'lord')?.at as { col: number; row: number };
    expect(after.sides[1]?.units?.at(-1)?.at).toEqual({ col: lord.col + 1, row: lord.row + 1 });
  });

  it('refuses a paste on the very cell of a SIEGE figure, and one onto another kind of board', () => {
    const h = new Harness(loadedScenario(siegeJson));
    const copied = copyItems(h.env(), [{ kind: 'unit', id: 'lord' }])!;
    const refused = pasteItems(h.env(), copied, copied.anchor);
    expect(refused.result.ok ? '' : refused.result.refusal.key).toBe('edit.unit.stacking');
    const other = new Harness(loadedScenario(rapidJson));
    const elsewhere = pasteItems(other.env(), copied, null);
    expect(elsewhere.result.ok ? '' : elsewhere.result.refusal.key).toBe('tool.paste.otherBoard');
  });

  it('pastes a vehicle facing the same way: its point to face moves with it', () => {
    const withRhino = { ...rapidJson, sides: rapidJson.sides.map((side, index) => (index === 0 ? { ...side, units: [...side.units, { id: 'rhino', profile: 'rhino', at: { x: 12, y: 6 }, faceToward: { x: 24, y: 18 } }] } : side)) };
    const h = new Harness(loadedScenario(withRhino));
    const copied = copyItems(h.env(), [{ kind: 'unit', id: 'rhino' }])!;
    // Six inches to the right.
    const after = accepted(pasteItems(h.env(), copied, { x: copied.anchor.x + 6 * 25.4, y: copied.anchor.y }).result);
    const pasted = after.sides[0]?.units?.at(-1);
    expect(pasted?.at).toEqual({ x: 18, y: 6 });
    expect(pasted?.faceToward).toEqual({ x: 30, y: 18 });
  });

  it('copies areas with the links between them', () => {
    const h = new Harness(loadedScenario(rebellionJson), { scale: 1, x: 0, y: 0 });
    const [a, b] = (h.scenario.board.links ?? [])[0] as readonly [string, string];
    const items: SelectedItem[] = [
      { kind: 'area', id: a },
      { kind: 'area', id: b },
    ];
    const copied = copyItems(h.env(), items)!;
    expect(copied.links).toEqual([[a, b]]);
    const pasted = pasteItems(h.env(), copied, { x: copied.anchor.x + 5, y: copied.anchor.y + 5 });
    const after = accepted(pasted.result);
    expect(after.board.areas).toHaveLength((h.scenario.board.areas?.length ?? 0) + 2);
    const [x, y] = after.board.links?.at(-1) ?? [];
    expect([x, y].every((id) => pasted.selection.items.some((item) => item.id === id))).toBe(true);
  });
});

describe('delete, rotate, flip', () => {
  it('deletes units, tokens and walls together, and undo brings them all back', () => {
    const h = new Harness(loadedScenario(siegeJson));
    const items: SelectedItem[] = [
      { kind: 'unit', id: 'lord' },
      { kind: 'edge', id: h.scenario.board.edges?.[3]?.id ?? '' },
      { kind: 'token', id: h.scenario.board.tokens?.[0]?.id ?? '' },
    ];
    const result = deleteItems(h.env(), items);
    const after = accepted(result);
    expect(after.sides[1]?.units?.some((unit) => unit.id === 'lord')).toBe(false);
    expect(after.board.edges).toHaveLength((h.scenario.board.edges?.length ?? 0) - 1);
    expect(after.board.tokens).toHaveLength((h.scenario.board.tokens?.length ?? 0) - 1);
    expect(undo(commitEdit(createHistory(h.scenario), result).history).present).toBe(h.scenario);
  });

  it('keeps everything when one deletion is refused (a zone still in use)', () => {
    const h = new Harness(loadedScenario(siegeJson));
    const zone = h.scenario.board.zones?.find((z) => h.scenario.sides.some((side) => side.units?.some((unit) => unit.deployIn === z.id)));
    const result = deleteItems(h.env(), [
      { kind: 'unit', id: 'lord' },
      { kind: 'zone', id: zone?.id ?? '' },
    ]);
    expect(result.ok ? '' : result.refusal.key).toBe('edit.zone.inUse');
  });

  it('turns a selected tile a quarter and flips it to its other side', () => {
    const h = new Harness(loadedScenario(rivetJson));
    const tile = h.scenario.board.tiles?.[0];
    const turned = accepted(rotateItems(h.env(), [{ kind: 'tile', id: tile?.id ?? '' }], 15));
    expect(turned.board.tiles?.[0]?.rotation).toBe(90);
    const flipped = accepted(flipTiles(h.env(), [{ kind: 'tile', id: tile?.id ?? '' }]));
    expect(flipped.board.tiles?.[0]?.tile).toBe(tile?.tile.replace(/A$/, 'B'));
    const nothing = rotateItems(h.env(), [{ kind: 'token', id: 'x' }], 15);
    expect(nothing.ok ? '' : nothing.refusal.key).toBe('tool.rotate.nothing');
  });

  it('turns a free-table polygon and a unit base by the step given', () => {
    const h = new Harness(loadedScenario(rapidJson));
    const patch = h.scenario.board.terrain?.find((p) => p.polygon);
    const unit = h.scenario.sides[0]?.units?.[0];
    const after = accepted(
      rotateItems(
        h.env(),
        [
          { kind: 'terrain', id: patch?.id ?? '' },
          { kind: 'unit', id: unit?.id ?? '' },
        ],
        15,
      ),
    );
    expect(after.board.terrain?.find((p) => p.id === patch?.id)?.polygon).not.toEqual(patch?.polygon);
    expect(after.sides[0]?.units?.[0]?.facing).toBe(((unit?.facing ?? 0) + 15) % 360);
  });

  it('turns a vehicle by the point it faces, a quarter turn at a time from the way it is drawn', () => {
    const withRhino = { ...rapidJson, sides: rapidJson.sides.map((side, index) => (index === 0 ? { ...side, units: [...side.units, { id: 'rhino', profile: 'rhino', at: { x: 12, y: 6 } }] } : side)) };
    const h = new Harness(loadedScenario(withRhino));
    // Set up in the top half, it faces down the table; a quarter turn clockwise on screen faces it west.
    const turned = accepted(rotateItems(h.env(), [{ kind: 'unit', id: 'rhino' }], 90));
    const rhino = turned.sides[0]?.units?.find((unit) => unit.id === 'rhino');
    expect(rhino?.faceToward).toEqual({ x: 0, y: 6 });
    expect(rhino?.facing).toBeUndefined();
    const again = new Harness(turned);
    const back = accepted(rotateItems(again.env(), [{ kind: 'unit', id: 'rhino' }], -90));
    expect(back.sides[0]?.units?.find((unit) => unit.id === 'rhino')?.faceToward).toEqual({ x: 12, y: 18 });
  });
});

describe('the arrow keys', () => {
  it('move a unit a hex on SIEGE’s board, five with Shift, and a squad an inch on a free table', () => {
    const h = new Harness(loadedScenario(siegeJson));
    const env = h.env();
    const lord = { kind: 'unit', id: 'lord' } as const;
    const at = h.scenario.sides[1]?.units?.find((unit) => unit.id === 'lord')?.at as { col: number; row: number };
    const right = accepted(moveItems(env, [lord], nudgeDelta(env, 1, 0, lord)!));
    expect(right.sides[1]?.units?.find((unit) => unit.id === 'lord')?.at).toEqual({ col: at.col + 1, row: at.row });
    // A step right then left comes back to the same hex, whichever column it starts from.
    const shifted = new Harness(right);
    const back = accepted(moveItems(shifted.env(), [lord], nudgeDelta(shifted.env(), -1, 0, lord)!));
    expect(back.sides[1]?.units?.find((unit) => unit.id === 'lord')?.at).toEqual(at);
    const down = accepted(moveItems(env, [lord], nudgeDelta(env, 0, 5, lord)!));
    expect(down.sides[1]?.units?.find((unit) => unit.id === 'lord')?.at).toEqual({ col: at.col, row: at.row + 5 });
    const table = new Harness(loadedScenario(rapidJson));
    const squad = table.scenario.sides[0]?.units?.[0];
    const moved = accepted(moveItems(table.env(), [{ kind: 'unit', id: squad!.id }], nudgeDelta(table.env(), -1, 0)!));
    const before = squad?.at as { x: number; y: number };
    expect(moved.sides[0]?.units?.[0]?.at).toEqual({ x: before.x - 1, y: before.y });
    expect(nudgeDelta(new Harness(loadedScenario(rebellionJson)).env(), 1, 0)).toBeNull();
  });
});
