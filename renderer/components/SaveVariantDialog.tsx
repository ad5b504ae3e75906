/**
 * Save as a variant: the scenario's ruleset data with its house rules becomes a ruleset of its own,
 * with an id and a name in French and English, running on the mechanics of the game it came from.
 * Optionally the scenario moves onto it (its house rules are then in the variant).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Language } from '../../engine/i18n';
import { BUILTIN_RULESETS, localized, mechanicsOf, type VariantNaming } from '../../engine/scenario';
import type { RulesetData } from '../../engine/scenario/types';
import { installedName, installedVariants } from '../document/rulesetCatalog';

const ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

/** The id typed, made one: accents dropped, spaces and other signs turned to dashes, 64 characters at most. */
export function idFrom(typed: string): string {
  return typed
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_.-]+/g, '-')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(0, 64)
    .replace(/-+$/, '');
}

/** Why the id typed cannot name the file, and one that can. */
function badIdText(typed: string, t: TFunction): string {
  const suggestion = idFrom(typed);
  return t(typed === '' ? 'variant.dialog.idNeeded' : suggestion === '' ? 'variant.dialog.badId' : 'variant.dialog.badIdLike', { suggestion });
}

interface Props {
  readonly effective: RulesetData;
  readonly language: Language;
  readonly onSave: (naming: VariantNaming, playOnIt: boolean) => void;
  readonly onClose: () => void;
}

export function SaveVariantDialog({ effective, language, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const game = localized(effective.name, 'en', effective.id);
  const [id, setId] = useState(`${effective.id}-house`);
  const [fr, setFr] = useState(`${localized(effective.name, 'fr', effective.id)} (règles maison)`);
  const [en, setEn] = useState(`${game} (house rules)`);
  const [playOnIt, setPlayOnIt] = useState(false);
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  const trimmed = id.trim();
  const replaces = installedVariants().some((variant) => variant.id === trimmed);
  const error = !ID.test(trimmed) ? badIdText(trimmed, t) : BUILTIN_RULESETS.has(trimmed) ? t('problem.variant.builtinId', { id: trimmed }) : fr.trim() === '' && en.trim() === '' ? t('variant.dialog.nameNeeded') : null;
  const submit = () => {
    if (error) return;
    const name = fr.trim() === '' ? en.trim() : en.trim() === '' ? fr.trim() : { fr: fr.trim(), en: en.trim() };
    onSave({ id: trimmed, name }, playOnIt);
    dialog.current?.close();
  };
  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="variant-title" onClose={onClose} data-testid="variant-dialog">
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <h2 id="variant-title">{t('variant.dialog.title')}</h2>
        <p className="dialog__text">{t('variant.dialog.intro', { game: installedName(mechanicsOf(effective), language) })}</p>
        <div className="dialog__grid">
          <label htmlFor="variant-id">{t('variant.dialog.id')}</label>
          <input id="variant-id" className="panel-input" value={id} autoFocus aria-invalid={error ? true : undefined} aria-describedby="variant-error" onChange={(event) => setId(event.target.value)} />
          <label htmlFor="variant-name-fr">{t('variant.dialog.nameFr')}</label>
          <input id="variant-name-fr" className="panel-input" value={fr} onChange={(event) => setFr(event.target.value)} />
          <label htmlFor="variant-name-en">{t('variant.dialog.nameEn')}</label>
          <input id="variant-name-en" className="panel-input" value={en} onChange={(event) => setEn(event.target.value)} />
        </div>
        <p className="dialog__text" id="variant-error" role={error ? 'alert' : undefined}>
          {error ?? (replaces ? t('variant.dialog.replaces', { id: trimmed }) : t('variant.dialog.file', { file: `${trimmed}.ruleset.json` }))}
        </p>
        <label className="dialog__check">
          <input type="checkbox" checked={playOnIt} data-testid="variant-play-on-it" onChange={(event) => setPlayOnIt(event.target.checked)} /> {t('variant.dialog.playOnIt')}
        </label>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            {t('dialog.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={error !== null} data-testid="variant-save">
            {t('variant.dialog.save')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
