/**
 * The images a scenario's `art` section names, as the editor shows them: read through the host
 * (the desktop app reads them from the scenario's folder only, see electron/assetPaths.ts) or
 * from images the user picked in the browser, each file read once, each raster decoded once and
 * kept by its content. What cannot be shown becomes a problem with its path and reason; the board
 * then draws the symbol in its place.
 */
import { createContext, useEffect, useMemo, useState } from 'react';
import type { HostResult } from '../../engine/app/bridge';
import { readArt, type Art, type ArtBook } from '../../engine/print/art';
import { artLoadProblem, artReferences, checkArtReference, type ArtLoadFailure, type ArtReference } from '../../engine/scenario/art';
import type { Problem } from '../../engine/scenario';
import type { Scenario } from '../../engine/scenario/types';
import type { ArtKind } from '../editor/edits/art';
import { decodeArt } from '../canvas/artImages';

type Loaded = Art | { readonly failure: ArtLoadFailure; readonly reason?: string };

/** The file name a picked image answers to: a reference's last part ("art/tile-5a.png" → "tile-5a.png"). */
export const pickedName = (reference: string) => reference.split(/[\\/]/).pop() ?? reference;

/** What an image can be attached to: a tile face, a terrain kind, a token kind, a unit profile, or the whole board. */
export type ArtTarget = { readonly kind: ArtKind; readonly key: string } | { readonly kind: 'background' };

/** The open scenario's images as the panels, the palette and the dialogs use them. */
export interface ScenarioArtActions {
  /** Adds images the user picked (the browser cannot read the scenario's folder): they answer to references by file name. */
  readonly addImages: (files: readonly File[]) => void;
  /** Asks the user for an image and attaches it (one undo step), or says why it cannot. */
  readonly choose: (target: ArtTarget) => void;
  /** The images read, by the reference the scenario gives them. */
  readonly book: ArtBook;
  /** Why images named by the scenario could not be shown. */
  readonly problems: readonly Problem[];
}

export const ScenarioArt = createContext<ScenarioArtActions | null>(null);

export interface ScenarioArtState {
  readonly book: ArtBook;
  readonly problems: readonly Problem[];
}

const EMPTY: ScenarioArtState = { book: new Map(), problems: [] };

/**
 * Reads the images the document names whenever that list (or where they are read from) changes.
 * `token` is the open file's (null for a sample or a dropped file: only picked images then).
 */
export function useScenarioArt(
  document: Readonly<Record<string, unknown>> | undefined,
  token: string | null,
  readAsset: ((token: string, reference: string) => Promise<HostResult<Uint8Array>>) | null,
  picked: ReadonlyMap<string, Uint8Array>,
): ScenarioArtState {
  const entries = useMemo(() => {
    try {
      const art = (document as Partial<Scenario> | undefined)?.art;
      return art && typeof art === 'object' ? artReferences({ art }) : [];
    } catch {
      return [];
    }
  }, [document]);
  const wanted = useMemo(() => [...new Set(entries.map((entry) => entry.reference).filter((reference) => checkArtReference(reference) === null))], [entries]);
  const key = `${token ?? ''}\u0000${[...picked.keys()].join('/')}\u0000${wanted.join('\u0000')}`;
  const [loaded, setLoaded] = useState<{ readonly key: string; readonly files: ReadonlyMap<string, Loaded> } | null>(null);

  useEffect(() => {
    if (wanted.length === 0) return;
    let current = true;
    void (async () => {
      const files = new Map<string, Loaded>();
      for (const reference of wanted) {
        const bytes = picked.get(pickedName(reference));
        let result: Loaded;
        if (bytes) result = fromBytes(bytes);
        else if (token && readAsset) {
          const read = await readAsset(token, reference);
          result = read.ok ? fromBytes(read.value) : { failure: failureOf(read.error.key), reason: String(read.error.params?.detail ?? '') };
        } else result = { failure: 'unavailable' };
        files.set(reference, 'failure' in result ? result : (await decodeArt(result)) ? result : { failure: 'unreadable' });
      }
      if (current) setLoaded({ key, files });
    })();
    return () => {
      current = false;
    };
  }, [key, wanted, token, readAsset, picked]);

  return useMemo(() => {
    if (wanted.length === 0 || !loaded || loaded.key !== key) return EMPTY;
    const book = new Map<string, Art>();
    const problems: Problem[] = [];
    for (const entry of entries) {
      const result = loaded.files.get(entry.reference);
      if (!result) continue;
      if ('failure' in result) problems.push(loadProblem(entry, result));
      else book.set(entry.reference, result);
    }
    return { book, problems };
  }, [entries, wanted, loaded, key]);
}

function fromBytes(bytes: Uint8Array): Loaded {
  const art = readArt(bytes);
  return 'failure' in art ? { failure: art.failure } : art;
}

/** The host's failure key ("app.error.asset.missing", "app.error.notFound") as why an image is missing. */
function failureOf(key: string): ArtLoadFailure {
  const last = key.split('.').pop() ?? '';
  if (['url', 'absolute', 'outside', 'extension', 'malformed', 'missing', 'unavailable'].includes(last)) return last as ArtLoadFailure;
  if (/notFound|missing/i.test(key)) return 'missing';
  return 'io';
}

function loadProblem(entry: ArtReference, result: { readonly failure: ArtLoadFailure; readonly reason?: string }): Problem {
  return artLoadProblem(entry, result.failure, result.reason ?? '');
}
