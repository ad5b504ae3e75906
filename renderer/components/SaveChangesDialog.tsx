import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useModal } from './useModal';

export type SaveChoice = 'save' | 'discard' | 'cancel';

/**
 * Asked before unsaved work is closed or replaced (a document, a game in progress): Save, Don't
 * Save or Cancel (Escape cancels). `message` and `detail` say what would be lost.
 */
export function SaveChangesDialog({ message, detail, onAnswer }: { readonly message: string; readonly detail: string; readonly onAnswer: (choice: SaveChoice) => void }) {
  const { t } = useTranslation();
  const dialog = useModal();
  const answer = useRef<SaveChoice>('cancel');
  const choose = (choice: SaveChoice) => {
    answer.current = choice;
    dialog.current?.close();
  };
  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="save-changes-title" aria-describedby="save-changes-detail" onClose={() => onAnswer(answer.current)} data-testid="save-changes-dialog">
      <h2 id="save-changes-title">{message}</h2>
      <p id="save-changes-detail">{detail}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" autoFocus onClick={() => choose('save')}>
          {t('app.close.save')}
        </button>
        <button type="button" className="button" onClick={() => choose('discard')}>
          {t('app.close.discard')}
        </button>
        <button type="button" className="button" onClick={() => choose('cancel')}>
          {t('app.close.cancel')}
        </button>
      </div>
    </dialog>
  );
}
