/**
 * Accessibility: axe-core, injected into the real app in Chromium, on the start page, the editor,
 * the playtest and the print dialog (with the rules axe leaves off by default that users met:
 * a visible label that is not the accessible name). No violation is allowed.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { projectRoot, useBuiltApp } from './browser';
import { boardOnScreen, nextFrame, openSample, withoutPickers } from './support';
import { solidPng } from '../scripts/png';

const app = useBuiltApp();

interface Violation {
  readonly id: string;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly string[]; readonly failureSummary?: string }[];
}

async function violations(page: Page, skip: readonly string[] = []): Promise<string[]> {
  const source = await readFile(path.join(projectRoot, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
  // Evaluated by the browser's debugger, which the page's content security policy does not restrict.
  await page.evaluate(`${source}\n;undefined`);
  const found = await page.evaluate(async (skipped) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    const rules: Record<string, { enabled: boolean }> = { 'label-content-name-mismatch': { enabled: true } };
    for (const id of skipped) rules[id] = { enabled: false };
    const result = await axe.run(document, { rules, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  }, skip);
  return (found as Violation[]).flatMap((v) => v.nodes.map((node) => `${v.id}: ${v.help} — ${node.target.join(' ')}`));
}

describe('accessibility (axe-core)', () => {
  it('finds no violation on the start page', async () => {
    const { page } = await app.openApp('en-US');
    await page.getByTestId('sample-list').waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it('finds no violation in the editor, with a tool and a piece chosen', async () => {
    const { page } = await app.openApp('en-US');
    await openSample(page, 'r6-ambassade.scenario.json');
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('t');
    await page.getByRole('menuitem', { name: 'File', exact: true }).click();
    expect(await violations(page)).toEqual([]);
  });

  it('finds no violation in the print dialog', async () => {
    const { page } = await app.openApp('fr-FR');
    await openSample(page, 'siege-castle.scenario.json');
    await page.keyboard.press('Control+p');
    await page.getByTestId('print-dialog').waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it('finds no violation in the House rules panel: a terrain kind changed, a combat table, the constants, the variant dialog', async () => {
    const { page } = await app.openApp('en-US');
    await openSample(page, 'siege-castle.scenario.json');
    await page.getByTestId('panel-houseRules').locator('.side-panel__toggle').click();
    for (const section of ['terrain', 'tables', 'constants']) await page.getByTestId(`house-section-${section}`).locator('.house-section__toggle').click();
    await page.getByTestId('house-entry-terrain-moat').locator('.house-entry-item__toggle').click();
    await page.getByTestId('house-entry-tables-combat-foot').locator('.house-entry-item__toggle').click();
    const cost = page.locator('input[data-pointer="/ruleset/overrides/terrain/moat/moveCost/foot"]');
    await cost.fill('6');
    await cost.press('Enter');
    await expect.poll(() => page.getByTestId('house-rules-count').textContent()).toBe('House rules: 1 change.');
    expect(await violations(page)).toEqual([]);
    await page.getByTestId('house-save-variant').click();
    await page.getByTestId('variant-dialog').waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it('finds no violation in the playtest', async () => {
    const { page } = await app.openApp('en-US');
    await openSample(page, 'r6-ambassade.scenario.json');
    await page.keyboard.press('F5');
    await page.getByTestId('playtest-setup').waitFor();
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.getByTestId('playtest').waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it('finds no violation on the free table: the Rapid 40000 playtest and its army builder', async () => {
    const { page } = await app.openApp('fr-FR');
    await openSample(page, 'rapid40k-skirmish.scenario.json');
    await page.getByTestId('panel-army').getByRole('button', { name: 'Composition d’armée' }).click();
    await page.getByTestId('army-side').first().waitFor();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('F5');
    await page.getByTestId('playtest-setup').waitFor();
    await page.getByRole('button', { name: 'Commencer la partie' }).click();
    await page.getByTestId('playtest').waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it('finds no violation in the balance report', async () => {
    const { page } = await app.openApp('en-US');
    await openSample(page, 'r6-ambassade.scenario.json');
    await page.keyboard.press('Shift+F5');
    await page.getByTestId('report-setup').waitFor();
    expect(await violations(page)).toEqual([]);
    await page.getByLabel('Games', { exact: true }).fill('20');
    await page.getByRole('button', { name: 'Play the games' }).click();
    await page.getByTestId('report-results').waitFor({ timeout: 60_000 });
    expect(await violations(page)).toEqual([]);
  });

  it('finds no violation in the images of the palette, the inspector and the board background dialog', async () => {
    const { page } = await app.openApp('fr-FR', withoutPickers);
    await openSample(page, 'rivet-wars-m02.scenario.json');
    await page.keyboard.press('l');
    await page.getByTestId('palette-tile-8A').click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('palette').getByTestId('art-choose').click();
    await (await chooser).setFiles([{ name: 'tuile-8a.png', mimeType: 'image/png', buffer: solidPng(32, [0, 200, 120]) }]);
    await page.getByTestId('palette').getByTestId('art-thumbnail').waitFor();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('t');
    await page.getByTestId('palette').getByTestId('art-field-tokens').waitFor();
    expect(await violations(page)).toEqual([]);
    // The inspector of a bunker selected on the board.
    await page.keyboard.press('v');
    const board = await boardOnScreen(page, { kind: 'square', columns: 9, rows: 6, cellSizeMm: 80, labels: 'number-number', diagonals: 'once-per-move' });
    await nextFrame(page);
    const bunker = board.cell({ col: 1, row: 1 });
    await page.mouse.click(bunker.x, bunker.y);
    await page.getByTestId('inspector').getByTestId('art-field-tokens').waitFor();
    expect(await violations(page)).toEqual([]);
    await page.getByTestId('open-background').click();
    const dialog = page.getByTestId('background-dialog');
    const scan = page.waitForEvent('filechooser');
    await dialog.getByTestId('art-choose').click();
    await (await scan).setFiles([{ name: 'scan.png', mimeType: 'image/png', buffer: solidPng(64, [40, 90, 160]) }]);
    await dialog.getByTestId('art-thumbnail').waitFor();
    await dialog.getByTestId('background-by-points').check();
    await dialog.getByTestId('background-image').waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it('finds no violation in the editor’s own dialogs and pages', async () => {
    const { page } = await app.openApp('en-US');
    await openSample(page, 'rapid40k-skirmish.scenario.json');
    for (const [open, id] of [
      ['?', 'shortcuts-dialog'],
      ['F1', 'guide-dialog'],
      ['Control+n', 'new-scenario-dialog'],
    ] as const) {
      await page.keyboard.press(open);
      await page.getByTestId(id).waitFor();
      expect(await violations(page), id).toEqual([]);
      await page.keyboard.press('Escape');
    }
    await page.keyboard.press('Control+w');
    await page.getByTestId('sample-list').waitFor();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.items.add(new File(['{"name":"x"}'], 'package.json', { type: 'application/json' }));
      document.querySelector('.app')!.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    });
    await page.getByTestId('unreadable').waitFor();
    expect(await violations(page)).toEqual([]);
  });
});

describe('keyboard', () => {
  it('plays the playtest from the keyboard: after an action, a bot’s turn or a piece opened from the list, the focus is on the next action to take', async () => {
    const { page } = await app.openApp('en-US');
    await openSample(page, 'r6-ambassade.scenario.json');
    await page.keyboard.press('F5');
    await page.getByTestId('playtest-setup').waitFor();
    await page.getByLabel('Defenders').selectOption('greedy');
    await page.getByLabel('Seed (same seed, same dice)').fill('7');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.getByTestId('playtest').waitFor();
    const first = page.getByTestId('legal-actions').locator('.playtest__action').first();
    const focused = () => page.evaluate(() => (document.activeElement?.classList.contains('playtest__action') ? `${document.activeElement.closest('[data-piece]')?.querySelector('h3')?.textContent} › ${document.activeElement.textContent}` : document.activeElement?.tagName));
    const firstAction = async () => `${await page.getByTestId('legal-actions').locator('[data-piece]').first().locator('h3').textContent()} › ${await first.textContent()}`;
    const log = () => page.getByTestId('playtest-log').locator('li').count();
    // The four attackers deployed with Enter alone; the defenders' bot then deploys, and the focus waits on the attackers' first action of turn 1.
    await first.focus();
    for (let deployed = 0; deployed < 4; deployed++) {
      expect(await first.textContent()).toMatch(/^Deploy /);
      const count = await log();
      await page.keyboard.press('Enter');
      await expect.poll(log).toBeGreaterThan(count);
      if (deployed < 3) await expect.poll(focused).toBe(await firstAction());
    }
    await expect.poll(() => page.getByTestId('playtest-status').textContent(), { timeout: 15_000 }).toMatch(/^Turn 1 .*Attackers to play/);
    // Once the bot has played, the focus is back on an action: the agent's own, not the phase's end at the top.
    await expect.poll(focused).toMatch(/^Attacking agent \d › /);
    // A piece opened from the folded list: the focus is on its first action, not on the next piece's name.
    const other = page.getByTestId('other-pieces').getByRole('button').first();
    const piece = (await other.textContent())!.replace(/ · \d+ actions?$/, '');
    await other.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused())?.startsWith(`${piece} › `)).toBe(true);
    // Inside the scrolling list, the focus ring is drawn within the button, where nothing clips it.
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineOffset)).toBe('-2px');
  });

  it('picks every tool of the tool bar by its key, and every menu command is a focusable item', async () => {
    const { page } = await app.openApp('en-US');
    await openSample(page, 'r6-ambassade.scenario.json');
    const tools = await page.getByTestId('tool-bar').locator('button:not(:disabled)').evaluateAll((buttons) => buttons.map((button) => [button.getAttribute('data-tool')!, button.getAttribute('aria-keyshortcuts')!] as const));
    expect(tools.length).toBeGreaterThanOrEqual(10);
    for (const [tool, key] of tools) {
      await page.keyboard.press(key.toLowerCase());
      await expect.poll(() => page.locator(`[data-tool="${tool}"]`).getAttribute('aria-pressed')).toBe('true');
      if (tool === 'inspect') await page.keyboard.press('v');
    }
    // Each menu opens from its title with the keyboard, and each of its commands takes the focus in turn.
    for (const menu of ['File', 'Edit', 'View', 'Play', 'Help']) {
      await page.getByRole('menuitem', { name: menu, exact: true }).focus();
      await page.keyboard.press('ArrowDown');
      const enabled = await page.getByRole('menu', { name: menu }).locator('button.menu__item:not(:disabled)').count();
      const seen = new Set<string>();
      for (let i = 0; i < enabled; i++) {
        seen.add((await page.evaluate(() => document.activeElement?.textContent)) ?? '');
        await page.keyboard.press('ArrowDown');
      }
      expect(seen.size, menu).toBe(enabled);
      await page.keyboard.press('Escape');
    }
  });
});
