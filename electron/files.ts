/** File reading and atomic saving for the main process. */
import { randomUUID } from 'node:crypto';
import { promises as fsp } from 'node:fs';
import path from 'node:path';

export class FileTooLargeError extends Error {
  constructor(readonly bytes: number, readonly limit: number) {
    super(`File is ${bytes} bytes, over the limit of ${limit}`);
  }
}

/** Reads a whole file, refusing before reading one that is larger than `limit` bytes. */
export async function readFileLimited(filePath: string, limit: number): Promise<Uint8Array> {
  const handle = await fsp.open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    if (size > limit) throw new FileTooLargeError(size, limit);
    return new Uint8Array(await handle.readFile());
  } finally {
    await handle.close();
  }
}

/**
 * Replaces `filePath` with `data` so that a crash at any moment leaves either the old file or the new
 * one, never a mix: write a temporary file in the same folder, flush it to disk, then rename it over
 * the target (rename is atomic within a file system) and flush the folder so the rename itself lasts.
 */
export async function writeFileAtomic(filePath: string, data: string | Uint8Array): Promise<void> {
  const folder = path.dirname(filePath);
  const temporary = path.join(folder, `.${path.basename(filePath)}.${process.pid}.${randomUUID().slice(0, 8)}.tmp`);
  const mode = await fsp.stat(filePath).then((stat) => stat.mode & 0o777, () => 0o644);
  const handle = await fsp.open(temporary, 'wx', mode);
  try {
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fsp.rename(temporary, filePath);
  } catch (error) {
    await fsp.rm(temporary, { force: true });
    throw error;
  }
  await syncFolder(folder);
}

/**
 * Saves a document over its file; with `keepBackup`, the version it replaces is first kept whole as
 * `<name>.bak` (itself written atomically).
 */
export async function saveDocumentFile(filePath: string, text: string, keepBackup: boolean): Promise<void> {
  if (keepBackup) {
    const previous = await fsp.readFile(filePath).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (previous) await writeFileAtomic(`${filePath}.bak`, previous);
  }
  await writeFileAtomic(filePath, text);
}

async function syncFolder(folder: string): Promise<void> {
  if (process.platform === 'win32') return; // Windows cannot open a folder for flushing; NTFS journals the rename.
  const handle = await fsp.open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
