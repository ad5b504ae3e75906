/**
 * The only bridge between the sandboxed renderer and the main process: a few typed functions on
 * `window.skirmishHost`, each sending to one fixed channel. No Node or Electron object crosses over.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { BRIDGE_GLOBAL, CHANNELS, type HostBridge, type OpenedFile } from '../engine/app/bridge';
import { isCommandId } from '../engine/app/commands';

/** Subscribes to a main-process message; returns the unsubscribe function. */
function listen(channel: string, handler: (...args: unknown[]) => void): () => void {
  const forward = (_event: IpcRendererEvent, ...args: unknown[]) => handler(...args);
  ipcRenderer.on(channel, forward);
  return () => ipcRenderer.removeListener(channel, forward);
}

const bridge: HostBridge = {
  openDocument: () => ipcRenderer.invoke(CHANNELS.openDocument),
  saveDocument: (token, text) => ipcRenderer.invoke(CHANNELS.saveDocument, token, text),
  saveDocumentAs: (suggestedName, text) => ipcRenderer.invoke(CHANNELS.saveDocumentAs, suggestedName, text),
  setTitle: (title) => ipcRenderer.send(CHANNELS.setTitle, title),
  setLanguage: (language) => ipcRenderer.send(CHANNELS.setLanguage, language),
  setDirty: (dirty, name) => ipcRenderer.send(CHANNELS.setDirty, dirty, name),
  onMenuCommand: (listener) =>
    listen(CHANNELS.menuCommand, (command) => {
      if (isCommandId(command)) listener(command);
    }),
  onDocumentOpened: (listener) => {
    const stop = listen(CHANNELS.documentOpened, (file) => {
      const opened = file as Partial<OpenedFile> | null;
      if (opened && typeof opened.token === 'string' && typeof opened.name === 'string' && opened.bytes instanceof Uint8Array) {
        listener(opened as OpenedFile);
      }
    });
    ipcRenderer.send(CHANNELS.documentListening);
    return stop;
  },
  onSaveBeforeClose: (listener) =>
    listen(CHANNELS.saveBeforeClose, () => {
      void listener().then(
        (saved) => ipcRenderer.send(CHANNELS.saveBeforeCloseDone, saved),
        () => ipcRenderer.send(CHANNELS.saveBeforeCloseDone, false),
      );
    }),
  getPreferences: () => ipcRenderer.invoke(CHANNELS.getPreferences),
  setPreferences: (preferences) => ipcRenderer.invoke(CHANNELS.setPreferences, preferences),
  writeAutosave: (entry) => ipcRenderer.invoke(CHANNELS.autosaveWrite, entry),
  listAutosaves: () => ipcRenderer.invoke(CHANNELS.autosaveList),
  removeAutosave: (id) => ipcRenderer.invoke(CHANNELS.autosaveRemove, id),
  readAsset: (token, reference) => ipcRenderer.invoke(CHANNELS.readAsset, token, reference),
  chooseAsset: (token) => ipcRenderer.invoke(CHANNELS.chooseAsset, token),
  exportFile: (suggestedName, bytes) => ipcRenderer.invoke(CHANNELS.exportFile, suggestedName, bytes),
  listVariants: () => ipcRenderer.invoke(CHANNELS.variantsList),
  keepVariant: (fileName, text, origin) => ipcRenderer.invoke(CHANNELS.variantsKeep, fileName, text, origin),
  openVariant: () => ipcRenderer.invoke(CHANNELS.variantsOpen),
};

contextBridge.exposeInMainWorld(BRIDGE_GLOBAL, bridge);
