/**
 * A playtest of the SIEGE castle sample in a real Chromium: the besiegers' bot places its figures
 * and plays its phase, a person plays the defenders, ends the first fire step, selects a figure on
 * the board (its reach is outlined with the cost of each hex), moves it with the mouse, then lets
 * the bots finish; the log tells the shots with their die rolls, the status names the winner, in
 * English and in French. Then the besiegers, played by a person, man the siege tower, climb it and
 * push it towards the west wall.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import castle from '../scenarios/siege-castle.scenario.json';
import { createKernel } from '../engine/board';
import type { HexGeometry } from '../engine/board/types';
import { viewOf } from '../renderer/canvas/tiles';
import { fitScale } from '../renderer/canvas/viewport';
import { artifactsDir, useBuiltApp } from './browser';
import { nextFrame, openSample } from './support';

const app = useBuiltApp();

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(artifactsDir, name) });

/** The screen position of a hex of the castle map: the board is fitted and centred in the canvas. */
async function hexOnScreen(page: Page) {
  const kernel = createKernel(castle.board.geometry as HexGeometry);
  const box = (await page.getByTestId('board-canvas').boundingBox())!;
  const size = { width: Math.floor(box.width), height: Math.floor(box.height) };
  const bounds = kernel.boundsMm();
  const view = viewOf({ x: bounds.x + bounds.width / 2, y: bounds.y + bounds.height / 2 }, fitScale(bounds, size), size);
  return (label: string) => {
    const point = kernel.cellToMm(kernel.parseLabel(label)!);
    return { x: box.x + point.x * view.scale + view.x, y: box.y + point.y * view.scale + view.y };
  };
}

/** Opens the castle sample and starts a playtest with these seats (person, random or greedy) and seed, the bots playing without pausing. */
async function playCastle(besiegers: string, defenders: string, seed: number) {
  const opened = await app.openApp('en-US');
  const { page } = opened;
  await openSample(page, 'siege-castle.scenario.json');
  await page.getByRole('menuitem', { name: 'Play' }).click();
  await page.locator('[data-command="play.playtest"]').click();
  await page.getByTestId('playtest-setup').waitFor();
  await page.getByLabel('Besiegers').selectOption(besiegers);
  await page.getByLabel('Defenders').selectOption(defenders);
  await page.getByLabel("Bots' pace").selectOption('quick');
  await page.getByLabel('Seed (same seed, same dice)').fill(String(seed));
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.getByTestId('playtest').waitFor();
  return opened;
}

describe('SIEGE playtest', () => {
  it('plays the castle sample: a move by mouse with the reach and its costs shown, bots finish, the winner is named', async () => {
    const { page, problems } = await playCastle('random', 'person', 7);

    // The besiegers' bot places its figures in the camp and plays its first phase.
    const status = () => page.getByTestId('playtest-status').textContent();
    await expect.poll(status, { timeout: 60_000 }).toMatch(/^Turn 1 of 20 · .* · Defenders to play$/);
    const log = () => page.getByTestId('playtest-log').locator('li').allTextContents();
    expect((await log()).some((line) => / is placed on \d{4}\./.test(line))).toBe(true);

    // The defenders' first fire step, if they have a shot: each shot is described with its range and cover before it is taken.
    const actions = () => page.getByTestId('legal-actions').locator('button').allTextContents();
    if ((await status())?.includes('Archers and crossbowmen fire')) {
      const shots = (await actions()).filter((text) => text.includes(' shoots at '));
      for (const text of shots) expect(text).toMatch(/: \d+ hex(es)?, (short|medium|long) range, (no|light|medium|strong) cover, [+-]?\d+ to the die$/);
      // A shot from the keyboard: its die rolled with Enter, the keyboard goes on from an archer, not from the end of the step.
      const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
      await page.getByTestId('legal-actions').getByRole('button', { name: shots[0] }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(focusedText).toBe('Roll the die');
      const lines = (await log()).length;
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await log()).length).toBeGreaterThan(lines);
      await expect.poll(focusedText).not.toBe('');
      expect(await focusedText()).not.toMatch(/^End this step/);
      await page.getByRole('button', { name: 'End this step: Archers and crossbowmen fire' }).click();
    }
    await expect.poll(status).toMatch(/^Turn 1 of 20 · Movement · Defenders to play$/);

    // Select the sergeant in the courtyard on the board: the hexes it reaches are listed with their cost in movement points.
    const hex = await hexOnScreen(page);
    const sergeant = hex('1710');
    await nextFrame(page);
    await page.mouse.click(sergeant.x, sergeant.y);
    await expect.poll(() => page.getByTestId('selected-reach').textContent()).toMatch(/1 movement point: [^\n]*1711/);
    await shot(page, 'siege-playtest-reach.png');

    // Move it one hex south by clicking the highlighted hex.
    const before = (await log()).length;
    const target = hex('1711');
    await nextFrame(page);
    await page.mouse.click(target.x, target.y);
    await expect.poll(async () => (await log()).length).toBeGreaterThan(before);
    expect((await log())[0]).toMatch(/^\d+Sergeant \d moves from 1710 to 1711 \(1 movement point\)\.$/);
    await shot(page, 'siege-playtest.png');

    // Let the bots play the game out, the board drawn as they go (the turns are seen to pass, and
    // the button is not offered twice); the winner is named, and the log tells every die.
    const finish = page.getByRole('button', { name: 'Let greedy bots finish' });
    await finish.click();
    const turns = new Set<string>();
    await expect
      .poll(
        async () => {
          const now = (await status()) ?? '';
          turns.add(/^Turn (\d+)/.exec(now)?.[1] ?? now);
          return now;
        },
        { timeout: 240_000, interval: 100 },
      )
      .toMatch(/^Victory: (Besiegers|Defenders)\. |^Nobody wins: /);
    expect(turns.size).toBeGreaterThan(2);
    expect(await finish.isDisabled()).toBe(true);
    // The whole log, its earlier lines shown.
    const earlier = page.getByTestId('playtest-log-earlier');
    while ((await earlier.count()) > 0) await earlier.getByRole('button').click();
    const lines = await log();
    expect(lines.some((line) => /shoots at .*: die \d+, modified roll \d+/.test(line))).toBe(true);
    await shot(page, 'siege-playtest-winner.png');

    // The same game in French.
    await page.getByTestId('language-select').selectOption('fr');
    await expect.poll(status).toMatch(/^Victoire\u00a0: (Assiégeants|Défenseurs)\. /);
    expect((await log()).some((line) => / tire sur .*\u00a0: dé \d+, jet modifié \d+/.test(line))).toBe(true);
    await shot(page, 'siege-playtest-winner-fr.png');
    expect(problems).toEqual([]);
  }, 360_000);

  it('mans the siege tower, climbs it and pushes it towards the wall, all from the list of actions', async () => {
    const { page, problems } = await playCastle('person', 'random', 3);
    const status = () => page.getByTestId('playtest-status').textContent();
    const buttons = () => page.getByTestId('legal-actions').locator('button');
    /**
     * Clicks the first action whose words match, and waits for the list to change. Actions come by
     * piece: the selected piece's are open; the others are a click on the piece's name away.
     */
    const choose = async (pattern: RegExp) => {
      let texts = await buttons().allTextContents();
      const others = await page.getByTestId('other-pieces').locator('button').allTextContents();
      for (const other of others) {
        if (texts.some((text) => pattern.test(text))) break;
        await page.getByTestId('other-pieces').getByRole('button', { name: other, exact: true }).click();
        texts = await buttons().allTextContents();
      }
      const at = texts.findIndex((text) => pattern.test(text));
      expect(at, `an action matching ${pattern} among ${texts.slice(0, 8).join(' | ')}`).toBeGreaterThanOrEqual(0);
      await buttons().nth(at).click();
      await expect.poll(async () => (await buttons().allTextContents()).join('\n')).not.toBe(texts.join('\n'));
    };

    // The besiegers place their figures in the camp, next to the trench before the tower when they can.
    while ((await status())?.includes('Deployment')) {
      const texts = await buttons().allTextContents();
      await choose(texts.some((text) => / on 08(0[7-9]|1[0-2])$/.test(text)) ? / on 08(0[7-9]|1[0-2])$/ : /^Place /);
    }
    if ((await status())?.includes('Archers and crossbowmen fire')) await page.getByRole('button', { name: 'End this step: Archers and crossbowmen fire' }).click();
    await expect.poll(status).toMatch(/^Turn 1 of 20 · Movement · Besiegers to play$/);
    // Three figures into the tower, one per hex, and one more up to its top.
    await choose(/^Move .* to 1009 \(\d\sMP\)$/);
    await choose(/^Move .* to 1010 \(\d\sMP\)$/);
    await choose(/^Move .* to 1110 \(\d\sMP\)$/);
    await choose(/^Move .* to the top of the siege tower at 1010 \(\d\sMP\)$/);
    // Their movement is spent getting in: the tower rolls next turn, after the defenders' bot has played.
    for (let step = 0; step < 12 && !/^Turn 2 of 20 · Movement · Besiegers/.test((await status()) ?? ''); step++) {
      const end = buttons().filter({ hasText: /^End this step: / });
      if ((await end.count()) > 0 && (await status())?.endsWith('Besiegers to play')) await end.first().click();
      else if ((await buttons().first().textContent()) === 'Roll the die') await buttons().first().click();
      await page.waitForTimeout(300);
    }
    await expect.poll(status, { timeout: 60_000 }).toMatch(/^Turn 2 of 20 · Movement · Besiegers to play$/);
    // Now manned, the tower is pushed one hex south-east, over the filled moat.
    await choose(/^Push the siege tower 1 hex, its front hex to 1110$/);
    const log = () => page.getByTestId('playtest-log').locator('li').allTextContents();
    expect((await log())[0]).toMatch(/^\d+The siege tower moves from 1009 to 1110 \(1 hex\), pushed by .+\.$/);
    await shot(page, 'siege-playtest-tower.png');
    expect(problems).toEqual([]);
  }, 240_000);

  it('lets the bot place the besiegers for the person', async () => {
    const { page, problems } = await playCastle('person', 'random', 5);
    const status = () => page.getByTestId('playtest-status').textContent();
    await expect.poll(status).toMatch(/Deployment · Besiegers to play$/);
    const log = () => page.getByTestId('playtest-log').locator('li').allTextContents();
    await page.getByRole('button', { name: 'Let the bot play “Deployment” for me' }).click();
    await expect.poll(status, { timeout: 30_000 }).not.toMatch(/Deployment · Besiegers to play$/);
    const placements = (await log()).filter((line) => / is placed on \d{4}\./.test(line)).length;
    expect(placements).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  }, 120_000);

  it('inspects a hex of the castle in the editor: the archer on the rampart, his line of fire and his reach', async () => {
    const { page, problems } = await app.openApp('en-US');
    await openSample(page, 'siege-castle.scenario.json');
    await page.getByTestId('inspect-tool').click();
    const hex = await hexOnScreen(page);
    const rampart = hex('1410');
    await nextFrame(page);
    await page.mouse.click(rampart.x, rampart.y);
    const report = () => page.getByTestId('inspect-report').textContent();
    await expect.poll(report).toMatch(/^From 1410: \d+ cells in the line of fire, \d+ reachable with 5 movement points\.$/);
    // From the ramparts the archer sees out over the berm, the moat and the fields.
    expect(Number(/(\d+) cells in the line/.exec((await report()) ?? '')?.[1])).toBeGreaterThan(50);
    await shot(page, 'siege-inspect.png');
    expect(problems).toEqual([]);
  });
});
