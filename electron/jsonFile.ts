/** A small JSON file in the user data folder: read and checked, written atomically. */
import { readFile } from 'node:fs/promises';
import { writeFileAtomic } from './files';

export interface JsonFile<T> {
  /** The stored value, or undefined when the file is missing, unreadable or fails the check. */
  read(): Promise<T | undefined>;
  write(value: T): Promise<void>;
}

export function jsonFile<T>(filePath: string, isValid: (value: unknown) => value is T): JsonFile<T> {
  return {
    async read() {
      try {
        const value: unknown = JSON.parse(await readFile(filePath, 'utf8'));
        return isValid(value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
    write: (value) => writeFileAtomic(filePath, `${JSON.stringify(value, null, 2)}\n`),
  };
}
