/**
 * The variants the desktop app keeps: `*.ruleset.json` files in a folder of the user's data. Files
 * are only read and written here; what they hold is checked by the engine's variant reader in the
 * renderer, so a broken or foreign file is a list of problems there, never a crash here.
 */
import { mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { VARIANT_FILE_NAME, type VariantFile } from '../engine/app/bridge';
import { MAX_VARIANT_BYTES } from '../engine/scenario/variant-limits';
import { readFileLimited, writeFileAtomic } from './files';

export interface VariantsStore {
  /** The folder, named in messages (where a missing variant was looked for). */
  readonly folder: string;
  /** Every variant file of the folder, sorted by name; a file too large is listed without its bytes. */
  list(): Promise<VariantFile[]>;
  /** Writes a variant file (atomically), replacing one of the same name. */
  keep(fileName: string, text: string): Promise<void>;
}

export function createVariantsStore(folder: string): VariantsStore {
  const fileOf = (name: string) => {
    if (!VARIANT_FILE_NAME.test(name)) throw new Error('Invalid variant file name');
    return path.join(folder, name);
  };
  return {
    folder,
    async list() {
      const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => VARIANT_FILE_NAME.test(name)).sort();
      const files: VariantFile[] = [];
      for (const name of names) {
        try {
          const { size } = await stat(path.join(folder, name));
          files.push({ name, size, bytes: size > MAX_VARIANT_BYTES ? null : await readFileLimited(path.join(folder, name), MAX_VARIANT_BYTES) });
        } catch {
          // Gone or unreadable since the folder was listed: not offered.
        }
      }
      return files;
    },
    async keep(fileName, text) {
      await mkdir(folder, { recursive: true });
      await writeFileAtomic(fileOf(fileName), text);
    },
  };
}
