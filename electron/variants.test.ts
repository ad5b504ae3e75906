/** The desktop app's variants: a folder of the user's data, listed, written and opened through checked IPC (Electron mocked: a fake ipcMain and dialog). */
import { mkdir, mkdtemp, readdir, readFile, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS, type VariantShelf } from '../engine/app/bridge';
import { BUILTIN_RULESETS, readVariant, renderProblem, variantOf } from '../engine/scenario';
import type { RulesetData } from '../engine/scenario/types';
import { readFileLimited } from './files';
import type { IpcSenderEvent } from './ipc';
import { registerVariantHandlers } from './variantsIpc';
import { createVariantsStore } from './variantsStore';

type Listener = (event: IpcSenderEvent, ...args: unknown[]) => unknown;
const fromApp: IpcSenderEvent = { sender: { id: 7 }, senderFrame: { url: 'app://bundle/index.html' } };
const stranger: IpcSenderEvent = { sender: { id: 8 }, senderFrame: { url: 'https://evil.example/' } };
const variant = variantOf(BUILTIN_RULESETS.get('siege') as RulesetData, { id: 'siege-kinder', name: 'Kinder walls' });
const text = `${JSON.stringify(variant, null, 2)}\n`;

let folder: string;
let handlers: Map<string, Listener>;
let chosen: string | null;
let reads: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'skirmish-variants-'));
  handlers = new Map();
  chosen = null;
  reads = vi.fn(readFileLimited);
  registerVariantHandlers({
    ipcMain: { handle: (channel, listener) => handlers.set(channel, listener), on: (channel, listener) => handlers.set(channel, listener) },
    trusted: (event) => event.sender.id === 7,
    store: createVariantsStore(path.join(folder, 'user-data', 'variants')),
    chooseVariantToOpen: async () => chosen,
    readFile: reads as unknown as (filePath: string, limit: number) => Promise<Uint8Array>,
  });
});

const call = (channel: string, event: IpcSenderEvent, ...args: unknown[]) => (handlers.get(channel) as Listener)(event, ...args);

describe('variants kept by the desktop app', () => {
  it('keeps a variant in a folder of the user’s data and lists it back, readable as a variant', async () => {
    const empty = (await call(CHANNELS.variantsList, fromApp)) as { ok: true; value: VariantShelf };
    expect(empty).toEqual({ ok: true, value: { place: path.join(folder, 'user-data', 'variants'), files: [] } });
    const kept = (await call(CHANNELS.variantsKeep, fromApp, 'siege-kinder.ruleset.json', text, 'saved')) as { ok: true; value: { name: string } };
    expect(kept.ok).toBe(true);
    expect(kept.value.name).toBe(path.join(folder, 'user-data', 'variants', 'siege-kinder.ruleset.json'));
    expect(await readFile(kept.value.name, 'utf8')).toBe(text);
    // The write is atomic: no temporary file is left beside it.
    expect(await readdir(path.join(folder, 'user-data', 'variants'))).toEqual(['siege-kinder.ruleset.json']);
    const listed = (await call(CHANNELS.variantsList, fromApp)) as { ok: true; value: VariantShelf };
    expect(listed.value.files.map((file) => file.name)).toEqual(['siege-kinder.ruleset.json']);
    expect(readVariant(listed.value.files[0]!.bytes!).ruleset?.id).toBe('siege-kinder');
  });

  it('refuses a stranger, a file name that leaves the folder, a text too large or of another kind', async () => {
    const refused = { ok: false, error: { key: 'app.error.refused', params: {} } };
    expect(await call(CHANNELS.variantsList, stranger)).toEqual(refused);
    expect(await call(CHANNELS.variantsKeep, stranger, 'siege-kinder.ruleset.json', text, 'saved')).toEqual(refused);
    expect(await call(CHANNELS.variantsKeep, fromApp, '../escape.ruleset.json', text, 'saved')).toEqual(refused);
    expect(await call(CHANNELS.variantsKeep, fromApp, 'siege.scenario.json', text, 'saved')).toEqual(refused);
    expect(await call(CHANNELS.variantsKeep, fromApp, 'siege-kinder.ruleset.json', 42, 'saved')).toEqual(refused);
    expect(await call(CHANNELS.variantsKeep, fromApp, 'siege-kinder.ruleset.json', 'x'.repeat(5 * 1024 * 1024), 'saved')).toEqual(refused);
    expect(await call(CHANNELS.variantsKeep, fromApp, 'siege-kinder.ruleset.json', text, 'stolen')).toEqual(refused);
    expect(await call(CHANNELS.variantsOpen, fromApp, 'extra')).toEqual(refused);
  });

  it('opens a variant file the user picks, and refuses one of 50 MB before reading it, naming it', async () => {
    expect(await call(CHANNELS.variantsOpen, fromApp)).toEqual({ ok: true, value: null });
    const file = path.join(folder, 'kinder.ruleset.json');
    await writeFile(file, text);
    chosen = file;
    const opened = (await call(CHANNELS.variantsOpen, fromApp)) as { ok: true; value: { name: string; bytes: Uint8Array } };
    expect(opened.value.name).toBe('kinder.ruleset.json');
    expect(new TextDecoder().decode(opened.value.bytes)).toBe(text);
    const huge = path.join(folder, 'huge.ruleset.json');
    await writeFile(huge, '');
    await truncate(huge, 50 * 1024 * 1024);
    chosen = huge;
    reads.mockClear();
    const refused = (await call(CHANNELS.variantsOpen, fromApp)) as { ok: false; error: { key: string; params: Record<string, string> } };
    expect(refused.error).toEqual({ key: 'problem.variant.tooLarge', params: { size: 50, limit: 4, file: 'huge.ruleset.json' } });
    expect(reads).not.toHaveBeenCalled();
    expect(renderProblem({ severity: 'error', pointer: '', ...refused.error }, 'fr')).toMatch(/fait 50\sMo\s; un fichier de variante est limité à 4\sMo/);
  });

  it('lists a file of the folder too large to be a variant without reading it, and skips what is not a variant file', async () => {
    const shelf = path.join(folder, 'user-data', 'variants');
    await mkdir(shelf, { recursive: true });
    await writeFile(path.join(shelf, 'huge.ruleset.json'), '');
    await truncate(path.join(shelf, 'huge.ruleset.json'), 50 * 1024 * 1024);
    await writeFile(path.join(shelf, 'notes.txt'), 'not a variant');
    const listed = (await call(CHANNELS.variantsList, fromApp)) as { ok: true; value: VariantShelf };
    expect(listed.value.files).toEqual([{ name: 'huge.ruleset.json', size: 50 * 1024 * 1024, bytes: null }]);
  });
});
