import type { HostBridge } from '../../engine/app/bridge';
import type { Host } from './Host';

/** The Electron host: the preload's bridge, whose menus are the system's. */
export function electronHost(bridge: HostBridge): Host {
  return { ...bridge, kind: 'electron', hasNativeMenu: true };
}
