/**
 * What the renderer may ask of the outside world. The app imports only this interface; the entry
 * point picks the Electron or the browser implementation.
 */
import type { HostBridge } from '../../engine/app/bridge';

export type { FileRef, HostFailure, HostResult, OpenedFile } from '../../engine/app/bridge';

export interface Host extends HostBridge {
  readonly kind: 'electron' | 'browser';
  /** True when the operating system shows the menus (Electron), so the page draws none and binds no shortcut. */
  readonly hasNativeMenu: boolean;
}
