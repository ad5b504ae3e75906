import { chmod, mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileAtomic } from './files';

describe('writeFileAtomic', () => {
  it('replaces the file and leaves no temporary file behind', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'skirmish-files-'));
    const file = path.join(folder, 'board.scenario.json');
    await writeFile(file, 'old');
    await writeFileAtomic(file, 'new ✓');
    expect(await readFile(file, 'utf8')).toBe('new ✓');
    expect(await readdir(folder)).toEqual(['board.scenario.json']);
  });

  it('keeps the permissions of the file it replaces', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'skirmish-files-'));
    const file = path.join(folder, 'private.scenario.json');
    await writeFile(file, 'old');
    await chmod(file, 0o600);
    await writeFileAtomic(file, 'new');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('fails cleanly without touching other files', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'skirmish-files-'));
    const file = path.join(folder, 'kept.scenario.json');
    await writeFile(file, 'old');
    // A target in a folder that does not exist fails; nothing else in the folder may change.
    await expect(writeFileAtomic(path.join(folder, 'missing', 'x.json'), 'data')).rejects.toThrow();
    expect(await readFile(file, 'utf8')).toBe('old');
    expect(await readdir(folder)).toEqual(['kept.scenario.json']);
  });
});
