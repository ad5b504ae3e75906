/**
 * Runs every bench/*.bench.ts and prints one JSON document on stdout:
 *   { "node": "...", "benchmarks": { "<file>": <what its run() returned> } }
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const folder = dirname(fileURLToPath(import.meta.url));
const files = readdirSync(folder).filter((file) => file.endsWith('.bench.ts')).sort();
const benchmarks: Record<string, unknown> = {};
for (const file of files) {
  const module = (await import(pathToFileURL(join(folder, file)).href)) as { run?: () => Promise<unknown> };
  if (typeof module.run !== 'function') throw new Error(`${file} does not export run()`);
  benchmarks[file.replace(/\.bench\.ts$/, '')] = await module.run();
}
process.stdout.write(`${JSON.stringify({ node: process.version, platform: `${process.platform}-${process.arch}`, benchmarks }, null, 2)}\n`);
