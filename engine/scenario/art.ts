/**
 * The images a scenario refers to (`art`: a background scan, tile faces, terrain and token kinds,
 * unit profiles), each by a path relative to the scenario's file. A reference is checked as text
 * here, the same way in every host: a relative path with forward slashes, no scheme, no "..", a
 * PNG, JPEG or SVG name. Reading the file (only inside the scenario's folder) is the host's part.
 */
import { warning, type Problem } from './problems';
import { pointerOf } from './json-pointer';
import type { RulesetData, Scenario } from './types';

export const ART_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.svg'] as const;

export type ArtRefusal = 'url' | 'absolute' | 'outside' | 'extension' | 'malformed';

/** Why a reference may not be read, or null when it is a path inside the scenario's folder. */
export function checkArtReference(reference: string): ArtRefusal | null {
  if (reference.length === 0 || reference.length > 1024 || reference.includes('\0')) return 'malformed';
  if (/^[a-z][a-z0-9+.-]*:/i.test(reference) && !/^[a-z]:[\\/]/i.test(reference)) return 'url';
  if (reference.startsWith('/') || reference.startsWith('\\') || /^[a-z]:[\\/]/i.test(reference)) return 'absolute';
  if (reference.split(/[\\/]/).some((part) => part === '..')) return 'outside';
  const dot = reference.lastIndexOf('.');
  const extension = dot >= 0 && dot > reference.lastIndexOf('/') ? reference.slice(dot).toLowerCase() : '';
  if (!(ART_EXTENSIONS as readonly string[]).includes(extension)) return 'extension';
  return null;
}

export type ArtUse = 'background' | 'tiles' | 'terrain' | 'tokens' | 'units';

export interface ArtReference {
  readonly reference: string;
  /** JSON pointer to it in the scenario. */
  readonly pointer: string;
  readonly use: ArtUse;
  /** The tile, terrain kind, token kind or unit profile it stands for ("" for the background). */
  readonly key: string;
}

const KEYED: readonly Exclude<ArtUse, 'background'>[] = ['tiles', 'terrain', 'tokens', 'units'];

/** Every image the scenario names, in the order of its `art` section. */
export function artReferences(scenario: Pick<Scenario, 'art'>): ArtReference[] {
  const art = scenario.art;
  if (!art) return [];
  const references: ArtReference[] = [];
  if (art.background) references.push({ reference: art.background.image, pointer: '/art/background/image', use: 'background', key: '' });
  for (const use of KEYED) {
    for (const [key, reference] of Object.entries(art[use] ?? {})) references.push({ reference, pointer: pointerOf('art', use, key), use, key });
  }
  return references;
}

/** Distinct references, each once, for a host to read. */
export function artFiles(scenario: Pick<Scenario, 'art'>): string[] {
  return [...new Set(artReferences(scenario).map((entry) => entry.reference).filter((reference) => checkArtReference(reference) === null))];
}

/** The ids each kind of art may name in the ruleset. */
function known(ruleset: RulesetData, use: Exclude<ArtUse, 'background'>): Readonly<Record<string, unknown>> | undefined {
  switch (use) {
    case 'tiles':
      return ruleset.tiles;
    case 'terrain':
      return ruleset.terrain;
    case 'tokens':
      return ruleset.tokens;
    case 'units':
      return ruleset.unitProfiles;
  }
}

/** What validation says of the art section: references that may not be read, names the ruleset does not know. */
export function checkArt(scenario: Scenario, ruleset: RulesetData | undefined): Problem[] {
  const problems: Problem[] = [];
  for (const entry of artReferences(scenario)) {
    const refusal = checkArtReference(entry.reference);
    if (refusal) problems.push(warning(entry.pointer, `problem.art.${refusal}`, { path: entry.reference }));
    if (ruleset && entry.use !== 'background') {
      const ids = known(ruleset, entry.use);
      if (!ids || !Object.hasOwn(ids, entry.key)) problems.push(warning(entry.pointer, `problem.art.unknown.${entry.use}`, { id: entry.key, path: entry.reference }));
    }
  }
  return problems;
}

/** Why a host could not give an image's bytes, or why the bytes are not an image. */
export type ArtLoadFailure = 'missing' | 'unavailable' | 'format' | 'unreadable' | 'io' | ArtRefusal;

/** A problem for an image that could not be shown: its path, the reason, and the symbol drawn instead. */
export function artLoadProblem(entry: ArtReference, failure: ArtLoadFailure, reason = ''): Problem {
  return warning(entry.pointer, `problem.art.${failure}`, { path: entry.reference, reason });
}
