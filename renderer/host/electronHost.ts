import type { HostBridge } from '../../engine/app/bridge';
import type { Host } from './Host';

/** The Electron host: the preload's bridge, as is. */
export function electronHost(bridge: HostBridge): Host {
  return {
    kind: 'electron',
    hasNativeMenu: true,
    openDocument: () => bridge.openDocument(),
    saveDocument: (token, text) => bridge.saveDocument(token, text),
    saveDocumentAs: (name, text) => bridge.saveDocumentAs(name, text),
    setTitle: (title) => bridge.setTitle(title),
    setLanguage: (language) => bridge.setLanguage(language),
    onMenuCommand: (listener) => bridge.onMenuCommand(listener),
  };
}
