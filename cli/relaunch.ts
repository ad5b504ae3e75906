/**
 * V8 runs helpers of its own beside the JavaScript: concurrent and parallel garbage collection,
 * background compilation. When `skirmish simulate`'s worker threads take every core, those helpers
 * compete with the games for them. With V8 single-threaded (`--single-threaded`: each thread does
 * its own collecting and compiling), the same games take less CPU time and less wall time: on two
 * threads of a two-core machine, 100 games of the R6 verdict (`--bots mcts`) took 20.9 to 21.7 s
 * against 21.8 to 23.0 s (three runs each, alternated); random games gain less. A lone worker is
 * better off with the helpers, on a core the games leave idle. V8 reads the flag as the process
 * starts (set later, it crashes), so the command starts itself again.
 */
import { spawn } from 'node:child_process';
import { availableParallelism, constants } from 'node:os';

export const SINGLE_THREADED = '--single-threaded';

/** The V8 flags a run of `workerThreads` worker threads wants on a machine of `cores` cores. */
export function v8FlagsFor(workerThreads: number, cores: number): string[] {
  return workerThreads >= 2 && workerThreads >= cores ? [SINGLE_THREADED] : [];
}

/** The V8 flags this process should start again with: single-threaded where `simulate` fills every core and it was not started so; none else. */
export async function relaunchFlags(argv: readonly string[], execArgv: readonly string[]): Promise<readonly string[]> {
  if (argv[0] !== 'simulate' || execArgv.includes(SINGLE_THREADED)) return [];
  const { workerThreads } = await import('./simulate');
  return v8FlagsFor(workerThreads(argv.slice(1)), availableParallelism());
}

/**
 * Runs `script` with `args` in a new Node.js process with the V8 `flags`, sharing this one's
 * standard streams; resolves to its exit code, or to null when it could not start (the caller then
 * runs the command itself). A signal that ends this process ends it too.
 */
export function relaunch(flags: readonly string[], execArgv: readonly string[], script: string, args: readonly string[]): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...execArgv, ...flags, script, ...args], { stdio: 'inherit' });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
    for (const signal of signals) process.on(signal, forward);
    child.once('error', () => {
      if (child.pid !== undefined) return;
      for (const name of signals) process.off(name, forward);
      resolve(null);
    });
    child.once('exit', (code, signal) => {
      for (const name of signals) process.off(name, forward);
      // A child ended by a signal: the shell's convention, 128 plus the signal's number.
      resolve(code ?? 128 + (signal ? constants.signals[signal] : 0));
    });
  });
}
