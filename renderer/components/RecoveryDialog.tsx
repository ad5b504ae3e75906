import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutosaveEntry } from '../../engine/app/bridge';

interface Props {
  readonly entries: readonly AutosaveEntry[];
  readonly onRestore: (entry: AutosaveEntry) => void;
  readonly onDiscard: (entry: AutosaveEntry) => void;
  readonly onLater: () => void;
}

/** Offered at start when unsaved work was left by a crash: each copy with its title and time. */
export function RecoveryDialog({ entries, onRestore, onDiscard, onLater }: Props) {
  const { t, i18n } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="recovery-title" onCancel={onLater} data-testid="recovery-dialog">
      <h2 id="recovery-title">{t('recovery.title')}</h2>
      <p>{t('recovery.body')}</p>
      <ul className="recovery-list">
        {entries.map((entry) => (
          <li key={entry.id} className="recovery-list__item">
            <span className="recovery-list__title">{entry.title}</span>
            <span className="recovery-list__time">{t('recovery.savedAt', { time: time.format(new Date(entry.savedAt)) })}</span>
            <span className="recovery-list__actions">
              <button type="button" className="button button--primary" onClick={() => onRestore(entry)}>
                {t('recovery.restore')}
              </button>
              <button type="button" className="button" onClick={() => onDiscard(entry)}>
                {t('recovery.discard')}
              </button>
            </span>
          </li>
        ))}
      </ul>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onLater}>
          {t('recovery.later')}
        </button>
      </div>
    </dialog>
  );
}
