import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test files that mock a module (`vi.mock`) or add to one's state (a message catalogue): each runs
 * in a module graph of its own.
 */
export const ISOLATED = ['electron/main.test.ts', 'engine/i18n/index.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    // One worker per core: Vitest keeps a core for its own process, which mostly waits on the workers.
    maxWorkers: availableParallelism(),
    // A guard against a test that hangs, not a measure of speed (that is bench/'s): two files at a
    // time on a loaded two-core machine can take twice their usual time.
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['engine/**/*.test.ts', 'renderer/**/*.test.ts', 'electron/**/*.test.ts', 'cli/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ISOLATED,
          // The files of a worker share its modules, imported once: the engine's caches hold pure
          // values of their keys, and no file here changes a module (`vitest run
          // --sequence.shuffle.files` checks that none depends on another). Importing the engine
          // afresh for each file took a third of the run.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
