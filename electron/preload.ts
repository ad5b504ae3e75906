/**
 * The only bridge between the sandboxed renderer and the main process: a few typed functions on
 * `window.skirmishHost`, each sending to one fixed channel. No Node or Electron object crosses over.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { BRIDGE_GLOBAL, CHANNELS, type HostBridge } from '../engine/app/bridge';
import { isCommandId, type CommandId } from '../engine/app/commands';

const bridge: HostBridge = {
  openDocument: () => ipcRenderer.invoke(CHANNELS.openDocument),
  saveDocument: (token, text) => ipcRenderer.invoke(CHANNELS.saveDocument, token, text),
  saveDocumentAs: (suggestedName, text) => ipcRenderer.invoke(CHANNELS.saveDocumentAs, suggestedName, text),
  setTitle: (title) => ipcRenderer.send(CHANNELS.setTitle, title),
  setLanguage: (language) => ipcRenderer.send(CHANNELS.setLanguage, language),
  onMenuCommand: (listener: (command: CommandId) => void) => {
    const forward = (_event: IpcRendererEvent, command: unknown) => {
      if (isCommandId(command)) listener(command);
    };
    ipcRenderer.on(CHANNELS.menuCommand, forward);
    return () => ipcRenderer.removeListener(CHANNELS.menuCommand, forward);
  },
};

contextBridge.exposeInMainWorld(BRIDGE_GLOBAL, bridge);
