import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CONFIRMATION_MS, type Notice } from './notices';

export type { Notice } from './notices';

/** A confirmation that fades by itself. */
function useFading(notice: Notice, onDismiss: (id: number) => void) {
  useEffect(() => {
    if (notice.tone !== 'info') return;
    const timer = setTimeout(() => onDismiss(notice.id), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [notice, onDismiss]);
}

function NoticeRow({ notice, onDismiss }: { readonly notice: Notice; readonly onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  useFading(notice, onDismiss);
  return (
    <div className={`notice notice--${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'} data-testid="notice" data-tone={notice.tone}>
      <span>{notice.text}</span>
      <button type="button" className="notice__dismiss" onClick={() => onDismiss(notice.id)} aria-label={t('notice.dismiss')}>
        ×
      </button>
    </div>
  );
}

/** Messages about what just happened (saved, could not open ...): confirmations fade, errors wait to be dismissed. */
export function Notices({ notices, onDismiss }: { readonly notices: readonly Notice[]; readonly onDismiss: (id: number) => void }) {
  if (notices.length === 0) return null;
  return (
    // Each notice is its own live region (an alert, a status): a list would not allow those roles.
    <div className="notices" data-testid="notices">
      {notices.map((notice) => (
        <NoticeRow key={notice.id} notice={notice} onDismiss={onDismiss} />
      ))}
    </div>
  );
}
