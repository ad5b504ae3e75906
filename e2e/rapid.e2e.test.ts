/**
 * Rapid' 40000 in a real Chromium. A playtest on the free table: the space marines, played by a
 * person, drag a squad forward (its reach drawn from its bases, the move in words at the pointer),
 * shoot at the orks from the list of actions and roll, lay a flamer's template by a click (the
 * models under it outlined before the roll), and let the bots finish; the winner is named, in
 * English and in French. Then the army builder: a squad is built in the editor's side panel and
 * its points and the army's are read live.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import sample from '../scenarios/rapid40k-skirmish.scenario.json';
import { createKernel } from '../engine/board';
import type { FreeGeometry } from '../engine/board/types';
import { viewOf } from '../renderer/canvas/tiles';
import { fitScale } from '../renderer/canvas/viewport';
import { artifactsDir, useBuiltApp } from './browser';
import { nextFrame, openSample } from './support';

const app = useBuiltApp();
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(artifactsDir, name) });

type Json = Record<string, unknown>;

/** The sample with the armies face to face: the missile squad 17" from a mob, the flamer squad 7" from another; the marines play first. */
function closeQuarters(): Json {
  const doc = JSON.parse(JSON.stringify(sample)) as { sides: { units: Json[] }[]; turns: Json } & Json;
  const at: Record<string, [number, number]> = { command: [36, 14], 'tactical-1': [28, 16], 'tactical-2': [67, 22], 'boss-mob': [38, 34], 'mob-1': [26, 34], 'mob-2': [67, 28.5] };
  for (const side of doc.sides) for (const unit of side.units) unit.at = { x: at[unit.id as string]?.[0], y: at[unit.id as string]?.[1] };
  doc.turns = { ...doc.turns, limit: 3, first: 'marines' };
  return doc;
}

/**
 * A skirmish for the rules played by hand, on open ground: a squad with a missile launcher and a
 * flamer beside the command squad (its NCO's team), a Rhino, two mobs before them, the Big boss mob
 * in front of the other tactical squad; every model where the test puts it (inches).
 */
function byHand(): Json {
  const doc = JSON.parse(JSON.stringify(sample)) as { sides: { units: Json[] }[]; turns: Json; ruleset: Json } & Json;
  const row = (x: number, y: number, count: number) => Array.from({ length: count }, (_, i) => ({ x: x + i * 1.2, y }));
  const unit = (id: string, name: string, models: [string, number][], positions: { x: number; y: number }[]) => ({ id, name: { en: name, fr: name }, models: models.map(([profile, count]) => ({ profile, count })), at: positions[0], positions });
  const [marines, orks] = doc.sides;
  marines!.units = [
    unit('tactical-1', 'Tactical squad 1', [['sm-sergeant', 1], ['sm-missile', 1], ['sm-flamer', 1], ['sm-marine', 1]], row(20, 14, 4)),
    unit('command', 'Command squad', [['sm-captain', 1], ['sm-marine', 3]], row(20, 11.5, 4)),
    unit('tactical-2', 'Tactical squad 2', [['sm-sergeant', 1], ['sm-marine', 3]], row(50, 14, 4)),
    { id: 'rhino', name: { en: 'Rhino', fr: 'Rhino' }, profile: 'rhino', at: { x: 36, y: 8 } },
  ];
  orks!.units = [
    unit('mob-1', 'Boyz mob 1', [['ork-nob', 1], ['ork-boy', 3]], row(11, 30, 4)),
    unit('mob-2', 'Boyz mob 2', [['ork-nob', 1], ['ork-boy', 3]], row(21, 20.5, 4)),
    unit('boss-mob', 'Big boss mob', [['ork-big-boss', 1], ['ork-boy', 4]], row(48, 23.5, 5)),
  ];
  // Open ground: every line of fire here is clear.
  (doc.board as { terrain: unknown[] }).terrain = [];
  doc.turns = { ...doc.turns, limit: 2, first: 'marines' };
  // A skirmish of a few squads: no army lists (the squad carries two special weapons).
  doc.ruleset = { ...doc.ruleset, overrides: { constants: { armyLists: false } } };
  return doc;
}

/** The first Konva node of a name on the board, as the screen shows it. */
async function boardNode(page: Page, name: string) {
  return page.evaluate((selector) => {
    const konva = (window as unknown as { Konva: { stages: { find: (selector: string) => { getClientRect: () => { x: number; y: number; width: number; height: number } }[] }[] } }).Konva;
    const nodes = konva.stages.flatMap((stage) => stage.find(selector));
    return nodes.map((node) => node.getClientRect());
  }, `.${name}`);
}

/** Opens a scenario as a dropped file would be. */
async function openScenario(page: Page, scenario: unknown, name: string) {
  const transfer = await page.evaluateHandle(
    ([text, file]) => {
      const data = new DataTransfer();
      data.items.add(new File([text], file, { type: 'application/json' }));
      return data;
    },
    [JSON.stringify(scenario), name] as const,
  );
  await page.dispatchEvent('.app', 'drop', { dataTransfer: transfer });
  await page.getByTestId('workspace').waitFor();
}

/** Screen position of a point of the table in inches: the table is fitted and centred in the canvas. */
async function tableOnScreen(page: Page) {
  return (await tableView(page)).at;
}

/** The table on screen: where a point in inches is, and how many pixels a millimetre takes. */
async function tableView(page: Page) {
  const kernel = createKernel(sample.board.geometry as FreeGeometry);
  const box = (await page.getByTestId('board-canvas').boundingBox())!;
  const size = { width: Math.floor(box.width), height: Math.floor(box.height) };
  const bounds = kernel.boundsMm();
  const view = viewOf({ x: bounds.x + bounds.width / 2, y: bounds.y + bounds.height / 2 }, fitScale(bounds, size), size);
  return { at: (x: number, y: number) => ({ x: box.x + x * 25.4 * view.scale + view.x, y: box.y + y * 25.4 * view.scale + view.y }), scale: view.scale };
}

describe('Rapid 40000', () => {
  it('plays on the free table: a squad dragged, a volley, a flamer’s template laid, bots finish, the winner named', async () => {
    const { page, problems } = await app.openApp('en-US');
    await openScenario(page, closeQuarters(), 'close-quarters.scenario.json');
    await page.getByRole('menuitem', { name: 'Play' }).click();
    await page.locator('[data-command="play.playtest"]').click();
    await page.getByTestId('playtest-setup').waitFor();
    await page.getByLabel('Space Marines').selectOption('person');
    // Hot-seat: the orks, played by a person too, stand still, so the flamer finds its mob where it was.
    await page.getByLabel('Orks').selectOption('person');
    await page.getByLabel('Seed (same seed, same dice)').fill('3');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.getByTestId('playtest').waitFor();
    const status = () => page.getByTestId('playtest-status').textContent();
    const log = () => page.getByTestId('playtest-log').locator('li').allTextContents();
    const buttons = () => page.getByTestId('legal-actions').locator('button');
    const takeSeat = async (side: string) => {
      await page.getByRole('button', { name: `I play ${side}: show my side` }).click();
      await page.getByTestId('board-canvas').waitFor();
    };
    await takeSeat('Space Marines');
    await expect.poll(status).toBe('Turn 1 of 3 · Activations · Space Marines to play');

    // Tactical squad 1 (two ranks about 28", 16", facing the orks): select it by a click on a base, then drag it 4" toward the orks.
    const table = await tableOnScreen(page);
    const base = table(28 + 0.99, 16);
    await page.mouse.click(base.x, base.y);
    await expect.poll(() => page.getByTestId('selected-reach').textContent()).toMatch(/^Where Tactical squad 1 can go/);
    await page.mouse.move(base.x, base.y);
    await page.mouse.down();
    const goal = table(28 + 0.99, 20);
    for (let step = 1; step <= 8; step++) await page.mouse.move(base.x + ((goal.x - base.x) * step) / 8, base.y + ((goal.y - base.y) * step) / 8);
    // While dragging: the reach drawn from every base, the move in words at the pointer.
    await shot(page, 'rapid-playtest-drag.png');
    await page.mouse.up();
    await expect.poll(async () => (await log())[0]).toMatch(/^\d+Tactical squad 1 moves [34](\.\d)?″ to the [a-z-]+ \(1\sAP\)\.$/);

    // It shoots at the nearest mob from the list of actions (odds given), and rolls.
    await expect.poll(async () => (await buttons().allTextContents()).join('\n')).toMatch(/shoots at Boyz mob 1/);
    const volley = (await buttons().allTextContents()).find((text) => /^Tactical squad 1 shoots at Boyz mob 1 \(1\sAP\): .*\d+d6 \+ \d+ against \d+d6 \+ \d+, \d+% to win$/.test(text));
    expect(volley).toBeDefined();
    await page.getByRole('button', { name: volley as string }).click();
    await expect.poll(() => page.getByTestId('playtest-prompt').textContent()).toBe('Tactical squad 1 fires at Boyz mob 1: roll the dice.');
    await page.getByRole('button', { name: 'Roll the dice' }).click();
    await expect.poll(async () => (await log()).some((line) => /Tactical squad 1 fires at Boyz mob 1 with \d+ Bolter: [\d, and]+( [+−] \d+)? → \d+ against ([\d, and]+|—)( [+−] \d+)? → \d+\./.test(line))).toBe(true);

    // The orks' turn: a mob is activated and ends its activation at once.
    await takeSeat('Orks');
    await expect.poll(status).toBe('Turn 1 of 3 · Activations · Orks to play');
    await page.getByTestId('other-pieces').getByRole('button', { name: /^Boyz mob 1 / }).click();
    await page.getByRole('button', { name: 'Activate Boyz mob 1 (2 AP)' }).click();
    await page.getByRole('button', { name: 'End the activation of Boyz mob 1 (2 AP unspent)' }).click();
    // Then Tactical squad 2 lays its flamer's template over the mob before it, by a click.
    await takeSeat('Space Marines');
    await expect.poll(status).toBe('Turn 1 of 3 · Activations · Space Marines to play');
    const board = await tableOnScreen(page);
    await nextFrame(page);
    await page.mouse.click(board(67, 22).x, board(67, 22).y);
    await page.getByRole('button', { name: 'Lay the template of Tactical squad 2 on the table' }).click();
    const mob = board(67, 28.5);
    await page.mouse.move(mob.x, mob.y);
    await page.mouse.move(mob.x + 1, mob.y);
    await page.mouse.click(mob.x, mob.y);
    // Declared, not yet rolled: the template lies on the table and the models under it are outlined.
    await expect.poll(() => page.getByTestId('playtest-prompt').textContent()).toMatch(/^Tactical squad 2 (fires at Boyz mob 2 and lays its template|lays its template): roll the dice\.$/);
    await shot(page, 'rapid-playtest-template.png');
    await page.getByRole('button', { name: 'Roll the dice' }).click();
    await expect.poll(async () => (await log()).some((line) => /^\d+Flamer of Tactical squad 2 on Boyz mob 2 \(\d under the template\): \d( [+−] \d+)? → \d+ against ([\d, and]+|—)( [+−] \d+)? → \d+\.$/.test(line))).toBe(true);

    // The bots play the rest; the winner is named, and the log tells the dice in words.
    await page.getByRole('button', { name: 'Let greedy bots finish' }).click();
    await expect.poll(status, { timeout: 240_000, interval: 1_000 }).toMatch(/^Victory: (Space Marines|Orks)\. |^Nobody wins: /);
    await shot(page, 'rapid-playtest-winner.png');
    await page.getByTestId('language-select').selectOption('fr');
    await expect.poll(async () => (await log()).some((line) => / tire sur .* avec \d+ Bolter\u00a0: /.test(line))).toBe(true);
    await shot(page, 'rapid-playtest-winner-fr.png');
    expect(problems).toEqual([]);
  }, 360_000);

  it('measures on the table with the playtest’s ruler: a drag reads its length in inches, over the pieces; Escape puts it away', async () => {
    const { page, problems } = await app.openApp('en-US');
    await openSample(page, 'rapid40k-skirmish.scenario.json');
    await page.getByRole('menuitem', { name: 'Play' }).click();
    await page.locator('[data-command="play.playtest"]').click();
    await page.getByTestId('playtest-setup').waitFor();
    await page.getByLabel('Space Marines').selectOption('person');
    await page.getByLabel('Orks').selectOption('greedy');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.getByTestId('playtest').waitFor();
    const ruler = page.getByRole('button', { name: 'Ruler', exact: true });
    await ruler.click();
    expect(await ruler.getAttribute('aria-pressed')).toBe('true');
    const table = await tableOnScreen(page);
    await nextFrame(page);
    // 12" across, then 5" down: a 13" diagonal.
    const [from, to] = [table(20, 20), table(32, 25)];
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 6 });
    await page.mouse.up();
    const reading = () => page.evaluate(() => {
      const konva = (window as unknown as { Konva: { stages: { find: (selector: string) => { text: () => string }[] }[] } }).Konva;
      return konva.stages.flatMap((stage) => stage.find('.ruler-reading')).map((node) => node.text());
    });
    // To a tenth of an inch, as far as the mouse lands on whole pixels.
    await expect.poll(async () => (await reading()).map((text) => /^([\d.]+) in$/.exec(text) && Math.abs(Number(/^([\d.]+)/.exec(text)?.[1]) - 13) <= 0.2)).toEqual([true]);
    await shot(page, 'rapid-ruler.png');
    await page.keyboard.press('Escape');
    await expect.poll(() => ruler.getAttribute('aria-pressed')).toBe('false');
    expect(await reading()).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('asks which attack a click on an enemy means, and charges the enemy a model is dragged onto, whichever model is held', async () => {
    const doc = byHand() as { sides: { units: Json[] }[] } & Json;
    // Tactical squad 2 in a rank 6" before the Big boss mob; the rest far away.
    const tactical = doc.sides[0]!.units.find((unit) => unit.id === 'tactical-2')!;
    tactical.positions = [0, 1, 2, 3].map((i) => ({ x: 48 + i * 1.2, y: 17 }));
    tactical.at = (tactical.positions as Json[])[0];
    const { page, problems } = await app.openApp('en-US');
    await openScenario(page, doc, 'charge.scenario.json');
    await page.getByRole('menuitem', { name: 'Play' }).click();
    await page.locator('[data-command="play.playtest"]').click();
    await page.getByLabel('Space Marines').selectOption('person');
    await page.getByLabel('Orks').selectOption('person');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.getByRole('button', { name: 'I play Space Marines: show my side' }).click();
    const table = await tableOnScreen(page);
    await nextFrame(page);
    const own = table(48, 17);
    await page.mouse.click(own.x, own.y);
    await page.getByRole('button', { name: 'Activate Tactical squad 2 (2 AP)' }).click();
    await expect.poll(() => page.getByTestId('legal-actions').textContent()).toMatch(/takes aim at Big boss mob/);

    // A click on a model of the mob: a shot or an aimed shot? The chooser asks; Escape plays neither.
    const logLines = () => page.getByTestId('playtest-log').locator('li').count();
    const before = await logLines();
    const enemy = table(48, 23.5);
    await page.mouse.click(enemy.x, enemy.y);
    const chooser = page.getByTestId('place-chooser');
    await chooser.waitFor();
    const offers = await chooser.getByRole('menuitem').allTextContents();
    expect(offers).toContainEqual(expect.stringMatching(/^Tactical squad 2 takes aim at Big boss mob \(2\sAP\)/));
    // A charge says what it costs, as every other action does.
    expect(offers).toContainEqual(expect.stringMatching(/^Tactical squad 2 charges Big boss mob \(2 AP\): /));
    await page.keyboard.press('Escape');
    await expect.poll(() => chooser.count()).toBe(0);
    expect(await logLines()).toBe(before);

    // Held by its last model (3.6" right of the one the unit is placed by), the squad is let go with that model on the
    // Big boss at the mob's left end: a charge, though the unit's own point lands 3.6" left of the mob.
    const held = table(48 + 3.6, 17);
    const onto = table(48, 23);
    // Escape during a drag calls it off: let go, nothing is played.
    await page.mouse.move(held.x, held.y);
    await page.mouse.down();
    for (let step = 1; step <= 8; step++) await page.mouse.move(held.x + ((onto.x - held.x) * step) / 8, held.y + ((onto.y - held.y) * step) / 8);
    await page.keyboard.press('Escape');
    await page.mouse.up();
    await nextFrame(page);
    expect(await logLines()).toBe(before);
    await page.mouse.move(held.x, held.y);
    await page.mouse.down();
    for (let step = 1; step <= 8; step++) await page.mouse.move(held.x + ((onto.x - held.x) * step) / 8, held.y + ((onto.y - held.y) * step) / 8);
    await page.mouse.up();
    await expect.poll(async () => (await page.getByTestId('playtest-log').locator('li').allTextContents()).join('\n')).toMatch(/Tactical squad 2 charges Big boss mob/);
    expect(problems).toEqual([]);
  });

  it('plays by hand an NCO’s order, a volley of two templates dragged one by one, a vehicle’s hull and an overwatch answered where the path meets it', async () => {
    const { page, problems } = await app.openApp('en-US');
    await openScenario(page, byHand(), 'by-hand.scenario.json');
    await page.getByRole('menuitem', { name: 'Play' }).click();
    await page.locator('[data-command="play.playtest"]').click();
    await page.getByTestId('playtest-setup').waitFor();
    await page.getByLabel('Space Marines').selectOption('person');
    await page.getByLabel('Orks').selectOption('person');
    await page.getByLabel('Seed (same seed, same dice)').fill('5');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.getByTestId('playtest').waitFor();
    const status = () => page.getByTestId('playtest-status').textContent();
    const log = () => page.getByTestId('playtest-log').locator('li').allTextContents();
    const takeSeat = async (side: string) => {
      await page.getByRole('button', { name: `I play ${side}: show my side` }).click();
      await page.getByTestId('board-canvas').waitFor();
      await nextFrame(page);
    };
    await takeSeat('Space Marines');
    await expect.poll(status).toBe('Turn 1 of 2 · Activations · Space Marines to play');
    const { at, scale } = await tableView(page);

    // The Rhino stands on its hull, 115 × 90 mm, facing down the table (toward the orks): taller than wide on screen.
    const [hull] = await boardNode(page, 'hull');
    expect(hull).toBeDefined();
    expect(hull!.width / scale).toBeGreaterThan(88);
    expect(hull!.width / scale).toBeLessThan(96);
    expect(hull!.height / scale).toBeGreaterThan(113);
    expect(hull!.height / scale).toBeLessThan(121);

    // Tactical squad 1: its sergeant orders the command squad, 2.5" behind him, to act at once after it.
    const sergeant = at(20, 14);
    await page.mouse.click(sergeant.x, sergeant.y);
    await page.getByRole('button', { name: 'Activate Tactical squad 1 (2 AP)' }).click();
    await page.getByRole('button', { name: 'Tactical squad 1: its NCO orders Command squad to act at once, after it (1 AP)' }).click();
    await expect.poll(async () => (await log()).some((line) => / of Tactical squad 1 orders Command squad to act next\./.test(line))).toBe(true);

    // Its two templates, each at its own point: the missile launcher's dragged across Boyz mob 1, the flamer's left on Boyz mob 2.
    await page.getByRole('button', { name: 'Lay the templates of Tactical squad 1 on the table, each at its own point' }).click();
    const aims = page.getByTestId('aims').locator('li');
    await expect.poll(() => aims.count()).toBe(2);
    const pointOf = async (index: number) => {
      const match = /: \(([\d.]+)″, ([\d.]+)″\)$/.exec((await aims.nth(index).textContent()) ?? '');
      return { x: Number(match?.[1]), y: Number(match?.[2]) };
    };
    expect(await aims.nth(0).textContent()).toMatch(/^Missile launcher: /);
    expect(await aims.nth(1).textContent()).toMatch(/^Flamer: /);
    const missile = await pointOf(0);
    await nextFrame(page);
    const from = at(missile.x, missile.y);
    const to = at(13, 29.5);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) await page.mouse.move(from.x + ((to.x - from.x) * step) / 10, from.y + ((to.y - from.y) * step) / 10);
    await page.mouse.up();
    await expect.poll(async () => {
      const moved = await pointOf(0);
      return Math.abs(moved.x - 13) < 0.3 && Math.abs(moved.y - 29.5) < 0.3;
    }).toBe(true);
    const flame = await pointOf(1);
    expect(flame.y).toBeGreaterThan(19);
    // The words on the lines of sight stay readable with the whole table in view: 11 pixels at least.
    const sightWords = await page.evaluate(() => {
      const konva = (window as unknown as { Konva: { stages: { find: (selector: string) => { text: () => string; fontSize: () => number; getAbsoluteScale: () => { y: number } }[] }[] } }).Konva;
      return konva.stages.flatMap((stage) => stage.find('.sight-label')).map((node) => ({ text: node.text(), pixels: node.fontSize() * node.getAbsoluteScale().y }));
    });
    expect(sightWords.map((words) => words.text)).toContain('Boyz mob 2');
    for (const words of sightWords) expect(words.pixels).toBeGreaterThanOrEqual(10.9);
    await shot(page, 'rapid-playtest-volley.png');
    await page.getByRole('button', { name: 'Fire', exact: true }).click();
    await expect.poll(() => page.getByTestId('playtest-prompt').textContent()).toMatch(/^Tactical squad 1 (fires at Boyz mob \d and )?lays its 2 templates: roll the dice\.$/);
    // Declared: both templates lie on the table, each at its point, the models under them outlined.
    await shot(page, 'rapid-playtest-volley-laid.png');
    await page.getByRole('button', { name: 'Roll the dice' }).click();
    // Each template is rolled for on its own: the missile's aim (on target, or deviating), the flamer's hit on Boyz mob 2.
    await expect.poll(async () => (await log()).some((line) => /Missile launcher of Tactical squad 1 (is on target|deviates)/.test(line))).toBe(true);
    await expect.poll(async () => (await log()).some((line) => /Flamer of Tactical squad 1 on Boyz mob 2 \(\d under the template\)/.test(line))).toBe(true);
    // Its two points spent, the squad's activation ends and the command squad acts on its order, before the orks.
    await expect.poll(async () => (await log()).some((line) => /Command squad acts on its order, before the other side\./.test(line))).toBe(true);
    await expect.poll(status).toBe('Turn 1 of 2 · Activations · Space Marines to play');
    await page.getByRole('button', { name: 'End the activation of Command squad (2 AP unspent)' }).click();

    // The orks: the Big boss mob goes on overwatch.
    await takeSeat('Orks');
    await page.getByTestId('other-pieces').getByRole('button', { name: /^Big boss mob / }).click();
    await page.getByRole('button', { name: 'Activate Big boss mob (2 AP)' }).click();
    await page.getByRole('button', { name: 'Big boss mob goes on overwatch (2 AP)' }).click();

    // Tactical squad 2 walks 5.9" toward the Big boss mob: it is stopped where its bases come within 3" of the mob's.
    await takeSeat('Space Marines');
    const { at: here } = await tableView(page);
    const base = here(50, 14);
    await page.mouse.click(base.x, base.y);
    await page.mouse.move(base.x, base.y);
    await page.mouse.down();
    const goal = here(50, 19.9);
    for (let step = 1; step <= 10; step++) await page.mouse.move(base.x + ((goal.x - base.x) * step) / 10, base.y + ((goal.y - base.y) * step) / 10);
    await page.mouse.up();
    await expect.poll(async () => (await log()).some((line) => /Tactical squad 2 comes within 3″ of Big boss mob, on overwatch: its move pauses there/.test(line))).toBe(true);
    // Not moved to its end yet: the orks answer first, in their seat.
    expect((await log()).some((line) => /Tactical squad 2 moves/.test(line))).toBe(false);
    await takeSeat('Orks');
    await expect.poll(() => page.getByTestId('playtest-prompt').textContent()).toMatch(/^Tactical squad 2 has come within 3″ of Big boss mob, on overwatch, here on its way: fire at it/);
    await shot(page, 'rapid-playtest-overwatch.png');
    await page.getByRole('button', { name: /^Big boss mob fires on overwatch at Tactical squad 2/ }).click();
    await page.getByRole('button', { name: 'Roll the dice' }).click();
    await expect.poll(async () => (await log()).some((line) => /Big boss mob fires at Tactical squad 2 with \d+ Fling/.test(line))).toBe(true);
    // Then the squad walks on to the end of its move.
    await expect.poll(async () => (await log()).some((line) => /Tactical squad 2 moves (5\.\d|6)″ to the [a-z-]+ \(1\sAP\)\./.test(line))).toBe(true);
    await takeSeat('Space Marines');
    await shot(page, 'rapid-playtest-overwatch-after.png');

    await page.getByRole('button', { name: 'Let greedy bots finish' }).click();
    await expect.poll(status, { timeout: 240_000, interval: 1_000 }).toMatch(/^Victory: (Space Marines|Orks)\. |^Nobody wins: /);
    expect(problems).toEqual([]);
  }, 360_000);

  it('turns a vehicle in the Inspector: the editor draws its hull toward the point given, and back to the far long edge', async () => {
    const { page, problems } = await app.openApp('en-US');
    await openScenario(page, byHand(), 'by-hand.scenario.json');
    const { at } = await tableView(page);
    await nextFrame(page);
    // The colour of the board under a point of the table, in inches.
    const pixel = (x: number, y: number) =>
      page.getByTestId('board-canvas').evaluate((element, point) => {
        const canvas = element.querySelector('canvas')!;
        const box = canvas.getBoundingClientRect();
        const ratio = canvas.width / box.width;
        return [...canvas.getContext('2d')!.getImageData(Math.round((point.x - box.left) * ratio), Math.round((point.y - box.top) * ratio), 1, 1).data];
      }, at(x, y));
    const marineBlue = (rgb: number[]) => Math.abs((rgb[0] ?? 0) - 0x1f) < 30 && Math.abs((rgb[1] ?? 0) - 0x4e) < 30 && Math.abs((rgb[2] ?? 0) - 0x9c) < 30;
    // The Rhino at 36", 8" on its 115 × 90 mm hull (2.26" from its centre to its front, 1.77" to its side).
    // Facing down the table, (37.2", 10.1") is on it and (38.1", 9.2") is not; turned east, the other way round.
    await expect.poll(async () => marineBlue(await pixel(37.2, 10.1))).toBe(true);
    expect(marineBlue(await pixel(38.1, 9.2))).toBe(false);

    const rhino = at(36, 8);
    await page.mouse.click(rhino.x, rhino.y);
    await expect.poll(() => page.getByTestId('inspector-heading').textContent()).toMatch(/^Unit: Rhino/);
    const inspector = page.getByTestId('inspector');
    // A vehicle faces a point, not an angle.
    expect(await inspector.getByLabel('Facing (degrees)').count()).toBe(0);
    await inspector.locator('#inspector-faceToward-x').fill('50');
    await inspector.locator('#inspector-faceToward-x').press('Enter');
    await inspector.locator('#inspector-faceToward-y').fill('8');
    await inspector.locator('#inspector-faceToward-y').press('Enter');
    await expect.poll(async () => marineBlue(await pixel(38.1, 9.2)), { timeout: 10_000 }).toBe(true);
    expect(marineBlue(await pixel(37.2, 10.1))).toBe(false);
    await shot(page, 'rapid-vehicle-facing-east.png');

    // Its own centre cannot be faced: the problem names the vehicle and says what to do.
    await inspector.locator('#inspector-faceToward-x').fill('36');
    await inspector.locator('#inspector-faceToward-x').press('Enter');
    const facesItself = page.locator('[data-testid="problem"][data-problem-pointer="/sides/0/units/3/faceToward"]');
    await expect.poll(() => facesItself.textContent()).toContain('Vehicle “Rhino” is to face the point (36, 8), where it stands itself');

    // Back to the far long edge: the hull faces down the table again.
    await inspector.getByRole('button', { name: 'Face the far long edge' }).click();
    await expect.poll(async () => marineBlue(await pixel(37.2, 10.1)), { timeout: 10_000 }).toBe(true);
    expect(marineBlue(await pixel(38.1, 9.2))).toBe(false);
    expect(await facesItself.count()).toBe(0);
    await shot(page, 'rapid-vehicle-facing-down.png');
    expect(problems).toEqual([]);
  }, 120_000);

  it('builds a squad in the army builder and reads its points and the army’s live', async () => {
    const { page, problems } = await app.openApp('en-US');
    await openSample(page, 'rapid40k-skirmish.scenario.json');
    await page.getByTestId('panel-army').getByRole('button', { name: 'Army builder' }).click();
    const marines = page.getByTestId('army-side').first();
    await expect.poll(() => marines.getByTestId('army-total').textContent()).toBe('1067 points');
    // A new squad: a sergeant and three marines, 88 + 3 × 68 = 292 points (the book's own example).
    const draft = marines.getByTestId('army-new-squad');
    await draft.getByLabel('Squad name').fill('Assault squad');
    await draft.getByLabel('Leader').selectOption('sm-sergeant');
    await draft.getByLabel('Fighters').selectOption('sm-marine');
    await draft.getByLabel('How many').fill('3');
    await expect.poll(() => draft.getByTestId('new-squad-points').textContent()).toBe('Cost: 292 points');
    await draft.getByRole('button', { name: 'Add the squad' }).click();
    const squad = marines.getByTestId('army-squad').last();
    await expect.poll(() => squad.getByTestId('squad-points').textContent()).toBe('292 pts');
    // The list of models to add takes the squad's whole width, so that their names read whole.
    const listWidth = (await squad.getByLabel('Add models to this squad').boundingBox())?.width ?? 0;
    const squadWidth = (await squad.boundingBox())?.width ?? Infinity;
    expect(listWidth).toBeGreaterThan(0.85 * squadWidth);
    await expect.poll(() => marines.getByTestId('army-total').textContent()).toBe('1359 points');
    // One marine more: the squad and the army go up by 68.
    await squad.getByRole('button', { name: 'One more Space marine', exact: true }).click();
    await expect.poll(() => squad.getByTestId('squad-points').textContent()).toBe('360 pts');
    await expect.poll(() => marines.getByTestId('army-total').textContent()).toBe('1427 points');
    // A points limit: the army is over it, and says so as validation does.
    await page.getByLabel('Points per army').fill('1400');
    await page.getByLabel('Points per army').press('Enter');
    await expect.poll(() => marines.getByTestId('army-total').textContent()).toBe('1427 of 1400 points');
    await expect.poll(() => marines.getByTestId('army-problems').textContent()).toContain('The army of Space marines costs 1427 points, 27 over the limit of 1400');
    await marines.getByTestId('army-squad').last().scrollIntoViewIfNeeded();
    await shot(page, 'rapid-army-builder.png');
    expect(problems).toEqual([]);
  }, 120_000);
});
