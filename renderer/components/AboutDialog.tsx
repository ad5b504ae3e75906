import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  readonly hostKind: 'electron' | 'browser';
  readonly onClose: () => void;
}

declare const __APP_VERSION__: string;

export function AboutDialog({ hostKind, onClose }: Props) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="about-title" onClose={onClose} data-testid="about-dialog">
      <h2 id="about-title">{t('about.title')}</h2>
      <p>{t('about.body')}</p>
      <p>
        {t('about.version', { version: __APP_VERSION__ })} · {t(`about.host.${hostKind}`)}
      </p>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" autoFocus onClick={() => dialog.current?.close()}>
          {t('dialog.close')}
        </button>
      </div>
    </dialog>
  );
}
