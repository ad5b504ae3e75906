import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from './browser';

const children: ReturnType<typeof spawn>[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** Runs `npm start`'s launcher (the build step aside) with no Electron binary and no display. */
async function startApp(args: string[]) {
  const noElectron = await mkdtemp(path.join(tmpdir(), 'skirmish-no-electron-'));
  const env: NodeJS.ProcessEnv = { ...process.env, ELECTRON_OVERRIDE_DIST_PATH: noElectron, DISPLAY: '', WAYLAND_DISPLAY: '' };
  delete env.SKIRMISH_PORT;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', ...args], { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

const oneSentence = (text: string) => {
  const lines = text.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(text).not.toMatch(/\n\s+at /);
};

describe('npm start without Electron', () => {
  it('serves the built app on localhost and says so in one line', async () => {
    const port = await freePort();
    const app = await startApp(['--port', String(port)]);
    await expect.poll(() => app.output().stdout, { timeout: 20_000 }).toContain(`http://127.0.0.1:${port}/`);
    oneSentence(app.output().stdout);
    expect(app.output().stdout).toContain("Electron's binary is not installed");
    const response = await fetch(`http://127.0.0.1:${port}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await response.text()).toContain('<div id="root"></div>');
    app.child.kill('SIGTERM');
    expect(await app.exited).toBe(0);
  });

  it('stops with one sentence and a non-zero exit when the port is busy', async () => {
    const blocker: Server = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const app = await startApp(['--port', String(port)]);
      expect(await app.exited).toBe(1);
      oneSentence(app.output().stderr);
      expect(app.output().stderr).toContain(`Port ${port} is already in use`);
    } finally {
      blocker.close();
    }
  });

  it('refuses --electron when the desktop app cannot start, in one sentence', async () => {
    const app = await startApp(['--electron']);
    expect(await app.exited).toBe(1);
    oneSentence(app.output().stderr);
    expect(app.output().stderr).toContain('the desktop app cannot start');
  });

  it('refuses a port that is not a port', async () => {
    const app = await startApp(['--port', 'abc']);
    expect(await app.exited).toBe(1);
    oneSentence(app.output().stderr);
  });
});
