/**
 * The balance report in a real Chromium: a 100-game batch of the R6 sample in Web Workers with the
 * progress bar moving, one run cancelled and another finished, a game opened from the list in the
 * playtest and the way back to the same results, the report exported as JSON; two variants (the
 * scenario as edited against as saved) compared on the same seeds; the keyboard (focus, Escape), a
 * change of language, and the report leaving with its file. Screenshots go to e2e/artifacts/.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import fr from '../renderer/i18n/fr.json';
import { artifactsDir, useBuiltApp } from './browser';
import { openSample, withoutPickers } from './support';

const app = useBuiltApp();
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(artifactsDir, name), fullPage: true });
/** What has the keyboard focus: its id, else its accessible name, else its tag. */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.id || document.activeElement?.getAttribute('aria-label') || document.activeElement?.tagName);
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function openReport(page: Page) {
  await openSample(page, 'r6-ambassade.scenario.json');
  await page.getByRole('menuitem', { name: 'Play' }).click();
  await page.locator('[data-command="play.balance"]').click();
  await page.getByTestId('report-setup').waitFor();
  // The report's first control takes the focus.
  expect(await focused(page)).toBe('report-bot-attackers');
  // Its form fits its column: no field cut at the right edge.
  expect(await page.getByTestId('report-setup').evaluate((setup) => setup.scrollWidth <= setup.clientWidth)).toBe(true);
}

describe('the balance report', () => {
  it('plays 100 games with a moving progress bar, cancels a run, finishes another, exports the report, opens a game and comes back to it', async () => {
    // Saving the game opened downloads it, as in a browser without file pickers.
    const { page, problems } = await app.openApp('en-US', withoutPickers);
    await openReport(page);
    // A search bot warns that its games take long; the greyed 'as saved' choice says why.
    const searchWarning = page.getByText('Search bots think before every move');
    await page.getByLabel('Attackers').selectOption('mcts');
    await searchWarning.waitFor();
    expect(await page.locator('#report-compare option[value="saved"]').textContent()).toBe('The scenario as saved (the same as the one open: nothing to compare)');
    await page.getByLabel('Attackers').selectOption('greedy');
    await page.getByLabel('Defenders').selectOption('greedy');
    expect(await searchWarning.count()).toBe(0);

    // A long run, cancelled once the bar has moved.
    await page.getByLabel('Games', { exact: true }).fill('2000');
    await page.getByRole('button', { name: 'Play the games' }).click();
    const progress = () => page.getByTestId('report-progress').evaluate((bar) => (bar as HTMLProgressElement).value);
    await expect.poll(progress, { timeout: 30_000 }).toBeGreaterThan(0);
    const first = await progress();
    await expect.poll(progress, { timeout: 30_000 }).toBeGreaterThan(first);
    expect(await focused(page)).toBe('BUTTON');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('report-setup').waitFor();

    // The same run stopped once a few games are played: the report covers those games, and says so.
    await page.getByRole('button', { name: 'Play the games' }).click();
    await expect.poll(progress, { timeout: 30_000 }).toBeGreaterThan(2);
    await page.getByRole('button', { name: 'Stop and see the results' }).click();
    await page.getByTestId('report-results').waitFor();
    const stoppedAfter = await page.getByTestId('report-games').locator('tbody tr').count();
    expect(stoppedAfter).toBeGreaterThan(2);
    expect(stoppedAfter).toBeLessThan(2000);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Balance report: ${stoppedAfter} games`);
    expect(await page.getByTestId('report-stopped').textContent()).toBe(`Stopped after ${stoppedAfter} of the 2,000 games planned: the report covers those games only.`);
    await page.getByRole('button', { name: 'Play another batch' }).click();
    await page.getByTestId('report-setup').waitFor();

    // A hundred games, to the end: Enter in the field plays them, as the button does.
    await page.getByLabel('Games', { exact: true }).fill('100');
    await page.getByLabel('Games', { exact: true }).press('Enter');
    await page.getByTestId('report-results').waitFor({ timeout: 120_000 });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Balance report: 100 games');
    expect(await focused(page)).toBe('H1');
    // A way back at the top of the results, and one at the bottom.
    expect(await page.getByTestId('report-results').getByRole('button', { name: 'Back to the editor' }).count()).toBe(2);
    const wins = await page.getByTestId('report-wins').textContent();
    expect(wins).toMatch(/Attackers · Greedy bot.*\d+ wins?, [\d.]+% \(95% interval [\d.]+% to [\d.]+%\)/);
    expect(await page.getByTestId('report-metrics').textContent()).toContain('The share of decisions with only one legal action');
    expect(await page.getByTestId('report-games').locator('tbody tr').count()).toBe(100);
    await page.getByLabel('Heat map of').selectOption('moves');
    await shot(page, 'report.png');
    await page.getByTestId('report-heat-map').screenshot({ path: path.join(artifactsDir, 'report-heat-map.png') });
    await page.getByTestId('report-chart').screenshot({ path: path.join(artifactsDir, 'report-chart.png') });
    // R6's defenders lay trap cards; where the attackers sprang them has a map of its own.
    await page.getByLabel('Heat map of').selectOption('traps');
    expect(await page.getByTestId('report-heat-map').locator('figcaption').textContent()).toContain('The board: where traps sprang');
    await page.getByTestId('report-heat-map').screenshot({ path: path.join(artifactsDir, 'report-heat-traps.png') });

    // The report as JSON, as a download in the browser.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export the report (JSON)' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('desamorcage-dans-l-ambassade-balance.json');
    const json = JSON.parse(await readFile((await saved.path())!, 'utf8')) as { games: number; sides: { side: string; wins: number }[]; list: unknown[]; heat: { moves: Record<string, number>; traps: Record<string, number> }; places: Record<string, string> };
    expect(json.games).toBe(100);
    // Every game of the batch once, in its order, whichever worker took it.
    expect((json.list as { index: number }[]).map((game) => game.index)).toEqual(Array.from({ length: 100 }, (_, index) => index));
    expect(Object.keys(json.heat.moves).length).toBeGreaterThan(5);
    // Each place of the heat maps is named as the board labels it.
    for (const key of Object.keys(json.heat.moves)) expect(json.places[key]).toMatch(/^[A-F][1-9]$/);
    expect(Object.values(json.heat.traps).reduce((sum, count) => sum + count, 0)).toBeGreaterThan(0);
    const svg = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export the heat map as SVG' }).click();
    const heatSvg = await readFile((await (await svg).path())!, 'utf8');
    expect(heatSvg).toMatch(/^<\?xml[^]*<svg [^]*<\/svg>\n$/);
    // The exported map says what it is on its own: which map, of which scenario, over how many games, and its colour scale.
    for (const words of ['The board: where traps sprang', 'Defuse at the embassy', ' · 100 games', 'Times at each place']) expect(heatSvg).toContain(words);

    // Game 3 opens in the playtest at its last step, with the same winner; the confirmation of the
    // export just made stays with the report.
    const results = page.getByTestId('report-results');
    const winner = await page.getByTestId('report-games').locator('tbody tr').nth(2).locator('td').nth(2).textContent();
    const openGame3 = page.getByRole('button', { name: 'Open game 3 in the playtest' });
    await openGame3.scrollIntoViewIfNeeded();
    const scrolled = await results.evaluate((main) => main.scrollTop);
    expect(scrolled).toBeGreaterThan(100);
    await page.getByRole('button', { name: 'Export the games (CSV)' }).click();
    await page.getByTestId('notice').filter({ hasText: 'Exported as desamorcage-dans-l-ambassade-balance.csv.' }).waitFor();
    await openGame3.click();
    await page.getByTestId('replay-bar').waitFor();
    expect(await page.getByTestId('playtest-status').textContent()).toContain(`Victory: ${winner}.`);
    // The keyboard goes on from the line that names the winner, not from the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('playtest-status');
    expect(await page.getByTestId('notice').filter({ hasText: 'Exported as' }).count()).toBe(0);
    // A notice raised in the playtest shows above the replay bar, not over it.
    const savedGame = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save the game…' }).click();
    await savedGame;
    const notice = (await page.getByTestId('notice').filter({ hasText: 'Game saved as' }).boundingBox())!;
    expect(overlaps(notice, (await page.getByTestId('replay-bar').boundingBox())!)).toBe(false);
    await shot(page, 'report-opened-game.png');
    // The hidden report does not hear Escape: it is still there to go back to.
    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: 'Back to the report' }).count()).toBe(1);

    // Back to the report: the same results, scrolled where they were, the focus on the game's button.
    await page.getByRole('button', { name: 'Back to the report' }).click();
    await results.waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Balance report: 100 games');
    expect(await page.getByTestId('report-wins').textContent()).toBe(wins);
    expect(await page.getByTestId('report-games').locator('tbody tr').count()).toBe(100);
    expect(await page.getByLabel('Heat map of').inputValue()).toBe('traps');
    expect(await results.evaluate((main) => main.scrollTop)).toBe(scrolled);
    expect(await focused(page)).toBe('Open game 3 in the playtest');
    await shot(page, 'report-back-from-game.png');
    // The list of games is one stop of the Tab key: the arrows move in it, Tab leaves it for the exports.
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('Open game 4 in the playtest');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Export the report (JSON)');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('Open game 4 in the playtest');
    await page.keyboard.press('End');
    expect(await focused(page)).toBe('Open game 100 in the playtest');

    // Escape does not throw the results away; their Back button leaves them.
    await page.keyboard.press('Escape');
    expect(await results.count()).toBe(1);
    await page.getByRole('button', { name: 'Back to the editor' }).first().click();
    await page.getByTestId('workspace').waitFor();
    expect(await page.getByTestId('report-results').count()).toBe(0);

    // Opened again, the report offers the batch last played: greedy bots, a hundred games.
    await page.getByRole('menuitem', { name: 'Play' }).click();
    await page.locator('[data-command="play.balance"]').click();
    await page.getByTestId('report-setup').waitFor();
    expect(await page.getByLabel('Games', { exact: true }).inputValue()).toBe('100');
    expect(await page.getByLabel('Attackers').inputValue()).toBe('greedy');
    expect(await page.locator('#report-compare').inputValue()).toBe('nothing');
    expect(problems).toEqual([]);
  }, 240_000);

  it('compares the scenario as edited with it as saved, on the same seeds, and says whether the change matters', async () => {
    const { page, problems } = await app.openApp('en-US', withoutPickers);
    await openSample(page, 'r6-ambassade.scenario.json');
    // Two turns instead of ten: the attackers have no time to take a bomb site.
    await page.getByLabel('Turn limit').fill('2');
    await page.getByLabel('Turn limit').press('Enter');
    await page.getByRole('menuitem', { name: 'Play' }).click();
    await page.locator('[data-command="play.balance"]').click();
    await page.getByTestId('report-setup').waitFor();
    await page.getByLabel('Attackers').selectOption('greedy');
    await page.getByLabel('Defenders').selectOption('random');
    await page.getByLabel('Games', { exact: true }).fill('60');
    await page.getByLabel('Compare with').selectOption('saved');
    await page.getByRole('button', { name: 'Play the games' }).click();
    await page.getByTestId('report-results').waitFor({ timeout: 120_000 });
    // 60 games of each variant: 120 played.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Balance report: 60 games per variant, 120 played');
    const comparison = page.getByTestId('report-comparison');
    expect(await comparison.locator('h2').textContent()).toBe('the scenario as edited against the scenario as saved');
    expect(await comparison.locator('thead th').allTextContents()).toEqual(['Side', 'The scenario as edited', 'The scenario as saved', 'Change in percentage points (95% interval)']);
    const attackers = await comparison.locator('li').first().textContent();
    expect(attackers).toMatch(/^Attackers: −[\d.]+ percentage points, likely between −[\d.]+ and −[\d.]+ \(95% interval\)\. Significant: the change moves this side's chances\.$/);
    // Both variants' rates side by side, with the change between them.
    const row = comparison.locator('tr[data-side="attackers"] > *');
    expect(await row.allTextContents()).toEqual(['Attackers', expect.stringMatching(/^[\d.]+% \(\d+ of 60\)$/), expect.stringMatching(/^[\d.]+% \(\d+ of 60\)$/), expect.stringMatching(/^−[\d.]+ points \(−[\d.]+ to −[\d.]+\)$/)]);
    const [edited, saved] = (await row.allTextContents()).slice(1, 3).map((cell) => Number(/^([\d.]+)%/.exec(cell)![1]));
    expect(edited).toBeLessThan(saved!);
    // Draws and unfinished games have their rows, so a change that went to draws shows.
    for (const [side, name] of [['draws', 'Draws'], ['unfinished', 'Unfinished']]) {
      expect(await comparison.locator(`tr[data-side="${side}"] > *`).allTextContents()).toEqual([name, expect.stringMatching(/^[\d.]+% \(\d+ of 60\)$/), expect.stringMatching(/^[\d.]+% \(\d+ of 60\)$/), expect.stringMatching(/^(?:[+−][\d.]+|0\.0) points \([+−]?[\d.]+ to [+−]?[\d.]+\)$/)]);
    }
    // And how long games last: two turns at most against the saved scenario's longer games.
    expect(await page.getByTestId('report-length-change').textContent()).toMatch(/^Length: games last (1\.\d|2\.0) turns on average with the scenario as edited and \d+\.\d with the scenario as saved, −\d+\.\d turns, likely between −\d+\.\d and −\d+\.\d \(95% interval\)\. Significant: the change moves the length of games\.$/);
    // What follows the comparison says which variant it describes.
    expect(await page.getByTestId('report-detail-of').textContent()).toBe('In detail: the scenario as edited');
    expect(await page.getByTestId('report-detail-of').locator('+ p').textContent()).toMatch(/cover its 60 games only; the other variant appears only in the comparison above\.$/);
    await shot(page, 'report-comparison.png');
    expect(await page.getByTestId('report-stopped').count()).toBe(0);

    // A longer comparison, stopped early: the variants are played game by game, so both are
    // reported on the games both played, long before the first variant alone would have ended.
    await page.getByRole('button', { name: 'Play another batch' }).click();
    await page.getByLabel('Games', { exact: true }).fill('400');
    await page.getByRole('button', { name: 'Play the games' }).click();
    expect(await page.getByTestId('report-running').locator('h1').textContent()).toBe('Playing the scenario as edited and the scenario as saved, game by game on the same seeds…');
    await shot(page, 'report-comparison-running.png');
    const progress = () => page.getByTestId('report-progress').evaluate((bar) => (bar as HTMLProgressElement).value);
    await expect.poll(progress, { timeout: 60_000 }).toBeGreaterThan(20);
    await page.getByRole('button', { name: 'Stop and see the results' }).click();
    await page.getByTestId('report-results').waitFor();
    const [, count, played] = /^Balance report: (\d+) games per variant, (\d+) played$/.exec((await page.getByRole('heading', { level: 1 }).textContent())!)!;
    expect(Number(count)).toBeGreaterThan(2);
    expect(Number(count)).toBeLessThan(400);
    expect(Number(played)).toBe(2 * Number(count));
    expect(await page.getByTestId('report-stopped').textContent()).toBe(`Stopped after ${count} games of each variant of the 400 planned: the comparison rests on those games, played on the same seeds.`);
    expect(await row.allTextContents()).toEqual(['Attackers', expect.stringMatching(new RegExp(`^[\\d.]+% \\(\\d+ of ${count}\\)$`)), expect.stringMatching(new RegExp(`^[\\d.]+% \\(\\d+ of ${count}\\)$`)), expect.any(String)]);
    expect(await page.getByTestId('report-games').locator('tbody tr').count()).toBe(Number(count));

    // In French, the variants are named in French.
    await page.getByTestId('language-select').selectOption('fr');
    await expect.poll(() => comparison.locator('h2').textContent()).toContain(fr['report.asEdited']);
    expect(await comparison.locator('h2').textContent()).toContain(fr['report.asSaved']);
    expect(await page.getByTestId('report-stopped').textContent()).toBe(`Arrêté après ${count} parties de chaque variante sur les 400 prévues\u00a0: la comparaison porte sur elles, jouées avec les mêmes graines.`);
    // Its files are named in French too.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: fr['report.exportJson'] }).click();
    expect((await download).suggestedFilename()).toBe('desamorcage-dans-l-ambassade-equilibre.json');
    const heatSvg = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter la carte de chaleur en SVG' }).click();
    expect((await heatSvg).suggestedFilename()).toBe('desamorcage-dans-l-ambassade-chaleur-morts.svg');
    expect(problems).toEqual([]);
  }, 240_000);

  it('follows the keyboard and the language while it runs, and leaves with the file it was made of', async () => {
    const { page, problems } = await app.openApp('en-US');
    await openReport(page);
    // The editor's commands wait for it, and say why.
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    expect(await page.locator('[data-command="edit.undo"]').isDisabled()).toBe(true);
    expect(await page.locator('[data-command="edit.undo"]').getAttribute('title')).toBe('Only in the editor: go back to it first.');
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('report-setup').count()).toBe(1);
    await page.getByRole('menuitem', { name: 'View', exact: true }).click();
    expect(await page.locator('[data-command="view.zoomIn"]').isDisabled()).toBe(true);
    await page.keyboard.press('Escape');

    // A long run, its title in French once the language changes; Escape cancels it, then leaves.
    await page.getByLabel('Games', { exact: true }).fill('5000');
    await page.getByRole('button', { name: 'Play the games' }).click();
    await page.getByTestId('report-running').waitFor();
    const title = page.getByTestId('report-running').getByRole('heading', { level: 1 });
    const english = await title.textContent();
    expect(english).toContain('the scenario');
    await page.getByTestId('language-select').selectOption('fr');
    await expect.poll(() => title.textContent()).toMatch(/scénario/);
    expect(await title.textContent()).not.toContain('the scenario');
    await page.keyboard.press('Escape');
    await page.getByTestId('report-setup').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('workspace').waitFor();

    // Closing the file ends its report; another file opens in the editor, not in the old report.
    await page.getByTestId('language-select').selectOption('en');
    await page.getByRole('menuitem', { name: 'Play' }).click();
    await page.locator('[data-command="play.balance"]').click();
    await page.getByTestId('report-setup').waitFor();
    await page.getByRole('menuitem', { name: 'File', exact: true }).click();
    await page.locator('[data-command="file.close"]').click();
    await page.getByTestId('sample-list').waitFor();
    expect(await page.getByTestId('report-setup').count()).toBe(0);
    await openSample(page, 'siege-castle.scenario.json');
    expect(await page.getByTestId('report-setup').count()).toBe(0);
    expect(problems).toEqual([]);
  }, 120_000);
});
