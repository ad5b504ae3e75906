/**
 * Files a scenario refers to (tile art, counter images) are read only from inside the folder of the
 * scenario the user opened: never an absolute path, never a parent folder, never a link leading out,
 * never a URL. A scenario file is untrusted data.
 */
import { realpath } from 'node:fs/promises';
import path from 'node:path';

export const ASSET_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.webp', '.svg'] as const;

export type AssetRefusal = 'url' | 'absolute' | 'outside' | 'extension' | 'malformed';

/** Checks the reference itself: a relative path with forward slashes, no scheme, no "..", an image extension. */
export function checkAssetReference(reference: string): AssetRefusal | null {
  if (reference.length === 0 || reference.length > 1024 || reference.includes('\0')) return 'malformed';
  if (/^[a-z][a-z0-9+.-]*:/i.test(reference) && !/^[a-z]:[\\/]/i.test(reference)) return 'url';
  if (path.posix.isAbsolute(reference) || path.win32.isAbsolute(reference) || reference.startsWith('\\\\')) return 'absolute';
  const parts = reference.split(/[\\/]/);
  if (parts.some((part) => part === '..')) return 'outside';
  if (!(ASSET_EXTENSIONS as readonly string[]).includes(path.extname(reference).toLowerCase())) return 'extension';
  return null;
}

export type ResolvedAsset = { readonly ok: true; readonly path: string } | { readonly ok: false; readonly refusal: AssetRefusal | 'missing' };

/**
 * The real path of `reference` inside `folder`, following links only as far as they stay inside it.
 * Missing files are reported as such; anything else that would leave the folder is refused.
 */
export async function resolveAssetPath(folder: string, reference: string): Promise<ResolvedAsset> {
  const refusal = checkAssetReference(reference);
  if (refusal) return { ok: false, refusal };
  let realFolder: string;
  let realFile: string;
  try {
    realFolder = await realpath(folder);
    realFile = await realpath(path.join(realFolder, ...reference.split(/[\\/]/)));
  } catch {
    return { ok: false, refusal: 'missing' };
  }
  return realFile.startsWith(realFolder + path.sep) ? { ok: true, path: realFile } : { ok: false, refusal: 'outside' };
}
