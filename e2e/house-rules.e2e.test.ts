/**
 * House rules in a real Chromium. In the SIEGE castle sample: raise the ramparts' (the wall-walk's)
 * movement cost, then edit one cell of the combat table; in the R6 embassy, take a card out of the
 * attackers' deck. Each time the palette, the Problems panel and a playtest follow. One field is
 * reset, the scenario saved and opened again with the same house rules; then the house rules are
 * saved as a variant, a new scenario is made on it, and a scenario on the variant is played.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import castle from '../scenarios/siege-castle.scenario.json';
import rivets from '../scenarios/rivet-wars-m01.scenario.json';
import embassy from '../scenarios/r6-ambassade.scenario.json';
import type { HexGeometry } from '../engine/board/types';
import { BUILTIN_RULESETS, mergeOverrides, variantOf } from '../engine/scenario';
import type { RulesetData } from '../engine/scenario/types';
import { artifactsDir, useBuiltApp } from './browser';
import { boardOnScreen, dropFile, openSample, openScenario, reopenFile, saveAs, shot, withoutPickers } from './support';

const app = useBuiltApp();

const overridePointer = (...path: string[]) => `/ruleset/overrides/${path.join('/')}`;
/** The control of a place of the house rules, by its pointer in the scenario file. */
const control = (page: Page, ...path: string[]) => page.locator(`input[data-pointer="${overridePointer(...path)}"]`);
/** The field (label, value, game's value, mark and reset) of a place of the house rules. */
const field = (page: Page, ...path: string[]) => page.locator(`[data-testid="house-field"][data-path="${path.join('/')}"]`);
const count = (page: Page) => page.getByTestId('house-rules-count').textContent();
const statusBar = (page: Page) => page.getByTestId('status-bar').textContent();

async function openHouseRules(page: Page) {
  const toggle = page.getByTestId('panel-houseRules').locator('.side-panel__toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByTestId('house-rules').waitFor();
}

/** Unfolds a section of the panel and one of its entries. */
async function unfold(page: Page, section: string, entry?: string) {
  const heading = page.getByTestId(`house-section-${section}`).locator('.house-section__toggle');
  if ((await heading.getAttribute('aria-expanded')) !== 'true') await heading.click();
  if (!entry) return;
  const toggle = page.getByTestId(`house-entry-${section}-${entry}`).locator('.house-entry-item__toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/** Types a value into a field as a designer does, and leaves it with Enter (one edit). */
async function type(page: Page, value: string, ...path: string[]) {
  const input = control(page, ...path);
  await input.fill(value);
  await input.press('Enter');
}

/** Starts a playtest with these seats (by the sides' names) and this seed, the bots playing without pausing, and waits for the game. */
async function startPlaytest(page: Page, seats: Readonly<Record<string, string>>, seed: number) {
  await page.getByRole('menuitem', { name: 'Play' }).click();
  await page.locator('[data-command="play.playtest"]').click();
  await page.getByTestId('playtest-setup').waitFor();
  for (const [side, seat] of Object.entries(seats)) await page.getByLabel(side, { exact: true }).selectOption(seat);
  await page.getByLabel("Bots' pace").selectOption('quick');
  await page.getByLabel('Seed (same seed, same dice)').fill(String(seed));
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.getByTestId('playtest').waitFor();
}

async function leavePlaytest(page: Page) {
  await page.getByRole('button', { name: 'Back to the editor' }).click();
  // A game under way asks first whether to save it.
  const asked = page.getByTestId('save-changes-dialog');
  await page.getByTestId('workspace').or(asked).first().waitFor();
  if (await asked.isVisible()) await asked.getByRole('button', { name: "Don't Save" }).click();
  await page.getByTestId('workspace').waitFor();
}

/** The reach of the defenders' crossbowman on the north ramparts (1806) at the first movement step, in words. */
async function crossbowmanReach(page: Page): Promise<string[]> {
  await startPlaytest(page, { Besiegers: 'random', Defenders: 'person' }, 7);
  const status = () => page.getByTestId('playtest-status').textContent();
  await expect.poll(status, { timeout: 60_000 }).toMatch(/Defenders to play$/);
  if ((await status())?.includes('Archers and crossbowmen fire')) await page.getByRole('button', { name: 'End this step: Archers and crossbowmen fire' }).click();
  await expect.poll(status).toMatch(/^Turn 1 of 20 · Movement · Defenders to play$/);
  const board = await boardOnScreen(page, castle.board.geometry as HexGeometry);
  const at = board.cell(board.kernel.parseLabel('1806')!);
  await page.mouse.click(at.x, at.y);
  const reach = page.getByTestId('selected-reach').locator('li');
  await expect.poll(() => reach.count()).toBeGreaterThan(0);
  return reach.allTextContents();
}

describe('House rules', () => {
  it('SIEGE: the ramparts’ cost and a cell of the combat table, followed by the palette, the Problems panel and a playtest; reset, save, reopen; a variant made, used and played', async () => {
    const { page, problems } = await app.openApp('en-US', withoutPickers);
    await openSample(page, 'siege-castle.scenario.json');
    // On the ramparts as printed, the crossbowman has hexes one movement point away.
    const before = await crossbowmanReach(page);
    expect(before[0]).toMatch(/^1 movement point: /);
    await leavePlaytest(page);

    await openHouseRules(page);
    expect(await count(page)).toBe('No house rules: the game as printed.');
    await unfold(page, 'terrain', 'rampart');
    const cost = field(page, 'terrain', 'rampart', 'moveCost', 'foot');
    await expect.poll(() => cost.getByTestId('house-game').textContent()).toBe('game: 1');

    // Checked as typed: a cost beyond the format's bound is refused under the field, and nothing is changed.
    await control(page, 'terrain', 'rampart', 'moveCost', 'foot').fill('500');
    await expect.poll(() => cost.getByRole('alert').textContent()).toMatch(/100/);
    await control(page, 'terrain', 'rampart', 'moveCost', 'foot').press('Escape');
    expect(await count(page)).toBe('No house rules: the game as printed.');
    // An emptied cost does not make the ramparts impassable behind the person's back: it says how to.
    await control(page, 'terrain', 'rampart', 'moveCost', 'foot').fill('');
    await control(page, 'terrain', 'rampart', 'moveCost', 'foot').press('Enter');
    await expect.poll(() => cost.getByRole('alert').textContent()).toBe('Type a number, or choose “Impassable” for this terrain not to be crossed.');
    await control(page, 'terrain', 'rampart', 'moveCost', 'foot').press('Escape');
    expect(await count(page)).toBe('No house rules: the game as printed.');

    // Raise it: the field is marked changed beside the game's value, one undo step takes it back, redo again.
    await type(page, '3', 'terrain', 'rampart', 'moveCost', 'foot');
    await expect.poll(() => count(page)).toBe('House rules: 1 change.');
    expect(await cost.getByTestId('house-changed').isVisible()).toBe(true);
    await page.locator('body').click({ position: { x: 5, y: 790 } });
    await page.keyboard.press('Control+z');
    await expect.poll(() => count(page)).toBe('No house rules: the game as printed.');
    await page.keyboard.press('Control+y');
    await expect.poll(() => count(page)).toBe('House rules: 1 change.');
    await expect.poll(() => control(page, 'terrain', 'rampart', 'moveCost', 'foot').inputValue()).toBe('3');
    await shot(page, 'house-rules-rampart.png');

    // The terrain palette says it at once; the scenario still has no problems.
    await page.keyboard.press('b');
    await expect.poll(() => page.getByTestId('palette-terrain-rampart').textContent()).toMatch(/On foot 3/);
    await expect.poll(() => statusBar(page)).toMatch(/No problems/);

    // The playtest plays the ramparts at their new cost: no hex of the crossbowman's reach is one point away any more.
    const after = await crossbowmanReach(page);
    expect(after.some((line) => line.startsWith('1 movement points'))).toBe(false);
    expect(after.some((line) => line.startsWith('3 movement points'))).toBe(true);
    await leavePlaytest(page);

    // One cell of the combat table, named as in the rulebook: a code the table does not know is a
    // problem in the Problems panel that points back at the cell; the playtest is refused until it is fixed.
    await openHouseRules(page);
    await unfold(page, 'tables', 'combat-foot');
    const cell = ['tables', 'combat-foot', 'rows', '6', 'results', '2'];
    expect(await control(page, ...cell).getAttribute('aria-label')).toBe('Die roll 7, Odds 3-1');
    expect(await control(page, ...cell).inputValue()).toBe('A');
    await type(page, 'Z', ...cell);
    const problemsList = page.getByTestId('problems-list');
    await expect.poll(() => problemsList.textContent()).toMatch(/Z/);
    await shot(page, 'house-rules-problem.png');
    await page.getByRole('menuitem', { name: 'Play' }).click();
    await page.locator('[data-command="play.playtest"]').click();
    await expect.poll(() => page.locator('body').textContent()).toMatch(/Fix the scenario's errors before playing it/);
    await page.keyboard.press('Escape');
    await problemsList.getByTestId('problem').filter({ hasText: 'Z' }).first().click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-pointer'))).toBe(overridePointer(...cell));
    await type(page, 'B', ...cell);
    await expect.poll(() => statusBar(page)).toMatch(/No problems/);
    await expect.poll(() => count(page)).toBe('House rules: 2 changes.');
    await control(page, ...cell).focus();
    await expect.poll(() => page.getByTestId('house-table-status').textContent()).toMatch(/game: A|\bA\b/);
    await shot(page, 'house-rules-table.png');
    expect((await crossbowmanReach(page))[0]).not.toMatch(/^1 movement points/);
    await leavePlaytest(page);

    // Only the changes: the filter leaves the two changed places.
    await openHouseRules(page);
    await page.getByTestId('house-only-changes').check();
    await expect.poll(() => page.getByTestId('house-rules').locator('[data-testid="house-changed"]').count()).toBeGreaterThan(0);
    const shownFields = await page.getByTestId('house-rules').locator('[data-testid="house-field"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-path')));
    expect(shownFields.filter((place) => place !== null && !place.startsWith('terrain/rampart/moveCost'))).toEqual([]);
    expect(await page.getByTestId('house-rules').getByTestId('house-table').count()).toBe(1);
    await shot(page, 'house-rules-only-changes.png');
    await page.getByTestId('house-only-changes').uncheck();

    // Reset one field: the ramparts' cost is the game's again; the table cell stays.
    await unfold(page, 'terrain', 'rampart');
    await cost.getByTestId('house-reset').click();
    await expect.poll(() => count(page)).toBe('House rules: 1 change.');
    expect(await control(page, 'terrain', 'rampart', 'moveCost', 'foot').inputValue()).toBe('1');

    // Save, open the file again: the same house rules.
    const saved = await saveAs(page);
    const written = JSON.parse(saved.text) as { ruleset: { id: string; overrides: { tables: Record<string, { rows: { results: string[] }[] }> } } };
    expect(written.ruleset.id).toBe('siege');
    expect(Object.keys(written.ruleset.overrides)).toEqual(['tables']);
    expect(written.ruleset.overrides.tables['combat-foot']?.rows[6]?.results[2]).toBe('B');
    await reopenFile(page, saved.text, 'castle-kinder.scenario.json');
    await expect.poll(() => statusBar(page)).toMatch(/No problems/);
    await openHouseRules(page);
    await expect.poll(() => count(page)).toBe('House rules: 1 change.');
    await unfold(page, 'tables', 'combat-foot');
    expect(await control(page, ...cell).inputValue()).toBe('B');

    // Save as a variant, and move this scenario onto it.
    const download = page.waitForEvent('download');
    await page.getByTestId('house-save-variant').click();
    await page.getByTestId('variant-dialog').waitFor();
    // The fields show what is typed; an id the file name cannot take says why, with one it can.
    expect((await page.locator('#variant-id').boundingBox())!.width).toBeGreaterThan(150);
    await page.locator('#variant-id').fill('siège doux');
    await expect.poll(() => page.getByTestId('variant-dialog').getByRole('alert').textContent()).toMatch(/: “siege-doux”, for instance\.$/);
    expect(await page.getByTestId('variant-save').isDisabled()).toBe(true);
    await page.locator('#variant-id').fill('siege-kinder');
    await page.locator('#variant-name-en').fill('SIEGE, kinder combat');
    await page.getByTestId('variant-play-on-it').check();
    await page.getByTestId('variant-save').click();
    const variantFile = await download;
    expect(variantFile.suggestedFilename()).toBe('siege-kinder.ruleset.json');
    const variant = JSON.parse(await readFile((await variantFile.path())!, 'utf8')) as { $schema: string; id: string; mechanics: string; name: { en: string }; tables: Record<string, { rows: { results: string[] }[] }> };
    expect(variant).toMatchObject({ $schema: 'https://skirmish-studio.dev/schemas/ruleset.schema.json', id: 'siege-kinder', mechanics: 'siege', name: { en: 'SIEGE, kinder combat' } });
    expect(variant.tables['combat-foot']?.rows[6]?.results[2]).toBe('B');
    await expect.poll(() => count(page)).toBe('No house rules: the variant as saved.');
    await expect.poll(() => page.getByTestId('house-rules').locator('.panel-note').textContent()).toMatch(/SIEGE, kinder combat/);
    await shot(page, 'house-rules-variant.png');

    // Saved, the scenario names the variant instead of the game, and has no house rules of its own.
    const onVariant = JSON.parse((await saveAs(page)).text) as { ruleset: unknown };
    expect(onVariant.ruleset).toEqual({ id: 'siege-kinder' });

    // The scenario on the variant plays: its bots play the game to its end on the variant's table.
    await startPlaytest(page, { Besiegers: 'random', Defenders: 'random' }, 11);
    await expect.poll(() => page.getByTestId('playtest-status').textContent(), { timeout: 60_000, interval: 500 }).toMatch(/^Victory: (Besiegers|Defenders)\. |^Nobody wins: /);
    await leavePlaytest(page);

    // File › New offers the variant; a scenario made on it names it and its palette is the variant's.
    await page.getByRole('menuitem', { name: 'File' }).click();
    await page.locator('[data-command="file.new"]').click();
    const dialog = page.getByTestId('new-scenario-dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.locator('#new-ruleset option').allTextContents()).toContainEqual(expect.stringMatching(/SIEGE, kinder combat — variant of SIEGE/));
    await dialog.locator('#new-ruleset').selectOption('siege-kinder');
    await page.getByTestId('new-scenario-create').click();
    await page.getByTestId('workspace').waitFor();
    const fresh = JSON.parse((await saveAs(page)).text) as { ruleset: { id: string; overrides?: unknown } };
    expect(fresh.ruleset).toEqual({ id: 'siege-kinder' });
    expect(problems).toEqual([]);
  }, 600_000);

  it('R6: a card taken out of the attackers’ deck, followed by the playtest’s draw pile; the help in French', async () => {
    const { page, problems } = await app.openApp('en-US');
    await openSample(page, 'r6-ambassade.scenario.json');
    const pile = async () => {
      await startPlaytest(page, {}, 5);
      const tracks = page.getByTestId('tracks').locator('[data-side="attackers"]');
      await tracks.waitFor();
      const text = await tracks.evaluate((side) => [...side.querySelectorAll('dt')].find((term) => term.textContent === 'Draw pile')?.nextElementSibling?.textContent ?? '');
      await leavePlaytest(page);
      return Number(/(\d+)/.exec(text)?.[1]);
    };
    const full = await pile();
    await openHouseRules(page);
    await unfold(page, 'decks', 'attack');
    const breach = field(page, 'decks', 'attack', 'cards');
    await breach.waitFor();
    const deck = embassy as unknown as { ruleset: { id: string } };
    expect(deck.ruleset.id).toBe('r6-onboard');
    await breach.getByRole('button', { name: 'Remove Breaching charge', exact: true }).click();
    await expect.poll(() => count(page)).toBe('House rules: 1 change.');
    // The card taken out is one line that says so, with a button that gives it back.
    const removed = field(page, 'decks', 'attack', 'cards', 'breach');
    await expect.poll(() => removed.textContent()).toMatch(/^Breaching charge removed Restore$/);
    await expect.poll(() => statusBar(page)).toMatch(/No problems/);
    await shot(page, 'house-rules-r6-deck.png');
    expect(await pile()).toBe(full - 4);

    // A terrain kind added as a copy of the floor is offered by the palette at once; one undo takes it out again.
    await openHouseRules(page);
    await unfold(page, 'terrain');
    const adding = page.getByTestId('house-add-terrain');
    await adding.getByLabel('Id').fill('rubble');
    await adding.getByLabel('Starts as a copy of').selectOption('floor');
    await adding.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => count(page)).toBe('House rules: 2 changes.');
    await expect.poll(() => page.getByTestId('house-entry-terrain-rubble').textContent()).toMatch(/added/);
    await type(page, '3', 'terrain', 'rubble', 'moveCost', 'foot');
    await page.locator('body').click({ position: { x: 5, y: 790 } });
    await page.keyboard.press('b');
    await expect.poll(() => page.getByTestId('palette-terrain-rubble').textContent()).toMatch(/3/);
    await shot(page, 'house-rules-r6-added.png');
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.getByTestId('palette-terrain-rubble').count()).toBe(0);
    await expect.poll(() => count(page)).toBe('House rules: 1 change.');

    // The help is the format's description, in the interface's language.
    await page.getByTestId('language-select').selectOption('fr');
    await openHouseRules(page);
    await unfold(page, 'decks', 'attack');
    await expect.poll(() => page.getByTestId('house-rules').textContent()).toMatch(/Règles maison\u00a0: 1 modification/);
    await expect.poll(() => field(page, 'decks', 'attack', 'cards', 'breach').textContent()).toMatch(/retirée?|Rétablir/);
    const copies = field(page, 'decks', 'attack', 'cards', 'smoke-grenade', 'count');
    await expect.poll(() => copies.locator('.house-field__help').textContent()).toBe('Exemplaires dans le paquet.');
    await shot(page, 'house-rules-fr.png');
    expect(problems).toEqual([]);
  }, 300_000);

  it('every part: a constant with its documentation, out of its bounds in the Problems panel; a unit profile’s stats, weapons, abilities and cost', async () => {
    const { page, problems } = await app.openApp('en-US');
    await openSample(page, 'siege-castle.scenario.json');
    await openHouseRules(page);
    await unfold(page, 'constants');
    const constant = page.locator('[data-testid="house-constant"][data-constant="ladderMoveCost"]');
    await expect.poll(() => constant.textContent()).toMatch(/^Movement points each of the two bearers spends to move or turn a raised ladder\..*game: 2.*ladderMoveCost · from 0 to 100 · whole number · from the rulebook/);
    await type(page, '200', 'constants', 'ladderMoveCost');
    await expect.poll(() => statusBar(page)).toMatch(/Errors: 1/);
    const problem = page.getByTestId('problems-list').getByTestId('problem').first();
    expect(await problem.getAttribute('data-problem-pointer')).toBe(overridePointer('constants', 'ladderMoveCost'));
    await problem.scrollIntoViewIfNeeded();
    await shot(page, 'house-rules-constant-problem.png');
    await problem.click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-pointer'))).toBe(overridePointer('constants', 'ladderMoveCost'));
    await type(page, '3', 'constants', 'ladderMoveCost');
    await expect.poll(() => statusBar(page)).toMatch(/No problems/);
    await constant.scrollIntoViewIfNeeded();
    await shot(page, 'house-rules-constants.png');

    const other = (await app.openApp('en-US')).page;
    await openSample(other, 'rapid40k-skirmish.scenario.json');
    await openHouseRules(other);
    await unfold(other, 'unitProfiles', 'sm-captain');
    const captain = other.getByTestId('house-entry-unitProfiles-sm-captain');
    const labels = await captain.locator('.house-field__label').allTextContents();
    for (const part of ['Characteristics', 'Weapons and attacks', 'Abilities', 'Cost']) expect(labels).toContain(part);
    await type(other, '4', 'unitProfiles', 'sm-captain', 'stats', 'combat');
    await type(other, '24', 'unitProfiles', 'sm-captain', 'weapons', '0', 'range');
    await expect.poll(() => count(other)).toBe('House rules: 2 changes.');
    expect(await field(other, 'unitProfiles', 'sm-captain', 'weapons', '0', 'range').getByTestId('house-game').textContent()).toBe('game: 18');
    await field(other, 'unitProfiles', 'sm-captain', 'weapons').scrollIntoViewIfNeeded();
    await shot(other, 'house-rules-unit-profile.png');

    // Rivet Wars: an ability with its number X and its marks (Tank shock 2 becomes 3 and a Buff).
    const third = (await app.openApp('en-US', withoutPickers)).page;
    await openScenario(third, rivets, 'rivet-wars-m01.scenario.json');
    await openHouseRules(third);
    await unfold(third, 'unitProfiles', 'm2-wolverine');
    const ability = third.locator(`[data-testid="house-field"][data-pointer="${overridePointer('unitProfiles', 'm2-wolverine', 'abilities', '0')}"]`);
    expect(await ability.getByLabel('Ability').inputValue()).toBe('tank-shock');
    const value = ability.getByLabel('Value of tank-shock');
    expect(await value.inputValue()).toBe('2');
    await value.fill('3');
    await value.press('Enter');
    await expect.poll(() => count(third)).toBe('House rules: 1 change.');
    await ability.getByLabel('Buff (shared with the grid)').check();
    await expect.poll(() => ability.getByLabel('Buff (shared with the grid)').isChecked()).toBe(true);
    const saved = JSON.parse((await saveAs(third)).text) as { ruleset: { overrides: unknown } };
    expect(saved.ruleset.overrides).toEqual({ unitProfiles: { 'm2-wolverine': { abilities: [{ id: 'tank-shock', value: 3, buff: true }] } } });
    await ability.scrollIntoViewIfNeeded();
    await shot(third, 'house-rules-ability.png');
    expect(problems).toEqual([]);
  }, 120_000);

  it('the browser opens a variant from a file; refuses one naming unknown mechanics and one of 50 MB, each saying where; a scenario on a missing variant says which and where it looked', async () => {
    const siege = BUILTIN_RULESETS.get('siege') as RulesetData;
    const kinder = variantOf(mergeOverrides(siege, { terrain: { moat: { moveCost: { foot: 2 } } } }) as unknown as RulesetData, { id: 'siege-shallow', name: { en: 'SIEGE, shallow moat', fr: 'SIEGE, douves peu profondes' } });
    const onVariant = { ...castle, ruleset: { id: 'siege-shallow' } };
    const { page, problems } = await app.openApp('en-US', withoutPickers);
    const notices = () => page.getByTestId('notices').textContent();

    // The scenario first, with no variant installed: the Problems panel says which is missing and where the app looked.
    await dropFile(page, JSON.stringify(onVariant), 'castle-shallow.scenario.json');
    await page.getByTestId('workspace').waitFor();
    await expect.poll(() => page.getByTestId('problems-list').textContent()).toMatch(/“siege-shallow”, which is not installed: it is neither a built-in game nor a variant found in localStorage/);

    // A variant naming mechanics the app does not have is refused, naming the file and the place in it.
    const pick = async (file: string) => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByTestId('house-open-variant').click();
      await (await chooser).setFiles(file);
    };
    await page.getByTestId('panel-houseRules').locator('.side-panel__toggle').click();
    await expect.poll(() => page.getByTestId('house-rules-missing').textContent()).toMatch(/The ruleset “siege-shallow” is not installed/);
    const unknown = path.join(artifactsDir, 'chess-siege.ruleset.json');
    await writeFile(unknown, JSON.stringify({ ...kinder, id: 'chess-siege', mechanics: 'chess' }));
    await pick(unknown);
    await expect.poll(notices).toMatch(/“chess-siege.ruleset.json” cannot be used as a variant \(1 problem\):\s*• \/mechanics: “chess” is not a game whose mechanics this version of Skirmish Studio has/);

    // A file of 50 MB is refused before it is read, with the limit.
    const huge = path.join(artifactsDir, 'huge.ruleset.json');
    await writeFile(huge, Buffer.alloc(50 * 1024 * 1024, 0x20));
    await pick(huge);
    await expect.poll(notices).toMatch(/“huge.ruleset.json” cannot be used as a variant \(1 problem\):\s*• \/: The file is 5[02](\.\d)? MB; a variant file is limited to 4 MB/);
    await rm(huge);

    // The good file is installed: the scenario on it has no problems, plays on its data, and the panel names it.
    const good = path.join(artifactsDir, 'siege-shallow.ruleset.json');
    await writeFile(good, JSON.stringify(kinder, null, 2));
    await pick(good);
    await expect.poll(() => statusBar(page)).toMatch(/No problems/);
    await expect.poll(() => page.getByTestId('house-rules').locator('.panel-note').textContent()).toMatch(/SIEGE, shallow moat/);
    await page.keyboard.press('b');
    await expect.poll(() => page.getByTestId('palette-terrain-moat').textContent()).toMatch(/On foot 2/);
    await shot(page, 'house-rules-variant-opened.png');
    expect(problems.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
  }, 120_000);
});

