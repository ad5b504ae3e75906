/**
 * Unsaved work copied to the user data folder, one file per editing session, so that after a crash
 * the next start can offer it back.
 */
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { AUTOSAVE_ID, MAX_DOCUMENT_BYTES, MAX_SHORT_TEXT, type AutosaveEntry } from '../engine/app/bridge';
import { writeFileAtomic } from './files';

export function isAutosaveEntry(value: unknown): value is AutosaveEntry {
  const entry = value as Partial<AutosaveEntry> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.id === 'string' &&
    AUTOSAVE_ID.test(entry.id) &&
    typeof entry.title === 'string' &&
    entry.title.length <= MAX_SHORT_TEXT &&
    typeof entry.savedAt === 'string' &&
    !Number.isNaN(Date.parse(entry.savedAt)) &&
    (entry.fileName === null || (typeof entry.fileName === 'string' && entry.fileName.length <= MAX_SHORT_TEXT)) &&
    typeof entry.text === 'string' &&
    entry.text.length <= MAX_DOCUMENT_BYTES
  );
}

export interface AutosaveStore {
  write(entry: AutosaveEntry): Promise<void>;
  /** Every readable entry, newest first; unreadable files are skipped, never fatal. */
  list(): Promise<AutosaveEntry[]>;
  remove(id: string): Promise<void>;
}

export function createAutosaveStore(folder: string): AutosaveStore {
  const fileOf = (id: string) => {
    if (!AUTOSAVE_ID.test(id)) throw new Error('Invalid autosave id');
    return path.join(folder, `${id}.json`);
  };
  return {
    async write(entry) {
      await mkdir(folder, { recursive: true });
      await writeFileAtomic(fileOf(entry.id), JSON.stringify(entry));
    },
    async list() {
      const names = await readdir(folder).catch(() => [] as string[]);
      const entries: AutosaveEntry[] = [];
      for (const name of names.filter((n) => n.endsWith('.json'))) {
        try {
          const value: unknown = JSON.parse(await readFile(path.join(folder, name), 'utf8'));
          if (isAutosaveEntry(value) && `${value.id}.json` === name) entries.push(value);
        } catch {
          // A half-written or foreign file: not offered.
        }
      }
      return entries.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
    },
    async remove(id) {
      await rm(fileOf(id), { force: true });
    },
  };
}
