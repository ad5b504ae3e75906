/** The user's preferences: what they are, their defaults, and their limits. Stored as a validated JSON file. */
import type { SceneLayer } from '../print/scene-types';

export const PAPER_SIZES = ['A4', 'Letter', 'A3'] as const;
export const PREFERENCE_LANGUAGES = ['system', 'en', 'fr'] as const;

export interface Preferences {
  /** UI language; `system` follows the operating system. */
  readonly language: (typeof PREFERENCE_LANGUAGES)[number];
  /** Units lengths are shown in. */
  readonly units: 'mm' | 'in';
  /** Paper printing starts from. */
  readonly paper: (typeof PAPER_SIZES)[number];
  /** Seconds of idle editing after which unsaved work is copied to the autosave folder. */
  readonly autosaveSeconds: number;
  /** Keep the previous version of a file as `<name>.bak` when saving over it. */
  readonly keepBackup: boolean;
  /** What the board view shows; absent in files written before it existed (the defaults then). */
  readonly view?: ViewPreferences;
}

/** The board view's options (View menu): layers hidden on screen (coordinate labels are the `labels` layer) and the minimap. */
export interface ViewPreferences {
  readonly hiddenLayers: readonly SceneLayer[];
  readonly minimap: boolean;
}

export const DEFAULT_VIEW: ViewPreferences = { hiddenLayers: [], minimap: false };

export const AUTOSAVE_SECONDS = { min: 2, max: 600 } as const;

export const DEFAULT_PREFERENCES: Preferences = {
  language: 'system',
  units: 'mm',
  paper: 'A4',
  autosaveSeconds: 5,
  keepBackup: true,
};
