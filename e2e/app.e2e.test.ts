import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, launchBrowser, serveBuiltApp } from './browser';

let browser: Browser;
let stopServer: () => Promise<void>;
let appUrl: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  const { server, url } = await serveBuiltApp();
  appUrl = url;
  stopServer = () => new Promise((resolve) => server.close(() => resolve()));
  browser = await launchBrowser();
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await stopServer?.();
});

/** A fresh page in a given system language, recording console errors and CSP violations. */
async function openApp(locale: string, init?: () => void) {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  if (init) await page.addInitScript(init);
  const response = await page.goto(appUrl);
  return { page, problems, response };
}

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
    expect(samples).toContain("Désamorçage dans l'ambassade");
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

  it('refuses eval under the content security policy', async () => {
    const { page } = await openApp('en-US');
    const outcome = await page.evaluate(() => {
      try {
        return String(eval('1 + 1'));
      } catch (error) {
        return (error as Error).name;
      }
    });
    expect(outcome).toBe('EvalError');
  });
});

describe('editor shell', () => {
  it('opens a sample from the start page and draws its board', async () => {
    const { page, problems } = await openApp('en-US');
    await openFirstSample(page);
    await expect.poll(() => page.getByTestId('status-bar').textContent()).toMatch(/Désamorçage dans l'ambassade.*9 × 6 cells of 25 mm/);
    await page.locator('canvas').first().waitFor();
    expect(await page.title()).toBe("Désamorçage dans l'ambassade — Skirmish Studio");
    // The board is drawn: the pixel at the canvas centre is the board's cell colour, not the backdrop.
    const centre = await page.locator('canvas').first().evaluate((canvas: HTMLCanvasElement) => {
      const context = canvas.getContext('2d')!;
      const data = context.getImageData(Math.floor(canvas.width / 2) + 3, Math.floor(canvas.height / 2) + 3, 1, 1).data;
      return [data[0], data[1], data[2]];
    });
    expect(centre).toEqual([0xff, 0xfd, 0xf8]);
    await shot(page, 'sample-open.png');
    expect(problems).toEqual([]);
  });

  it('runs commands from the menu bar and the keyboard', async () => {
    const { page } = await openApp('en-US');
    await page.getByRole('menuitem', { name: 'File' }).click();
    await page.locator('[data-command="file.new"]').click();
    await page.getByTestId('workspace').waitFor();
    expect(await page.title()).toBe('• Untitled scenario — Skirmish Studio');
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
    await openFirstSample(page).catch(() => undefined);
    const screen = page.getByTestId('error-screen');
    await screen.waitFor();
    expect(await screen.getByRole('heading').textContent()).toBe('Something went wrong in this view');
    expect(await screen.textContent()).toContain('Injected view failure');
    expect(await screen.getByRole('button', { name: 'Save a copy' }).count()).toBe(1);
    await shot(page, 'error-screen.png');
    await screen.getByRole('button', { name: 'Back to the editor' }).click();
    await page.getByTestId('workspace').waitFor();
    await expect.poll(() => page.getByTestId('status-bar').textContent()).toContain("Désamorçage dans l'ambassade");
  });
});
