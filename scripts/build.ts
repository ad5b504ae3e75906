/**
 * `npm run build`: the renderer (Vite) into dist/renderer, the Electron main process and preload
 * (esbuild, CommonJS as a sandboxed preload requires) into dist/electron, and the `skirmish`
 * command into dist/cli.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as bundle, type BuildOptions } from 'esbuild';
import { build as buildRenderer } from 'vite';
import { buildCli } from './build-cli';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function buildElectron(): Promise<void> {
  const common: BuildOptions = {
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node22',
    external: ['electron'],
    sourcemap: true,
    logLevel: 'warning',
  };
  await Promise.all([
    bundle({ ...common, entryPoints: [path.join(projectRoot, 'electron', 'main.ts')], outfile: path.join(projectRoot, 'dist', 'electron', 'main.cjs') }),
    bundle({ ...common, entryPoints: [path.join(projectRoot, 'electron', 'preload.ts')], outfile: path.join(projectRoot, 'dist', 'electron', 'preload.cjs') }),
  ]);
}

await buildRenderer({ configFile: path.join(projectRoot, 'vite.config.ts') });
await buildElectron();
await buildCli();
for (const file of ['dist/renderer/index.html', 'dist/renderer/scenarios/index.json', 'dist/electron/main.cjs', 'dist/electron/preload.cjs', 'dist/cli/skirmish.mjs', 'dist/cli/simulate-worker.mjs']) {
  if (!existsSync(path.join(projectRoot, file))) throw new Error(`The build did not produce ${file}`);
}
