import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

const KILLS = 200;

let saver: string;
let folder: string;

/** Two versions, large enough that a write takes several system calls. */
const version = (tag: string) => JSON.stringify({ tag, cells: Array.from({ length: 15_000 }, (_, i) => i) });

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'skirmish-kill-'));
  saver = path.join(folder, 'saver.cjs');
  // The real writeFileAtomic, bundled into a process that saves two versions alternately until killed.
  await build({
    stdin: {
      contents: `
        import { writeFileAtomic } from './files';
        const [file, a, b] = process.argv.slice(2);
        const texts = [require('fs').readFileSync(a, 'utf8'), require('fs').readFileSync(b, 'utf8')];
        (async () => {
          process.stdout.write('ready\\n');
          for (let i = 0; ; i++) await writeFileAtomic(file, texts[i % 2]);
        })();
      `,
      resolveDir: import.meta.dirname,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    outfile: saver,
    logLevel: 'silent',
  });
});

function killWhileSaving(file: string, a: string, b: string, delayMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [saver, file, a, b], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.once('error', reject);
    child.stdout.once('data', () => setTimeout(() => child.kill('SIGKILL'), delayMs));
    child.once('exit', () => resolve());
  });
}

describe('atomic save under kill', () => {
  it(`leaves the old or the new file, never a torn one, over ${KILLS} kills`, async () => {
    const a = path.join(folder, 'a.json');
    const b = path.join(folder, 'b.json');
    const [textA, textB] = [version('A'), version('B')];
    await writeFile(a, textA);
    await writeFile(b, textB);
    const file = path.join(folder, 'board.scenario.json');
    await writeFile(file, textA);
    const seen = new Set<string>();
    for (let i = 0; i < KILLS; i++) {
      await killWhileSaving(file, a, b, Math.floor(Math.random() * 15));
      const text = await readFile(file, 'utf8');
      expect(text === textA || text === textB, `kill ${i}: the file is neither version (${text.length} bytes)`).toBe(true);
      seen.add((JSON.parse(text) as { tag: string }).tag);
    }
    // The kills landed at different moments: both versions were observed on disk.
    expect([...seen].sort()).toEqual(['A', 'B']);
  }, 120_000);
});
