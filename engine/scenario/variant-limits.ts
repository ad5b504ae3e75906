/** What a variant file may be, known before it is read (hosts check it before reading a file). */
import { error, type Problem } from './problems';
import { megabytes } from './text-input';

/** A variant file is the size of a game's data (the largest shipped one is under 100 kB); anything far past it is not one. */
export const MAX_VARIANT_BYTES = 4 * 1024 * 1024;
export const VARIANT_SUFFIX = '.ruleset.json';

/** The refusal of a file too large to be a variant. */
export function variantTooLarge(size: number): Problem {
  return error('', 'problem.variant.tooLarge', { size: megabytes(size), limit: megabytes(MAX_VARIANT_BYTES) });
}
