/**
 * The browser host: the same interface on web APIs. Files come from the File System Access pickers
 * where the browser has them: Save then writes back to the file opened, and the file's handle is
 * kept (IndexedDB) for File › Open Recent. Elsewhere files come from a file input and are saved as
 * downloads.
 */
import { AUTOSAVE_ID, MAX_ASSET_BYTES, VARIANT_FILE_NAME, type AutosaveEntry, type FileRef, type HostResult, type OpenedFile, type VariantFile } from '../../engine/app/bridge';
import { MAX_VARIANT_BYTES, variantTooLarge } from '../../engine/scenario/variant-limits';
import { MAX_FILE_BYTES, megabytes } from '../../engine/scenario/text-input';
import { DEFAULT_PREFERENCES, type Preferences } from '../../engine/app/preferences';
import { validatePreferences } from '../../engine/scenario/generated/validators';
import type { Host } from './Host';
import { RecentHandles } from './recentHandles';

const PREFERENCES_KEY = 'skirmish.preferences';
const AUTOSAVE_PREFIX = 'skirmish.autosave.';
const VARIANT_PREFIX = 'skirmish.variant.';
/** Where the browser app keeps variants, as messages name it. */
export const BROWSER_VARIANT_PLACE = 'localStorage (skirmish.variant.*)';

/** Local storage, or null where the browser refuses it (private modes, sandboxed frames). */
function storageOf(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

function readJson(storage: Storage | null, key: string): unknown {
  try {
    const text = storage?.getItem(key);
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** A picked file's handle; the permission methods exist where the browser asks the user before writing. */
type WritableFileHandle = FileSystemFileHandle & {
  queryPermission?(options: { mode: 'read' | 'readwrite' }): Promise<PermissionState>;
  requestPermission?(options: { mode: 'read' | 'readwrite' }): Promise<PermissionState>;
};

interface PickerWindow {
  showOpenFilePicker?: (options: object) => Promise<WritableFileHandle[]>;
  showSaveFilePicker?: (options: object) => Promise<WritableFileHandle>;
}

/** Whether the page may use a handle kept from before (a reload asks the user again). */
async function allowed(handle: WritableFileHandle, mode: 'read' | 'readwrite'): Promise<boolean> {
  if (!handle.queryPermission) return true;
  if ((await handle.queryPermission({ mode })) === 'granted') return true;
  return (await handle.requestPermission?.({ mode })) === 'granted';
}

const PICKER_TYPES = [{ description: 'Scenario', accept: { 'application/json': ['.json'] } }];
const IMAGE_TYPES = [{ description: 'PNG, JPEG, SVG', accept: { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'], 'image/svg+xml': ['.svg'] } }];
const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.svg,image/png,image/jpeg,image/svg+xml';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function browserHost(win: Window & PickerWindow = window): Host {
  const storage = storageOf(win);
  const recent = new RecentHandles(win.indexedDB);
  const remembered = (name: string, handle: WritableFileHandle | null) => {
    if (handle) void recent.remember(name, handle).catch(() => undefined);
  };
  // The browser's own "Leave site?" prompt is the only confirmation a page may show on close.
  const warnBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
  const storageFailure = (error: unknown) => ({
    ok: false as const,
    error: { key: 'app.error.io', params: { file: 'localStorage', reason: error instanceof Error ? error.name : 'Error' } },
  });

  // A document without a writable handle (read through a file input) is saved as a download.
  const documents = new Map<string, { name: string; handle: WritableFileHandle | null }>();
  const remember = (name: string, handle: WritableFileHandle | null): FileRef => {
    const token = crypto.randomUUID();
    documents.set(token, { name, handle });
    return { token, name };
  };

  const readChosen = async (file: File, handle: WritableFileHandle | null): Promise<HostResult<OpenedFile>> => {
    if (file.size > MAX_FILE_BYTES) {
      return { ok: false, error: { key: 'app.error.fileTooLarge', params: { file: file.name, size: megabytes(file.size), limit: megabytes(MAX_FILE_BYTES) } } };
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    return { ok: true, value: { ...remember(file.name, handle), bytes } };
  };

  const pickWithInput = (accept = '.json,application/json') =>
    new Promise<File | null>((resolve) => {
      const input = win.document.createElement('input');
      input.type = 'file';
      input.accept = accept;
      input.addEventListener('change', () => resolve(input.files?.[0] ?? null), { once: true });
      input.addEventListener('cancel', () => resolve(null), { once: true });
      input.click();
    });

  const download = (name: string, content: string | Uint8Array<ArrayBuffer>, type = 'application/json') => {
    const url = URL.createObjectURL(new Blob([content], { type }));
    const link = win.document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  const writeTo = async (handle: WritableFileHandle, text: string) => {
    if (!(await allowed(handle, 'readwrite'))) throw new DOMException('The browser did not allow writing to the file.', 'NotAllowedError');
    const stream = await handle.createWritable();
    await stream.write(text);
    await stream.close();
  };

  const ioFailure = (name: string, error: unknown) => ({
    ok: false as const,
    error: { key: 'app.error.io', params: { file: name, reason: error instanceof Error ? error.name : 'Error' } },
  });

  return {
    kind: 'browser',
    hasNativeMenu: false,

    async openDocument() {
      try {
        if (win.showOpenFilePicker) {
          const [handle] = await win.showOpenFilePicker({ types: PICKER_TYPES, multiple: false });
          if (!handle) return { ok: true, value: null };
          const read = await readChosen(await handle.getFile(), handle);
          if (read.ok) remembered(handle.name, handle);
          return read;
        }
        const file = await pickWithInput();
        return file ? await readChosen(file, null) : { ok: true, value: null };
      } catch (error) {
        return isAbort(error) ? { ok: true, value: null } : ioFailure('', error);
      }
    },

    async saveDocument(token, text) {
      const document = documents.get(token);
      if (!document) return { ok: false, error: { key: 'app.error.unknownDocument', params: {} } };
      try {
        if (document.handle) await writeTo(document.handle, text);
        else download(document.name, text);
        return { ok: true, value: { token, name: document.name } };
      } catch (error) {
        return ioFailure(document.name, error);
      }
    },

    async saveDocumentAs(name, text) {
      try {
        const handle = win.showSaveFilePicker ? await win.showSaveFilePicker({ suggestedName: name, types: PICKER_TYPES }) : null;
        if (handle) await writeTo(handle, text);
        else download(name, text);
        remembered(handle?.name ?? name, handle);
        return { ok: true, value: remember(handle?.name ?? name, handle) };
      } catch (error) {
        return isAbort(error) ? { ok: true, value: null } : ioFailure(name, error);
      }
    },

    recent: {
      async list() {
        const entries = await recent.list().catch(() => []);
        return entries.map((entry) => ({ id: entry.id, name: entry.name }));
      },
      async open(id) {
        try {
          const entry = await recent.get(id);
          if (!entry) return { ok: true, value: null };
          if (!(await allowed(entry.handle, 'read'))) return { ok: true, value: null };
          const read = await readChosen(await entry.handle.getFile(), entry.handle);
          if (read.ok) remembered(entry.name, entry.handle);
          return read;
        } catch (error) {
          // A file moved or deleted since: it leaves the list.
          if (error instanceof DOMException && error.name === 'NotFoundError') await recent.remove(id).catch(() => undefined);
          const entry = await recent.get(id).catch(() => undefined);
          return ioFailure(entry?.name ?? '', error);
        }
      },
      async clear() {
        await recent.clear().catch(() => undefined);
      },
    },

    setTitle(title) {
      win.document.title = title;
    },
    setLanguage(language) {
      win.document.documentElement.lang = language;
    },
    onMenuCommand: () => () => {},
    onDocumentOpened: () => () => {},
    onSaveBeforeClose: () => () => {},

    setDirty(dirty) {
      win.removeEventListener('beforeunload', warnBeforeUnload);
      if (dirty) win.addEventListener('beforeunload', warnBeforeUnload);
    },

    async getPreferences() {
      const stored = readJson(storage, PREFERENCES_KEY);
      return { ok: true, value: validatePreferences(stored) ? (stored as Preferences) : DEFAULT_PREFERENCES };
    },

    async setPreferences(preferences) {
      if (!validatePreferences(preferences)) return { ok: false, error: { key: 'app.error.refused', params: {} } };
      try {
        storage?.setItem(PREFERENCES_KEY, JSON.stringify(preferences));
        return { ok: true, value: preferences };
      } catch (error) {
        return storageFailure(error);
      }
    },

    async writeAutosave(entry) {
      try {
        storage?.setItem(AUTOSAVE_PREFIX + entry.id, JSON.stringify(entry));
        return { ok: true, value: null };
      } catch (error) {
        return storageFailure(error);
      }
    },

    async listAutosaves() {
      const entries: AutosaveEntry[] = [];
      for (let i = 0; storage && i < storage.length; i++) {
        const key = storage.key(i);
        if (!key?.startsWith(AUTOSAVE_PREFIX)) continue;
        const entry = readJson(storage, key) as AutosaveEntry | undefined;
        if (entry && typeof entry.text === 'string' && typeof entry.title === 'string' && AUTOSAVE_ID.test(entry.id)) entries.push(entry);
      }
      return { ok: true, value: entries.sort((a, b) => b.savedAt.localeCompare(a.savedAt)) };
    },

    async exportFile(name, bytes) {
      const types: Record<string, string> = { pdf: 'application/pdf', svg: 'image/svg+xml', png: 'image/png', json: 'application/json', csv: 'text/csv' };
      download(name, new Uint8Array(bytes), types[name.split('.').pop() ?? ''] ?? 'application/octet-stream');
      return { ok: true, value: { token: '', name } };
    },

    // A web page cannot read the folder around a file it was given.
    readAsset: async () => ({ ok: false, error: { key: 'app.error.asset.unavailable', params: {} } }),

    // Any image the user picks; the scenario names it by its file name (keep it beside the scenario).
    async chooseAsset() {
      try {
        const file = win.showOpenFilePicker ? await (await win.showOpenFilePicker({ types: IMAGE_TYPES, multiple: false }))[0]?.getFile() : await pickWithInput(IMAGE_ACCEPT);
        if (!file) return { ok: true, value: null };
        if (file.size > MAX_ASSET_BYTES) return { ok: false, error: { key: 'app.error.imageTooLarge', params: { file: file.name, size: megabytes(file.size), limit: megabytes(MAX_ASSET_BYTES) } } };
        return { ok: true, value: { reference: file.name, bytes: new Uint8Array(await file.arrayBuffer()) } };
      } catch (error) {
        return isAbort(error) ? { ok: true, value: null } : ioFailure('', error);
      }
    },

    async removeAutosave(id) {
      storage?.removeItem(AUTOSAVE_PREFIX + id);
      return { ok: true, value: null };
    },

    async listVariants() {
      const files: VariantFile[] = [];
      for (let i = 0; storage && i < storage.length; i++) {
        const key = storage.key(i);
        const name = key?.startsWith(VARIANT_PREFIX) ? key.slice(VARIANT_PREFIX.length) : '';
        const text = name ? storage.getItem(key as string) : null;
        if (text !== null && VARIANT_FILE_NAME.test(name)) {
          const bytes = new TextEncoder().encode(text);
          files.push({ name, size: bytes.byteLength, bytes });
        }
      }
      return { ok: true, value: { place: BROWSER_VARIANT_PLACE, files: files.sort((a, b) => a.name.localeCompare(b.name)) } };
    },

    async keepVariant(fileName, text, origin) {
      if (!VARIANT_FILE_NAME.test(fileName) || text.length > MAX_VARIANT_BYTES) return { ok: false, error: { key: 'app.error.refused', params: {} } };
      try {
        storage?.setItem(VARIANT_PREFIX + fileName, text);
      } catch (error) {
        return storageFailure(error);
      }
      // A variant just made is also handed over as a file, to keep or share.
      if (origin === 'saved') download(fileName, text);
      return { ok: true, value: { token: '', name: fileName } };
    },

    async openVariant() {
      try {
        const file = win.showOpenFilePicker ? await (await win.showOpenFilePicker({ types: PICKER_TYPES, multiple: false }))[0]?.getFile() : await pickWithInput();
        if (!file) return { ok: true, value: null };
        if (file.size > MAX_VARIANT_BYTES) {
          const refused = variantTooLarge(file.size);
          return { ok: false, error: { key: refused.key, params: { ...refused.params, file: file.name } } };
        }
        return { ok: true, value: { token: '', name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) } };
      } catch (error) {
        return isAbort(error) ? { ok: true, value: null } : ioFailure('', error);
      }
    },
  };
}
