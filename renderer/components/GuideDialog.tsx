import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModal } from './useModal';

/** The guide's chapters, in reading order; their titles and texts are in the i18n catalogs (guide.<id>.*). */
export const GUIDE_CHAPTERS = ['start', 'board', 'walls', 'pieces', 'zones', 'select', 'art', 'problems', 'files', 'print', 'play'] as const;

/** A short user guide inside the app (Help › User Guide, F1), in the interface's language. */
export function GuideDialog({ onClose }: { readonly onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useModal();
  const [chapter, setChapter] = useState<(typeof GUIDE_CHAPTERS)[number]>('start');
  return (
    <dialog ref={dialog} className="dialog dialog--wide guide" aria-labelledby="guide-title" onClose={onClose} data-testid="guide-dialog">
      <h2 id="guide-title">{t('guide.title')}</h2>
      <div className="guide__body">
        <nav aria-label={t('guide.chapters')}>
          <ol className="guide__chapters">
            {GUIDE_CHAPTERS.map((id) => (
              <li key={id}>
                <button type="button" className="panel-link" aria-current={id === chapter ? 'page' : undefined} onClick={() => setChapter(id)}>
                  {t(`guide.${id}.title`)}
                </button>
              </li>
            ))}
          </ol>
        </nav>
        <section className="guide__chapter" aria-live="polite" data-testid="guide-chapter">
          <h3>{t(`guide.${chapter}.title`)}</h3>
          {t(`guide.${chapter}.text`)
            .split('\n')
            .map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
        </section>
      </div>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" autoFocus onClick={() => dialog.current?.close()}>
          {t('dialog.close')}
        </button>
      </div>
    </dialog>
  );
}
