/**
 * The editor's panels and the New scenario dialog in a real Chromium: a hex board made from the
 * dialog, the title and a victory row edited in the scenario panel (dirty state, undo), a Rivet
 * Wars special rule given the effect that plays it, and a problem that selects the unit it is about.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifactsDir, projectRoot, useBuiltApp } from './browser';
import { boardOnScreen, nextFrame, openSample, saveAs, withoutPickers } from './support';

const { openApp } = useBuiltApp();

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(artifactsDir, name) });

/** File › New from the menu bar (« Fichier » in French), and the dialog it opens. */
async function newScenarioDialog(page: Page, fileMenu = 'File') {
  await page.getByRole('menuitem', { name: fileMenu }).click();
  await page.locator('[data-command="file.new"]').click();
  const dialog = page.getByTestId('new-scenario-dialog');
  await dialog.waitFor();
  return dialog;
}

describe('new scenario dialog', () => {
  it('makes a hex board of the size asked, refusing a bad size with a clear message', async () => {
    const { page, problems } = await openApp('en-US');
    const dialog = await newScenarioDialog(page);
    await dialog.getByLabel('Ruleset').selectOption('siege');
    // SIEGE is played on hexes only: the other boards are offered but cannot be chosen.
    expect(await dialog.getByLabel('Square grid').isDisabled()).toBe(true);
    expect(await dialog.getByLabel('Hexes, flat top').isChecked()).toBe(true);
    await dialog.getByLabel('Hexes, pointed top').check();
    await dialog.getByLabel('Title').fill('Border skirmish');
    await dialog.getByLabel('Columns', { exact: true }).fill('0');
    expect(await dialog.getByRole('alert').textContent()).toBe('Columns: Enter a whole number from 1 to 999.');
    expect(await dialog.getByTestId('new-scenario-create').isDisabled()).toBe(true);
    await dialog.getByLabel('Columns', { exact: true }).fill('14');
    await dialog.getByLabel('Rows', { exact: true }).fill('9');
    await dialog.getByLabel('Hex size, across the flats').fill('1.2');
    await dialog.getByLabel('Unit').selectOption('in');
    // Switching units converts what was typed: 1.2 mm is 0.05 in, below the smallest hex.
    expect(await dialog.getByLabel('Hex size, across the flats').inputValue()).toBe('0.05');
    await dialog.getByLabel('Hex size, across the flats').fill('1');
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await shot(page, 'new-scenario-dialog.png');
    await dialog.getByTestId('new-scenario-create').click();

    await page.getByTestId('workspace').waitFor();
    await expect.poll(() => page.getByTestId('status-bar').textContent()).toMatch(/Border skirmish.*14 × 9 hexes of 25\.4 mm/);
    expect(await page.getByTestId('board-canvas').getAttribute('data-board-kind')).toBe('hex');
    expect(await page.title()).toBe('• Border skirmish — Skirmish Studio');
    // The new scenario has no error: what the problems panel lists is left to design.
    const severities = await page.getByTestId('problem').locator('.problem__severity').allTextContents();
    expect(severities.length).toBeGreaterThan(0);
    expect(severities.filter((severity) => severity === 'Error')).toEqual([]);
    expect(await page.getByTestId('problem').first().textContent()).toContain('no victory condition');
    await shot(page, 'new-scenario-hex.png');
    expect(problems).toEqual([]);
  });

  it('names the deployment zones after their sides, and renames them with a side', async () => {
    const { page, problems } = await openApp('en-US');
    const dialog = await newScenarioDialog(page);
    await dialog.getByLabel('Ruleset').selectOption('r6-onboard');
    await dialog.getByLabel('Title').fill('Villa');
    await dialog.getByTestId('new-scenario-create').click();
    await page.getByTestId('workspace').waitFor();
    const zoneNames = () => page.getByTestId('inspector-zones').getByRole('button').allTextContents();
    expect(await zoneNames()).toEqual(['Deployment: Attackers', 'Deployment: Defenders']);
    await page.getByTestId('panel-sides').locator('.side-panel__toggle').click();
    // The scenario is written in English: its English name is the one its zones take.
    const name = page.getByTestId('side-card').first().getByLabel('English');
    await name.fill('Alpha team');
    await name.press('Enter');
    await expect.poll(zoneNames).toEqual(['Deployment: Alpha team', 'Deployment: Defenders']);
    // One undo takes back the side's name and its zone's together.
    await page.getByTestId('status-bar').click();
    await page.keyboard.press('Control+z');
    await expect.poll(zoneNames).toEqual(['Deployment: Attackers', 'Deployment: Defenders']);
    expect(problems).toEqual([]);
  });

  it('speaks French lengths on a free table: po by the fields, in the inspector and in a problem; the unit palette keeps to its column', async () => {
    const { page, problems } = await openApp('fr-FR');
    const dialog = await newScenarioDialog(page, 'Fichier');
    await dialog.getByLabel('Règles', { exact: true }).selectOption('rapid-40000');
    expect(await dialog.locator('.new-scenario__unit').allTextContents()).toEqual(['po']);
    await dialog.getByTestId('new-scenario-create').click();
    await page.getByTestId('workspace').waitFor();
    // Wrapped names keep their bullets on their first line.
    const zoneLinks = page.getByTestId('inspector-zones').getByRole('button');
    expect(await zoneLinks.first().evaluate((button) => getComputedStyle(button).textAlign)).toBe('start');

    await page.keyboard.press('u');
    const palette = page.getByTestId('palette');
    const column = (await palette.boundingBox())!;
    // The side's select and every unit fit the column, and every name is shown whole: the two
    // "Space marine lance-…" differ only at their ends.
    for (const box of [await palette.getByTestId('palette-side').boundingBox(), ...(await Promise.all((await palette.locator('.palette__item').all()).map((item) => item.boundingBox())))]) {
      expect(box!.x + box!.width).toBeLessThanOrEqual(column.x + column.width);
    }
    const clipped = await palette.locator('.palette__name').evaluateAll((names) => names.filter((name) => name.scrollWidth > name.clientWidth).map((name) => name.textContent));
    expect(clipped).toEqual([]);
    await expect.poll(() => palette.locator('.palette__name').allTextContents()).toContain('Space marine lance-flammes');

    await palette.getByText('Soldat space marine').click();
    const canvas = (await page.getByTestId('board-canvas').boundingBox())!;
    await page.mouse.click(canvas.x + canvas.width / 2, canvas.y + canvas.height / 2);
    await expect.poll(() => page.getByTestId('inspector').textContent()).toContain('Position (po depuis le coin en haut à gauche)');
    // A position is typed and shown with the French decimal mark.
    const across = page.getByTestId('inspector').getByLabel('Depuis la gauche', { exact: true });
    await across.fill('30,5');
    await across.press('Enter');
    await expect.poll(() => across.inputValue()).toBe('30,5');
    const outside = page.getByTestId('problem').filter({ hasText: 'hors de toutes les zones de déploiement' });
    await expect.poll(() => outside.textContent()).toMatch(/Soldat space marine est en \(\d+(,\d+)?\u00a0po\u00a0; \d+(,\d+)?\u00a0po\)/);
    await shot(page, 'new-free-table-fr.png');
    expect(problems).toEqual([]);
  });
});

describe('scenario panel', () => {
  it('gives a Rivet Wars special rule the effect that plays it: a new rule’s stand-in text is typed over, a side’s units follow it', async () => {
    const { page, problems } = await openApp('fr-FR', withoutPickers);
    await openSample(page, 'rivet-wars-m03.scenario.json');
    // A game without walls shows no walls: no toggle for them, no rooms in the zone tool.
    expect(await page.getByTestId('view-toggle-view.layer.edges').count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Affichage' }).click();
    expect(await page.locator('[data-command="view.layer.edges"]').isDisabled()).toBe(true);
    expect(await page.locator('[data-command="view.layer.edges"]').getAttribute('aria-checked')).toBe('false');
    expect(await page.locator('[data-command="view.layer.units"]').getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Escape');
    await page.getByTestId('tool-zone').click();
    expect(await page.getByTestId('palette-zone-room').count()).toBe(0);
    expect(await page.getByTestId('palette-zone-purpose').locator('option').allTextContents()).not.toContain('Pièce');
    expect(await page.getByTestId('palette').innerText()).not.toContain('murs');
    const panel = page.getByTestId('scenario-panel');
    await panel.getByRole('button', { name: 'Ajouter une règle spéciale' }).click();
    // The stand-in text comes selected: typing replaces it.
    await page.keyboard.type('Des renforts Blight tombent du ciel.');
    await page.keyboard.press('Tab');
    const rule = panel.getByTestId('special-rule').last();
    await expect.poll(() => rule.getByText('Cette règle reste en mots', { exact: false }).count()).toBe(1);
    await rule.getByLabel('Effet en partie').selectOption({ label: 'Parachutage' });
    await rule.getByLabel('Camp', { exact: true }).selectOption({ label: 'Blight' });
    await expect.poll(() => rule.getByLabel('Unité', { exact: true }).inputValue()).toBe('panzerfaust');
    await rule.getByLabel('Unités par largage').fill('2');
    await rule.getByLabel('Unités par largage').press('Enter');
    // Rewording the rule keeps its effect.
    await rule.locator('textarea').first().fill('Des renforts Blight tombent du ciel, à chaque tour.');
    await rule.locator('textarea').first().press('Tab');
    await expect.poll(() => rule.getByLabel('Effet en partie').inputValue()).toBe('paradrop');
    await shot(page, 'special-rule-effect-fr.png');
    const saved = JSON.parse((await saveAs(page)).text) as { setup: { specialRules: { text: unknown; effect?: unknown }[] } };
    expect(saved.setup.specialRules.at(-1)).toMatchObject({ text: 'Des renforts Blight tombent du ciel, à chaque tour.', effect: { kind: 'paradrop', params: { side: 'blight', profile: 'panzerfaust', count: 2 } } });
    expect(problems).toEqual([]);
  });

  it('edits the escalation levels of Rivet Wars’ mission 10 in the panel: a free unit changed, a level added and numbered, one removed', async () => {
    const { page, problems } = await openApp('fr-FR', withoutPickers);
    await openSample(page, 'rivet-wars-m10.scenario.json');
    const rule = page.getByTestId('scenario-panel').getByTestId('special-rule').first();
    await expect.poll(() => rule.getByLabel('Effet en partie').inputValue()).toBe('escalation');
    const levels = rule.getByTestId('effect-entry');
    await expect.poll(() => levels.count()).toBe(4);
    expect(await levels.nth(0).innerText()).toContain('Palier 1');
    // Level 4 gives the Blight three Panzerfaust: make them Sturmpanzers.
    const fourth = levels.nth(3);
    await expect.poll(() => fourth.getByLabel('Unités gratuites', { exact: true }).inputValue()).toBe('3');
    await fourth.getByLabel('Unité gratuite (Blight)').selectOption({ label: 'Sturmpanzer' });
    // A fifth level, at 9 to 10 VP, worth two Rivets.
    await rule.getByRole('button', { name: 'Ajouter un palier' }).click();
    await expect.poll(() => levels.count()).toBe(5);
    const fifth = levels.nth(4);
    for (const [label, value] of [['De (VP)', '9'], ['À (VP)', '10'], ['Rivets', '2']] as const) {
      await fifth.getByLabel(label, { exact: true }).fill(value);
      await fifth.getByLabel(label, { exact: true }).press('Enter');
    }
    await fifth.scrollIntoViewIfNeeded();
    await shot(page, 'rivet-escalation-levels-fr.png');
    // The second level (3 to 4 VP, a Rivet) goes.
    await rule.getByRole('button', { name: 'Retirer le palier 2' }).click();
    await expect.poll(() => levels.count()).toBe(4);
    await expect.poll(() => page.getByTestId('problem').count()).toBe(0);
    const saved = JSON.parse((await saveAs(page)).text) as { setup: { specialRules: { effect?: { params?: { levels?: unknown[] } } }[] } };
    expect(saved.setup.specialRules[0]?.effect?.params?.levels).toEqual([
      { from: 1, to: 2, deploymentPoints: 1 },
      { from: 5, to: 6, deploymentPoints: 3 },
      { from: 7, to: 8, units: 3, profiles: { allies: 'rifleman', blight: 'sturmpanzer' } },
      { from: 9, to: 10, rivets: 2, profiles: { allies: 'rifleman', blight: 'panzerfaust' } },
    ]);
    expect(problems).toEqual([]);
  });

  it('edits the title and a victory row, marks the document unsaved, and undoes each step', async () => {
    const { page, problems } = await openApp('en-US');
    await openSample(page, 'r6-ambassade.scenario.json');
    expect(await page.title()).toBe('Defuse at the embassy — Skirmish Studio');
    expect(await page.getByTestId('view-toggle-view.layer.edges').count()).toBe(1);
    const panel = page.getByTestId('scenario-panel');
    const title = panel.getByLabel('Title', { exact: true });
    // The schema's description of the field is its help text.
    expect(await page.locator('#meta-title-help').textContent()).toBe('The name players see on the scenario sheet and in the file list.');
    await title.fill('Night at the embassy');
    await title.press('Enter');
    await expect.poll(() => page.title()).toBe('• Night at the embassy — Skirmish Studio');
    expect(await page.getByTestId('status-bar').textContent()).toContain('unsaved changes');

    const rows = panel.getByTestId('victory-row');
    expect(await rows.count()).toBe(4);
    const survive = rows.nth(2);
    expect(await survive.getByLabel('Type').inputValue()).toBe('survive');
    await survive.getByLabel('Turns').fill('8');
    await survive.getByLabel('Turns').press('Tab');
    await expect.poll(() => rows.nth(2).getByLabel('Turns').inputValue()).toBe('8');
    // A condition beyond the turn limit is a problem: 12 turns of a 10-turn game.
    await rows.nth(2).getByLabel('Turns').fill('12');
    await rows.nth(2).getByLabel('Turns').press('Enter');
    await expect.poll(() => page.getByTestId('problems-list').textContent()).toContain('12');

    await panel.getByLabel('New condition').selectOption('custom');
    await panel.getByTestId('victory-add').click();
    await expect.poll(() => rows.count()).toBe(5);
    expect(await rows.nth(4).getByLabel('Condition in words').inputValue()).toBe('Describe the condition here.');
    await rows.nth(4).getByRole('button', { name: 'Move up' }).click();
    await expect.poll(() => rows.nth(3).getByLabel('Type').inputValue()).toBe('custom');
    await shot(page, 'scenario-panel.png');

    // Each change is one undo step (the shortcut works once the focus has left the fields).
    await page.getByTestId('status-bar').click();
    await page.keyboard.press('Control+z');
    await expect.poll(() => rows.nth(4).getByLabel('Type').inputValue()).toBe('custom');
    await page.keyboard.press('Control+z');
    await expect.poll(() => rows.count()).toBe(4);
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await expect.poll(() => rows.nth(2).getByLabel('Turns').inputValue()).toBe('10');
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.title()).toBe('Defuse at the embassy — Skirmish Studio');
    expect(await title.inputValue()).toBe('Defuse at the embassy');
    expect(problems).toEqual([]);
  });

  it('says why an edit is refused, and keeps the scenario as it was', async () => {
    const { page } = await openApp('fr-FR');
    await openSample(page, 'r6-ambassade.scenario.json');
    const title = page.getByTestId('scenario-panel').getByLabel('Titre', { exact: true });
    await title.fill('');
    await title.press('Enter');
    await expect.poll(() => page.getByTestId('panel-refusal').textContent()).not.toBe('');
    expect(await page.getByTestId('panel-refusal').textContent()).toMatch(/titre/i);
    expect(await title.inputValue()).toBe('Désamorçage dans l’ambassade');
    expect(await page.title()).toBe('Désamorçage dans l’ambassade — Skirmish Studio');
  });

  it('resizes the board from its columns and rows, and refuses to cut off what stands at its edge', async () => {
    const { page, problems } = await openApp('fr-FR');
    await openSample(page, 'r6-ambassade.scenario.json');
    const panel = page.getByTestId('scenario-panel');
    await panel.getByLabel('Colonnes', { exact: true }).fill('11');
    await panel.getByLabel('Colonnes', { exact: true }).press('Enter');
    await expect.poll(() => page.getByTestId('status-bar').textContent()).toContain('11 × 6 cases de 25 mm');
    // The last row is the attackers' start zone: it stays, and the panel says why.
    await panel.getByLabel('Rangées', { exact: true }).fill('5');
    await panel.getByLabel('Rangées', { exact: true }).press('Enter');
    await expect.poll(() => page.getByTestId('panel-refusal').textContent()).toContain('À 11 × 5, le plateau laisserait du terrain, une zone ou une tuile en F1 dehors\u00a0: retirez-les d’abord.');
    expect(await panel.getByLabel('Rangées', { exact: true }).inputValue()).toBe('6');
    // One undo gives the board its nine columns back (the keyboard off the field, whose own undo is its text's).
    await page.getByTestId('status-bar').click();
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.getByTestId('status-bar').textContent()).toContain('9 × 6 cases de 25 mm');
    expect(problems).toEqual([]);
  });
});

describe('problems panel', () => {
  it('selects the unit a problem is about, by mouse or keyboard, and shows it in the inspector', async () => {
    const { page, problems } = await openApp('en-US');
    // The castle with a defender moved onto the lord's hex: two figures on one hex.
    const castle = JSON.parse(await readFile(path.join(projectRoot, 'scenarios', 'siege-castle.scenario.json'), 'utf8'));
    castle.sides[1].units[2].at = { col: 18, row: 10 };
    const transfer = await page.evaluateHandle((text) => {
      const data = new DataTransfer();
      data.items.add(new File([text], 'crowded.scenario.json', { type: 'application/json' }));
      return data;
    }, JSON.stringify(castle));
    await page.getByTestId('sample-list').waitFor();
    await page.dispatchEvent('.app', 'dragover', { dataTransfer: transfer });
    await page.dispatchEvent('.app', 'drop', { dataTransfer: transfer });
    await page.getByTestId('side-panels').waitFor();

    const problem = page.locator('[data-testid="problem"][data-problem-pointer="/sides/1/units/2/at"]');
    await problem.waitFor();
    expect(await problem.textContent()).toMatch(/Error.*1911.*cell 1911/);
    expect(await page.getByTestId('inspector-empty').count()).toBe(1);
    await problem.click();
    await expect.poll(() => page.getByTestId('inspector-heading').textContent()).toBe('Unit: Sergeant (1911)');
    expect(await page.getByTestId('inspector').getByLabel('Hidden from opponents').isChecked()).toBe(false);
    await shot(page, 'problems-panel.png');

    // The keyboard reaches the same: arrows move along the list, Enter selects.
    await page.getByTestId('inspector').getByRole('button', { name: 'Delete' }).waitFor();
    const first = page.getByTestId('problem').first();
    await first.focus();
    await page.keyboard.press('End');
    const last = await page.evaluate(() => document.activeElement?.getAttribute('data-problem-pointer'));
    expect(last).toBe(await page.getByTestId('problem').last().getAttribute('data-problem-pointer'));
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('problem');
    await problem.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('inspector-heading').textContent()).toBe('Unit: Sergeant (1911)');

    // Deleting it from the inspector solves the problem too.
    await page.getByTestId('inspector').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => problem.count()).toBe(0);
    expect(await page.getByTestId('inspector-empty').count()).toBe(1);
    expect(problems).toEqual([]);
  });
});

describe('zones in the inspector', () => {
  it('chooses a zone by name, from the list or from a cell it holds, to edit or delete it', async () => {
    const { page, problems } = await openApp('en-US');
    await openSample(page, 'r6-ambassade.scenario.json');
    // Zones have no counter to click: with nothing selected, the inspector names them all.
    const zones = page.getByTestId('inspector-zones');
    expect(await zones.getByRole('button').allTextContents()).toEqual(['Attackers start (outside)', 'Bomb site A: office', 'Bomb site B: archives', 'Defenders start A', 'Defenders start B', 'Hall', 'Meeting room', 'Corridor', 'Kitchen', 'Security room']);
    // A click on a bare cell of the kitchen (E3, a room its walls enclose): the zones that hold it.
    const sample = JSON.parse(await readFile(path.join(projectRoot, 'scenarios', 'r6-ambassade.scenario.json'), 'utf8'));
    await nextFrame(page);
    const board = await boardOnScreen(page, sample.board.geometry);
    const kitchen = board.cell({ col: 2, row: 4 });
    await page.mouse.click(kitchen.x, kitchen.y);
    await expect.poll(() => page.getByTestId('inspector-empty').textContent()).toBe('Selected cells: E3');
    const here = await zones.getByRole('button').allTextContents();
    expect(here).toContain('Kitchen');
    expect(here).not.toContain('Hall');
    await shot(page, 'inspector-zones-here.png');
    await zones.getByRole('button', { name: 'Kitchen' }).click();
    await expect.poll(() => page.getByTestId('inspector-heading').textContent()).toBe('Zone: Kitchen');
    await page.getByTestId('inspector').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => zones.getByRole('button').count()).toBe(9);
    expect(await zones.getByRole('button').allTextContents()).not.toContain('Kitchen');
    expect(problems).toEqual([]);
  });
});

describe('sides panel', () => {
  it('renames and recolours a side in French, and a problem about a side opens its field', async () => {
    const { page, problems } = await openApp('fr-FR');
    await openSample(page, 'siege-castle.scenario.json');
    await page.getByTestId('panel-sides').locator('.side-panel__toggle').click();
    const cards = page.getByTestId('side-card');
    expect(await cards.count()).toBe(2);
    const attackers = cards.nth(0);
    await attackers.getByLabel('Français').fill('Assaillants');
    await attackers.getByLabel('Français').press('Enter');
    await expect.poll(() => cards.nth(0).locator('.side-card__legend').textContent()).toBe('Assaillants');
    // The defenders take the attackers' colour: the same colour twice is a warning.
    const colour = await cards.nth(0).locator('input[id="side-0-colour"]').inputValue();
    await cards.nth(1).locator('input[id="side-1-colour"]').fill(colour);
    await cards.nth(1).locator('input[id="side-1-colour"]').press('Enter');
    const problem = page.locator('[data-testid="problem"][data-problem-pointer="/sides/1/colour"]');
    await problem.waitFor();
    expect(await problem.textContent()).toContain('même couleur');
    await page.getByTestId('panel-sides').locator('.side-panel__toggle').click();
    expect(await cards.first().isVisible()).toBe(false);
    await problem.click();
    // Its panel opens again and the field it is about has the focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('side-1-colour');
    await shot(page, 'sides-panel-fr.png');
    expect(problems).toEqual([]);
  });
});
