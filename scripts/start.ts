/**
 * `npm start`: the desktop app where Electron can run; otherwise the same built app served on
 * localhost, with one line saying why and where. `--electron` insists on the desktop app.
 * Every failure is one sentence and a non-zero exit.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findElectronBinary, hasDisplay } from './electronBinary';
import { PortBusyError, serveApp } from './serveApp';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_PORT = 5178;

function fail(sentence: string): never {
  console.error(sentence);
  process.exit(1);
}

function parsePort(value: string | undefined): number {
  if (value === undefined) return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`The port "${value}" is not a number from 0 to 65535; pass --port with a free port, for example --port 5180.`);
  return port;
}

async function serveInBrowser(reason: string, port: number): Promise<void> {
  try {
    const { server, url } = await serveApp(path.join(projectRoot, 'dist', 'renderer'), port);
    console.log(`${reason}, so Skirmish Studio is served at ${url} instead: open that address in Chromium, Chrome, Edge or Firefox (Ctrl+C stops it).`);
    const stop = () => server.close(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    if (error instanceof PortBusyError) fail(`Port ${error.port} is already in use; stop the program using it or choose another port with "npm start -- --port 5180".`);
    fail(`The local server could not start (${(error as Error).message}); check that 127.0.0.1 is reachable and try again.`);
  }
}

function runElectron(binary: string): void {
  const child = spawn(binary, [projectRoot], { stdio: 'inherit' });
  child.on('error', (error) => fail(`Electron could not be started (${error.message}); reinstall it with "npm ci" on a machine with internet access.`));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

const args = process.argv.slice(2);
const portIndex = args.indexOf('--port');
const port = parsePort(portIndex >= 0 ? (args[portIndex + 1] ?? '') : process.env.SKIRMISH_PORT);
const electronRequired = args.includes('--electron');
const binary = findElectronBinary(projectRoot);
const display = hasDisplay();

if (binary && display) {
  runElectron(binary);
} else {
  const reason = !binary
    ? "Electron's binary is not installed (it is downloaded on first use, which needs internet access)"
    : 'There is no graphical display for a window (DISPLAY and WAYLAND_DISPLAY are unset)';
  if (electronRequired) fail(`${reason}; the desktop app cannot start.`);
  await serveInBrowser(reason, port);
}
