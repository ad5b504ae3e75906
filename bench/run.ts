/**
 * Runs every bench/*.bench.ts (or those named: `npm run bench -- r6 print`) and prints one JSON
 * document on stdout:
 *   { "node": "...", "benchmarks": { "<file>": <what its run() returned> } }
 * A benchmark may measure on a bundle of itself in a child process (see bundled.ts).
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const folder = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(folder)
  .filter((file) => file.endsWith('.bench.ts') && (only.length === 0 || only.includes(file.replace(/\.bench\.ts$/, ''))))
  .sort();
const unknown = only.filter((name) => !files.includes(`${name}.bench.ts`));
if (unknown.length > 0) throw new Error(`No benchmark named ${unknown.join(', ')} in bench/.`);
const benchmarks: Record<string, unknown> = {};
for (const file of files) {
  const module = (await import(pathToFileURL(join(folder, file)).href)) as { run?: () => Promise<unknown> };
  if (typeof module.run !== 'function') throw new Error(`${file} does not export run()`);
  benchmarks[file.replace(/\.bench\.ts$/, '')] = await module.run();
}
process.stdout.write(`${JSON.stringify({ node: process.version, platform: `${process.platform}-${process.arch}`, benchmarks }, null, 2)}\n`);
