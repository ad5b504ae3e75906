/**
 * Runs a benchmark's measurement in a child process on an esbuild bundle of the benchmark module,
 * as the app and the command line ship the engine, rather than through the tsx loader that
 * `npm run bench` starts with (its module export getters alone took about 15% of an engine bench).
 * The child also has a fresh heap and V8 flags of its own: V8 single-threaded (its compilers and
 * garbage collector run on the main thread, not beside it), so that the CPU time of the process is
 * the work of one core.
 *
 * A module measured this way calls `benchJob()` at its top level: in the child it names the job to
 * run (the module then prints the result with `reply`), elsewhere it is undefined.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const JOB = '--bench-job';
const SOURCE = '--bench-source';

/** The job this process was started for, or undefined outside a bundled child. */
export function benchJob(): string | undefined {
  const at = process.argv.indexOf(JOB);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/** URL of the benchmark's source file (a bundle's own `import.meta.url` is in a temporary folder). */
export function benchSource(fallback: string): string {
  const at = process.argv.indexOf(SOURCE);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

/** Hands a job's result to the parent process. */
export function reply(result: unknown): void {
  process.stdout.write(JSON.stringify(result));
}

/** Bundles `moduleUrl` into a temporary folder and runs `job` of it in a child process; returns what it replied. */
export async function runBundled<T>(moduleUrl: string, job: string): Promise<T> {
  const { build } = await import('esbuild');
  const folder = await mkdtemp(join(tmpdir(), 'skirmish-bench-'));
  try {
    const outfile = join(folder, 'bench.mjs');
    await build({
      entryPoints: [fileURLToPath(moduleUrl)],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // Bundled CommonJS dependencies may `require` Node's modules.
      banner: { js: "import { createRequire as __benchRequire } from 'node:module'; const require = __benchRequire(import.meta.url);" },
      external: ['esbuild'],
      logLevel: 'warning',
    });
    return await new Promise<T>((resolve, reject) => {
      const child = spawn(process.execPath, ['--single-threaded', outfile, JOB, job, SOURCE, moduleUrl], { stdio: ['ignore', 'pipe', 'inherit'] });
      let output = '';
      child.stdout.setEncoding('utf8');
      child.stdout.on('data', (chunk: string) => (output += chunk));
      child.once('error', reject);
      child.once('close', (code) => {
        if (code !== 0) reject(new Error(`The bundled "${job}" benchmark stopped with code ${code}.`));
        else resolve(JSON.parse(output) as T);
      });
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
