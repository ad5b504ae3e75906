/**
 * A hot-seat playtest of Star Wars: Rebellion on the standard sample in a real Chromium, a person
 * in each seat: the Empire and the Rebellion place their units, assign leaders to missions face
 * down (each sees only its own), the Rebellion reveals a mission on a system picked on the map,
 * the Empire activates Alderaan with Darth Vader and brings its Star Destroyers in from Coruscant by
 * clicking the map, a combat is fought with its dice in the log, and bots finish the game. With
 * seed 3 the probe cards reveal Coruscant as imperial and Alderaan as rebel, side by side.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import standard from '../scenarios/rebellion-standard.scenario.json';
import { createKernel } from '../engine/board';
import type { AreaGeometry } from '../engine/board/types';
import { viewOf } from '../renderer/canvas/tiles';
import { fitScale } from '../renderer/canvas/viewport';
import { artifactsDir, useBuiltApp } from './browser';
import { nextFrame, openSample } from './support';

const app = useBuiltApp();
const SEED = '3';
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(artifactsDir, name) });

/** The screen position of a system: the board is fitted and centred in the canvas. */
async function systemOnScreen(page: Page) {
  const { board } = standard;
  const kernel = createKernel(board.geometry as AreaGeometry, { areas: board.areas, links: board.links as [string, string][], regions: board.regions });
  const box = (await page.getByTestId('board-canvas').boundingBox())!;
  const size = { width: Math.floor(box.width), height: Math.floor(box.height) };
  const bounds = kernel.boundsMm();
  const view = viewOf({ x: bounds.x + bounds.width / 2, y: bounds.y + bounds.height / 2 }, fitScale(bounds, size), size);
  return (id: string) => {
    const point = kernel.areaToMm(id)!;
    return { x: box.x + point.x * view.scale + view.x, y: box.y + point.y * view.scale + view.y };
  };
}

describe('Rebellion playtest', () => {
  it('plays a round with the mouse in both seats (placement, assignment, a mission, a move into a system, a combat) and lets bots finish', async () => {
    const { page, problems } = await app.openApp('en-US');
    await page.setViewportSize({ width: 1600, height: 1000 });
    await openSample(page, 'rebellion-standard.scenario.json');
    await shot(page, 'rebellion-editor.png');
    await page.getByRole('menuitem', { name: 'Play' }).click();
    await page.locator('[data-command="play.playtest"]').click();
    await page.getByTestId('playtest-setup').waitFor();
    await page.getByLabel('Galactic Empire').selectOption('person');
    await page.getByLabel('Rebel Alliance').selectOption('person');
    await page.getByLabel('Seed (same seed, same dice)').fill(SEED);
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.getByTestId('playtest').waitFor();

    const status = async () => (await page.getByTestId('playtest-status').textContent()) ?? '';
    const log = () => page.getByTestId('playtest-log').locator('li').allTextContents();
    const buttons = () => page.getByTestId('legal-actions').locator('button');
    const handOff = page.getByTestId('handoff');
    /** What changes when an action is played: the log, the status, the actions, or a hand-off. */
    const screenState = async () => [(await log()).length, await status(), (await handOff.isVisible()) ? 'hand-off' : (await buttons().allTextContents()).join('|')].join('\n');
    /** Takes the seat when the device changes hands; says whose seat it was. A side's only action, played for it, is waited for first. */
    const takeSeat = async () => {
      await expect.poll(async () => (await handOff.isVisible()) || (await buttons().count()) > 0 || /^(Victory|Nobody)/.test(await status())).toBe(true);
      if (!(await handOff.isVisible())) return false;
      await handOff.getByRole('button').click();
      return true;
    };
    /** Clicks the first action matching, looking through the pieces folded in the list; waits for the list to change. */
    const choose = async (pattern: RegExp) => {
      await takeSeat();
      let texts = await buttons().allTextContents();
      const others = await page.getByTestId('other-pieces').locator('button').allTextContents();
      for (const other of others) {
        if (texts.some((text) => pattern.test(text))) break;
        await page.getByTestId('other-pieces').getByRole('button', { name: other, exact: true }).click();
        texts = await buttons().allTextContents();
      }
      const at = texts.findIndex((text) => pattern.test(text));
      expect(at, `an action matching ${pattern} among ${texts.slice(0, 10).join(' | ')}`).toBeGreaterThanOrEqual(0);
      const before = await screenState();
      await buttons().nth(at).click();
      await expect.poll(screenState).not.toBe(before);
    };
    /** Selects a piece by its name in the list of other pieces. */
    const select = async (name: RegExp) => {
      await takeSeat();
      const others = page.getByTestId('other-pieces').locator('button').filter({ hasText: name });
      if ((await others.count()) > 0) await others.first().click();
      await expect.poll(async () => (await page.getByTestId('legal-actions').locator('[data-piece] h3').allTextContents()).join(' ')).toMatch(name);
    };
    // The board is drawn once the seat is taken (a hand-off hides it).
    const clickSystem = async (id: string) => {
      await takeSeat();
      const before = await screenState();
      const point = (await systemOnScreen(page))(id);
      await nextFrame(page);
      await page.mouse.click(point.x, point.y);
      await expect.poll(screenState).not.toBe(before);
    };

    // Setup: the Empire places its units, most of them at Coruscant and a ground unit on each of its other systems (R8).
    await expect.poll(status).toMatch(/^Before round 1 · Placement · placing units · Galactic Empire to play$/);
    while ((await status()).endsWith('Galactic Empire to play')) {
      await takeSeat();
      const texts = await buttons().allTextContents();
      await choose(texts.some((text) => text.endsWith(' in Coruscant')) ? / in Coruscant$/ : /^Place 1 × /);
    }
    // The Rebellion takes the device and puts its fleet and troops at Alderaan, next to Coruscant.
    await expect.poll(() => handOff.isVisible()).toBe(true);
    await shot(page, 'rebellion-handoff.png');
    while ((await status()).includes('Placement')) await choose(/ in Alderaan$/);
    const lines = await log();
    expect(lines.some((line) => /Galactic Empire places 3 × Star Destroyer in Coruscant\.$/.test(line))).toBe(true);
    expect(lines.some((line) => /Rebel Alliance places 6 × Rebel trooper in Alderaan\.$/.test(line))).toBe(true);
    // Assignment, face down and at once: each side in turn at the device sees only its own missions.
    await takeSeat();
    await expect.poll(status).toMatch(/^Round 1 of 13 · Assignment phase · assigning leaders to missions · Galactic Empire to play$/);
    // The Empire cannot see the rebel base, nor, later, which mission Leia is on.
    expect((await log()).some((line) => /Your base is set up in/.test(line))).toBe(false);
    expect(await page.getByTestId('playtest').textContent()).toMatch(/Rebel base\s*hidden/);
    await choose(/^Assign Grand Moff Tarkin to Probe droids \(face down\)$/);
    await choose(/^Done assigning$/);
    await takeSeat();
    await expect.poll(status).toMatch(/Assignment phase · assigning leaders to missions · Rebel Alliance to play$/);
    // Only the Rebellion was told where its base is; the Empire's choice is not shown to it.
    expect((await log()).some((line) => /^\d+Your base is set up in /.test(line))).toBe(true);
    expect((await log()).some((line) => /Tarkin/.test(line))).toBe(false);
    await choose(/^Assign Leia Organa to Diplomatic mission \(face down\)$/);
    await shot(page, 'rebellion-assignment-rebel.png');
    await choose(/^Done assigning$/);
    // Both are in: the leaders show, the missions stay face down.
    expect((await log()).some((line) => /^\d+Galactic Empire assigns Grand Moff Tarkin to a face-down mission\.$/.test(line))).toBe(true);
    await shot(page, 'rebellion-assigned.png');

    // Command: the Rebellion reveals its mission on Kashyyyk, picked on the map; the Empire lets it be.
    await expect.poll(status).toMatch(/Command phase · giving an order · Rebel Alliance to play$/);
    await select(/Leia Organa \(on a mission\)/);
    await clickSystem('kashyyyk');
    await choose(/^Do not oppose$/);
    expect((await log()).some((line) => /Rebel Alliance reveals Diplomatic mission with Leia Organa on Kashyyyk\./.test(line))).toBe(true);

    // The Empire activates Alderaan with Darth Vader, then brings its Star Destroyers from Coruscant: a leader, a system, the units.
    await takeSeat();
    await select(/Darth Vader \(in reserve\)/);
    await clickSystem('alderaan');
    expect((await log())[0]).toMatch(/Galactic Empire activates Alderaan with Darth Vader\.$/);
    await select(/Star Destroyer × 3 · Coruscant/);
    await shot(page, 'rebellion-move.png');
    // The stack may bring one, two or three: the click on Alderaan asks how many.
    const alderaan = (await systemOnScreen(page))('alderaan');
    await nextFrame(page);
    await page.mouse.click(alderaan.x, alderaan.y);
    const chooser = page.getByTestId('place-chooser');
    await chooser.waitFor();
    expect(await chooser.getByRole('menuitem').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/^Bring 3 × Star Destroyer from Coruscant/), expect.stringMatching(/^Bring 1 × Star Destroyer from Coruscant/)]));
    await chooser.getByRole('menuitem', { name: /^Bring 3 × Star Destroyer from Coruscant/ }).click();
    await expect.poll(async () => (await log())[0]).toMatch(/Galactic Empire moves 3 × Star Destroyer from Coruscant to Alderaan\.$/);
    await choose(/^End the move$/);
    expect((await log()).some((line) => /Combat in Alderaan, Galactic Empire attacking\./.test(line))).toBe(true);

    // The combat: each side decides in turn; the dice and every damage are in the log.
    for (let step = 0; step < 60 && (await page.getByTestId('playtest').textContent())?.includes('Combat'); step++) {
      await takeSeat();
      const texts = await buttons().allTextContents();
      const pick = texts.find((text) => /^(Damage|Draw a tactic|Take the damage|Fight on|Send no leader|Play .* on the special)/.test(text)) ?? texts[0];
      if (!pick) break;
      await choose(new RegExp(`^${pick.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      if (step === 2) await shot(page, 'rebellion-combat.png');
    }
    const fought = await log();
    expect(fought.some((line) => /Galactic Empire rolls \d black (die|dice) and \d red (die|dice) \(space\): /.test(line))).toBe(true);
    expect(fought.some((line) => /takes 1 damage/.test(line))).toBe(true);

    // Bots finish the game; the winner is named.
    await takeSeat();
    await page.getByRole('button', { name: 'Let greedy bots finish' }).click();
    await expect.poll(status, { timeout: 240_000, interval: 1_000 }).toMatch(/^Victory: (Galactic Empire|Rebel Alliance)\. /);
    await shot(page, 'rebellion-winner.png');
    await page.getByTestId('language-select').selectOption('fr');
    await expect.poll(status).toMatch(/^Victoire\u00a0: (Empire galactique|Alliance rebelle)\. /);
    expect((await log()).some((line) => /^\d+Le tour \d+ commence \(temps \d+, réputation \d+\)\.$/.test(line))).toBe(true);
    // The log of the whole game shows its latest lines, says how many earlier ones it does not, and shows them on request, down to the first action.
    const earlier = page.getByTestId('playtest-log-earlier');
    expect(await earlier.textContent()).toMatch(/^\d+ lignes? plus anciennes? n(e sont|’est) pas affichées?\. /);
    expect(await page.getByTestId('playtest-log').locator('li').count()).toBe(301);
    await earlier.scrollIntoViewIfNeeded();
    await shot(page, 'rebellion-log-earlier-fr.png');
    while ((await earlier.count()) > 0) await earlier.getByRole('button').click();
    expect(await page.getByTestId('playtest-log').locator('li').last().locator('.playtest__step').textContent()).toBe('1');
    // The last page's button gone, the keyboard goes on from the log.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('playtest-log');
    await shot(page, 'rebellion-winner-fr.png');
    expect(problems).toEqual([]);
  }, 360_000);
});
