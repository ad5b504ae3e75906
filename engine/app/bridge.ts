/**
 * The contract between the Electron preload and the renderer's Electron host: channel names and
 * the shapes that cross the process boundary. The main process validates every argument anyway.
 */
import type { CommandId } from './commands';

export const CHANNELS = {
  openDocument: 'document:open',
  saveDocument: 'document:save',
  saveDocumentAs: 'document:save-as',
  setTitle: 'window:set-title',
  setLanguage: 'app:set-language',
  menuCommand: 'menu:command',
} as const;

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

export interface HostBridge {
  openDocument(): Promise<HostResult<OpenedFile | null>>;
  saveDocument(token: string, text: string): Promise<HostResult<FileRef>>;
  saveDocumentAs(suggestedName: string, text: string): Promise<HostResult<FileRef | null>>;
  setTitle(title: string): void;
  /** The UI language the user picked, so native menus and dialogs follow it. */
  setLanguage(language: string): void;
  onMenuCommand(listener: (command: CommandId) => void): () => void;
}

/** Largest document the app opens or saves: far above any real scenario, small enough to never stall. */
export const MAX_DOCUMENT_BYTES = 50 * 1024 * 1024;
/** Longest window title or suggested file name accepted over IPC. */
export const MAX_SHORT_TEXT = 500;
