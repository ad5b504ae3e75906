import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['engine/**/*.test.ts', 'renderer/**/*.test.ts', 'electron/**/*.test.ts', 'cli/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // One worker per core: Vitest keeps a core for its own process, which mostly waits on the workers.
    maxWorkers: availableParallelism(),
    // A guard against a test that hangs, not a measure of speed (that is bench/'s): two files at a
    // time on a loaded two-core machine can take twice their usual time.
    testTimeout: 60_000,
  },
});
