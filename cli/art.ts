/**
 * The scenario's own images for a print: each file its `art` section names, read from the
 * scenario's folder only (the desktop app's rules, electron/assetPaths.ts), decoded once. An image
 * that cannot be used is reported in words with its path and reason, and the board prints the
 * vector symbol in its place.
 */
import { readFile, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { resolveAssetPath } from '../electron/assetPaths';
import { MAX_ASSET_BYTES } from '../engine/app/bridge';
import type { Language } from '../engine/i18n/index';
import { readArt, type Art } from '../engine/print/art';
import { artLoadProblem, artReferences, checkArtReference, type ArtLoadFailure } from '../engine/scenario/art';
import { problemInWords } from '../engine/scenario/problem-words';
import type { RulesetData, Scenario } from '../engine/scenario/types';

export interface ScenarioArt {
  readonly book: ReadonlyMap<string, Art>;
  /** One line per image that could not be used, in words. */
  readonly warnings: readonly string[];
}

async function readOne(folder: string, reference: string): Promise<Art | { failure: ArtLoadFailure; reason?: string }> {
  const resolved = await resolveAssetPath(folder, reference);
  if (!resolved.ok) return { failure: resolved.refusal };
  try {
    const info = await stat(resolved.path);
    if (!info.isFile() || info.size > MAX_ASSET_BYTES) return { failure: 'unreadable' };
    const bytes = await readFile(resolved.path);
    const art = readArt(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return 'failure' in art ? { failure: art.failure } : art;
  } catch (caught) {
    return { failure: 'io', reason: (caught as { code?: string }).code ?? String(caught) };
  }
}

export async function readScenarioArt(file: string, scenario: Scenario, ruleset: RulesetData, language: Language): Promise<ScenarioArt> {
  const folder = dirname(file);
  const book = new Map<string, Art>();
  const warnings: string[] = [];
  const read = new Map<string, Promise<Art | { failure: ArtLoadFailure; reason?: string }>>();
  for (const entry of artReferences(scenario)) {
    // References the scenario check refuses are reported by validation already.
    if (checkArtReference(entry.reference) !== null) continue;
    let pending = read.get(entry.reference);
    if (!pending) read.set(entry.reference, (pending = readOne(folder, entry.reference)));
    const result = await pending;
    if ('failure' in result) {
      const problem = artLoadProblem(entry, result.failure, result.reason ?? '');
      const words = `${file}:${problem.pointer}: ${problemInWords(problem, scenario, ruleset, language)}`;
      if (!warnings.includes(words)) warnings.push(words);
    } else book.set(entry.reference, result);
  }
  return { book, warnings };
}
