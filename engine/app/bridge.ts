/**
 * The contract between the Electron preload and the renderer's Electron host: channel names and
 * the shapes that cross the process boundary. The main process validates every argument anyway.
 */
import type { CommandId } from './commands';
import type { Preferences } from './preferences';

export const CHANNELS = {
  openDocument: 'document:open',
  saveDocument: 'document:save',
  saveDocumentAs: 'document:save-as',
  setTitle: 'window:set-title',
  setLanguage: 'app:set-language',
  setDirty: 'window:set-dirty',
  documentListening: 'document:listening',
  menuCommand: 'menu:command',
  documentOpened: 'document:opened',
  saveBeforeClose: 'window:save-before-close',
  saveBeforeCloseDone: 'window:save-before-close-done',
  getPreferences: 'preferences:get',
  setPreferences: 'preferences:set',
  autosaveWrite: 'autosave:write',
  autosaveList: 'autosave:list',
  autosaveRemove: 'autosave:remove',
  readAsset: 'document:read-asset',
  chooseAsset: 'document:choose-asset',
  exportFile: 'document:export',
  variantsList: 'variants:list',
  variantsKeep: 'variants:keep',
  variantsOpen: 'variants:open',
} as const;

/** Channels the main process sends on; the others are the renderer's requests. */
export const MAIN_TO_RENDERER: readonly string[] = [CHANNELS.menuCommand, CHANNELS.documentOpened, CHANNELS.saveBeforeClose];

/** Name of the object the preload exposes on `window`. */
export const BRIDGE_GLOBAL = 'skirmishHost';

/** A file the user chose. The token stands for its path, which stays in the main process. */
export interface FileRef {
  readonly token: string;
  readonly name: string;
}

/** A file as read from disk: bytes, decoded and checked by the scenario loader, which reports bad UTF-8 precisely. */
export interface OpenedFile extends FileRef {
  readonly bytes: Uint8Array;
}

/** A failure the user can read: an engine/i18n key and its parameters, never a stack trace. */
export interface HostFailure {
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
}

export type HostResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: HostFailure };

/** Unsaved work copied aside, offered back after a crash. */
export interface AutosaveEntry {
  /** The editing session's id: letters, digits and dashes. */
  readonly id: string;
  readonly title: string;
  /** ISO 8601 time of the copy. */
  readonly savedAt: string;
  /** Name of the file the work came from, if it had one. */
  readonly fileName: string | null;
  readonly text: string;
}

/** An image the user chose for a scenario: its path from the scenario's folder, as the scenario names it, and its bytes. */
export interface ChosenAsset {
  readonly reference: string;
  readonly bytes: Uint8Array;
}

/** A variant file the app keeps, as read (its bytes are checked by the engine's variant reader). */
export interface VariantFile {
  readonly name: string;
  readonly size: number;
  /** Null when the file is too large to be read as a variant (MAX_VARIANT_BYTES). */
  readonly bytes: Uint8Array | null;
}

/** The variants the app keeps, and where (a folder of the user's data, the browser's storage), to name it in messages. */
export interface VariantShelf {
  readonly place: string;
  readonly files: readonly VariantFile[];
}

/** A variant file name: an id and `.ruleset.json`. */
export const VARIANT_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}\.ruleset\.json$/;

export interface HostBridge {
  openDocument(): Promise<HostResult<OpenedFile | null>>;
  saveDocument(token: string, text: string): Promise<HostResult<FileRef>>;
  saveDocumentAs(suggestedName: string, text: string): Promise<HostResult<FileRef | null>>;
  setTitle(title: string): void;
  /** The UI language the user picked, so native menus and dialogs follow it. */
  setLanguage(language: string): void;
  onMenuCommand(listener: (command: CommandId) => void): () => void;
  /** Whether the open document (named `name`) has unsaved changes, so closing the window can ask first. */
  setDirty(dirty: boolean, name: string): void;
  /** Files opened from outside the page: command line, file manager, Open Recent. Subscribing tells the main process the page is ready for them. */
  onDocumentOpened(listener: (file: OpenedFile) => void): () => void;
  /** Asked when the user chose Save while closing with unsaved changes; resolves true once saved. */
  onSaveBeforeClose(listener: () => Promise<boolean>): () => void;
  getPreferences(): Promise<HostResult<Preferences>>;
  setPreferences(preferences: Preferences): Promise<HostResult<Preferences>>;
  writeAutosave(entry: AutosaveEntry): Promise<HostResult<null>>;
  listAutosaves(): Promise<HostResult<AutosaveEntry[]>>;
  removeAutosave(id: string): Promise<HostResult<null>>;
  /** Writes an export (PDF, SVG, PNG, a report's JSON or CSV) where the user chooses; a download in the browser. */
  exportFile(suggestedName: string, bytes: Uint8Array): Promise<HostResult<FileRef | null>>;
  /** An image a scenario refers to by a path relative to its own file; nothing outside that folder. */
  readAsset(token: string, reference: string): Promise<HostResult<Uint8Array>>;
  /**
   * Asks the user for an image (PNG, JPEG, SVG) to attach to the scenario `token` names: the
   * desktop app's dialog opens in the scenario's folder and takes only a file inside it; the
   * browser's picker takes any file, named by its file name. Null when the user cancelled.
   */
  chooseAsset(token: string): Promise<HostResult<ChosenAsset | null>>;
  /** The variants the app keeps. */
  listVariants(): Promise<HostResult<VariantShelf>>;
  /**
   * Keeps a variant (already checked) where the app keeps them, replacing one of the same file name:
   * one just saved from the house rules (the browser also downloads it, to be shared), or one opened from a file.
   */
  keepVariant(fileName: string, text: string, origin: 'saved' | 'opened'): Promise<HostResult<FileRef>>;
  /** A variant file the user picks; a file far too large to be one is refused before it is read. */
  openVariant(): Promise<HostResult<OpenedFile | null>>;
}

/** Largest export accepted over IPC: a 500-page poster stays far below it. */
export const MAX_EXPORT_BYTES = 1024 * 1024 * 1024;
export const EXPORT_EXTENSIONS = ['pdf', 'svg', 'png', 'json', 'csv'] as const;

/** Largest image a scenario may refer to. */
export const MAX_ASSET_BYTES = 20 * 1024 * 1024;

export const AUTOSAVE_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * Largest document the app saves or autosaves: room for a scenario opened at the readers' limit
 * (MAX_FILE_BYTES) and saved indented, small enough to never stall. Opening uses the readers' limit.
 */
export const MAX_DOCUMENT_BYTES = 50 * 1024 * 1024;
/** Longest window title or suggested file name accepted over IPC. */
export const MAX_SHORT_TEXT = 500;
