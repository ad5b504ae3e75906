/** When `skirmish` starts itself again with V8 single-threaded, and how. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { relaunch, relaunchFlags, SINGLE_THREADED, v8FlagsFor } from './relaunch';
import { projectRoot } from './run.test-support';

const sample = join(projectRoot, 'scenarios/r6-ambassade.scenario.json');
const work = mkdtempSync(join(tmpdir(), 'skirmish-relaunch-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the single-threaded relaunch', () => {
  it('wants V8 single-threaded only where the worker threads take every core', () => {
    expect(v8FlagsFor(2, 2)).toEqual([SINGLE_THREADED]);
    expect(v8FlagsFor(8, 2)).toEqual([SINGLE_THREADED]);
    expect(v8FlagsFor(1, 1)).toEqual([]);
    expect(v8FlagsFor(2, 4)).toEqual([]);
    expect(v8FlagsFor(0, 2)).toEqual([]);
  });

  it('reads the thread count from simulate’s own options, and leaves the rest alone', async () => {
    const cores = availableParallelism();
    const filling = cores >= 2 ? [SINGLE_THREADED] : [];
    expect(await relaunchFlags(['simulate', sample, '--threads', String(cores)], [])).toEqual(filling);
    // 20,000 games start a worker per core unless told otherwise.
    expect(await relaunchFlags(['simulate', sample, '--games', '20000'], [])).toEqual(filling);
    expect(await relaunchFlags(['simulate', sample, '--threads', String(cores)], [SINGLE_THREADED])).toEqual([]);
    expect(await relaunchFlags(['simulate', sample, '--threads', '1'], [])).toEqual([]);
    expect(await relaunchFlags(['simulate', sample, '--games', '40'], [])).toEqual([]);
    // Games kept for their records are played in the command's own thread.
    expect(await relaunchFlags(['simulate', sample, '--threads', '64', '--record', work], [])).toEqual([]);
    // Refused options are the command's to explain: it runs as it is.
    expect(await relaunchFlags(['simulate', sample, '--threads', 'many'], [])).toEqual([]);
    expect(await relaunchFlags(['simulate', sample, '--shard', '5/4', '--threads', '64'], [])).toEqual([]);
    expect(await relaunchFlags(['validate', sample, '--threads', '64'], [])).toEqual([]);
  });

  it('runs the script again with the flags and its arguments, and gives back its exit code', async () => {
    const script = join(work, 'echo.mjs');
    const out = join(work, 'seen.json');
    writeFileSync(script, "import { writeFileSync } from 'node:fs';\nwriteFileSync(process.argv[2], JSON.stringify({ execArgv: process.execArgv, args: process.argv.slice(3) }));\nprocess.exitCode = 3;\n");
    const code = await relaunch([SINGLE_THREADED], ['--stack-size=900'], script, [out, 'simulate', '--threads', '2']);
    expect(code).toBe(3);
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual({ execArgv: ['--stack-size=900', SINGLE_THREADED], args: ['simulate', '--threads', '2'] });
    // A child ended by a signal gives the shell's code for it.
    writeFileSync(script, "process.kill(process.pid, 'SIGTERM');\nsetTimeout(() => {}, 5000);\n");
    expect(await relaunch([], [], script, [])).toBe(143);
  });
});
