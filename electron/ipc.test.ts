import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS, MAIN_TO_RENDERER, MAX_DOCUMENT_BYTES } from '../engine/app/bridge';
import { DEFAULT_PREFERENCES } from '../engine/app/preferences';
import { translate } from '../engine/i18n';
import { MAX_FILE_BYTES } from '../engine/scenario/text-input';
import { createAutosaveStore } from './autosaveStore';
import { createVariantsStore } from './variantsStore';
import { preferencesFile } from './preferencesFile';
import { createDocumentRegistry } from './documentRegistry';
import { FileTooLargeError, readFileLimited, writeFileAtomic } from './files';
import { describeIoError, registerIpcHandlers, safeFileName, type IpcDependencies, type IpcSenderEvent } from './ipc';

type Listener = (event: IpcSenderEvent, ...args: unknown[]) => unknown;

const WINDOW_ID = 7;
const fromApp: IpcSenderEvent = { sender: { id: WINDOW_ID }, senderFrame: { url: 'app://bundle/index.html' } };
const untrusted: IpcSenderEvent[] = [
  { sender: { id: 99 }, senderFrame: { url: 'app://bundle/index.html' } },
  { sender: { id: WINDOW_ID }, senderFrame: { url: 'https://evil.example/' } },
  { sender: { id: WINDOW_ID }, senderFrame: null },
];

let folder: string;
let handlers: Map<string, Listener>;
let deps: IpcDependencies;
let chosenToOpen: string | null;
let chosenToSave: string | null;
let chosenAsset: string | null;

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'skirmish-ipc-'));
  handlers = new Map();
  chosenToOpen = null;
  chosenToSave = null;
  chosenAsset = null;
  let counter = 0;
  deps = {
    ipcMain: {
      handle: (channel, listener) => handlers.set(channel, listener),
      on: (channel, listener) => handlers.set(channel, listener),
    },
    trustedSenderId: () => WINDOW_ID,
    documents: createDocumentRegistry(() => `0000000${++counter}-aaaa-bbbb-cccc-dddddddddddd`),
    chooseFileToOpen: vi.fn(async () => chosenToOpen),
    chooseFileToSave: vi.fn(async () => chosenToSave),
    chooseExportFile: vi.fn(async () => chosenToSave),
    writeExport: vi.fn(writeFileAtomic),
    readFile: vi.fn(readFileLimited),
    writeFile: vi.fn(writeFileAtomic),
    setTitle: vi.fn(),
    setLanguage: vi.fn(),
    setDirty: vi.fn(),
    onDocumentListening: vi.fn(),
    rememberFile: vi.fn(),
    preferences: preferencesFile(path.join(folder, 'preferences.json')),
    onPreferencesChanged: vi.fn(),
    autosaves: createAutosaveStore(path.join(folder, 'autosave')),
    variants: createVariantsStore(path.join(folder, 'variants')),
    chooseVariantToOpen: vi.fn(async () => chosenToOpen),
    chooseAssetFile: vi.fn(async () => chosenAsset),
    onSaveBeforeCloseDone: vi.fn(),
  };
  registerIpcHandlers(deps);
});

const call = (channel: string, event: IpcSenderEvent, ...args: unknown[]) => handlers.get(channel)!(event, ...args);

describe('IPC handlers', () => {
  it('registers a handler for every channel', () => {
    expect([...handlers.keys()].sort()).toEqual(Object.values(CHANNELS).filter((c) => !MAIN_TO_RENDERER.includes(c)).sort());
  });

  it('opens the file the user chose and saves back only to it', async () => {
    const file = path.join(folder, 'mission.scenario.json');
    await writeFile(file, '{"version":1}');
    chosenToOpen = file;
    const opened = (await call(CHANNELS.openDocument, fromApp)) as { ok: true; value: { token: string; name: string; bytes: Uint8Array } };
    expect(opened.ok).toBe(true);
    expect(opened.value.name).toBe('mission.scenario.json');
    expect(new TextDecoder().decode(opened.value.bytes)).toBe('{"version":1}');
    expect(opened.value).not.toHaveProperty('path');

    const saved = await call(CHANNELS.saveDocument, fromApp, opened.value.token, '{"version":2}');
    expect(saved).toEqual({ ok: true, value: { token: opened.value.token, name: 'mission.scenario.json' } });
    expect(await readFile(file, 'utf8')).toBe('{"version":2}');
    expect(deps.rememberFile).toHaveBeenCalledWith(file);
  });

  it('returns null when a dialog is cancelled', async () => {
    expect(await call(CHANNELS.openDocument, fromApp)).toEqual({ ok: true, value: null });
    expect(await call(CHANNELS.saveDocumentAs, fromApp, 'a.scenario.json', '{}')).toEqual({ ok: true, value: null });
  });

  it('saves as a new file with a cleaned suggested name', async () => {
    chosenToSave = path.join(folder, 'new.scenario.json');
    const result = await call(CHANNELS.saveDocumentAs, fromApp, '../../etc/passwd', '{"a":1}');
    expect(deps.chooseFileToSave).toHaveBeenCalledWith('passwd');
    expect(result).toMatchObject({ ok: true, value: { name: 'new.scenario.json' } });
    expect(await readFile(chosenToSave, 'utf8')).toBe('{"a":1}');
  });

  it('refuses every channel to a sender that is not the app window', async () => {
    chosenToOpen = path.join(folder, 'x.json');
    for (const event of untrusted) {
      expect(await call(CHANNELS.openDocument, event)).toEqual({ ok: false, error: { key: 'app.error.refused', params: {} } });
      expect(await call(CHANNELS.saveDocumentAs, event, 'a.json', '{}')).toMatchObject({ ok: false });
      expect(await call(CHANNELS.saveDocument, event, '00000001-aaaa-bbbb-cccc-dddddddddddd', '{}')).toMatchObject({ ok: false });
      call(CHANNELS.setTitle, event, 'hijacked');
      call(CHANNELS.setLanguage, event, 'fr');
      call(CHANNELS.setDirty, event, true, 'x');
      call(CHANNELS.saveBeforeCloseDone, event, true);
      call(CHANNELS.documentListening, event);
      expect(await call(CHANNELS.getPreferences, event)).toMatchObject({ ok: false });
      expect(await call(CHANNELS.setPreferences, event, DEFAULT_PREFERENCES)).toMatchObject({ ok: false });
      expect(await call(CHANNELS.autosaveList, event)).toMatchObject({ ok: false });
      expect(await call(CHANNELS.autosaveWrite, event, { id: 'a', title: 't', savedAt: new Date().toISOString(), fileName: null, text: '{}' })).toMatchObject({ ok: false });
      expect(await call(CHANNELS.autosaveRemove, event, 'a')).toMatchObject({ ok: false });
    }
    expect(deps.setDirty).not.toHaveBeenCalled();
    expect(deps.onSaveBeforeCloseDone).not.toHaveBeenCalled();
    expect(deps.onDocumentListening).not.toHaveBeenCalled();
    expect(deps.onPreferencesChanged).not.toHaveBeenCalled();
    expect(await deps.autosaves.list()).toEqual([]);
    expect(deps.chooseFileToOpen).not.toHaveBeenCalled();
    expect(deps.chooseFileToSave).not.toHaveBeenCalled();
    expect(deps.writeFile).not.toHaveBeenCalled();
    expect(deps.setTitle).not.toHaveBeenCalled();
    expect(deps.setLanguage).not.toHaveBeenCalled();
  });

  it('refuses malformed arguments before acting', async () => {
    const refused = { ok: false, error: { key: 'app.error.refused', params: {} } };
    expect(await call(CHANNELS.openDocument, fromApp, 'extra')).toEqual(refused);
    expect(await call(CHANNELS.saveDocument, fromApp, 42, '{}')).toEqual(refused);
    expect(await call(CHANNELS.saveDocument, fromApp, '/etc/passwd', '{}')).toEqual(refused);
    expect(await call(CHANNELS.saveDocument, fromApp, '00000001-aaaa-bbbb-cccc-dddddddddddd', { text: '{}' })).toEqual(refused);
    expect(await call(CHANNELS.saveDocumentAs, fromApp, '', '{}')).toEqual(refused);
    expect(await call(CHANNELS.saveDocumentAs, fromApp, 'a'.repeat(501), '{}')).toEqual(refused);
    expect(await call(CHANNELS.saveDocumentAs, fromApp, 'a.json', 'x'.repeat(MAX_DOCUMENT_BYTES + 1))).toEqual(refused);
    expect(await call(CHANNELS.saveDocumentAs, fromApp, 'a.json')).toEqual(refused);
    call(CHANNELS.setTitle, fromApp, 12);
    call(CHANNELS.setTitle, fromApp, 'x'.repeat(10_000));
    call(CHANNELS.setLanguage, fromApp, 'de');
    expect(deps.chooseFileToSave).not.toHaveBeenCalled();
    expect(deps.writeFile).not.toHaveBeenCalled();
    expect(deps.setTitle).not.toHaveBeenCalled();
    expect(deps.setLanguage).not.toHaveBeenCalled();
    call(CHANNELS.setTitle, fromApp, 'Mission 1 — Skirmish Studio');
    call(CHANNELS.setLanguage, fromApp, 'fr');
    expect(deps.setTitle).toHaveBeenCalledWith('Mission 1 — Skirmish Studio');
    expect(deps.setLanguage).toHaveBeenCalledWith('fr');
  });

  it('never writes to a token it did not hand out', async () => {
    const result = await call(CHANNELS.saveDocument, fromApp, '12345678-aaaa-bbbb-cccc-dddddddddddd', '{}');
    expect(result).toEqual({ ok: false, error: { key: 'app.error.unknownDocument', params: {} } });
    expect(deps.writeFile).not.toHaveBeenCalled();
  });

  it('reports read and write failures with the file name, not a stack trace', async () => {
    chosenToOpen = path.join(folder, 'missing.scenario.json');
    expect(await call(CHANNELS.openDocument, fromApp)).toEqual({
      ok: false,
      error: { key: 'app.error.io', params: { file: 'missing.scenario.json', reason: 'ENOENT' } },
    });
    chosenToSave = path.join(folder, 'no-such-folder', 'x.scenario.json');
    expect(await call(CHANNELS.saveDocumentAs, fromApp, 'x.scenario.json', '{}')).toEqual({
      ok: false,
      error: { key: 'app.error.io', params: { file: 'x.scenario.json', reason: 'ENOENT' } },
    });
  });

  it('refuses to open a file over the size limit', async () => {
    const file = path.join(folder, 'huge.json');
    await writeFile(file, Buffer.alloc(2048));
    chosenToOpen = file;
    handlers.clear();
    registerIpcHandlers({ ...deps, readFile: (filePath: string) => readFileLimited(filePath, 1024) });
    expect(await call(CHANNELS.openDocument, fromApp)).toMatchObject({ ok: false, error: { key: 'app.error.fileTooLarge', params: { file: 'huge.json' } } });
    await expect(readFileLimited(file, 1024)).rejects.toBeInstanceOf(FileTooLargeError);
  });

  it('opens a document up to the limit the scenario and game readers have, not the larger saving one', async () => {
    const limits: number[] = [];
    chosenToOpen = path.join(folder, 'any.scenario.json');
    handlers.clear();
    registerIpcHandlers({ ...deps, readFile: async (_filePath: string, limit: number) => (limits.push(limit), new Uint8Array()) });
    await call(CHANNELS.openDocument, fromApp);
    expect(limits).toEqual([MAX_FILE_BYTES]);
    expect(MAX_FILE_BYTES).toBeLessThan(MAX_DOCUMENT_BYTES);
  });

  it('says how large a refused file is and what its limit is, in the reader’s numbers, for a document and for an image', () => {
    const MB = 1024 * 1024;
    const document = describeIoError(new FileTooLargeError(60.25 * MB, 16 * MB), 'carte.scenario.json');
    expect(document).toEqual({ key: 'app.error.fileTooLarge', params: { file: 'carte.scenario.json', size: 60.3, limit: 16 } });
    expect(translate('fr', document.key, document.params)).toMatch(/«\scarte\.scenario\.json\s» fait 60,3\sMo\s; un scénario ou une partie enregistrée ne peut dépasser 16\sMo\./);
    const image = describeIoError(new FileTooLargeError(25 * MB, 20 * MB), 'plateau.png', 'app.error.imageTooLarge');
    expect(translate('en', image.key, image.params)).toBe('“plateau.png” is 25 MB; a board image is limited to 20 MB. Save it smaller (300 dpi at the board\'s printed size is plenty) or choose another.');
  });
});

describe('exports', () => {
  it('writes a PDF, SVG or PNG where the user chose, and nothing else', async () => {
    chosenToSave = path.join(folder, 'board.pdf');
    const pdf = new TextEncoder().encode('%PDF-1.7 test');
    expect(await call(CHANNELS.exportFile, fromApp, 'Ambassade.pdf', pdf)).toEqual({ ok: true, value: { token: '', name: 'board.pdf' } });
    expect(await readFile(chosenToSave, 'utf8')).toBe('%PDF-1.7 test');
    expect(deps.chooseExportFile).toHaveBeenCalledWith('Ambassade.pdf', 'pdf');
    for (const args of [['run.sh', pdf], ['board.pdf', 'not bytes'], ['', pdf], ['board.pdf']]) {
      expect(await call(CHANNELS.exportFile, fromApp, ...args), String(args[0])).toMatchObject({ ok: false, error: { key: 'app.error.refused' } });
    }
    expect(await call(CHANNELS.exportFile, untrusted[1]!, 'board.pdf', pdf)).toMatchObject({ ok: false, error: { key: 'app.error.refused' } });
    expect(deps.writeExport).toHaveBeenCalledTimes(1);
  });
});

describe('scenario assets', () => {
  it('reads images next to the open scenario and nothing outside its folder', async () => {
    const scenarioFolder = path.join(folder, 'campaign');
    await import('node:fs/promises').then((fs) => fs.mkdir(path.join(scenarioFolder, 'art'), { recursive: true }));
    const file = path.join(scenarioFolder, 'm.scenario.json');
    await writeFile(file, '{}');
    await writeFile(path.join(scenarioFolder, 'art', 'tile.png'), 'PNGDATA');
    await writeFile(path.join(folder, 'private.png'), 'SECRET');
    chosenToOpen = file;
    const opened = (await call(CHANNELS.openDocument, fromApp)) as { ok: true; value: { token: string } };
    const read = (await call(CHANNELS.readAsset, fromApp, opened.value.token, 'art/tile.png')) as { ok: true; value: Uint8Array };
    expect(new TextDecoder().decode(read.value)).toBe('PNGDATA');
    const refusals = {
      '../private.png': 'app.error.asset.outside',
      [path.join(folder, 'private.png')]: 'app.error.asset.absolute',
      'https://example.com/x.png': 'app.error.asset.url',
      'art/tile.txt': 'app.error.asset.extension',
    };
    for (const [reference, key] of Object.entries(refusals)) {
      expect(await call(CHANNELS.readAsset, fromApp, opened.value.token, reference), reference).toMatchObject({ ok: false, error: { key } });
    }
    expect(await call(CHANNELS.readAsset, untrusted[0]!, opened.value.token, 'art/tile.png')).toMatchObject({ ok: false, error: { key: 'app.error.refused' } });
    expect(await call(CHANNELS.readAsset, fromApp, '12345678-aaaa-bbbb-cccc-dddddddddddd', 'art/tile.png')).toMatchObject({ ok: false, error: { key: 'app.error.unknownDocument' } });
  });
});

describe('choosing an image for a scenario', () => {
  async function openIn(scenarioFolder: string) {
    const fs = await import('node:fs/promises');
    await fs.mkdir(path.join(scenarioFolder, 'art', 'units'), { recursive: true });
    const file = path.join(scenarioFolder, 'm.scenario.json');
    await writeFile(file, '{}');
    chosenToOpen = file;
    return ((await call(CHANNELS.openDocument, fromApp)) as { ok: true; value: { token: string } }).value.token;
  }

  it('opens the dialog in the scenario’s folder and gives the chosen image’s path from there, with its bytes', async () => {
    const scenarioFolder = path.join(folder, 'campaign');
    const token = await openIn(scenarioFolder);
    await writeFile(path.join(scenarioFolder, 'art', 'units', 'rifleman.png'), 'PNGDATA');
    chosenAsset = path.join(scenarioFolder, 'art', 'units', 'rifleman.png');
    const chosen = (await call(CHANNELS.chooseAsset, fromApp, token)) as { ok: true; value: { reference: string; bytes: Uint8Array } };
    expect(deps.chooseAssetFile).toHaveBeenCalledWith(scenarioFolder);
    expect(chosen.value.reference).toBe('art/units/rifleman.png');
    expect(new TextDecoder().decode(chosen.value.bytes)).toBe('PNGDATA');
    // The reference reads back through the scenario's own rule.
    expect(new TextDecoder().decode(((await call(CHANNELS.readAsset, fromApp, token, chosen.value.reference)) as { ok: true; value: Uint8Array }).value)).toBe('PNGDATA');
    chosenAsset = null;
    expect(await call(CHANNELS.chooseAsset, fromApp, token)).toEqual({ ok: true, value: null });
  });

  it('refuses an image outside the scenario’s folder, a link leading out of it, a file that is not an image, and bad callers', async () => {
    const scenarioFolder = path.join(folder, 'mission');
    const token = await openIn(scenarioFolder);
    await writeFile(path.join(folder, 'elsewhere.png'), 'SECRET');
    await writeFile(path.join(scenarioFolder, 'art', 'notes.txt'), 'text');
    await import('node:fs/promises').then((fs) => fs.symlink(path.join(folder, 'elsewhere.png'), path.join(scenarioFolder, 'art', 'link.png')));
    const cases: [string, string][] = [
      [path.join(folder, 'elsewhere.png'), 'app.error.asset.chosenOutside'],
      [path.join(scenarioFolder, 'art', 'link.png'), 'app.error.asset.chosenOutside'],
      [path.join(scenarioFolder, 'art', 'notes.txt'), 'app.error.asset.extension'],
      [path.join(scenarioFolder, 'art', 'gone.png'), 'app.error.asset.missing'],
    ];
    for (const [file, key] of cases) {
      chosenAsset = file;
      expect(await call(CHANNELS.chooseAsset, fromApp, token), file).toMatchObject({ ok: false, error: { key } });
    }
    expect(await call(CHANNELS.chooseAsset, fromApp, token)).toMatchObject({ ok: false, error: { params: { folder: 'mission' } } });
    chosenAsset = path.join(folder, 'elsewhere.png');
    expect(await call(CHANNELS.chooseAsset, untrusted[1]!, token)).toMatchObject({ ok: false, error: { key: 'app.error.refused' } });
    for (const args of [[], ['not a token'], [token, 'extra'], [null]]) expect(await call(CHANNELS.chooseAsset, fromApp, ...args), JSON.stringify(args)).toMatchObject({ ok: false, error: { key: 'app.error.refused' } });
    expect(await call(CHANNELS.chooseAsset, fromApp, '12345678-aaaa-bbbb-cccc-dddddddddddd')).toMatchObject({ ok: false, error: { key: 'app.error.unknownDocument' } });
    expect(deps.chooseAssetFile).toHaveBeenCalledTimes(cases.length + 1);
  });
});

describe('session channels', () => {
  it('reads defaults, then stores valid preferences and refuses invalid ones', async () => {
    expect(await call(CHANNELS.getPreferences, fromApp)).toEqual({ ok: true, value: DEFAULT_PREFERENCES });
    const french = { ...DEFAULT_PREFERENCES, language: 'fr', autosaveSeconds: 30 };
    expect(await call(CHANNELS.setPreferences, fromApp, french)).toEqual({ ok: true, value: french });
    expect(deps.onPreferencesChanged).toHaveBeenCalledWith(french);
    expect(await call(CHANNELS.getPreferences, fromApp)).toEqual({ ok: true, value: french });
    for (const bad of [{ ...french, autosaveSeconds: 0 }, { ...french, language: 'de' }, { ...french, extra: 1 }, null, 'fr']) {
      expect(await call(CHANNELS.setPreferences, fromApp, bad)).toMatchObject({ ok: false, error: { key: 'app.error.refused' } });
    }
    expect(await call(CHANNELS.getPreferences, fromApp)).toEqual({ ok: true, value: french });
  });

  it('falls back to the default preferences when the file is damaged', async () => {
    await writeFile(path.join(folder, 'preferences.json'), '{"language": "fr", "units": 12');
    expect(await call(CHANNELS.getPreferences, fromApp)).toEqual({ ok: true, value: DEFAULT_PREFERENCES });
  });

  it('writes, lists and removes autosaves, refusing ids that could leave the folder', async () => {
    const entry = { id: 'session-1', title: 'Ambassade', savedAt: '2026-11-22T10:00:00.000Z', fileName: 'a.scenario.json', text: '{"version":1}' };
    expect(await call(CHANNELS.autosaveWrite, fromApp, entry)).toEqual({ ok: true, value: null });
    expect(await call(CHANNELS.autosaveList, fromApp)).toEqual({ ok: true, value: [entry] });
    for (const id of ['../escape', 'a/b', '', 'x'.repeat(65)]) {
      expect(await call(CHANNELS.autosaveWrite, fromApp, { ...entry, id })).toMatchObject({ ok: false });
      expect(await call(CHANNELS.autosaveRemove, fromApp, id)).toMatchObject({ ok: false });
    }
    expect(await call(CHANNELS.autosaveWrite, fromApp, { ...entry, savedAt: 'yesterday' })).toMatchObject({ ok: false });
    expect(await call(CHANNELS.autosaveRemove, fromApp, 'session-1')).toEqual({ ok: true, value: null });
    expect(await call(CHANNELS.autosaveList, fromApp)).toEqual({ ok: true, value: [] });
  });

  it('passes on the dirty state, readiness and save-before-close answers, with checked arguments', () => {
    call(CHANNELS.setDirty, fromApp, 'yes', 'x');
    call(CHANNELS.setDirty, fromApp, true);
    call(CHANNELS.saveBeforeCloseDone, fromApp, 'true');
    expect(deps.setDirty).not.toHaveBeenCalled();
    expect(deps.onSaveBeforeCloseDone).not.toHaveBeenCalled();
    call(CHANNELS.setDirty, fromApp, true, 'Ambassade');
    call(CHANNELS.saveBeforeCloseDone, fromApp, false);
    call(CHANNELS.documentListening, fromApp);
    expect(deps.setDirty).toHaveBeenCalledWith(true, 'Ambassade');
    expect(deps.onSaveBeforeCloseDone).toHaveBeenCalledWith(false);
    expect(deps.onDocumentListening).toHaveBeenCalledTimes(1);
  });
});

describe('safeFileName', () => {
  it('keeps only a plain file name', () => {
    expect(safeFileName('C:\\Users\\x\\mission.json')).toBe('mission.json');
    expect(safeFileName('..')).toBe('scenario.scenario.json');
    expect(safeFileName('a<b>:c.json')).toBe('a_b__c.json');
    expect(safeFileName('Désamorçage.scenario.json')).toBe('Désamorçage.scenario.json');
  });
});
