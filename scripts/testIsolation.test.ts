/**
 * The unit tests share their worker's modules (vitest.config.ts): a file that mocks a module or
 * changes one's state must be listed among those run isolated, or it would leak into the files
 * after it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED } from '../vitest.config';

const root = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['engine', 'renderer', 'electron', 'cli', 'scripts'];
/** Calls that change what other files would see: mocks, stubbed globals, messages added to a catalogue. */
const LEAKING = /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(|\baddMessages\(/;

function testFiles(): string[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => path.posix.join(folder, file.split(path.sep).join('/'))),
  );
}

describe('test isolation', () => {
  it('runs isolated every test file that mocks a module or adds to one’s state, and only existing files', () => {
    const files = testFiles();
    const leaking = files.filter((file) => file !== 'scripts/testIsolation.test.ts' && LEAKING.test(readFileSync(path.join(root, file), 'utf8')));
    expect(leaking.sort()).toEqual([...ISOLATED].sort());
    for (const file of ISOLATED) expect(files).toContain(file);
  });
});
