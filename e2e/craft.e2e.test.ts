/**
 * The editor in a designer's hands, as a new user meets it on the first day: walls drawn by
 * wobbly drags, files that are not scenarios, hidden tokens and their owners, units outside their
 * zone, notices, a layout that does not jump, and print's orientation. Mouse and keyboard only;
 * screenshots in e2e/artifacts/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { BoardGeometry, CellKernel, PointMm } from '../engine/board/types';
import wobbly from '../renderer/editor/tools/fixtures/wobbly-drags.json';
import { ACTUAL_SIZE, MIN_SCALE, zoomPercent } from '../renderer/canvas/viewport';
import { useBuiltApp } from './browser';
import { boardOnScreen, drag, dropFile, openSample, openScenario, saveAs, shot, withoutPickers } from './support';

const app = useBuiltApp();

const squareGeometry: BoardGeometry = { kind: 'square', columns: 10, rows: 8, cellSizeMm: 20, labels: 'letter-number', diagonals: 'none' };
const hexGeometry: BoardGeometry = { kind: 'hex', columns: 30, rows: 30, hexSizeMm: 16, orientation: 'flat', offset: 'odd', labels: 'wargame' };

const r6 = (geometry: BoardGeometry) => ({
  version: 1,
  meta: { title: 'Craft R6', language: 'en' },
  ruleset: { id: 'r6-onboard' },
  board: {
    geometry,
    zones: [
      { id: 'attackers-start', purpose: 'start', side: 'attackers', cells: [{ col: 0, row: 0 }, { col: 0, row: 1 }] },
      { id: 'defenders-start', purpose: 'start', side: 'defenders', cells: [{ col: 9, row: 7 }] },
    ],
    tokens: [
      { id: 'bomb-a', kind: 'bomb', at: { col: 4, row: 2 } },
      { id: 'bomb-b', kind: 'bomb', at: { col: 6, row: 2 } },
    ],
  },
  sides: [
    { id: 'attackers', name: 'Attackers', colour: '#e8731a', faction: 'attackers' },
    { id: 'defenders', name: 'Defenders', colour: '#2a6fdb', faction: 'defenders' },
  ],
});

const siege = {
  version: 1,
  meta: { title: 'Craft SIEGE', language: 'en' },
  ruleset: { id: 'siege' },
  board: { geometry: hexGeometry, defaultTerrain: 'flat' },
  sides: [
    { id: 'besiegers', name: 'Besiegers', colour: '#b03a2e', faction: 'besiegers' },
    { id: 'defenders', name: 'Defenders', colour: '#2e5cb0', faction: 'defenders' },
  ],
};

type Drag = { pxPerMm: number; points: [number, number][] };
const drags = wobbly as unknown as { square: Record<string, Drag>; hex: Record<string, Drag> };

/** Replays a drag pointer event by pointer event, as the hand made it. */
async function replay(page: Page, toScreen: (p: PointMm) => { x: number; y: number }, drag: Drag) {
  const [first, ...rest] = drag.points.map(([x, y]) => toScreen({ x, y }));
  await page.mouse.move(first!.x, first!.y);
  await page.mouse.down();
  for (const point of rest) await page.mouse.move(point.x, point.y);
  await page.mouse.up();
}

/** The sides between the cells `before` says are on one side of a line and the others. */
function lineSides(kernel: CellKernel, before: (cell: { col: number; row: number }) => boolean): Set<string> {
  const sides = new Set<string>();
  for (const key of kernel.allEdges()) {
    const cells = kernel.cellsOfEdge(key);
    if (cells.length === 2 && before(cells[0]!) !== before(cells[1]!)) sides.add(key);
  }
  return sides;
}

const edgesOf = (scenario: { board: { edges?: { edge: string }[] } }) => (scenario.board.edges ?? []).map((feature) => feature.edge);

describe('1. walls drawn by dragging follow the line meant', () => {
  it('draws a room on squares from wobbly drags with no stray wall, and undoes each drag at once', async () => {
    const { page, problems } = await app.openApp('en-US', withoutPickers);
    await openScenario(page, r6(squareGeometry), 'walls.scenario.json');
    const board = await boardOnScreen(page, squareGeometry);
    await page.keyboard.press('w');
    await page.getByTestId('palette-edge-wall').click();
    await replay(page, board.point, drags.square.squareRow!);
    await replay(page, board.point, drags.square.squareCorner!);
    await replay(page, board.point, drags.square.squareColumn!);
    await page.mouse.move(board.box.x + 4, board.box.y + 4);
    await shot(page, 'craft-1-walls-square.png');
    const scenario = JSON.parse((await saveAs(page)).text);
    const drawn = edgesOf(scenario);
    const row = lineSides(board.kernel, (cell) => cell.row <= 2);
    const top = lineSides(board.kernel, (cell) => cell.row <= 1);
    const right = lineSides(board.kernel, (cell) => cell.col <= 6);
    const column = lineSides(board.kernel, (cell) => cell.col <= 3);
    // Every wall lies on one of the four lines drawn: none across them at the grid's crossings.
    expect(drawn.filter((edge) => !row.has(edge) && !top.has(edge) && !right.has(edge) && !column.has(edge))).toEqual([]);
    expect(drawn.filter((edge) => row.has(edge))).toHaveLength(8);
    expect(drawn.filter((edge) => column.has(edge))).toHaveLength(7);
    // The corner drag: five walls along the top, then five down, turning once.
    expect(drawn.filter((edge) => top.has(edge) && !column.has(edge))).toHaveLength(5);
    expect(drawn.filter((edge) => right.has(edge) && !row.has(edge))).toHaveLength(5);
    // One drag is one undo step.
    await page.keyboard.press('Control+z');
    const undone = JSON.parse((await saveAs(page)).text);
    expect(edgesOf(undone).filter((edge) => column.has(edge))).toEqual(drawn.filter((edge) => column.has(edge) && (top.has(edge) || right.has(edge) || row.has(edge))));
    expect(problems).toEqual([]);
  });

  it('follows the zigzag lines between hex rows and columns', async () => {
    const { page, problems } = await app.openApp('en-US', withoutPickers);
    await openScenario(page, siege, 'hex-walls.scenario.json');
    const board = await boardOnScreen(page, hexGeometry);
    await page.keyboard.press('w');
    await page.getByTestId('palette-edge-wall').click();
    await replay(page, board.point, drags.hex.flatRow!);
    await replay(page, board.point, drags.hex.flatColumn!);
    await page.mouse.move(board.box.x + 4, board.box.y + 4);
    await shot(page, 'craft-1-walls-hex.png');
    const drawn = edgesOf(JSON.parse((await saveAs(page)).text));
    const row = lineSides(board.kernel, (cell) => cell.row <= 10);
    const column = lineSides(board.kernel, (cell) => cell.col <= 10);
    expect(drawn.filter((edge) => !row.has(edge) && !column.has(edge))).toEqual([]);
    expect(drawn.filter((edge) => row.has(edge)).length).toBeGreaterThanOrEqual(22);
    expect(drawn.filter((edge) => column.has(edge)).length).toBeGreaterThanOrEqual(16);
    expect(problems).toEqual([]);
  });
});

describe('3. a board of a million cells', () => {
  const million: BoardGeometry = { kind: 'square', columns: 999, rows: 999, cellSizeMm: 20, labels: 'letter-number', diagonals: 'none' };

  it('fits whole below the zoom floor, takes a brush stroke at actual size and gives it back on one undo', async () => {
    const { page, problems } = await app.openApp('en-US', withoutPickers);
    await openScenario(page, r6(million), 'million.scenario.json');
    const board = await boardOnScreen(page, million);
    // Fit shows the whole board, under the 2 % floor the zoom commands stop at, not a corner of it.
    expect(board.scale).toBeLessThan(MIN_SCALE);
    await expect.poll(() => page.getByTestId('status-bar').textContent()).toContain(`Zoom ${zoomPercent(board.scale)} %`);
    await shot(page, 'craft-3-million-fit.png');

    // At actual size, centred on the board's middle, a stroke along eight cells of one row.
    await page.keyboard.press('Control+0');
    await expect.poll(() => page.getByTestId('status-bar').textContent()).toContain('Zoom 100 %');
    const actual = await boardOnScreen(page, million, ACTUAL_SIZE);
    const row = 499;
    const stroke = Array.from({ length: 8 }, (_, i) => ({ col: 496 + i, row }));
    await page.keyboard.press('b');
    await page.getByTestId('palette-terrain-exterior').click();
    await drag(page, [actual.cell(stroke[0]!), actual.cell(stroke[7]!)]);
    await page.mouse.move(board.box.x + 4, board.box.y + 4);
    await shot(page, 'craft-3-million-stroke.png');
    const painted = JSON.parse((await saveAs(page)).text);
    expect(painted.board.terrain).toEqual([{ id: 'exterior-1', kind: 'exterior', cells: stroke }]);

    await page.keyboard.press('Control+z');
    const undone = JSON.parse((await saveAs(page)).text);
    expect(undone.board.terrain ?? []).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe('5. a file that is not a scenario', () => {
  it('opens as a page saying what it is and what to do, with Close and no editing tools', async () => {
    const { page, problems } = await app.openApp('en-US', withoutPickers);
    await dropFile(page, JSON.stringify({ name: 'my-package', version: '1.0.0', dependencies: {} }), 'package.json');
    await page.getByTestId('unreadable').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('“package.json” cannot be edited');
    expect(await page.getByTestId('unreadable-what').textContent()).toContain('“name”, “version”, “dependencies”');
    expect(await page.getByTestId('unreadable-do').textContent()).toContain('File › New');
    expect(await page.getByTestId('tool-bar').count()).toBe(0);
    expect(await page.getByTestId('board-canvas').count()).toBe(0);
    expect(await page.locator('body').textContent()).not.toContain('Cannot read properties');
    await shot(page, 'craft-5-not-a-scenario.png');
    // Close is focused: Enter closes, back to the start page.
    await page.keyboard.press('Enter');
    await page.getByTestId('start-page').waitFor();
    expect(problems).toEqual([]);
  });

  it('says a scenario of a newer format needs a newer Skirmish Studio, in French too', async () => {
    const { page, problems } = await app.openApp('fr-FR', withoutPickers);
    await dropFile(page, JSON.stringify({ ...r6(squareGeometry), version: 7 }), 'futur.scenario.json');
    await page.getByTestId('unreadable').waitFor();
    expect(await page.getByTestId('unreadable-what').textContent()).toContain('format 7');
    expect(await page.getByTestId('unreadable-do').textContent()).toContain('Mettez Skirmish Studio à jour');
    expect(await page.getByTestId('board-canvas').count()).toBe(0);
    await shot(page, 'craft-5-newer-format.png');
    await page.getByTestId('unreadable-close').click();
    await page.getByTestId('start-page').waitFor();
    expect(problems).toEqual([]);
  });

  it('mends values past the format’s bounds from the problems, so that a file gone too far is edited again; a long title does not widen the window', async () => {
    const { page, problems } = await app.openApp('fr-FR', withoutPickers);
    const castle = (await import('../scenarios/siege-castle.scenario.json')).default as unknown as { board: { geometry: Record<string, unknown> }; meta: Record<string, unknown> };
    const broken = { ...castle, meta: { ...castle.meta, title: 'A'.repeat(5000) }, board: { ...castle.board, geometry: { ...castle.board.geometry, columns: 100000 } } };
    await dropFile(page, JSON.stringify(broken), 'trop-grand.scenario.json');
    await page.getByTestId('workspace').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    expect(await page.getByTestId('panel-scenario').textContent()).toContain('ne peut donc pas être modifié ici');
    // A board it cannot draw says so in French, and where to mend it.
    expect(await page.getByRole('alert').filter({ hasText: 'ne peut pas être dessiné' }).textContent()).toBe('Le plateau de ce scénario ne peut pas être dessiné tant que sa forme ou sa taille a une erreur\u00a0: corrigez-la dans Problèmes, à droite.');
    const fixes = page.getByTestId('problem-fix');
    expect(await fixes.allTextContents()).toEqual(['Ramener à 999', 'Raccourcir à 200 caractères']);
    for (let left = 2; left > 0; left--) await fixes.first().click();
    await expect.poll(() => fixes.count()).toBe(0);
    await page.getByTestId('board-canvas').waitFor();
    await expect.poll(() => page.getByTestId('status-bar').textContent()).toContain('999 × 20');
    // Editable again: the title, cut to its 200 characters, is a field once more; one undo takes back each fix.
    expect(await page.getByTestId('panel-scenario').getByLabel('Titre', { exact: true }).inputValue()).toBe('A'.repeat(200));
    await page.getByTestId('status-bar').click();
    await page.keyboard.press('Control+z');
    await expect.poll(() => fixes.count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('says a ruleset is a ruleset', async () => {
    const { page } = await app.openApp('en-US', withoutPickers);
    const ruleset = await import('../engine/rules/r6-onboard/ruleset.json');
    await dropFile(page, JSON.stringify(ruleset.default), 'r6.ruleset.json');
    await expect.poll(() => page.getByTestId('unreadable-what').textContent()).toBe('The rules and pieces of a game (a ruleset), not a scenario.');
    await page.keyboard.press('Control+w');
    await page.getByTestId('start-page').waitFor();
  });
});

describe('6. hidden tokens and owners', () => {
  it('agree in the palette, the inspector and the saved file; the palette sets the owner', async () => {
    const { page, problems } = await app.openApp('en-US', withoutPickers);
    await openScenario(page, r6(squareGeometry), 'traps.scenario.json');
    const board = await boardOnScreen(page, squareGeometry);
    await page.keyboard.press('t');
    await page.getByTestId('palette-token-trap').click();
    expect(await page.getByTestId('palette-token-hidden').isChecked()).toBe(true);
    await page.getByTestId('palette-token-owner').selectOption('defenders');
    await page.mouse.click(board.cell({ col: 3, row: 4 }).x, board.cell({ col: 3, row: 4 }).y);
    // The inspector shows the new trap as the palette laid it.
    const hidden = page.locator('#inspector-hidden');
    await expect.poll(() => hidden.isChecked()).toBe(true);
    expect(await page.locator('label[for="inspector-hidden"]').textContent()).toBe(await page.getByTestId('palette-token-hidden').locator('..').textContent());
    expect(await page.locator('#inspector-owner').inputValue()).toBe('defenders');
    // No warning about a trap without an owner.
    expect(await page.getByTestId('problems-list').textContent().catch(() => '')).not.toContain('belongs to a side');
    // Face up from the inspector: the palette's next trap is still face down, this one says face up.
    await hidden.uncheck();
    // The checkbox keeps the focus, and takes no letters: a tool's letter still picks the tool.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('inspector-hidden');
    await page.keyboard.press('z');
    expect(await page.getByTestId('tool-zone').getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('v');
    expect(await page.getByTestId('tool-select').getAttribute('aria-pressed')).toBe('true');
    const saved = JSON.parse((await saveAs(page)).text);
    expect(saved.board.tokens.find((token: { kind: string }) => token.kind === 'trap')).toEqual({ id: 'trap-1', kind: 'trap', at: { col: 3, row: 4 }, hidden: false, owner: 'defenders' });
    expect(problems).toEqual([]);
  });
});

describe('7. units outside their zone', () => {
  it('raise a problem naming the unit’s cell as the board labels it', async () => {
    const { page, problems } = await app.openApp('en-US', withoutPickers);
    await openScenario(page, r6(squareGeometry), 'zones.scenario.json');
    const board = await boardOnScreen(page, squareGeometry);
    await page.keyboard.press('u');
    await page.getByTestId('palette-side').selectOption('attackers');
    await page.getByTestId('palette-unit-ash').click();
    // Inside the attackers' start zone: no problem about it.
    await page.mouse.click(board.cell({ col: 0, row: 1 }).x, board.cell({ col: 0, row: 1 }).y);
    await expect.poll(() => page.title()).toMatch(/^• /);
    expect(await page.locator('[data-testid="problem"]').allTextContents()).not.toContainEqual(expect.stringContaining('outside every deployment zone'));
    // Outside it: a warning, at the cell the board calls E6.
    await page.mouse.click(board.cell({ col: 5, row: 4 }).x, board.cell({ col: 5, row: 4 }).y);
    const problem = page.locator('[data-testid="problem"]', { hasText: 'outside every deployment zone' });
    await expect.poll(() => problem.count()).toBe(1);
    expect(await problem.textContent()).toContain('E6');
    expect(problems).toEqual([]);
  });
});

describe('9. notices', () => {
  it('fade when they confirm, stay when they report an error, three at most, gone with their document', async () => {
    const { page, problems } = await app.openApp('en-US', withoutPickers);
    await openScenario(page, r6(squareGeometry), 'notices.scenario.json');
    const notices = page.getByTestId('notice');
    for (const name of ['one.json', 'two.json', 'three.json', 'four.json']) await dropFile(page, '{ not json', name);
    // Three at most: the fourth drop pushes the first one out.
    await expect.poll(() => notices.first().textContent()).toContain('two.json');
    expect(await notices.count()).toBe(3);
    // A confirmation shows among them, then fades by itself.
    await saveAs(page);
    await expect.poll(() => page.locator('[data-testid="notice"][data-tone="info"]').count()).toBe(1);
    expect(await notices.count()).toBe(3);
    await shot(page, 'craft-9-notices.png');
    await expect.poll(() => page.locator('[data-testid="notice"][data-tone="info"]').count(), { timeout: 8000 }).toBe(0);
    // Errors wait to be dismissed.
    expect(await notices.count()).toBe(2);
    await notices.first().getByRole('button', { name: 'Dismiss' }).click();
    expect(await notices.count()).toBe(1);
    // The notices left about this document go when it closes.
    await page.keyboard.press('Control+w');
    await page.getByTestId('start-page').waitFor();
    expect(await notices.count()).toBe(0);
    expect(problems.filter((problem) => !problem.includes('favicon'))).toEqual([]);
  });
});

describe('10. a layout that does not jump', () => {
  it('reports the inspect tool in a side panel, leaving the tool bar and the board where they were; no minimap until asked', async () => {
    const { page, problems } = await app.openApp('en-US');
    await openSample(page, 'r6-ambassade.scenario.json');
    expect(await page.getByTestId('minimap').count()).toBe(0);
    const toolbar = (await page.locator('.workspace__toolbar').boundingBox())!;
    const canvas = (await page.getByTestId('board-canvas').boundingBox())!;
    await page.keyboard.press('i');
    const report = page.getByTestId('inspect-report');
    await expect.poll(() => report.textContent()).toContain('Click a cell');
    const box = (await page.getByTestId('board-canvas').boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => report.textContent()).toMatch(/^From [A-F]\d: /);
    expect(await page.locator('.workspace__toolbar').boundingBox()).toEqual(toolbar);
    expect(await page.getByTestId('board-canvas').boundingBox()).toEqual(canvas);
    expect(await page.getByTestId('side-panels').getByTestId('inspect-report').count()).toBe(1);
    await page.keyboard.press('Control+Shift+M');
    await expect.poll(() => page.getByTestId('minimap').count()).toBe(1);
    expect(problems).toEqual([]);
  });
});

describe('12. print', () => {
  it('starts the R6 sample in landscape, where it fits one A4 page', async () => {
    const { page, problems } = await app.openApp('en-US');
    await openSample(page, 'r6-ambassade.scenario.json');
    await page.keyboard.press('Control+p');
    await page.getByTestId('print-dialog').waitFor();
    expect(await page.locator('#print-orientation').inputValue()).toBe('landscape');
    await expect.poll(() => page.getByTestId('page-count').textContent()).toMatch(/^\d+ pages?: the scenario sheet, the board at true scale on one page\b/);
    await page.keyboard.press('Escape');
    expect(problems).toEqual([]);
  });
});

/** Opens a menu of the in-window menu bar and runs one of its commands. */
async function runMenu(page: Page, menu: string, command: string) {
  await page.getByRole('menuitem', { name: menu, exact: true }).click();
  await page.locator(`[data-command="${command}"]`).click();
}

describe('11. menus, keys and dialogs', () => {
  it('has Cut, Copy, Paste, Delete and Select All working on the board', async () => {
    const { page, problems } = await app.openApp('en-US', withoutPickers);
    await openScenario(page, r6(squareGeometry), 'menus.scenario.json');
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    const edit = await page.getByRole('menu', { name: 'Edit' }).getByRole('menuitem').allTextContents();
    expect(edit).toEqual(['UndoCtrl+Z', 'RedoCtrl+Shift+Z', 'CutCtrl+X', 'CopyCtrl+C', 'PasteCtrl+V', 'DeleteDelete', 'Select AllCtrl+A', 'Preferences…Ctrl+,']);
    // Nothing selected: Cut, Copy and Delete wait for a selection.
    expect(await page.locator('[data-command="edit.copy"]').isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    const board = await boardOnScreen(page, squareGeometry);
    await page.keyboard.press('t');
    await page.getByTestId('palette-token-smoke').click();
    await page.mouse.click(board.cell({ col: 2, row: 5 }).x, board.cell({ col: 2, row: 5 }).y);
    // The new smoke is selected: copy it, paste a second, cut that one, paste it back.
    await runMenu(page, 'Edit', 'edit.copy');
    await runMenu(page, 'Edit', 'edit.paste');
    const kinds = async () => JSON.parse((await saveAs(page)).text).board.tokens.map((token: { kind: string }) => token.kind);
    expect(await kinds()).toEqual(['bomb', 'bomb', 'smoke', 'smoke']);
    await runMenu(page, 'Edit', 'edit.cut');
    expect(await kinds()).toEqual(['bomb', 'bomb', 'smoke']);
    await page.keyboard.press('v');
    await runMenu(page, 'Edit', 'edit.selectAll');
    await expect.poll(() => page.getByTestId('selection-count').textContent()).toBe('Selected: 3');
    // Delete would take the two bombs the rules require: it is refused, and says why at the cursor.
    await runMenu(page, 'Edit', 'edit.delete');
    await expect.poll(() => page.getByTestId('refusal').textContent()).toContain('2 bomb tokens');
    expect(problems).toEqual([]);
  });

  it('shows the shortcut sheet on ? and the guide in English and French; Escape closes every dialog; Save As… does not wrap', async () => {
    const { page, problems } = await app.openApp('en-US', withoutPickers);
    await openScenario(page, r6(squareGeometry), 'keys.scenario.json');
    // The File menu is wide enough for its longest item on one line.
    await page.getByRole('menuitem', { name: 'File', exact: true }).click();
    const saveAsItem = page.locator('[data-command="file.saveAs"]');
    const newItem = page.locator('[data-command="file.new"]');
    expect((await saveAsItem.boundingBox())!.height).toBe((await newItem.boundingBox())!.height);
    await shot(page, 'craft-11-file-menu.png');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('menu').count()).toBe(0);

    // The sheet opened from a tool button gives the keyboard back to it once closed.
    await page.getByTestId('tool-bar').locator('button[data-tool="select"]').focus();
    await page.keyboard.press('?');
    const sheet = page.getByTestId('shortcuts-dialog');
    await sheet.waitFor();
    expect(await sheet.textContent()).toContain('Walls, doors and windows');
    expect(await sheet.textContent()).toContain('Save As…');
    await shot(page, 'craft-11-shortcuts.png');
    await page.keyboard.press('Escape');
    await expect.poll(() => sheet.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-tool'))).toBe('select');

    await runMenu(page, 'Help', 'help.guide');
    const guide = page.getByTestId('guide-dialog');
    await guide.waitFor();
    await guide.getByRole('button', { name: 'Walls, doors and windows' }).click();
    expect(await guide.getByTestId('guide-chapter').textContent()).toContain('turns only where you clearly turn');
    await shot(page, 'craft-11-guide-en.png');
    await page.keyboard.press('Escape');
    await expect.poll(() => guide.count()).toBe(0);

    // Every other dialog closes with Escape too, and the board's keys stay out of them.
    for (const [open, id] of [
      [() => page.keyboard.press('Control+n'), 'new-scenario-dialog'],
      [() => page.keyboard.press('Control+,'), 'preferences-dialog'],
      [() => page.keyboard.press('Control+p'), 'print-dialog'],
      [() => runMenu(page, 'Help', 'help.about'), 'about-dialog'],
    ] as const) {
      await open();
      await page.getByTestId(id).waitFor();
      await page.keyboard.press('w');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByTestId(id).count()).toBe(0);
    }
    expect(await page.getByTestId('tool-edge').getAttribute('aria-pressed')).toBe('false');

    await page.getByTestId('language-select').selectOption('fr');
    await page.keyboard.press('F1');
    await guide.waitFor();
    expect(await guide.getByRole('heading', { level: 2 }).textContent()).toBe('Guide d’utilisation');
    expect(await guide.getByTestId('guide-chapter').textContent()).toContain('Fichier › Nouveau');
    await shot(page, 'craft-11-guide-fr.png');
    await page.keyboard.press('Escape');
    expect(problems).toEqual([]);
  });

  it('reaches every menu command from the keyboard', async () => {
    const { page } = await app.openApp('en-US', withoutPickers);
    await openScenario(page, r6(squareGeometry), 'keyboard.scenario.json');
    await page.getByRole('menuitem', { name: 'File', exact: true }).focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-command'))).toBe('file.new');
    // Right to Edit, Right to View, down to its third command.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-command'))).toBe('view.zoomIn');
    await page.keyboard.press('End');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-command'))).toBe('view.minimap');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('minimap').count()).toBe(1);
    // Escape from an open menu gives the focus back to its title.
    await page.getByRole('menuitem', { name: 'Help', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Help');
  });
});

/**
 * The browser's file pickers stand for the user choosing a file: they hand out handles of the
 * page's own private file system, real handles the host writes through and keeps in IndexedDB.
 */
function withPrivateFilePickers() {
  const win = window as unknown as Record<string, unknown>;
  const file = async (name: string) => (await navigator.storage.getDirectory()).getFileHandle(name, { create: true });
  win.showOpenFilePicker = async () => [await file((window as unknown as { pickName?: string }).pickName ?? 'castle.scenario.json')];
  win.showSaveFilePicker = async (options: { suggestedName: string }) => file(options.suggestedName);
}

async function privateFile(page: Page, name: string, text?: string): Promise<string> {
  return page.evaluate(
    async ([file, content]) => {
      const handle = await (await navigator.storage.getDirectory()).getFileHandle(file, { create: true });
      if (content !== undefined) {
        const stream = await handle.createWritable();
        await stream.write(content);
        await stream.close();
      }
      return (await handle.getFile()).text();
    },
    [name, text] as const,
  );
}

describe('13. the browser app', () => {
  it('saves back to the file it opened, opens it again from Open Recent, and asks Save / Don’t Save / Cancel on close', async () => {
    const { page, problems } = await app.openApp('en-US', withPrivateFilePickers);
    await privateFile(page, 'castle.scenario.json', JSON.stringify(r6(squareGeometry)));
    let downloads = 0;
    page.on('download', () => downloads++);
    await page.keyboard.press('Control+o');
    await page.getByTestId('tool-bar').waitFor();
    const board = await boardOnScreen(page, squareGeometry);
    await page.keyboard.press('t');
    await page.getByTestId('palette-token-smoke').click();
    await page.mouse.click(board.cell({ col: 2, row: 2 }).x, board.cell({ col: 2, row: 2 }).y);
    await expect.poll(() => page.title()).toMatch(/^• /);
    await page.keyboard.press('Control+s');
    await expect.poll(() => page.title()).toBe('Craft R6 — Skirmish Studio');
    // Written back to the file opened, not downloaded as a copy.
    expect(downloads).toBe(0);
    expect(JSON.parse(await privateFile(page, 'castle.scenario.json')).board.tokens.map((token: { kind: string }) => token.kind)).toEqual(['bomb', 'bomb', 'smoke']);

    // Close with unsaved changes: Cancel keeps the work, Save writes it and closes.
    await page.mouse.click(board.cell({ col: 3, row: 2 }).x, board.cell({ col: 3, row: 2 }).y);
    await page.keyboard.press('Control+w');
    const ask = page.getByTestId('save-changes-dialog');
    await ask.waitFor();
    expect(await ask.getByRole('button').allTextContents()).toEqual(['Save', 'Don\u2019t Save', 'Cancel'].map((label) => label.replace('\u2019', "'")));
    await shot(page, 'craft-13-close.png');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => ask.count()).toBe(0);
    expect(await page.getByTestId('workspace').count()).toBe(1);
    await page.keyboard.press('Control+w');
    await ask.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByTestId('start-page').waitFor();
    expect(JSON.parse(await privateFile(page, 'castle.scenario.json')).board.tokens).toHaveLength(4);

    // After a reload, File › Open Recent still has it.
    await page.reload();
    await page.getByRole('menuitem', { name: 'File', exact: true }).click();
    const recent = page.getByTestId('recent-files');
    await expect.poll(() => recent.getByRole('menuitem').allTextContents()).toEqual(['castle.scenario.json', 'Clear Recent Files']);
    await recent.getByRole('menuitem', { name: 'castle.scenario.json' }).click();
    await page.getByTestId('tool-bar').waitFor();
    expect(await page.title()).toBe('Craft R6 — Skirmish Studio');
    // Don't Save closes without writing.
    await page.keyboard.press('t');
    await page.getByTestId('palette-token-smoke').click();
    await page.mouse.click(board.cell({ col: 4, row: 4 }).x, board.cell({ col: 4, row: 4 }).y);
    await page.keyboard.press('Control+w');
    await page.getByTestId('save-changes-dialog').getByRole('button', { name: "Don't Save" }).click();
    await page.getByTestId('start-page').waitFor();
    expect(JSON.parse(await privateFile(page, 'castle.scenario.json')).board.tokens).toHaveLength(4);
    expect(downloads).toBe(0);
    expect(problems).toEqual([]);
  });
});

/** The alpha and colour of the overlay's pixel at a page point (the layer tools draw on). */
async function overlayPixel(page: Page, at: { x: number; y: number }) {
  return page.evaluate(([x, y]) => {
    const canvases = [...document.querySelectorAll<HTMLCanvasElement>('[data-testid="board-canvas"] canvas')];
    const overlay = canvases.at(-1)!;
    const box = overlay.getBoundingClientRect();
    const ratio = overlay.width / box.width;
    const [r, g, b, a] = overlay.getContext('2d')!.getImageData(Math.round((x - box.left) * ratio), Math.round((y - box.top) * ratio), 1, 1).data;
    return { r: r!, g: g!, b: b!, a: a! };
  }, [at.x, at.y] as const);
}

describe('2. dragging a piece', () => {
  it('shows a ghost where it lands, and refuses a drop off the board with a message at the cursor', async () => {
    const { page, problems } = await app.openApp('en-US', withoutPickers);
    const scenario = r6(squareGeometry);
    await openScenario(page, { ...scenario, sides: [{ ...scenario.sides[0], units: [{ id: 'ash', profile: 'ash', at: { col: 0, row: 1 } }] }, scenario.sides[1]] }, 'ghost.scenario.json');
    const board = await boardOnScreen(page, squareGeometry);
    const from = board.cell({ col: 0, row: 1 });
    const target = board.cell({ col: 3, row: 5 });
    expect((await overlayPixel(page, target)).a).toBe(0);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(target.x, target.y, { steps: 8 });
    await shot(page, 'craft-2-ghost.png');
    // The ghost is drawn at the cell it would land on.
    await expect.poll(async () => (await overlayPixel(page, target)).a).toBeGreaterThan(0);
    await shot(page, 'craft-2-ghost.png');
    // Past the board's right edge it turns red, and the drop is refused.
    const outside = { x: board.box.x + board.box.width - 8, y: target.y };
    await page.mouse.move(outside.x, outside.y, { steps: 8 });
    await expect.poll(async () => {
      const pixel = await overlayPixel(page, outside);
      return pixel.a > 0 && pixel.r > pixel.b;
    }).toBe(true);
    await shot(page, 'craft-2-ghost-off-board.png');
    await page.mouse.up();
    const tip = page.getByTestId('refusal');
    await expect.poll(() => tip.textContent()).toBe('Dropped off the board: nothing moved. Drop it on a cell of the board.');
    const at = (await tip.boundingBox())!;
    expect(Math.abs(at.y - outside.y)).toBeLessThan(40);
    // Dropped at the canvas's bottom edge, the message goes above the pointer, whole within the canvas.
    const low = { x: from.x, y: board.box.y + board.box.height - 6 };
    await expect.poll(() => tip.count(), { timeout: 10_000 }).toBe(0);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(low.x, low.y, { steps: 8 });
    await page.mouse.up();
    await tip.waitFor();
    const above = (await tip.boundingBox())!;
    expect(above.y + above.height).toBeLessThan(low.y);
    expect(above.y + above.height).toBeGreaterThan(low.y - 40);
    expect(await page.title()).toBe('Craft R6 — Skirmish Studio');
    expect(JSON.parse((await saveAs(page)).text).sides[0].units[0].at).toEqual({ col: 0, row: 1 });
    expect(problems).toEqual([]);
  });
});

describe('4. a piece off the board', () => {
  const lost = () => {
    const scenario = r6(squareGeometry);
    return { ...scenario, board: { ...scenario.board, tokens: [scenario.board.tokens[0], { id: 'bomb-b', kind: 'bomb', at: { col: 99, row: 99 } }] } };
  };

  it('shows at the board’s edge with a warning, and is dragged back on', async () => {
    const { page, problems } = await app.openApp('en-US', withoutPickers);
    await openScenario(page, lost(), 'lost-bomb.scenario.json');
    const board = await boardOnScreen(page, squareGeometry);
    // Beside the bottom-right corner, where column 100, row 100 would be.
    const edge = board.point({ x: 200, y: 160 });
    await expect.poll(async () => (await overlayPixel(page, { x: edge.x - 6, y: edge.y - 6 })).a).toBeGreaterThan(0);
    // The problem names the bomb and where it is.
    const problem = page.locator('[data-testid="problem"]', { hasText: 'off the board' });
    await expect.poll(() => problem.count()).toBe(1);
    await problem.click();
    await expect.poll(() => page.getByTestId('inspector-heading').textContent()).toContain('Bomb');
    expect(await page.getByTestId('position-note').textContent()).toContain('Off the board: column 100, row 100');
    await shot(page, 'craft-4-off-board.png');
    await page.keyboard.press('v');
    const target = board.cell({ col: 8, row: 6 });
    await page.mouse.move(edge.x - 4, edge.y - 4);
    await page.mouse.down();
    await page.mouse.move(target.x, target.y, { steps: 10 });
    await page.mouse.up();
    await expect.poll(async () => JSON.parse((await saveAs(page)).text).board.tokens[1].at).toEqual({ col: 8, row: 6 });
    await expect.poll(() => problem.count()).toBe(0);
    await shot(page, 'craft-4-back-on.png');
    expect(problems).toEqual([]);
  });

  it('is moved back by typing its cell in the inspector', async () => {
    const { page, problems } = await app.openApp('en-US', withoutPickers);
    await openScenario(page, lost(), 'lost-bomb.scenario.json');
    await page.locator('[data-testid="problem"]', { hasText: 'off the board' }).click();
    const position = page.locator('#inspector-position');
    await position.fill('Z9');
    await position.press('Enter');
    await expect.poll(() => page.locator('#inspector-position-error').textContent()).toContain('“Z9” is not a cell of this board');
    await position.fill('c4');
    await position.press('Enter');
    await expect.poll(async () => JSON.parse((await saveAs(page)).text).board.tokens[1].at).toEqual({ col: 3, row: 2 });
    expect(await position.inputValue()).toBe('C4');
    expect(problems).toEqual([]);
  });
});

/** What a designer should never read: file paths into the scenario, file notation, cells counted from 0, "id". */
const DEVELOPER_WORDS = /\/(board|sides|victory|meta|turns|setup|ruleset)\b|[{}[\]"]|\bcol\b|Cell \d+,\d+|counted from 0|0-based|\bid\b|\bJSON\b/;

describe('8. plain words', () => {
  it('names the piece and its cell as the board labels it in every problem, with help written for designers', async () => {
    const { page, problems } = await app.openApp('en-US', withoutPickers);
    const scenario = r6(squareGeometry);
    const messy = {
      ...scenario,
      board: { ...scenario.board, tokens: [scenario.board.tokens[0], { id: 'bomb-b', kind: 'bomb', at: { col: 99, row: 99 } }, { id: 'trap-1', kind: 'trap', at: { col: 3, row: 3 } }] },
      sides: [{ ...scenario.sides[0], colour: '#2a6fdb', units: [{ id: 'ash-1', profile: 'ash', at: { col: 5, row: 5 } }] }, scenario.sides[1]],
    };
    await openScenario(page, messy, 'words.scenario.json');
    const list = page.getByTestId('problems-list');
    await list.waitFor();
    const rows = await page.getByTestId('problem').allTextContents();
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) expect(row).not.toMatch(DEVELOPER_WORDS);
    const where = await page.getByTestId('problem-where').allTextContents();
    expect(where).toContain('Bomb · off the board');
    expect(where).toContain('Ash · cell F6');
    expect(where).toContain('Trap · cell D4');
    expect(rows.join('\n')).toContain('The side Defenders has the same colour as the side Attackers');
    await shot(page, 'craft-8-problems.png');
    // Every help text of the side panels is a designer's.
    await page.locator('[data-testid="problem"]', { hasText: 'Trap' }).first().click();
    const helps = await page.locator('.side-panels .panel-field__help').allTextContents();
    expect(helps.length).toBeGreaterThan(10);
    for (const help of helps) expect(help).not.toMatch(DEVELOPER_WORDS);
    expect(await page.getByTestId('inspector-heading').textContent()).toBe('Token: Trap (D4)');
    await shot(page, 'craft-8-inspector.png');
    expect(problems).toEqual([]);
  });

  it('keeps developer notation out of every sample, in French and English', async () => {
    for (const locale of ['en-US', 'fr-FR']) {
      const { page } = await app.openApp(locale);
      await page.getByTestId('sample-list').waitFor();
      const samples = await page.getByTestId('sample-list').locator('[data-sample]').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-sample')!));
      for (const sample of samples) {
        await openSample(page, sample);
        const text = (await page.getByTestId('side-panels').textContent()) ?? '';
        const helps = await page.locator('.side-panels .panel-field__help').allTextContents();
        const rows = await page.getByTestId('problem').allTextContents();
        for (const line of [...helps, ...rows]) expect(line, `${sample} ${locale}`).not.toMatch(DEVELOPER_WORDS);
        expect(text, sample).not.toMatch(/whole file|tout le fichier/);
        await page.keyboard.press('Control+w');
        await page.getByTestId('sample-list').waitFor();
      }
    }
  }, 120_000);
});
