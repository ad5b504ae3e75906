/**
 * The rulesets this app has installed: the built-in games and the variants the host keeps (a folder
 * of the user's data on the desktop, the browser's storage) or the user opened from files. Like
 * installed fonts, this is one list for the whole app: validation, palettes, File › New, the
 * playtest and the balance report read it, and views subscribe to hear of a variant added.
 */
import { useSyncExternalStore } from 'react';
import type { Language } from '../../engine/i18n';
import { BUILTIN_CATALOG, catalogWith, localized, type RulesetCatalog } from '../../engine/scenario';
import type { RulesetData } from '../../engine/scenario/types';

let current: RulesetCatalog = BUILTIN_CATALOG;
let variants: readonly RulesetData[] = [];
const listeners = new Set<() => void>();

/** The rulesets installed now. */
export function installedCatalog(): RulesetCatalog {
  return current;
}

/** The variants installed now, in the order they were installed. */
export function installedVariants(): readonly RulesetData[] {
  return variants;
}

/** Installs `list` as the variants (a variant with an id already installed replaces it); `places` say where they were looked for. */
export function installVariants(list: readonly RulesetData[], places: readonly string[] = current.places): void {
  const byId = new Map<string, RulesetData>();
  for (const variant of list) byId.set(variant.id, variant);
  variants = [...byId.values()];
  current = catalogWith(variants, places);
  for (const listener of listeners) listener();
}

/** Adds one variant to those installed. */
export function installVariant(variant: RulesetData): void {
  installVariants([...variants.filter((known) => known.id !== variant.id), variant]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The installed rulesets, for a view that must follow a variant installed while it is shown. */
export function useCatalog(): RulesetCatalog {
  return useSyncExternalStore(subscribe, installedCatalog, installedCatalog);
}

/** A ruleset's name as its data gives it (a variant's own name), in `language`; the id when it is not installed. */
export function installedName(rulesetId: string, language: Language): string {
  const data = current.rulesets.get(rulesetId);
  return data ? localized(data.name, language, rulesetId) : rulesetId;
}

/** The installed data of the game a document names, even a document that does not pass the schema yet. */
export function installedRulesetOf(document: Readonly<Record<string, unknown>>): RulesetData | undefined {
  const ruleset = document.ruleset as { id?: unknown } | undefined;
  return typeof ruleset?.id === 'string' ? current.rulesets.get(ruleset.id) : undefined;
}
