/**
 * The variants of the app: those the host keeps are read and installed when the app starts; a
 * variant file opened (from the House rules panel, File › Open or a drop) is checked, kept by the
 * host and installed; "Save as a variant" writes the scenario's effective data as a variant. A
 * broken file is reported with its problems and their places, never installed, never a crash.
 */
import { useCallback, useEffect } from 'react';
import type { TFunction } from 'i18next';
import type { Language } from '../../engine/i18n';
import { readVariant, renderProblem, variantOf, variantTooLarge, type Problem, type VariantNaming } from '../../engine/scenario';
import type { RulesetData } from '../../engine/scenario/types';
import type { Host, HostFailure } from '../host/Host';
import { installedVariants, installVariant, installVariants } from './rulesetCatalog';

type Notify = (text: string, tone: 'info' | 'error') => void;

/** A broken file's problems, as one notice: the file, then each problem where it lies. */
function problemsText(file: string, problems: readonly Problem[], language: Language, t: TFunction): string {
  const lines = problems.slice(0, 5).map((problem) => `• ${problem.pointer || '/'}: ${renderProblem(problem, language)}`);
  return [t('variant.refused', { file, count: problems.length }), ...lines].join('\n');
}

export interface Variants {
  /** Picks a variant file, checks it and installs it. */
  readonly openVariant: () => void;
  /** Checks the bytes of a variant file (opened or dropped) and installs it; true when it was. */
  readonly importVariant: (bytes: Uint8Array, name: string) => Promise<boolean>;
  /** Writes the effective data as a variant and installs it; the variant, or null when it could not be kept. */
  readonly saveVariant: (effective: RulesetData, naming: VariantNaming) => Promise<RulesetData | null>;
}

export function useVariants(host: Host, language: Language, notify: Notify, notifyFailure: (failure: HostFailure) => void, t: TFunction): Variants {
  useEffect(() => {
    void host.listVariants().then((result) => {
      if (!result.ok) return notifyFailure(result.error);
      const found: RulesetData[] = [];
      for (const file of result.value.files) {
        const read = file.bytes ? readVariant(file.bytes) : { problems: [variantTooLarge(file.size)] };
        if ('ruleset' in read && read.ruleset) found.push(read.ruleset);
        else notify(problemsText(file.name, read.problems, language, t), 'error');
      }
      installVariants(found, [result.value.place]);
    });
    // Once, when the app starts: later notices and translations need not read the folder again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host]);

  const importVariant = useCallback(
    async (bytes: Uint8Array, name: string) => {
      const read = readVariant(bytes);
      if (!read.ruleset) {
        notify(problemsText(name, read.problems, language, t), 'error');
        return false;
      }
      const kept = await host.keepVariant(`${read.ruleset.id}.ruleset.json`, new TextDecoder().decode(bytes), 'opened');
      if (!kept.ok) {
        notifyFailure(kept.error);
        return false;
      }
      const replaced = installedVariants().some((variant) => variant.id === read.ruleset?.id);
      installVariant(read.ruleset);
      notify(t(replaced ? 'variant.replaced' : 'variant.opened', { name: read.ruleset.id, file: name }), 'info');
      return true;
    },
    [host, language, notify, notifyFailure, t],
  );

  const openVariant = useCallback(() => {
    void host.openVariant().then((result) => {
      if (result.ok) {
        if (result.value) void importVariant(result.value.bytes, result.value.name);
        return;
      }
      // A file refused before it is read (too large) is told like any other refused variant: the file, then why.
      const { file, ...params } = result.error.params;
      if (result.error.key === variantTooLarge(0).key && typeof file === 'string') notify(problemsText(file, [{ ...variantTooLarge(0), params }], language, t), 'error');
      else notifyFailure(result.error);
    });
  }, [host, importVariant, language, notify, notifyFailure, t]);

  const saveVariant = useCallback(
    async (effective: RulesetData, naming: VariantNaming) => {
      const variant = variantOf(effective, naming);
      const kept = await host.keepVariant(`${naming.id}.ruleset.json`, `${JSON.stringify(variant, null, 2)}\n`, 'saved');
      if (!kept.ok) {
        notifyFailure(kept.error);
        return null;
      }
      installVariant(variant);
      notify(t('variant.saved', { name: naming.id, file: kept.value.name }), 'info');
      return variant;
    },
    [host, notify, notifyFailure, t],
  );

  return { openVariant, importVariant, saveVariant };
}
