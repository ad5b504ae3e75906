import { describe, it } from 'vitest';
import { launchBrowser, serveBuiltApp } from '/work/main/e2e/browser';

describe('debug', () => {
  it('huge', async () => {
    const { server, url } = await serveBuiltApp();
    const browser = await launchBrowser();
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('console', (m) => console.log('console', m.type(), m.text()));
    page.on('pageerror', (e) => console.log('pageerror', e.message));
    await page.goto(url);
    const huge = JSON.stringify({ version: 1, meta: { title: 'Huge map', language: 'en' }, ruleset: { id: 'siege' }, board: { geometry: { kind: 'hex', columns: 60, rows: 60, hexSizeMm: 100, orientation: 'flat', offset: 'odd', labels: 'wargame' } }, sides: [] });
    const transfer = await page.evaluateHandle((text) => { const d = new DataTransfer(); d.items.add(new File([text], 'huge.scenario.json', { type: 'application/json' })); return d; }, huge);
    const t0 = Date.now();
    await page.dispatchEvent('.app', 'drop', { dataTransfer: transfer });
    await page.getByTestId('workspace').waitFor();
    console.log('workspace after', Date.now() - t0);
    const frames = await page.evaluate(() => new Promise((resolve) => { let n = 0; const s = performance.now(); const f = () => { n++; if (performance.now() - s < 1000) requestAnimationFrame(f); else resolve(n); }; requestAnimationFrame(f); }));
    console.log('frames in 1s', frames, await page.evaluate(() => performance.getEntriesByName('skirmish:canvas-frame').map((e) => Math.round(e.duration)).slice(0, 40).join(',')));
    await page.keyboard.press('Control+p');
    await page.getByTestId('print-dialog').waitFor({ timeout: 10000 }).then(() => console.log('dialog ok'), (e) => console.log('dialog fail', String(e).slice(0, 200)));
    await page.screenshot({ path: '/tmp/cw/huge.png' });
    await browser.close();
    server.close();
  }, 60000);
});
