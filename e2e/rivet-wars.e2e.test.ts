/**
 * A playtest of Rivet Wars' mission 1 in a real Chromium, a person playing the Allies against a
 * random bot, with the mouse: the initiative roll, units deployed by a click on their grid (which asks which unit), a grid
 * activated for combat and an attack chosen by a click on the enemy unit it hits first, its dice in
 * the log with the hits per target, a unit moved by a click on a grid of its reach, the wrap-up's
 * victory points; then the bots finish the game, and the winner is named, in English and French.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import mission from '../scenarios/rivet-wars-m01.scenario.json';
import { createKernel } from '../engine/board';
import type { SquareGeometry } from '../engine/board/types';
import { viewOf } from '../renderer/canvas/tiles';
import { fitScale } from '../renderer/canvas/viewport';
import { rivetWars } from '../engine/rules/rivet-wars/index';
import { artifactsDir, useBuiltApp } from './browser';
import { nextFrame, openSample } from './support';

const app = useBuiltApp();

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(artifactsDir, name) });

/** The screen position of a grid of the mission ("5,1": column 5, row 1): the board is fitted and centred. */
async function gridOnScreen(page: Page) {
  const kernel = createKernel(mission.board.geometry as SquareGeometry);
  const box = (await page.getByTestId('board-canvas').boundingBox())!;
  const size = { width: Math.floor(box.width), height: Math.floor(box.height) };
  const bounds = kernel.boundsMm();
  const view = viewOf({ x: bounds.x + bounds.width / 2, y: bounds.y + bounds.height / 2 }, fitScale(bounds, size), size);
  return (label: string) => {
    const [col, row] = label.split(',').map(Number) as [number, number];
    const point = kernel.cellToMm({ col: col - 1, row: row - 1 });
    return { x: box.x + point.x * view.scale + view.x, y: box.y + point.y * view.scale + view.y };
  };
}

/** A unit's id from its name as the playtest words it: "Rifleman 3" is rifleman-3, a hero alone is its profile's first figure. */
function unitId(name: string): string {
  const number = /\s(\d+)$/.exec(name)?.[1] ?? '1';
  const base = name.replace(/\s\d+$/, '');
  const profile = Object.entries(rivetWars.data.unitProfiles ?? {}).find(([, candidate]) => (typeof candidate.name === 'string' ? candidate.name : candidate.name.en) === base)?.[0];
  if (!profile) throw new Error(`No profile named ${base}`);
  return `${profile}-${number}`;
}

/** The screen position of a unit's counter, drawn in its cell of its grid. */
async function pieceOnScreen(page: Page, id: string) {
  const box = (await page.getByTestId('board-canvas').boundingBox())!;
  const rect = await page.evaluate((piece) => {
    const konva = (window as unknown as { Konva: { stages: { findOne: (selector: string) => { getClientRect: () => { x: number; y: number; width: number; height: number } } | undefined }[] } }).Konva;
    return konva.stages.map((stage) => stage.findOne(`#piece-${piece}`)).find(Boolean)?.getClientRect() ?? null;
  }, id);
  if (!rect) throw new Error(`No counter for ${id}`);
  return { x: box.x + rect.x + rect.width / 2, y: box.y + rect.y + rect.height / 2 };
}

describe('Rivet Wars playtest', () => {
  it('plays a round of mission 1 with the mouse: deploy, combat with dice, move, wrap-up; the bots finish', async () => {
    const { page, problems } = await app.openApp('en-US');
    await openSample(page, 'rivet-wars-m01.scenario.json');
    await page.getByRole('menuitem', { name: 'Play' }).click();
    await page.locator('[data-command="play.playtest"]').click();
    await page.getByTestId('playtest-setup').waitFor();
    await page.getByLabel('Allies').selectOption('person');
    await page.getByLabel('Blight').selectOption('random');
    await page.getByLabel('Seed (same seed, same dice)').fill('5');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.getByTestId('playtest').waitFor();
    // The bots' pace, changed during the game: the Blight's bot plays on without pausing.
    const pace = page.getByTestId('playtest').getByLabel("Bots' pace");
    expect(await pace.inputValue()).toBe('watch');
    await pace.selectOption('quick');

    const status = () => page.getByTestId('playtest-status').textContent();
    const log = () => page.getByTestId('playtest-log').locator('li').allTextContents();
    const buttons = () => page.getByTestId('legal-actions').locator('button');
    const tracks = () => page.getByTestId('tracks').textContent();
    const press = async (name: string | RegExp) => {
      const before = await log();
      await buttons().filter({ hasText: name }).first().click();
      await expect.poll(async () => (await log()).join('\n')).not.toBe(before.join('\n'));
    };

    // The initiative: each side rolls a die, the dice are in the log.
    await press('Roll for initiative');
    expect((await log()).some((line) => /Initiative rolls: \d for (Allies|Blight)( and \d for (Allies|Blight))?\./.test(line))).toBe(true);
    // The status counts rounds, as the rulebook and the tracks do.
    await expect.poll(status, { timeout: 60_000 }).toMatch(/^Round 1 of 30 · Deployment phase · Allies to play$/);
    // Deployment points and rivets of both sides are always shown.
    expect(await tracks()).toMatch(/AlliesVictory points0 \/ 6Deployment points4Rivets0/);

    // Deploy two Riflemen by clicking grids of the Allied deployment zone, then a Rocket Cycle from the list.
    const grid = await gridOnScreen(page);
    const first = grid('5,1');
    const deployed = (await log()).length;
    await nextFrame(page);
    await page.mouse.click(first.x, first.y);
    // The grid takes more than one kind of unit: the click asks which, rather than deploying the first.
    const chooser = page.getByTestId('place-chooser');
    await chooser.waitFor();
    const offered = await chooser.getByRole('menuitem').allTextContents();
    expect(offered.length).toBeGreaterThan(1);
    for (const text of offered) expect(text).toMatch(/^Deploy .+ in 5,1 \(/);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(offered[0]);
    await page.keyboard.press('Escape');
    await expect.poll(() => chooser.count()).toBe(0);
    expect((await log()).length).toBe(deployed);
    await page.mouse.click(first.x, first.y);
    await chooser.getByRole('menuitem', { name: /^Deploy Rifleman in 5,1/ }).click();
    await expect.poll(async () => (await log()).length).toBeGreaterThan(deployed);
    expect(await chooser.count()).toBe(0);
    expect((await log()).some((line) => /Allies deploy Rifleman \d in 5,1\./.test(line))).toBe(true);
    // The second from the keyboard: the focus then takes the deployment that came in its place in the list, not the phase's end at its top.
    const deployRifleman = buttons().filter({ hasText: 'Deploy Rifleman in 4,1 (1 DP, 0 rivets)' }).first();
    const index = await deployRifleman.evaluate((button) => [...button.closest('[data-piece]')!.querySelectorAll('.playtest__action')].indexOf(button));
    expect(index).toBeGreaterThan(0);
    const before = await log();
    await deployRifleman.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await log()).join('\n')).not.toBe(before.join('\n'));
    expect((await log()).some((line) => /Allies deploy Rifleman \d in 4,1\./.test(line))).toBe(true);
    await expect
      .poll(() => page.evaluate(() => [...(document.activeElement?.closest('[data-piece]')?.querySelectorAll('.playtest__action') ?? [])].indexOf(document.activeElement as Element)))
      .toBe(index);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Deploy /);
    // The action under the mouse is outlined where it acts on the board, and no longer once the mouse leaves it.
    const preview = () =>
      page.evaluate(() => {
        const konva = (window as unknown as { Konva: { stages: { findOne: (selector: string) => { getClientRect: () => { x: number; y: number; width: number; height: number } } | undefined }[] } }).Konva;
        return konva.stages.map((stage) => stage.findOne('.preview')).find(Boolean)?.getClientRect() ?? null;
      });
    await page.getByTestId('legal-actions').getByRole('button', { name: 'Deploy Rocket Cycle in 5,1 (2 DP, 0 rivets)' }).hover();
    await expect.poll(preview).not.toBeNull();
    const outlined = (await preview())!;
    const box = (await page.getByTestId('board-canvas').boundingBox())!;
    const target = grid('5,1');
    expect(Math.abs(box.x + outlined.x + outlined.width / 2 - target.x)).toBeLessThan(outlined.width / 4);
    expect(Math.abs(box.y + outlined.y + outlined.height / 2 - target.y)).toBeLessThan(outlined.height / 4);
    await shot(page, 'rivet-wars-preview.png');
    await page.mouse.move(box.x + 2, box.y + 2);
    await expect.poll(preview).toBeNull();
    await press('Deploy Rocket Cycle in 5,1 (2 DP, 0 rivets)');
    await shot(page, 'rivet-wars-deployed.png');
    await press('End the Deployment phase');

    // Play the Allied turns with the mouse until an attack has been rolled, a unit moved and a wrap-up scored.
    let attacked = false;
    let moved = false;
    let walked = false;
    let activatedByKeys = false;
    for (let round = 0; round < 8 && !(attacked && moved); round++) {
      await expect.poll(status, { timeout: 60_000 }).toMatch(/(Combat|Movement|Deployment) phase · Allies to play$/);
      if ((await status())?.includes('Deployment')) await press('End the Deployment phase');
      if ((await status())?.includes('Combat phase')) {
        // Activate every grid whose units can attack, and attack with each by a click on the unit it hits first.
        for (let guard = 0; guard < 12; guard++) {
          const texts = await buttons().allTextContents();
          // An attack says the unit it hits first and the dice it rolls against it: "(Rifleman 1 first, 2 dice)".
          const attack = texts.find((text) => / on \d+,\d+ \(.* first, \d+ dice?\)$/.test(text));
          if (attack) {
            const target = /\((.*) first, \d+ dice?\)$/.exec(attack)?.[1] as string;
            const at = await pieceOnScreen(page, unitId(target));
            await nextFrame(page);
            await page.mouse.click(at.x, at.y);
            await expect.poll(async () => (await buttons().allTextContents()).join('|')).toContain('Roll the attack’s dice');
            await shot(page, 'rivet-wars-attack-declared.png');
            // The dice rolled from the keyboard: the keyboard goes on to what is left to do, not onto the phase's end above them.
            const rolled = (await log()).length;
            await buttons().filter({ hasText: 'Roll the attack’s dice' }).first().focus();
            await page.keyboard.press('Enter');
            await expect.poll(async () => (await log()).length).toBeGreaterThan(rolled);
            const more = (await buttons().allTextContents()).some((text) => !/^End the /.test(text)) || (await page.getByTestId('other-pieces').count()) > 0;
            if (more) await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).not.toMatch(/^(End the |$)/);
            const lines = await log();
            expect(lines.some((line) => / on .*: (die \d|dice (—|\d(, \d)*,? and \d)) — (hit, 1 damage|missed)\.$/.test(line))).toBe(true);
            attacked = true;
            await shot(page, 'rivet-wars-dice.png');
            continue;
          }
          const activate = texts.find((text) => /^Activate grid /.test(text));
          if (!activate) break;
          // A click on the grid activates it.
          const label = /^Activate grid (\d+,\d+)/.exec(activate)?.[1] as string;
          const before = (await log()).length;
          const at = grid(label);
          await nextFrame(page);
          await page.mouse.click(at.x, at.y);
          await expect.poll(async () => (await log()).length).toBeGreaterThan(before);
          expect((await log()).some((line) => line.includes(`Allies activate grid ${label}`))).toBe(true);
          // Its units attack only if an enemy is in range: otherwise the next grid.
          if (!(await buttons().allTextContents()).some((text) => / on \d+,\d+ \(.* first, \d+ dice?\)$/.test(text))) {
            const next = (await buttons().allTextContents()).find((text) => /^Activate grid /.test(text));
            if (!next) break;
          }
        }
        await press('End the Combat phase');
      }
      await expect.poll(status).toMatch(/Movement phase · Allies to play$/);
      // Each grid in turn: a click activates it; each unit is selected by a click and moved forward by a click on its reach.
      for (let guard = 0; guard < 20; guard++) {
        const texts = await buttons().allTextContents();
        const forward = texts
          .map((text) => /^(.*): move to (\d+),(\d+)$/.exec(text))
          .filter((match): match is RegExpExecArray => match !== null)
          .sort((a, b) => Number(b[3]) - Number(a[3]))[0];
        if (forward && Number(forward[3]) > 1) {
          const unit = forward[1] as string;
          const to = `${forward[2]},${forward[3]}`;
          const counter = await pieceOnScreen(page, unitId(unit));
          await nextFrame(page);
          await page.mouse.click(counter.x, counter.y);
          await expect.poll(() => page.getByTestId('selected-reach').textContent()).toMatch(/movement points?: /);
          if (!moved) await shot(page, 'rivet-wars-reach.png');
          const before = (await log()).length;
          // The first unit with two movement points (the Rocket Cycle) is walked two grids: one click, one move a grid.
          const far = walked ? undefined : /2 movement points: ([\d, ·]+)/.exec((await page.getByTestId('selected-reach').textContent()) ?? '')?.[1]?.split(' · ')[0];
          const goal = far ?? to;
          const target = grid(goal);
          await nextFrame(page);
          await page.mouse.click(target.x, target.y);
          await expect.poll(async () => (await log()).length).toBeGreaterThan(before);
          if (far) {
            // The log lists the newest first: the two moves are its first lines.
            await expect.poll(async () => (await log()).slice(0, 2).filter((line) => line.includes(`${unit} moves from`)).length).toBe(2);
            walked = true;
          }
          expect((await log()).some((line) => new RegExp(`${unit} moves from \\d+,\\d+ to ${goal}\\.`).test(line))).toBe(true);
          moved = true;
          continue;
        }
        const activate = texts.find((text) => /^Activate grid /.test(text));
        if (!activate) break;
        const label = /^Activate grid (\d+,\d+)/.exec(activate)?.[1] as string;
        const before = (await log()).length;
        if (!activatedByKeys && texts.filter((text) => /^Activate grid /.test(text)).length === 1) {
          // The last grid activated from the keyboard: its units come next, not the phase's end, which is all that is left of the side's own actions.
          await buttons().filter({ hasText: activate }).first().focus();
          await page.keyboard.press('Enter');
          await expect.poll(async () => (await log()).length).toBeGreaterThan(before);
          await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(/: move to \d+,\d+$|actions?$/);
          activatedByKeys = true;
          continue;
        }
        const at = grid(label);
        await nextFrame(page);
        await page.mouse.click(at.x, at.y);
        await expect.poll(async () => (await log()).length).toBeGreaterThan(before);
      }
      await press('End the Movement phase');
      // The wrap-up runs by itself: the Allies' points are told.
      expect((await log()).some((line) => /^\d+Allies: \d+ VP\.$/.test(line))).toBe(true);
    }
    expect(attacked).toBe(true);
    expect(moved).toBe(true);
    expect(walked).toBe(true);
    expect(activatedByKeys).toBe(true);
    await shot(page, 'rivet-wars-round.png');

    // The bots finish the game; the winner is named.
    await page.getByRole('button', { name: 'Let greedy bots finish' }).click();
    await expect.poll(status, { timeout: 240_000, interval: 1_000 }).toMatch(/^Victory: (Allies|Blight)\. |^Nobody wins: /);
    await shot(page, 'rivet-wars-winner.png');
    await page.getByTestId('language-select').selectOption('fr');
    await expect.poll(status).toMatch(/^Victoire\u00a0: (Alliés|Blight)|^Match nul/);
    expect((await log()).some((line) => /(Alliés|Blight)\u00a0: \d+ VP\.$/.test(line))).toBe(true);
    await shot(page, 'rivet-wars-winner-fr.png');
    expect(problems).toEqual([]);
  }, 420_000);
});
