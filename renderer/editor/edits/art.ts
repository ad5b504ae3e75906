/**
 * The designer's own images (the scenario's `art` section): an image attached to a tile face, a
 * terrain kind, a token kind or a unit profile, or removed; the board's background scan, its
 * opacity and the two reference points that place it. Each is one undo step; a reference that
 * could not be read back (a URL, a parent folder, not an image) or a kind the game does not have
 * is refused.
 */
import { checkArtReference } from '../../../engine/scenario/art';
import type { ArtAnchor, Scenario, ScenarioArt } from '../../../engine/scenario/types';
import { rulesetOf } from './context';
import { refuse, type EditResult } from './result';
import { acceptIfValid } from './schemaGuard';
import { assign } from './tree';

/** What an image can be attached to, other than the whole board. */
export type ArtKind = 'tiles' | 'terrain' | 'tokens' | 'units';

/** The scenario with its art section changed; an empty section leaves the file. */
function withArt(scenario: Scenario, art: ScenarioArt): Scenario {
  const kept = Object.fromEntries(Object.entries(art).filter(([, value]) => value !== undefined && (typeof value !== 'object' || Object.keys(value).length > 0)));
  return assign(scenario, { art: Object.keys(kept).length > 0 ? (kept as ScenarioArt) : undefined });
}

function known(scenario: Scenario, kind: ArtKind, key: string): boolean {
  const ruleset = rulesetOf(scenario);
  const ids = kind === 'tiles' ? ruleset?.tiles : kind === 'terrain' ? ruleset?.terrain : kind === 'tokens' ? ruleset?.tokens : ruleset?.unitProfiles;
  return !!ids && Object.hasOwn(ids, key);
}

function referenceRefusal(reference: string): EditResult | null {
  const refusal = checkArtReference(reference);
  return refusal ? refuse(`problem.art.${refusal}`, { path: reference }) : null;
}

/** Attaches the image `reference` (a path from the scenario's folder) to a tile face, terrain kind, token kind or unit profile; null removes it. */
export function setKindArt(scenario: Scenario, params: { readonly kind: ArtKind; readonly key: string; readonly reference: string | null }): EditResult {
  const { kind, key, reference } = params;
  if (reference !== null) {
    const refused = referenceRefusal(reference);
    if (refused) return refused;
    if (!known(scenario, kind, key)) return refuse('edit.art.unknownKind', { id: key });
  }
  const current = scenario.art?.[kind] ?? {};
  if ((Object.hasOwn(current, key) ? current[key] : null) === reference) return acceptIfValid(scenario, scenario);
  const next: Record<string, string> = { ...current };
  if (reference === null) delete next[key];
  else next[key] = reference;
  return acceptIfValid(scenario, withArt(scenario, { ...scenario.art, [kind]: next }));
}

/** The image under the whole board; null removes it (and its placement). A new image keeps the old one's placement and opacity. */
export function setBackgroundImage(scenario: Scenario, params: { readonly reference: string | null }): EditResult {
  const { reference } = params;
  if (reference === null) return acceptIfValid(scenario, withArt(scenario, { ...scenario.art, background: undefined }));
  const refused = referenceRefusal(reference);
  if (refused) return refused;
  if (scenario.art?.background?.image === reference) return acceptIfValid(scenario, scenario);
  return acceptIfValid(scenario, withArt(scenario, { ...scenario.art, background: { ...scenario.art?.background, image: reference } }));
}

/** How the background sits: its two reference points (null: it fills the board) and its opacity (0 to 1). */
export function placeBackground(scenario: Scenario, params: { readonly anchors: readonly [ArtAnchor, ArtAnchor] | null; readonly opacity: number }): EditResult {
  const background = scenario.art?.background;
  if (!background) return refuse('edit.art.noBackground');
  if (!(params.opacity >= 0 && params.opacity <= 1)) return refuse('edit.art.opacity');
  if (params.anchors) {
    const [first, second] = params.anchors;
    const same = (a: { x: number; y: number }, b: { x: number; y: number }) => a.x === b.x && a.y === b.y;
    if (same(first.image, second.image)) return refuse('edit.art.sameImagePoint');
    if (same(boardPoint(first.board), boardPoint(second.board))) return refuse('edit.art.sameBoardPoint');
  }
  const next = assign(background, { anchors: params.anchors ?? undefined, opacity: params.opacity < 1 ? params.opacity : undefined });
  if (JSON.stringify(next) === JSON.stringify(background)) return acceptIfValid(scenario, scenario);
  return acceptIfValid(scenario, withArt(scenario, { ...scenario.art, background: next }));
}

const boardPoint = (point: ArtAnchor['board']) => ('col' in point ? { x: point.col, y: point.row } : point);
