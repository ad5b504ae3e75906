import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveAppPath } from './appFiles';
import { createAppProtocolHandler, isAppUrl } from './protocol';

let root: string;
let handle: (request: Request) => Promise<Response>;

beforeAll(async () => {
  const folder = await mkdtemp(path.join(tmpdir(), 'skirmish-protocol-'));
  root = path.join(folder, 'renderer');
  await mkdir(path.join(root, 'assets'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(path.join(root, 'assets', 'main.js'), 'console.log(1)');
  await writeFile(path.join(folder, 'secret.txt'), 'do not serve');
  handle = createAppProtocolHandler(root, (file) => readFile(file));
});

describe('app:// protocol', () => {
  it('serves the index and assets with the security headers', async () => {
    const index = await handle(new Request('app://bundle/'));
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('<title>app</title>');
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(index.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(index.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const script = await handle(new Request('app://bundle/assets/main.js'));
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('never serves a file outside its folder', async () => {
    for (const url of ['app://bundle/../secret.txt', 'app://bundle/%2e%2e/secret.txt', 'app://bundle/..%2fsecret.txt', 'app://bundle/%2e%2e%5csecret.txt']) {
      const response = await handle(new Request(url));
      expect(response.status, url).toBe(404);
    }
    expect(resolveAppPath(root, '/%2e%2e/secret.txt')).toBeNull();
    expect(resolveAppPath(root, '/%zz')).toBeNull();
    expect(resolveAppPath(root, '/a%00b')).toBeNull();
  });

  it('answers 404 for missing files, other hosts and other methods', async () => {
    expect((await handle(new Request('app://bundle/missing.js'))).status).toBe(404);
    expect((await handle(new Request('app://other/index.html'))).status).toBe(404);
    expect((await handle(new Request('app://bundle/index.html', { method: 'POST', body: 'x' }))).status).toBe(404);
  });

  it('recognises its own origin only', () => {
    expect(isAppUrl('app://bundle/index.html')).toBe(true);
    expect(isAppUrl('app://bundle.evil/index.html')).toBe(false);
    expect(isAppUrl('https://bundle/')).toBe(false);
    expect(isAppUrl('not a url')).toBe(false);
  });
});
