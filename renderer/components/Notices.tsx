import { useTranslation } from 'react-i18next';

export interface Notice {
  readonly id: number;
  readonly text: string;
  readonly tone: 'info' | 'error';
}

/** Messages about what just happened (saved, could not open ...), dismissed by the user. */
export function Notices({ notices, onDismiss }: { readonly notices: readonly Notice[]; readonly onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  if (notices.length === 0) return null;
  return (
    <ul className="notices" aria-live="polite" data-testid="notices">
      {notices.map((notice) => (
        <li key={notice.id} className={`notice notice--${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
          <span>{notice.text}</span>
          <button type="button" className="notice__dismiss" onClick={() => onDismiss(notice.id)} aria-label={t('notice.dismiss')}>
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
