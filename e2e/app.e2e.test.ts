import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { FileChooser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dropFile, nextFrame, openSample, withoutPickers } from './support';
import { rulesetModule } from '../engine/rules';
import { artifactsDir, projectRoot, useBuiltApp } from './browser';

const { openApp, url: appUrl } = useBuiltApp();

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(artifactsDir, name), fullPage: true });

async function openFirstSample(page: Page) {
  await page.getByTestId('sample-list').locator('button').first().click();
  await page.getByTestId('workspace').waitFor();
}

describe('start page', () => {
  it('lists the samples in English, under the strict CSP, with no error', async () => {
    const { page, problems, response } = await openApp('en-US');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Design a scenario');
    await page.getByTestId('sample-list').waitFor();
    const samples = await page.getByTestId('sample-list').locator('.sample-card__title').allTextContents();
    // Samples carry their title in French and English: the card shows the interface language's.
    expect(samples).toContain('Defuse at the embassy');
    expect(samples).not.toContain('Désamorçage dans l’ambassade');
    const french = await openApp('fr-FR');
    await french.page.getByTestId('sample-list').waitFor();
    expect(await french.page.getByTestId('sample-list').locator('.sample-card__title').allTextContents()).toContain('Désamorçage dans l’ambassade');
    expect(await page.getByRole('menuitem', { name: 'File' }).count()).toBe(1);
    expect(await page.title()).toBe('Skirmish Studio');
    await shot(page, 'start-page-en.png');
    expect(problems).toEqual([]);
  });

  it('speaks French on a French system', async () => {
    const { page, problems } = await openApp('fr-FR');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Concevoir un scénario');
    expect(await page.getByRole('menuitem', { name: 'Fichier' }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toBe('Scénarios d’exemple');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    await page.getByTestId('sample-list').waitFor();
    await shot(page, 'start-page-fr.png');
    expect(problems).toEqual([]);
  });

  it('switches language in the UI and remembers the choice', async () => {
    const { page } = await openApp('en-US');
    await page.getByTestId('language-select').selectOption('fr');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Concevoir un scénario');
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Concevoir un scénario');
    await page.getByTestId('language-select').selectOption('en');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Design a scenario');
  });

  it('blocks inline scripts and eval from page content under the content security policy', async () => {
    const { page } = await openApp('en-US');
    const outcome = await page.evaluate(async () => {
      const violations: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) => violations.push(event.violatedDirective));
      const inline = document.createElement('script');
      inline.textContent = 'window.__inlineRan = true; window.__evalResult = eval("1 + 1");';
      document.head.append(inline);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const ran = (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
      return { ran, violations };
    });
    expect(outcome.ran).toBe(false);
    expect(outcome.violations).toContain('script-src-elem');
  });
});

describe('editor shell', () => {
  it('opens a sample from the start page and draws its board', async () => {
    const { page, problems } = await openApp('en-US');
    await openFirstSample(page);
    await expect.poll(() => page.getByTestId('status-bar').textContent()).toMatch(/Defuse at the embassy.*9 × 6 cells of 25 mm/);
    await page.locator('canvas').first().waitFor();
    expect(await page.title()).toBe('Defuse at the embassy — Skirmish Studio');
    await shot(page, 'sample-open.png');
    // The board is drawn as it prints: terrain, walls and pieces in many colours, not a bare grid.
    const colours = await page.locator('canvas').first().evaluate((canvas: HTMLCanvasElement) => {
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      const seen = new Set<number>();
      for (let i = 0; i < data.length; i += 4 * 97) seen.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
      return seen.size;
    });
    expect(colours).toBeGreaterThan(20);

    expect(problems).toEqual([]);
  });

  it('runs commands from the menu bar and the keyboard', async () => {
    const { page } = await openApp('en-US');
    await page.getByRole('menuitem', { name: 'File' }).click();
    await page.locator('[data-command="file.new"]').click();
    await page.getByTestId('new-scenario-create').click();
    await page.getByTestId('workspace').waitFor();
    expect(await page.title()).toBe('• Untitled scenario — Skirmish Studio');
    // A new R6 board has two bombs and no zone to hold: the Scenario panel says the rules' defusal.
    expect(await page.getByTestId('victory-unstated').textContent()).toContain('Attackers: defuse a bomb: an attacking agent stays in a bomb’s room');
    const zoom = () => page.getByTestId('status-bar').textContent().then((text) => Number(/Zoom (\d+) %/.exec(text ?? '')?.[1]));
    await expect.poll(zoom).toBeGreaterThan(0);
    await page.keyboard.press('Control+0');
    await expect.poll(zoom).toBe(100);
    await page.keyboard.press('Control+=');
    await expect.poll(zoom).toBe(125);
    await page.getByRole('menuitem', { name: 'View' }).click();
    await page.locator('[data-command="view.zoomOut"]').click();
    await expect.poll(zoom).toBe(100);
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    expect(await page.locator('[data-command="edit.undo"]').isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('menuitem', { name: 'Help' }).click();
    await page.locator('[data-command="help.about"]').click();
    await expect.poll(() => page.getByTestId('about-dialog').textContent()).toMatch(/Version \d+\.\d+\.\d+/);
  });

  it('shows a readable error screen with a way back, keeping the open scenario', async () => {
    // The first board view to mount fails: a stand-in for any bug in a view.
    const { page } = await openApp('en-US', () => {
      const Original = window.ResizeObserver;
      let failures = 1;
      window.ResizeObserver = class extends Original {
        constructor(callback: ResizeObserverCallback) {
          if (failures-- > 0) throw new Error('Injected view failure');
          super(callback);
        }
      };
    });
    await page.getByTestId('sample-list').locator('button').first().click();
    const screen = page.getByTestId('error-screen');
    await screen.waitFor();
    expect(await screen.getByRole('heading').textContent()).toBe('Something went wrong in this view');
    expect(await screen.textContent()).toContain('Injected view failure');
    expect(await screen.getByRole('button', { name: 'Save a copy' }).count()).toBe(1);
    await shot(page, 'error-screen.png');
    await screen.getByRole('button', { name: 'Back to the editor' }).click();
    await page.getByTestId('workspace').waitFor();
    await expect.poll(() => page.getByTestId('status-bar').textContent()).toContain('Defuse at the embassy');
  });
});

describe('nothing lost', () => {
  it('offers back unsaved work after a crash, with its title and time', async () => {
    const { page } = await openApp('en-US');
    await page.getByRole('menuitem', { name: 'File' }).click();
    await page.locator('[data-command="file.new"]').click();
    await page.getByTestId('new-scenario-create').click();
    await page.getByTestId('workspace').waitFor();
    // The autosave lands after the idle delay (5 s by default); wait for it in storage.
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('skirmish.autosave.')).length), { timeout: 15_000 })
      .toBe(1);
    // A crash: the page goes away without any unload handling.
    const context = page.context();
    await page.close({ runBeforeUnload: false });
    const next = await context.newPage();
    await next.goto(appUrl());
    const dialog = next.getByTestId('recovery-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Untitled scenario');
    expect(await dialog.textContent()).toMatch(/copied .*\d/);
    await shot(next, 'recovery-dialog.png');
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await next.getByTestId('workspace').waitFor();
    expect(await next.title()).toBe('• Untitled scenario — Skirmish Studio');
  });

  it('asks before leaving the page with unsaved changes, not without', async () => {
    const { page } = await openApp('en-US');
    const prompts: string[] = [];
    page.on('dialog', (dialog) => {
      prompts.push(dialog.type());
      void dialog.dismiss();
    });
    await page.getByRole('menuitem', { name: 'File' }).click();
    await page.locator('[data-command="file.new"]').click();
    await page.getByTestId('new-scenario-create').click();
    await page.getByTestId('workspace').waitFor();
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => prompts).toEqual(['beforeunload']);

    const clean = await openApp('en-US');
    const cleanPrompts: string[] = [];
    clean.page.on('dialog', (dialog) => {
      cleanPrompts.push(dialog.type());
      void dialog.dismiss();
    });
    await clean.page.getByTestId('sample-list').locator('button').first().click();
    await clean.page.getByTestId('workspace').waitFor();
    await clean.page.close({ runBeforeUnload: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(cleanPrompts).toEqual([]);
  });

  it('asks before leaving or restarting a game under way, and leaves once it is saved or let go', async () => {
    const { page, problems } = await openApp('en-US', withoutPickers);
    await openSample(page, 'r6-ambassade.scenario.json');
    const playOneAction = async () => {
      await page.keyboard.press('F5');
      await page.getByTestId('playtest-setup').waitFor();
      await page.getByRole('button', { name: 'Start the game' }).click();
      // Before any action the log says the phase the game opens in (R6's preparation, when no agent is to deploy).
      expect(await page.getByTestId('playtest-log-opening').textContent()).toBe('The game begins: Deployment.');
      await page.getByTestId('legal-actions').locator('button').first().click();
      await expect.poll(() => page.getByTestId('playtest-log').locator('li').count()).toBeGreaterThan(0);
    };
    const asked = page.getByTestId('save-changes-dialog');
    await playOneAction();
    await page.getByRole('button', { name: 'Back to the editor' }).click();
    await asked.waitFor();
    expect(await asked.getByRole('heading').textContent()).toBe('Save the game before leaving it?');
    await shot(page, 'playtest-leave-unsaved.png');
    // The application's shortcuts wait for the answer: no second dialog over this one.
    await page.keyboard.press('Control+w');
    await page.keyboard.press('Control+n');
    expect(await page.locator('dialog[open]').count()).toBe(1);
    await asked.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByTestId('playtest').isVisible()).toBe(true);
    // Starting again would drop it too.
    await page.getByRole('button', { name: 'Restart (same seed)' }).click();
    await asked.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByTestId('playtest-log').locator('li').count()).toBeGreaterThan(0);
    // Save: the game is written, then left.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Back to the editor' }).click();
    await asked.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await download).suggestedFilename()).toBe('desamorcage-dans-l-ambassade.game.json');
    await page.getByTestId('workspace').waitFor();
    // Don't Save: left at once; a game saved as it stands is left without a question.
    await playOneAction();
    await page.getByRole('button', { name: 'Back to the editor' }).click();
    await asked.getByRole('button', { name: "Don't Save" }).click();
    await page.getByTestId('workspace').waitFor();
    await playOneAction();
    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save the game…' }).click();
    await saved;
    await page.getByRole('button', { name: 'Back to the editor' }).click();
    await page.getByTestId('workspace').waitFor();
    expect(await asked.count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('opens a scenario dropped on the window', async () => {
    const { page } = await openApp('en-US');
    const scenario = JSON.stringify({
      version: 1,
      meta: { title: 'Dropped board', language: 'en' },
      ruleset: { id: 'r6-onboard' },
      board: { geometry: { kind: 'square', columns: 4, rows: 3, cellSizeMm: 20, labels: 'letter-number', diagonals: 'none' } },
      sides: [],
    });
    const transfer = await page.evaluateHandle((text) => {
      const data = new DataTransfer();
      data.items.add(new File([text], 'dropped.scenario.json', { type: 'application/json' }));
      return data;
    }, scenario);
    await page.dispatchEvent('.app', 'dragover', { dataTransfer: transfer });
    await page.dispatchEvent('.app', 'drop', { dataTransfer: transfer });
    await expect.poll(() => page.getByTestId('status-bar').textContent()).toMatch(/Dropped board.*4 × 3 cells of 20 mm/);
  });

  it('keeps preferences, and the language chosen there, across reloads', async () => {
    const { page } = await openApp('en-US');
    // Shortcuts work once the app has mounted.
    await page.getByTestId('sample-list').waitFor();
    await page.keyboard.press('Control+,');
    const dialog = page.getByTestId('preferences-dialog');
    await dialog.waitFor();
    await dialog.getByLabel('Language').selectOption('fr');
    await dialog.getByLabel('Autosave after (seconds of idle editing)').fill('1');
    expect(await dialog.getByRole('alert').textContent()).toBe('Choose a number of seconds from 2 to 600.');
    expect(await dialog.getByRole('button', { name: 'Save preferences' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Autosave after (seconds of idle editing)').fill('30');
    await dialog.getByRole('button', { name: 'Save preferences' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Concevoir un scénario');
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Concevoir un scénario');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('skirmish.preferences') ?? 'null'));
    expect(stored).toMatchObject({ language: 'fr', autosaveSeconds: 30 });
  });
});

describe('printing', () => {
  it('previews the page grid, counts pages, and saves a true-scale PDF', async () => {
    const { page, problems } = await openApp('en-US');
    await openSample(page, 'siege-castle.scenario.json');
    await page.keyboard.press('Control+p');
    const dialog = page.getByTestId('print-dialog');
    await dialog.waitFor();
    const count = () => dialog.getByTestId('page-count').textContent();
    await expect.poll(count).toMatch(/^\d+ pages: the scenario sheet, the board at true scale on \d+\u00a0×\u00a0\d+ pages, the assembly map,? and the legend\.$/);
    const a4 = Number(/^(\d+)/.exec((await count()) ?? '')?.[1]);
    const previewPages = Number(await dialog.getByTestId('print-preview').getAttribute('data-pages'));
    // The preview shows the board's pages: not the sheet, the assembly map or the legend.
    expect(previewPages).toBe(a4 - 3);
    await shot(page, 'print-preview.png');
    await dialog.getByLabel('Paper').selectOption('A3');
    await expect.poll(async () => Number(/^(\d+)/.exec((await count()) ?? '')?.[1])).toBeLessThan(a4);
    await dialog.getByLabel('Fit the board to one page').check();
    await expect.poll(count).toMatch(/^3 pages: the scenario sheet, the board at \d+% of its true size,? and the legend\.$/);
    await dialog.getByLabel('Fit the board to one page').uncheck();
    await dialog.getByLabel('Paper').selectOption('A4');
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Save PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(a4);
    const { width, height } = pdf.getPage(1).getSize();
    expect(Math.round((width / 72) * 25.4)).toBe(210);
    expect(Math.round((height / 72) * 25.4)).toBe(297);
    expect(problems).toEqual([]);
  });
});

describe('printing in French', () => {
  const printDialog = async (file: string) => {
    const { page, problems } = await openApp('fr-FR');
    await openSample(page, file);
    await page.keyboard.press('Control+p');
    const dialog = page.getByTestId('print-dialog');
    await dialog.waitFor();
    return { dialog, problems, count: () => dialog.getByTestId('page-count').textContent() };
  };

  it('says what the print holds and offers only the options the board has', async () => {
    const embassy = await printDialog('r6-ambassade.scenario.json');
    const { dialog, count } = embassy;
    // One page of board: no assembly map; the scenario sheet and the legend as asked.
    await expect.poll(count).toBe('3 pages\u00a0: la fiche du scénario, le plateau à l’échelle réelle sur une page et la légende.');
    await dialog.getByLabel('Page de légende').uncheck();
    await expect.poll(count).toBe('2 pages\u00a0: la fiche du scénario et le plateau à l’échelle réelle sur une page.');
    await dialog.getByLabel('Fiche du scénario').uncheck();
    await expect.poll(count).toBe('1 page\u00a0: le plateau à l’échelle réelle sur une page.');
    await dialog.getByLabel('Ajuster le plateau à une page').check();
    await expect.poll(count).toMatch(/^1 page\u00a0: le plateau à \d+\u00a0% de sa taille réelle\.$/);
    expect(await dialog.getByLabel('Papier').locator('option').allTextContents()).toEqual(['A4', 'A3', 'Lettre US', 'Format personnalisé']);
    // The embassy's cells are numbered A1 to F9 on the game's tiles: the print shows them unless unchecked.
    expect(await dialog.getByLabel('Coordonnées des cases').isChecked()).toBe(true);
    // Nothing of the embassy is hidden: no option to show hidden pieces.
    expect(await dialog.locator('#print-hidden').count()).toBe(0);

    const castle = await printDialog('siege-castle.scenario.json');
    await expect.poll(castle.count).toMatch(/^\d+ pages\u00a0: la fiche du scénario, le plateau à l’échelle réelle sur \d+\u00a0×\u00a0\d+ pages, le plan d’assemblage et la légende\.$/);
    // The preview names its pages as the print does.
    expect(await castle.dialog.getByTestId('print-preview').getAttribute('data-page-names')).toMatch(/^L1 C1 L1 C2 /);
    expect(await castle.dialog.getByLabel('Coordonnées des cases').isChecked()).toBe(false);

    // An area map has no coordinates to print; the hidden rebel base can be shown.
    const galaxy = await printDialog('rebellion-galaxy.scenario.json');
    await expect.poll(galaxy.count).toMatch(/^\d+ pages/);
    expect(await galaxy.dialog.locator('#print-labels').count()).toBe(0);
    expect(await galaxy.dialog.getByLabel('Montrer les pièces cachées').count()).toBe(1);
    expect([...embassy.problems, ...castle.problems, ...galaxy.problems]).toEqual([]);
  });
});

describe('large prints', () => {
  it('asks before rendering more than 500 pages, and renders nothing when declined', async () => {
    const { page } = await openApp('en-US');
    const huge = JSON.stringify({
      version: 1,
      meta: { title: 'Huge map', language: 'en' },
      ruleset: { id: 'siege' },
      board: { geometry: { kind: 'hex', columns: 60, rows: 60, hexSizeMm: 100, orientation: 'flat', offset: 'odd', labels: 'wargame' } },
      sides: [
        { id: 'besiegers', name: 'Besiegers', colour: '#aa2222' },
        { id: 'defenders', name: 'Defenders', colour: '#2255aa' },
      ],
    });
    const transfer = await page.evaluateHandle((text) => {
      const data = new DataTransfer();
      data.items.add(new File([text], 'huge.scenario.json', { type: 'application/json' }));
      return data;
    }, huge);
    await page.dispatchEvent('.app', 'drop', { dataTransfer: transfer });
    await page.getByTestId('workspace').waitFor();
    await page.keyboard.press('Control+p');
    const dialog = page.getByTestId('print-dialog');
    await dialog.waitFor();
    await expect.poll(async () => Number(/^(\d+)/.exec((await dialog.getByTestId('page-count').textContent()) ?? '')?.[1])).toBeGreaterThan(500);
    const asked: string[] = [];
    page.on('dialog', (prompt) => {
      asked.push(prompt.message());
      void prompt.dismiss();
    });
    let downloads = 0;
    page.on('download', () => downloads++);
    await dialog.getByRole('button', { name: 'Save PDF' }).click();
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toMatch(/^This print needs \d+ pages\. Print them all\?$/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(downloads).toBe(0);
    expect(await dialog.getByTestId('print-progress').count()).toBe(0);
  });
});

describe('playtest', () => {
  it('opens the playtest again with the seats, the bots’ pace and designer mode last chosen for the scenario’s sides', async () => {
    const { page } = await openApp('en-US');
    await openSample(page, 'r6-ambassade.scenario.json');
    await page.keyboard.press('F5');
    await page.getByTestId('playtest-setup').waitFor();
    expect([await page.getByLabel('Attackers').inputValue(), await page.getByLabel('Defenders').inputValue()]).toEqual(['person', 'greedy']);
    expect(await page.getByLabel("Bots' pace").inputValue()).toBe('watch');
    await page.getByLabel('Defenders').selectOption('person');
    await page.getByLabel("Bots' pace").selectOption('quick');
    await page.getByLabel('Designer mode').check();
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.getByTestId('playtest').waitFor();
    await page.getByRole('button', { name: 'Back to the editor' }).click();
    await page.getByTestId('workspace').waitFor();
    await page.keyboard.press('F5');
    await page.getByTestId('playtest-setup').waitFor();
    expect([await page.getByLabel('Attackers').inputValue(), await page.getByLabel('Defenders').inputValue()]).toEqual(['person', 'person']);
    expect(await page.getByLabel("Bots' pace").inputValue()).toBe('quick');
    expect(await page.getByLabel('Designer mode').isChecked()).toBe(true);
  });

  it('zooms the playtest’s board from the View menu and its shortcuts, apart from the editor’s', async () => {
    const { page, problems } = await openApp('en-US');
    await openSample(page, 'r6-ambassade.scenario.json');
    const zoom = async () => Number(await page.getByTestId('board-canvas').getAttribute('data-zoom'));
    await expect.poll(zoom).toBeGreaterThan(0);
    const editorFit = await zoom();
    await page.keyboard.press('F5');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.getByTestId('playtest').waitFor();
    await expect.poll(zoom).toBeGreaterThan(0);
    const fitted = await zoom();
    await page.getByRole('menuitem', { name: 'View', exact: true }).click();
    expect(await page.locator('[data-command="view.zoomIn"]').isDisabled()).toBe(false);
    // Layers and labels are the editor's: greyed, and saying why.
    expect(await page.locator('[data-command="view.labels"]').isDisabled()).toBe(true);
    await page.locator('[data-command="view.zoomIn"]').click();
    await expect.poll(zoom).toBeGreaterThan(fitted);
    await page.keyboard.press('Control+=');
    const zoomed = await zoom();
    await expect.poll(zoom).toBeGreaterThan(zoomed - 1);
    await page.keyboard.press('Control+9');
    await expect.poll(zoom).toBe(fitted);
    await page.keyboard.press('Control+=');
    await expect.poll(zoom).toBeGreaterThan(fitted);
    // The editor's zoom is where it was.
    await page.getByRole('button', { name: 'Back to the editor' }).click();
    await page.getByTestId('workspace').waitFor();
    await expect.poll(zoom).toBe(editorFit);
    expect(problems).toEqual([]);
  });

  it('plays the R6 sample with the mouse, undoes a move, lets bots finish and names the winner', async () => {
    const { page, problems } = await openApp('en-US');
    await openSample(page, 'r6-ambassade.scenario.json');
    await page.getByRole('menuitem', { name: 'Play' }).click();
    await page.locator('[data-command="play.playtest"]').click();
    await page.getByTestId('playtest-setup').waitFor();
    await page.getByLabel('Defenders').selectOption('greedy');
    await page.getByLabel('Seed (same seed, same dice)').fill('7');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.getByTestId('playtest').waitFor();
    await expect.poll(() => page.getByTestId('playtest-status').textContent()).toContain('Attackers to play');
    // The French sample's title in the interface language; its window title too.
    expect(await page.getByTestId('playtest').getByRole('heading', { level: 1 }).textContent()).toBe('Playtest of “Defuse at the embassy”');
    expect(await page.title()).toBe('Defuse at the embassy — Skirmish Studio');

    // The board is 9 × 6 cells of 25 mm, fitted and centred in the canvas: a cell's centre on screen.
    const box = (await page.getByTestId('board-canvas').boundingBox())!;
    const scale = Math.min(box.width / 225, box.height / 150) * 0.92;
    const cellCentre = (label: string) => {
      const row = label.charCodeAt(0) - 65;
      const col = Number(label.slice(1)) - 1;
      return { x: box.x + (box.width - 225 * scale) / 2 + (col + 0.5) * 25 * scale, y: box.y + (box.height - 150 * scale) / 2 + (row + 0.5) * 25 * scale };
    };
    const actions = () => page.getByTestId('legal-actions').locator('button').allTextContents();
    const logLength = () => page.getByTestId('playtest-log').locator('li').count();

    // Deploy the first attacker by clicking a highlighted start cell on the board.
    const deployTarget = /Deploy (\w+) on (\w+)/.exec((await actions())[0]!)!;
    const before = await logLength();
    const deploy = cellCentre(deployTarget[2]!);
    await nextFrame(page);
    await page.mouse.click(deploy.x, deploy.y);
    await expect.poll(logLength).toBeGreaterThan(before);
    expect(await page.getByTestId("playtest-log").locator("li").first().textContent()).toContain(`${deployTarget[1]} is deployed on ${deployTarget[2]}`);

    // Undo takes the deployment back.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(logLength).toBe(before);
    expect((await actions())[0]).toBe(deployTarget[0]);
    await nextFrame(page);
    await page.mouse.click(deploy.x, deploy.y);
    await expect.poll(logLength).toBeGreaterThan(before);
    // So do Edit › Undo and Ctrl+Z, as in the editor; then the deployment is made again.
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    expect(await page.locator('[data-command="edit.undo"]').isDisabled()).toBe(false);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+z');
    await expect.poll(logLength).toBe(before);
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    expect(await page.locator('[data-command="edit.undo"]').isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await nextFrame(page);
    await page.mouse.click(deploy.x, deploy.y);
    await expect.poll(logLength).toBeGreaterThan(before);
    await shot(page, 'playtest.png');

    // Deploy the other attackers from the list; the defenders' bot deploys and prepares; then select
    // Ash on the board: the cells it reaches this turn are outlined with their cost in actions, and
    // listed with the targets in its line of fire.
    for (let deployed = 1; deployed < 4; deployed++) {
      const next = (await actions())[0]!;
      expect(next).toMatch(/^Deploy /);
      const count = await logLength();
      await page.getByTestId('legal-actions').locator('button').first().click();
      await expect.poll(logLength).toBeGreaterThan(count);
    }
    await expect.poll(() => page.getByTestId('playtest-status').textContent(), { timeout: 15_000 }).toMatch(/^Turn 1 .*Attackers to play/);
    const reachGreen = () =>
      page.getByTestId('board-canvas').evaluate((element) => {
        let green = 0;
        for (const canvas of element.querySelectorAll('canvas')) {
          const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
          for (let i = 0; i < data.length; i += 4) if (data[i]! < 60 && data[i + 1]! > 100 && data[i + 1]! < 150 && data[i + 2]! < 80 && data[i + 3]! > 200) green++;
        }
        return green;
      });
    const ash = cellCentre(deployTarget[2]!);
    await nextFrame(page);
    await page.mouse.click(ash.x, ash.y);
    // The piece under the mouse is named beside it.
    await expect.poll(() => page.getByTestId('piece-tip').locator('strong').textContent()).toBe(deployTarget[1]);
    const reach = page.getByTestId('selected-reach');
    await expect.poll(() => reach.locator('h2').textContent()).toBe(`Where ${deployTarget[1]} can go`);
    // Grouped by cost: "1 action: B1 · C2 … 2 actions: …".
    expect(await reach.textContent()).toMatch(/(1 action|[23] actions): [A-F]\d/);
    expect(await page.getByTestId('playtest-status').textContent()).toMatch(/^Turn 1 of 10 · Attack phase · Attackers to play$/);
    await expect.poll(reachGreen, { timeout: 10_000 }).toBeGreaterThan(50);
    // Each cost sits in its cell's top right corner, clear of the room names low in the cells.
    const costs = await page.evaluate(() => {
      type Box = { x: number; y: number; width: number; height: number };
      type Node = { getClientRect: () => Box; getParent: () => { findOne: (selector: string) => Node | undefined } };
      const konva = (window as unknown as { Konva: { stages: { find: (selector: string) => Node[] }[] } }).Konva;
      return konva.stages.flatMap((stage) => stage.find('.reach-cost')).map((cost) => ({ cost: cost.getClientRect(), cell: cost.getParent().findOne('.reach-outline')?.getClientRect() }));
    });
    expect(costs.length).toBeGreaterThanOrEqual(3);
    for (const { cost, cell } of costs) {
      expect(cell).toBeDefined();
      expect(cost.y + cost.height / 2).toBeLessThan(cell!.y + cell!.height / 2);
      expect(cost.x + cost.width / 2).toBeGreaterThan(cell!.x + cell!.width / 2);
    }
    await shot(page, 'playtest-reach.png');

    await page.getByRole('button', { name: 'Let greedy bots finish' }).click();
    await expect.poll(() => page.getByTestId('playtest-status').textContent(), { timeout: 30_000 }).toMatch(/^Victory: (Attackers|Defenders)\. |^Nobody wins/);
    // The game over, no piece has a turn to show: the reach selected before is gone, and the keyboard goes on from the winner's line.
    expect(await page.getByTestId('selected-reach').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('playtest-status');
    await shot(page, 'playtest-winner.png');
    await page.getByRole('button', { name: 'Back to the editor' }).click();
    await page.getByTestId('workspace').waitFor();
    expect(await page.title()).toBe('Defuse at the embassy — Skirmish Studio');
    expect(problems).toEqual([]);
  });

  it('saves a game, opens it at its last step, steps back through it and plays on from there', async () => {
    const { page, problems } = await openApp('en-US', withoutPickers);
    await openSample(page, 'r6-ambassade.scenario.json');
    await page.keyboard.press('F5');
    await page.getByTestId('playtest-setup').waitFor();
    await page.getByLabel('Attackers').selectOption('greedy');
    await page.getByLabel('Seed (same seed, same dice)').fill('c0ffee');
    await page.getByRole('button', { name: 'Start the game' }).click();
    const status = () => page.getByTestId('playtest-status').textContent();
    await page.getByRole('button', { name: 'Let greedy bots finish' }).click();
    await expect.poll(status, { timeout: 60_000 }).toMatch(/^Victory: /);
    const winner = await status();
    const logLines = await page.getByTestId('playtest-log').locator('li').count();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save the game…' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('desamorcage-dans-l-ambassade.game.json');
    const file = (await saved.path())!;
    const record = JSON.parse(await readFile(file, 'utf8')) as { format: number; seed: string; actions: unknown[]; seats: Record<string, unknown> };
    expect(record).toMatchObject({ format: 1, seed: 'c0ffee', seats: { attackers: { kind: 'bot', bot: 'greedy' }, defenders: { kind: 'bot', bot: 'greedy' } } });
    await expect.poll(() => page.getByTestId('notices').textContent()).toContain('Game saved as desamorcage-dans-l-ambassade.game.json.');

    // Back to the editor, then the saved game through File › Open: it opens at its last step.
    await page.getByRole('button', { name: 'Back to the editor' }).click();
    await page.getByTestId('workspace').waitFor();
    // Ctrl+O pressed in the very instant the editor comes back has once brought no file chooser in
    // CI: pressed again as a person would, a second loss still fails the test.
    let chooser: FileChooser | null = null;
    for (let tries = 0; chooser === null && tries < 2; tries++) {
      const next = page.waitForEvent('filechooser', { timeout: 10_000 }).catch(() => null);
      await page.keyboard.press('Control+o');
      chooser = await next;
    }
    if (chooser === null) throw new Error('No file chooser after Ctrl+O, pressed twice.');
    await chooser.setFiles({ name: 'desamorcage-dans-l-ambassade.game.json', mimeType: 'application/json', buffer: Buffer.from(await readFile(file)) });
    await page.getByTestId('replay-bar').waitFor();
    const steps = record.actions.length;
    await expect.poll(() => page.getByTestId('replay-step').textContent()).toBe(`Step ${steps} of ${steps}`);
    expect(await status()).toBe(winner);
    expect(await page.getByTestId('playtest-log').locator('li').count()).toBe(logLines);

    // Step back to the start of the game and forward again.
    await page.getByRole('button', { name: 'First step' }).click();
    await expect.poll(() => page.getByTestId('replay-step').textContent()).toBe(`Step 0 of ${steps}`);
    expect(await page.getByTestId('playtest-log').locator('li').count()).toBe(0);
    for (let step = 0; step < 5; step++) await page.getByRole('button', { name: 'Step forward' }).click();
    await expect.poll(() => page.getByTestId('replay-step').textContent()).toBe(`Step 5 of ${steps}`);
    expect(await status()).toMatch(/^Before turn 1 · Deployment · /);
    await shot(page, 'playtest-replay.png');

    // Play on from step 5: the rest of the game is dropped, and the bots play it anew.
    await page.getByRole('button', { name: 'Play on from here' }).click();
    expect(await page.getByTestId('replay-bar').count()).toBe(0);
    await page.getByRole('button', { name: 'Let greedy bots finish' }).click();
    await expect.poll(status, { timeout: 60_000 }).toMatch(/^Victory: /);
    expect(problems).toEqual([]);
  }, 180_000);

  it('ends a playtest with the document it was begun over, and leaves a game opened without one for the start page', async () => {
    const { page, problems } = await openApp('en-US', withoutPickers);
    const sample = page.getByTestId('sample-list').locator('[data-sample="r6-ambassade.scenario.json"]');
    await sample.click();
    await page.getByTestId('workspace').waitFor();
    await page.keyboard.press('F5');
    await page.getByLabel('Attackers').selectOption('greedy');
    await page.getByLabel('Seed (same seed, same dice)').fill('c0ffee');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.getByRole('button', { name: 'Let greedy bots finish' }).click();
    await expect.poll(() => page.getByTestId('playtest-status').textContent(), { timeout: 60_000 }).toMatch(/^Victory: /);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save the game…' }).click();
    const record = await readFile((await (await download).path())!);

    // File › Close closes the document and its game: the start page, not the playtest begun anew.
    await page.getByRole('menuitem', { name: 'File', exact: true }).click();
    await page.locator('[data-command="file.close"]').click();
    await page.getByTestId('sample-list').waitFor();
    expect(await page.getByTestId('playtest').count()).toBe(0);
    expect(await page.getByTestId('playtest-setup').count()).toBe(0);

    // A game opened with no document open leads back to the start page, and says so.
    await dropFile(page, record.toString('utf8'), 'ambassade.game.json');
    await page.getByTestId('replay-bar').waitFor();
    expect(await page.getByRole('button', { name: 'Back to the editor' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Back to the start page' }).click();
    await page.getByTestId('sample-list').waitFor();

    // Opening a scenario ends the game on screen: the scenario opens in the editor.
    await dropFile(page, record.toString('utf8'), 'ambassade.game.json');
    await page.getByTestId('replay-bar').waitFor();
    await dropFile(page, readFileSync(path.join(projectRoot, 'scenarios/siege-castle.scenario.json'), 'utf8'), 'siege-castle.scenario.json');
    await page.getByTestId('workspace').waitFor();
    expect(await page.getByTestId('playtest').count()).toBe(0);
    expect(problems).toEqual([]);
  }, 120_000);

  it('opens a saved game of two people, renamed by the browser, and asks whose eyes to see it through', async () => {
    const { page, problems } = await openApp('en-US', withoutPickers);
    await openSample(page, 'r6-ambassade.scenario.json');
    await page.keyboard.press('F5');
    await page.getByLabel('Defenders').selectOption('person');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.getByTestId('handoff').waitFor();
    // The hand-off screen covers the game: the keyboard is on its button.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(/^I play .*: show my side$/);
    // Taken from the keyboard, the seat leaves the keyboard on the side's actions, not on the page.
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('handoff').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid="legal-actions"], [data-testid="other-pieces"]') !== null)).toBe(true);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save the game…' }).click();
    const record = await readFile((await (await download).path())!, 'utf8');

    // A second download of the same game: the browser names it "… (1).json"; it is still a game.
    await dropFile(page, record, 'desamorcage-dans-l-ambassade.game (1).json');
    await page.getByTestId('replay-bar').waitFor();
    const chooser = page.getByTestId('choose-viewer');
    expect(await chooser.textContent()).toContain('Two people played this game at one device.');
    expect(await page.getByTestId('playtest-log').locator('li').count()).toBe(0);
    await shot(page, 'playtest-choose-viewer.png');
    await chooser.getByRole('button', { name: 'See it as Defenders' }).click();
    await expect.poll(() => chooser.count()).toBe(0);
    await page.getByTestId('board-canvas').waitFor();
    // Handing over asks again.
    await page.getByRole('button', { name: 'Hand over' }).click();
    await chooser.waitFor();
    expect(problems).toEqual([]);
  }, 120_000);

  it('offers Play › Playtest on a sample of each of the five games', async () => {
    const { page, problems } = await openApp('en-US');
    const samples = ['r6-ambassade.scenario.json', 'rivet-wars-m01.scenario.json', 'siege-castle.scenario.json', 'rapid40k-skirmish.scenario.json', 'rebellion-galaxy.scenario.json'];
    const games = new Set<string>();
    for (const file of samples) {
      const rules = JSON.parse(readFileSync(path.join(projectRoot, 'scenarios', file), 'utf8')) as { ruleset: { id: string } };
      expect(rulesetModule(rules.ruleset.id)?.play, file).toBeDefined();
      games.add(rules.ruleset.id);
      await openSample(page, file);
      await page.getByRole('menuitem', { name: 'Play' }).click();
      expect(await page.locator('[data-command="play.playtest"]').isDisabled(), file).toBe(false);
      await page.keyboard.press('Escape');
      await page.getByRole('menuitem', { name: 'File' }).click();
      await page.locator('[data-command="file.close"]').click();
      await page.getByTestId('sample-list').waitFor();
    }
    expect(games.size).toBe(5);
    expect(problems).toEqual([]);
  });

  it('refuses to playtest a scenario with errors, listing them', async () => {
    const { page } = await openApp('en-US');
    const broken = JSON.stringify({
      version: 1,
      meta: { title: 'Broken', language: 'en' },
      ruleset: { id: 'r6-onboard' },
      board: { geometry: { kind: 'square', columns: 4, rows: 3, cellSizeMm: 20, labels: 'letter-number', diagonals: 'none' }, tokens: [{ id: 't1', kind: 'no-such-token', at: { col: 1, row: 1 } }] },
      sides: [],
    });
    const transfer = await page.evaluateHandle((text) => {
      const data = new DataTransfer();
      data.items.add(new File([text], 'broken.scenario.json', { type: 'application/json' }));
      return data;
    }, broken);
    await page.dispatchEvent('.app', 'drop', { dataTransfer: transfer });
    await page.getByTestId('workspace').waitFor();
    await page.keyboard.press('F5');
    const notice = page.getByTestId('notices').getByRole('alert');
    await expect.poll(() => notice.textContent()).toMatch(/Fix the scenario's errors before playing it \(\d+\)/);
    expect(await page.getByTestId('playtest-setup').count()).toBe(0);
  });
});

describe('inspect tool', () => {
  it('shows the line of fire and the reach of a clicked cell on the R6 board', async () => {
    const { page } = await openApp('en-US');
    await openSample(page, 'r6-ambassade.scenario.json');
    await page.getByTestId('inspect-tool').click();
    const box = (await page.getByTestId('board-canvas').boundingBox())!;
    const scale = Math.min(box.width / 225, box.height / 150) * 0.92;
    // Cell D5 (row 3, column 4): the corridor.
    const x = box.x + (box.width - 225 * scale) / 2 + 4.5 * 25 * scale;
    const y = box.y + (box.height - 150 * scale) / 2 + 3.5 * 25 * scale;
    await nextFrame(page);
    await page.mouse.click(x, y);
    await expect.poll(() => page.getByTestId('inspect-report').textContent()).toMatch(/^From D5: \d+ cells in the line of fire, \d+ reachable with 3 actions\.$/);
    const visible = Number(/(\d+) cells in the line/.exec((await page.getByTestId('inspect-report').textContent()) ?? '')?.[1]);
    // The corridor runs along row D: the line of fire reaches along it, never across the walls.
    expect(visible).toBeGreaterThan(0);
    expect(visible).toBeLessThan(9 + 6);
    await shot(page, 'inspect.png');
  });
});
