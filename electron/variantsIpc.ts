/**
 * The main process's handlers for variants: list the folder of the user's data, keep a variant there,
 * open one from a file. Each checks its sender and arguments like every other handler.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { CHANNELS, VARIANT_FILE_NAME, type FileRef, type HostResult, type OpenedFile, type VariantShelf } from '../engine/app/bridge';
import { MAX_VARIANT_BYTES, variantTooLarge } from '../engine/scenario/variant-limits';
import { describeIoError, type IpcMainLike, type IpcSenderEvent } from './ipc';
import type { VariantsStore } from './variantsStore';

export interface VariantIpcDependencies {
  readonly ipcMain: IpcMainLike;
  readonly trusted: (event: IpcSenderEvent) => boolean;
  readonly store: VariantsStore;
  readonly chooseVariantToOpen: () => Promise<string | null>;
  readonly readFile: (filePath: string, limit: number) => Promise<Uint8Array>;
}

const refused = { ok: false as const, error: { key: 'app.error.refused', params: {} } };

// A JS string never takes more than 3 UTF-8 bytes per UTF-16 unit.
const isVariantText = (value: unknown): value is string => typeof value === 'string' && (value.length * 3 <= MAX_VARIANT_BYTES || new TextEncoder().encode(value).byteLength <= MAX_VARIANT_BYTES);

export function registerVariantHandlers(deps: VariantIpcDependencies): void {
  const { ipcMain, trusted, store } = deps;

  ipcMain.handle(CHANNELS.variantsList, async (event, ...args): Promise<HostResult<VariantShelf>> => {
    if (!trusted(event) || args.length !== 0) return refused;
    return { ok: true, value: { place: store.folder, files: await store.list() } };
  });

  ipcMain.handle(CHANNELS.variantsKeep, async (event, ...args): Promise<HostResult<FileRef>> => {
    const [fileName, text, origin] = args;
    if (!trusted(event) || args.length !== 3 || typeof fileName !== 'string' || !VARIANT_FILE_NAME.test(fileName) || !isVariantText(text) || (origin !== 'saved' && origin !== 'opened')) return refused;
    try {
      await store.keep(fileName, text);
      return { ok: true, value: { token: '', name: path.join(store.folder, fileName) } };
    } catch (error) {
      return { ok: false, error: describeIoError(error, fileName) };
    }
  });

  ipcMain.handle(CHANNELS.variantsOpen, async (event, ...args): Promise<HostResult<OpenedFile | null>> => {
    if (!trusted(event) || args.length !== 0) return refused;
    const filePath = await deps.chooseVariantToOpen();
    if (filePath === null) return { ok: true, value: null };
    const name = path.basename(filePath);
    try {
      // Refused before it is read: a variant is the size of a game's data.
      const { size } = await stat(filePath);
      if (size > MAX_VARIANT_BYTES) return { ok: false, error: { key: variantTooLarge(size).key, params: { ...variantTooLarge(size).params, file: name } } };
      return { ok: true, value: { token: '', name, bytes: await deps.readFile(filePath, MAX_VARIANT_BYTES) } };
    } catch (error) {
      return { ok: false, error: describeIoError(error, name) };
    }
  });
}
