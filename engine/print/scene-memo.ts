/**
 * What a board scene keeps from one build to the next, so that an edit on a large board rebuilds
 * only what it changed: items by a key of their content (the same key gives back the very same
 * item object, so a view tells changed items by identity and redraws only where they lie), and the
 * geometry of the board's kernel (cell outlines, edge segments, cell labels) while it is the same.
 * A fresh memo (the default) builds everything: printing gets exactly what the editor shows.
 */
import type { DisplayItem, Subpath, TextItem } from './display-list';
import type { SceneSection } from './scene-types';

/** Geometry of one kernel, computed on first use. */
export class KernelParts {
  readonly cellOutlines: (Subpath | undefined)[] = [];
  readonly edgeSegments = new Map<string, Subpath>();
  /** Each cell's label item and the colour it was made with (labels take the ink of their terrain). */
  readonly labels: (TextItem | undefined)[] = [];
  /** The grid drawn for a set of present cells. */
  grid: { readonly present: Uint8Array; readonly regionMm: number; readonly items: readonly DisplayItem[] } | null = null;
  /**
   * Terrain and labels in chunks of cells, each redrawn only when a cell of it changed: `drawn` is
   * the terrain update they show (cell-terrain.ts), `look` what else they depend on (the terrain
   * kinds' colours, the label option).
   */
  chunks: {
    drawn: number;
    look: readonly unknown[];
    readonly list: ({ terrain: readonly DisplayItem[]; labels: readonly DisplayItem[]; kinds: readonly string[] } | null)[];
    /** How many chunks show each terrain kind. */
    readonly kinds: Map<string, number>;
  } | null = null;
}

export class SceneMemo {
  private previous = new Map<string, unknown>();
  private next = new Map<string, unknown>();
  private kernel: object | null = null;
  private optionsKey = '';
  private parts = new KernelParts();
  private sections: readonly SceneSection[] = [];

  /** Starts a build of a board whose kernel is `kernel`, drawn with `options`; what the last build drew with others is forgotten. */
  begin(kernel: object, options: object): void {
    const optionsKey = JSON.stringify(options);
    if (kernel !== this.kernel) {
      this.kernel = kernel;
      this.parts = new KernelParts();
      this.previous.clear();
      this.sections = [];
    }
    if (optionsKey !== this.optionsKey) {
      this.optionsKey = optionsKey;
      this.previous.clear();
    }
    this.next = new Map();
  }

  /** The kernel's geometry cache. */
  get geometry(): KernelParts {
    return this.parts;
  }

  /** The value made last build (or earlier in this one) under `key`, else `make()`'s. */
  get<T>(key: string, make: () => T): T {
    if (this.next.has(key)) return this.next.get(key) as T;
    const value = this.previous.has(key) ? (this.previous.get(key) as T) : make();
    this.next.set(key, value);
    return value;
  }

  /**
   * The sections of a build, each the very object of the previous build's section at its place when
   * it holds the same items: a view tells an unchanged layer by identity, without a look at its items.
   */
  keep(sections: readonly SceneSection[]): readonly SceneSection[] {
    const before = this.sections;
    const kept = sections.map((section, i) => {
      const old = before[i];
      return old && old.layer === section.layer && sameItems(old.items, section.items) ? old : section;
    });
    this.sections = kept;
    return kept;
  }

  /** Ends a build: what it did not use is dropped. */
  end(): void {
    this.previous = this.next;
    this.next = new Map();
  }
}

function sameItems(a: readonly DisplayItem[], b: readonly DisplayItem[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
