/**
 * The main process's IPC handlers. Each checks that the message comes from the app's own window and
 * that its arguments have the expected types and sizes before doing anything.
 */
import {
  AUTOSAVE_ID,
  CHANNELS,
  EXPORT_EXTENSIONS,
  MAX_ASSET_BYTES,
  MAX_EXPORT_BYTES,
  MAX_DOCUMENT_BYTES,
  MAX_SHORT_TEXT,
  type ChosenAsset,
  type FileRef,
  type HostFailure,
  type HostResult,
  type OpenedFile,
} from '../engine/app/bridge';
import type { Preferences } from '../engine/app/preferences';
import { LANGUAGES, type Language } from '../engine/i18n';
import { MAX_FILE_BYTES, megabytes } from '../engine/scenario/text-input';
import { referenceInFolder, resolveAssetPath } from './assetPaths';
import { isAutosaveEntry, type AutosaveStore } from './autosaveStore';
import type { DocumentRegistry } from './documentRegistry';
import path from 'node:path';
import { FileTooLargeError } from './files';
import { isPreferences, type PreferencesFile } from './preferencesFile';
import { isAppUrl } from './protocol';
import { registerVariantHandlers } from './variantsIpc';
import type { VariantsStore } from './variantsStore';

/** What an IPC event tells about its sender. */
export interface IpcSenderEvent {
  readonly sender: { readonly id: number };
  readonly senderFrame: { readonly url: string } | null;
}

export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcSenderEvent, ...args: unknown[]) => unknown): void;
  on(channel: string, listener: (event: IpcSenderEvent, ...args: unknown[]) => void): void;
}

export interface IpcDependencies {
  readonly ipcMain: IpcMainLike;
  /** The id of the web contents allowed to talk to the main process (the app window's). */
  readonly trustedSenderId: () => number | undefined;
  readonly documents: DocumentRegistry;
  readonly chooseFileToOpen: () => Promise<string | null>;
  readonly chooseFileToSave: (suggestedName: string) => Promise<string | null>;
  readonly chooseExportFile: (suggestedName: string, extension: string) => Promise<string | null>;
  readonly writeExport: (filePath: string, bytes: Uint8Array) => Promise<void>;
  readonly readFile: (filePath: string, limit: number) => Promise<Uint8Array>;
  readonly writeFile: (filePath: string, text: string) => Promise<void>;
  readonly setTitle: (title: string) => void;
  readonly setLanguage: (language: Language) => void;
  readonly setDirty: (dirty: boolean, name: string) => void;
  /** The page listens for documents opened from outside (command line, Open Recent). */
  readonly onDocumentListening: () => void;
  /** Where a file the user opened or saved is remembered (Open Recent). */
  readonly rememberFile: (filePath: string) => void;
  readonly preferences: PreferencesFile;
  readonly onPreferencesChanged: (preferences: Preferences) => void;
  readonly autosaves: AutosaveStore;
  /** The renderer's answer to a save-before-close request. */
  readonly onSaveBeforeCloseDone: (saved: boolean) => void;
  /** The variants kept in the user's data, and the dialog that picks a variant file to open. */
  readonly variants: VariantsStore;
  readonly chooseVariantToOpen: () => Promise<string | null>;
  /** The dialog that picks an image for a scenario, opened in the scenario's folder. */
  readonly chooseAssetFile: (folder: string) => Promise<string | null>;
}

export function isTrustedSender(event: IpcSenderEvent, trustedId: number | undefined): boolean {
  return trustedId !== undefined && event.sender.id === trustedId && event.senderFrame !== null && isAppUrl(event.senderFrame.url);
}

const isShortText = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_SHORT_TEXT && !value.includes('\0');

// A JS string never takes more than 3 UTF-8 bytes per UTF-16 unit; the exact count only when that bound is passed.
const isDocumentText = (value: unknown): value is string =>
  typeof value === 'string' &&
  (value.length * 3 <= MAX_DOCUMENT_BYTES || new TextEncoder().encode(value).byteLength <= MAX_DOCUMENT_BYTES);

const isToken = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f-]{8,64}$/.test(value);

/** A file name without folders or characters that no file system accepts. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[<>:"|?*\p{Cc}]/gu, '_').replace(/^\.+/, '').trim();
  return cleaned.length > 0 ? cleaned : 'scenario.scenario.json';
}

const failure = (key: string, params: Record<string, string | number> = {}): { ok: false; error: HostFailure } => ({
  ok: false,
  error: { key, params },
});
const success = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

/** What went wrong reading or writing `fileName`; a file too large says so with `tooLargeKey` (a document's message, or an image's). */
export function describeIoError(error: unknown, fileName: string, tooLargeKey = 'app.error.fileTooLarge'): HostFailure {
  if (error instanceof FileTooLargeError) {
    return { key: tooLargeKey, params: { file: fileName, size: megabytes(error.bytes), limit: megabytes(error.limit) } };
  }
  const code = (error as { code?: unknown } | null)?.code;
  const reason = typeof code === 'string' ? code : 'EIO';
  return { key: 'app.error.io', params: { file: fileName, reason } };
}

export function registerIpcHandlers(deps: IpcDependencies): void {
  const { ipcMain, documents } = deps;
  const trusted = (event: IpcSenderEvent) => isTrustedSender(event, deps.trustedSenderId());
  registerVariantHandlers({ ipcMain, trusted, store: deps.variants, chooseVariantToOpen: deps.chooseVariantToOpen, readFile: deps.readFile });

  ipcMain.handle(CHANNELS.openDocument, async (event, ...args): Promise<HostResult<OpenedFile | null>> => {
    if (!trusted(event) || args.length !== 0) return failure('app.error.refused');
    const filePath = await deps.chooseFileToOpen();
    if (filePath === null) return success(null);
    const ref = documents.register(filePath);
    try {
      const bytes = await deps.readFile(filePath, MAX_FILE_BYTES);
      deps.rememberFile(filePath);
      return success({ ...ref, bytes });
    } catch (error) {
      return { ok: false, error: describeIoError(error, ref.name) };
    }
  });

  ipcMain.handle(CHANNELS.saveDocument, async (event, ...args): Promise<HostResult<FileRef>> => {
    const [token, text] = args;
    if (!trusted(event) || args.length !== 2 || !isToken(token) || !isDocumentText(text)) return failure('app.error.refused');
    const filePath = documents.pathOf(token);
    if (!filePath) return failure('app.error.unknownDocument');
    const ref = documents.register(filePath);
    try {
      await deps.writeFile(filePath, text);
      return success(ref);
    } catch (error) {
      return { ok: false, error: describeIoError(error, ref.name) };
    }
  });

  ipcMain.handle(CHANNELS.saveDocumentAs, async (event, ...args): Promise<HostResult<FileRef | null>> => {
    const [suggestedName, text] = args;
    if (!trusted(event) || args.length !== 2 || !isShortText(suggestedName) || !isDocumentText(text)) {
      return failure('app.error.refused');
    }
    const filePath = await deps.chooseFileToSave(safeFileName(suggestedName));
    if (filePath === null) return success(null);
    const ref = documents.register(filePath);
    try {
      await deps.writeFile(filePath, text);
      deps.rememberFile(filePath);
      return success(ref);
    } catch (error) {
      return { ok: false, error: describeIoError(error, ref.name) };
    }
  });

  ipcMain.on(CHANNELS.setTitle, (event, ...args) => {
    const [title] = args;
    if (trusted(event) && args.length === 1 && isShortText(title)) deps.setTitle(title);
  });

  ipcMain.on(CHANNELS.setLanguage, (event, ...args) => {
    const [language] = args;
    if (trusted(event) && args.length === 1 && (LANGUAGES as readonly unknown[]).includes(language)) {
      deps.setLanguage(language as Language);
    }
  });

  ipcMain.on(CHANNELS.setDirty, (event, ...args) => {
    const [dirty, name] = args;
    if (trusted(event) && args.length === 2 && typeof dirty === 'boolean' && isShortText(name)) deps.setDirty(dirty, name);
  });

  ipcMain.on(CHANNELS.documentListening, (event, ...args) => {
    if (trusted(event) && args.length === 0) deps.onDocumentListening();
  });

  ipcMain.on(CHANNELS.saveBeforeCloseDone, (event, ...args) => {
    if (trusted(event) && args.length === 1 && typeof args[0] === 'boolean') deps.onSaveBeforeCloseDone(args[0]);
  });

  ipcMain.handle(CHANNELS.getPreferences, async (event, ...args) => {
    if (!trusted(event) || args.length !== 0) return failure('app.error.refused');
    return success(await deps.preferences.read());
  });

  ipcMain.handle(CHANNELS.setPreferences, async (event, ...args): Promise<HostResult<Preferences>> => {
    const [preferences] = args;
    if (!trusted(event) || args.length !== 1 || !isPreferences(preferences)) return failure('app.error.refused');
    try {
      await deps.preferences.write(preferences);
    } catch (error) {
      return { ok: false, error: describeIoError(error, 'preferences.json') };
    }
    deps.onPreferencesChanged(preferences);
    return success(preferences);
  });

  ipcMain.handle(CHANNELS.autosaveWrite, async (event, ...args) => {
    const [entry] = args;
    if (!trusted(event) || args.length !== 1 || !isAutosaveEntry(entry)) return failure('app.error.refused');
    try {
      await deps.autosaves.write(entry);
      return success(null);
    } catch (error) {
      return { ok: false, error: describeIoError(error, `${entry.id}.json`) };
    }
  });

  ipcMain.handle(CHANNELS.autosaveList, async (event, ...args) => {
    if (!trusted(event) || args.length !== 0) return failure('app.error.refused');
    return success(await deps.autosaves.list());
  });

  ipcMain.handle(CHANNELS.exportFile, async (event, ...args): Promise<HostResult<FileRef | null>> => {
    const [suggestedName, bytes] = args;
    if (!trusted(event) || args.length !== 2 || !isShortText(suggestedName) || !(bytes instanceof Uint8Array) || bytes.byteLength > MAX_EXPORT_BYTES) {
      return failure('app.error.refused');
    }
    const name = safeFileName(suggestedName);
    const extension = path.extname(name).slice(1).toLowerCase();
    if (!(EXPORT_EXTENSIONS as readonly string[]).includes(extension)) return failure('app.error.refused');
    const filePath = await deps.chooseExportFile(name, extension);
    if (filePath === null) return success(null);
    try {
      await deps.writeExport(filePath, bytes);
      return success({ token: '', name: path.basename(filePath) });
    } catch (error) {
      return { ok: false, error: describeIoError(error, path.basename(filePath)) };
    }
  });

  ipcMain.handle(CHANNELS.readAsset, async (event, ...args): Promise<HostResult<Uint8Array>> => {
    const [token, reference] = args;
    if (!trusted(event) || args.length !== 2 || !isToken(token) || typeof reference !== 'string') return failure('app.error.refused');
    const documentPath = documents.pathOf(token);
    if (!documentPath) return failure('app.error.unknownDocument');
    const resolved = await resolveAssetPath(path.dirname(documentPath), reference);
    if (!resolved.ok) return failure(`app.error.asset.${resolved.refusal}`, { reference: reference.slice(0, MAX_SHORT_TEXT) });
    try {
      return success(await deps.readFile(resolved.path, MAX_ASSET_BYTES));
    } catch (error) {
      return { ok: false, error: describeIoError(error, path.basename(resolved.path), 'app.error.imageTooLarge') };
    }
  });

  ipcMain.handle(CHANNELS.chooseAsset, async (event, ...args): Promise<HostResult<ChosenAsset | null>> => {
    const [token] = args;
    if (!trusted(event) || args.length !== 1 || !isToken(token)) return failure('app.error.refused');
    const documentPath = documents.pathOf(token);
    if (!documentPath) return failure('app.error.unknownDocument');
    const folder = path.dirname(documentPath);
    const chosen = await deps.chooseAssetFile(folder);
    if (chosen === null) return success(null);
    // The same rules as reading: a file inside the scenario's folder, an image, no link leading out.
    const named = await referenceInFolder(folder, chosen);
    if (!named.ok) return failure(named.refusal === 'outside' ? 'app.error.asset.chosenOutside' : `app.error.asset.${named.refusal}`, { reference: path.basename(chosen).slice(0, MAX_SHORT_TEXT), folder: path.basename(folder).slice(0, MAX_SHORT_TEXT) });
    const resolved = await resolveAssetPath(folder, named.reference);
    if (!resolved.ok) return failure(resolved.refusal === 'outside' ? 'app.error.asset.chosenOutside' : `app.error.asset.${resolved.refusal}`, { reference: named.reference.slice(0, MAX_SHORT_TEXT), folder: path.basename(folder).slice(0, MAX_SHORT_TEXT) });
    try {
      return success({ reference: named.reference, bytes: await deps.readFile(resolved.path, MAX_ASSET_BYTES) });
    } catch (error) {
      return { ok: false, error: describeIoError(error, path.basename(resolved.path), 'app.error.imageTooLarge') };
    }
  });

  ipcMain.handle(CHANNELS.autosaveRemove, async (event, ...args) => {
    const [id] = args;
    if (!trusted(event) || args.length !== 1 || typeof id !== 'string' || !AUTOSAVE_ID.test(id)) return failure('app.error.refused');
    await deps.autosaves.remove(id);
    return success(null);
  });
}
