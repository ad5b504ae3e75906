/**
 * Files a scenario refers to (tile art, counter images) are read only from inside the folder of the
 * scenario the user opened: never an absolute path, never a parent folder, never a link leading out,
 * never a URL. A scenario file is untrusted data.
 */
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { checkArtReference, type ArtRefusal } from '../engine/scenario/art';

export type AssetRefusal = ArtRefusal;

/** Checks the reference itself, as validation does: a relative path with forward slashes, no scheme, no "..", a PNG, JPEG or SVG name. */
export const checkAssetReference = checkArtReference;

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

/**
 * The reference naming `file` (a file the user chose) from inside `folder`, with forward slashes,
 * checked as a scenario's reference is; refused when the file is not in the folder or one in it.
 */
export async function referenceInFolder(folder: string, file: string): Promise<{ readonly ok: true; readonly reference: string } | { readonly ok: false; readonly refusal: AssetRefusal | 'missing' }> {
  let relative: string;
  try {
    // The folders are compared as they really are; the file keeps its own name (a link in the folder is judged when it is read).
    relative = path.relative(await realpath(folder), path.join(await realpath(path.dirname(file)), path.basename(file)));
  } catch {
    return { ok: false, refusal: 'missing' };
  }
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return { ok: false, refusal: 'outside' };
  const reference = relative.split(path.sep).join('/');
  const refusal = checkArtReference(reference);
  return refusal ? { ok: false, refusal } : { ok: true, reference };
}
