import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAutosaveStore } from './autosaveStore';
import { saveDocumentFile } from './files';
import { jsonFile } from './jsonFile';
import { filesFromArgv } from './launchFiles';
import { MAX_RECENT_FILES, isRecentList, withRecentFile } from './recentFiles';

const temp = () => mkdtemp(path.join(tmpdir(), 'skirmish-userdata-'));

describe('recent files', () => {
  it('puts the latest first, without duplicates, bounded', () => {
    let list: string[] = [];
    for (let i = 0; i < 15; i++) list = withRecentFile(list, `/m/${i}.json`);
    expect(list).toHaveLength(MAX_RECENT_FILES);
    expect(list[0]).toBe('/m/14.json');
    list = withRecentFile(list, '/m/10.json');
    expect(list[0]).toBe('/m/10.json');
    expect(list.filter((f) => f === '/m/10.json')).toHaveLength(1);
    expect(isRecentList(list)).toBe(true);
    expect(isRecentList(['a', 3])).toBe(false);
  });

  it('survives a damaged file', async () => {
    const folder = await temp();
    const store = jsonFile(path.join(folder, 'recent.json'), isRecentList);
    expect(await store.read()).toBeUndefined();
    await store.write(['/a.json']);
    expect(await store.read()).toEqual(['/a.json']);
    await writeFile(path.join(folder, 'recent.json'), '["/a.json"');
    expect(await store.read()).toBeUndefined();
  });
});

describe('files named on the command line', () => {
  it('takes scenario files and skips the executable, the app folder and flags', () => {
    expect(filesFromArgv(['/opt/Skirmish Studio/skirmish', '/home/me/maps/a.scenario.json', '--no-sandbox'], true)).toEqual(['/home/me/maps/a.scenario.json']);
    expect(filesFromArgv(['electron', '.', 'b.SCENARIO.JSON'], false)).toEqual(['b.SCENARIO.JSON']);
    expect(filesFromArgv(['electron', '.'], false)).toEqual([]);
  });
});

describe('backup on save', () => {
  it('keeps the previous version as .bak when asked', async () => {
    const folder = await temp();
    const file = path.join(folder, 'm.scenario.json');
    await saveDocumentFile(file, 'v1', true);
    expect(await readdir(folder)).toEqual(['m.scenario.json']);
    await saveDocumentFile(file, 'v2', true);
    expect(await readFile(`${file}.bak`, 'utf8')).toBe('v1');
    await saveDocumentFile(file, 'v3', false);
    expect(await readFile(`${file}.bak`, 'utf8')).toBe('v1');
    expect(await readFile(file, 'utf8')).toBe('v3');
  });
});

describe('autosave store', () => {
  it('lists newest first and skips damaged or foreign files', async () => {
    const folder = await temp();
    const store = createAutosaveStore(folder);
    const old = { id: 'a', title: 'Old', savedAt: '2026-01-01T00:00:00.000Z', fileName: null, text: '{}' };
    const recent = { id: 'b', title: 'Recent', savedAt: '2026-06-01T00:00:00.000Z', fileName: 'x.json', text: '{}' };
    await store.write(old);
    await store.write(recent);
    await writeFile(path.join(folder, 'c.json'), '{"id": "c", "tit');
    await writeFile(path.join(folder, 'd.json'), JSON.stringify({ ...old, id: 'e' }));
    expect((await store.list()).map((e) => e.title)).toEqual(['Recent', 'Old']);
    await expect(store.remove('../x')).rejects.toThrow();
  });
});
