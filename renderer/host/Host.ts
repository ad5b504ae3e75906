/**
 * What the renderer may ask of the outside world. The app imports only this interface; the entry
 * point picks the Electron or the browser implementation.
 */
import type { HostBridge, HostResult, OpenedFile } from '../../engine/app/bridge';

export type { FileRef, HostFailure, HostResult, OpenedFile } from '../../engine/app/bridge';

export interface Host extends HostBridge {
  readonly kind: 'electron' | 'browser';
  /** True when the operating system shows the menus (Electron), so the page draws none and binds no shortcut. */
  readonly hasNativeMenu: boolean;
  /** Files opened lately, for the in-window File › Open Recent (the desktop app's native menu keeps its own). */
  readonly recent?: RecentFiles;
}

export interface RecentFiles {
  /** Most recent first. */
  list(): Promise<readonly { readonly id: string; readonly name: string }[]>;
  /** Opens a file of the list again; null when the user did not allow it. */
  open(id: string): Promise<HostResult<OpenedFile | null>>;
  clear(): Promise<void>;
}
