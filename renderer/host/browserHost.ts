/**
 * The browser host: the same interface on web APIs. Files come from the File System Access pickers
 * where the browser has them (so Save writes back to the same file), else from a file input, and are
 * saved as downloads.
 */
import { MAX_DOCUMENT_BYTES, type FileRef, type HostResult, type OpenedFile } from '../../engine/app/bridge';
import type { Host } from './Host';

interface WritableFileHandle {
  readonly name: string;
  getFile(): Promise<File>;
  createWritable(): Promise<{ write(data: string): Promise<void>; close(): Promise<void> }>;
}

interface PickerWindow {
  showOpenFilePicker?: (options: object) => Promise<WritableFileHandle[]>;
  showSaveFilePicker?: (options: object) => Promise<WritableFileHandle>;
}

const PICKER_TYPES = [{ description: 'Scenario', accept: { 'application/json': ['.json'] } }];

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function browserHost(win: Window & PickerWindow = window): Host {
  // A document without a writable handle (read through a file input) is saved as a download.
  const documents = new Map<string, { name: string; handle: WritableFileHandle | null }>();
  const remember = (name: string, handle: WritableFileHandle | null): FileRef => {
    const token = crypto.randomUUID();
    documents.set(token, { name, handle });
    return { token, name };
  };

  const readChosen = async (file: File, handle: WritableFileHandle | null): Promise<HostResult<OpenedFile>> => {
    if (file.size > MAX_DOCUMENT_BYTES) {
      return { ok: false, error: { key: 'app.error.fileTooLarge', params: { file: file.name, megabytes: MAX_DOCUMENT_BYTES / 1024 / 1024 } } };
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    return { ok: true, value: { ...remember(file.name, handle), bytes } };
  };

  const pickWithInput = () =>
    new Promise<File | null>((resolve) => {
      const input = win.document.createElement('input');
      input.type = 'file';
      input.accept = '.json,application/json';
      input.addEventListener('change', () => resolve(input.files?.[0] ?? null), { once: true });
      input.addEventListener('cancel', () => resolve(null), { once: true });
      input.click();
    });

  const download = (name: string, text: string) => {
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    const link = win.document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  const writeTo = async (handle: WritableFileHandle, text: string) => {
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
          return handle ? await readChosen(await handle.getFile(), handle) : { ok: true, value: null };
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
        return { ok: true, value: remember(handle?.name ?? name, handle) };
      } catch (error) {
        return isAbort(error) ? { ok: true, value: null } : ioFailure(name, error);
      }
    },

    setTitle(title) {
      win.document.title = title;
    },
    setLanguage(language) {
      win.document.documentElement.lang = language;
    },
    onMenuCommand: () => () => {},
  };
}
