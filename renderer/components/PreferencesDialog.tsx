import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTOSAVE_SECONDS, PAPER_SIZES, PREFERENCE_LANGUAGES, type Preferences } from '../../engine/app/preferences';

interface Props {
  readonly preferences: Preferences;
  readonly onSave: (preferences: Preferences) => void;
  readonly onClose: () => void;
}

export function PreferencesDialog({ preferences, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState(preferences);
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  const set = <K extends keyof Preferences>(key: K, value: Preferences[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const seconds = Math.round(draft.autosaveSeconds);
  const secondsValid = Number.isInteger(seconds) && seconds >= AUTOSAVE_SECONDS.min && seconds <= AUTOSAVE_SECONDS.max;

  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="preferences-title" onClose={onClose} data-testid="preferences-dialog">
      <h2 id="preferences-title">{t('preferences.title')}</h2>
      <div className="form-grid">
        <label htmlFor="pref-language">{t('preferences.language')}</label>
        <select id="pref-language" value={draft.language} onChange={(e) => set('language', e.target.value as Preferences['language'])}>
          {PREFERENCE_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`preferences.language.${language}`)}
            </option>
          ))}
        </select>
        <label htmlFor="pref-units">{t('preferences.units')}</label>
        <select id="pref-units" value={draft.units} onChange={(e) => set('units', e.target.value as Preferences['units'])}>
          <option value="mm">{t('preferences.units.mm')}</option>
          <option value="in">{t('preferences.units.in')}</option>
        </select>
        <label htmlFor="pref-paper">{t('preferences.paper')}</label>
        <select id="pref-paper" value={draft.paper} onChange={(e) => set('paper', e.target.value as Preferences['paper'])}>
          {PAPER_SIZES.map((paper) => (
            <option key={paper} value={paper}>
              {paper}
            </option>
          ))}
        </select>
        <label htmlFor="pref-autosave">{t('preferences.autosave')}</label>
        <input
          id="pref-autosave"
          type="number"
          min={AUTOSAVE_SECONDS.min}
          max={AUTOSAVE_SECONDS.max}
          value={draft.autosaveSeconds}
          aria-invalid={!secondsValid}
          onChange={(e) => set('autosaveSeconds', Number(e.target.value))}
        />
        <label htmlFor="pref-backup">{t('preferences.backup')}</label>
        <input id="pref-backup" type="checkbox" checked={draft.keepBackup} onChange={(e) => set('keepBackup', e.target.checked)} />
      </div>
      {!secondsValid && (
        <p className="form-error" role="alert">
          {t('preferences.autosaveRange', AUTOSAVE_SECONDS)}
        </p>
      )}
      <div className="dialog__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={!secondsValid}
          onClick={() => {
            onSave({ ...draft, autosaveSeconds: seconds });
            dialog.current?.close();
          }}
        >
          {t('preferences.save')}
        </button>
        <button type="button" className="button" onClick={() => dialog.current?.close()}>
          {t('dialog.cancel')}
        </button>
      </div>
    </dialog>
  );
}
