/** Writing the command's output files: atomically, and with a sentence when it cannot. */
import { rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { translate, type Language } from '../engine/i18n/index';
import { CliFailure, EXIT_IO } from './play-input';

export function writeErrorMessage(out: string, caught: unknown, language: Language): string {
  const code = (caught as { code?: string }).code;
  const reason =
    code === 'ENOENT' || code === 'ENOTDIR'
      ? 'cli.print.reason.noFolder'
      : code === 'EACCES' || code === 'EPERM'
        ? 'cli.print.reason.permission'
        : code === 'EISDIR'
          ? 'cli.print.reason.isFolder'
          : code === 'EROFS'
            ? 'cli.print.reason.readOnly'
            : code === 'ENOSPC'
              ? 'cli.print.reason.full'
              : 'cli.print.reason.other';
  return translate(language, 'cli.print.cannotWrite', { file: out, reason: translate(language, reason, { detail: code ?? String(caught) }) });
}

/** Writes next to the target and renames over it, so a failed write never leaves half a file. */
export async function writeOutput(out: string, data: Uint8Array | string, language: Language): Promise<void> {
  const temporary = join(dirname(resolve(out)), `.${basename(out)}.${process.pid}.tmp`);
  try {
    await writeFile(temporary, data);
    await rename(temporary, out);
  } catch (caught) {
    await rm(temporary, { force: true }).catch(() => undefined);
    throw new CliFailure(writeErrorMessage(out, caught, language), EXIT_IO);
  }
}
