/**
 * The `skirmish` command as plain JavaScript: cli/bin.ts and the simulation worker bundled with the
 * engine by esbuild into dist/cli/, the commands that `validate` does not need (print, simulate,
 * inspect, replay) in chunks of their own, loaded on demand. The command runs from this bundle,
 * with nothing but Node.js, wherever the package is installed.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function buildCli(): Promise<void> {
  const outdir = path.join(projectRoot, 'dist', 'cli');
  // Chunks are named by their content: the old ones would pile up beside the new.
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: { skirmish: path.join(projectRoot, 'cli', 'bin.ts'), 'simulate-worker': path.join(projectRoot, 'cli', 'simulate-worker.ts') },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minifyWhitespace: true,
    minifySyntax: true,
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildCli();
