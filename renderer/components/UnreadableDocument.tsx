import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentIdentity } from '../../engine/scenario';

interface Props {
  readonly name: string;
  readonly identity: Exclude<DocumentIdentity, { kind: 'scenario' }>;
  readonly onClose: () => void;
  readonly onOpenOther: () => void;
}

/** The page a file that cannot be edited opens as: what it is, why it cannot be edited, what to do. No board, no tools. */
export function UnreadableDocument({ name, identity, onClose, onOpenOther }: Props) {
  const { t } = useTranslation();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  const what =
    identity.kind === 'newer'
      ? t('unreadable.what.newer', { version: identity.version, current: identity.current })
      : identity.what === 'object' && identity.fields.length > 0
        ? t('unreadable.what.object', { fields: identity.fields.slice(0, 6).map((field) => `“${field}”`).join(', ') })
        : t(`unreadable.what.${identity.what}`);
  const kind = identity.kind === 'newer' ? 'newer' : identity.what === 'ruleset' || identity.what === 'preferences' || identity.what === 'gameRecord' ? identity.what : 'other';
  return (
    <main className="unreadable" data-testid="unreadable">
      <section className="unreadable__card" aria-labelledby="unreadable-title">
        <h1 id="unreadable-title">{t('unreadable.title', { name })}</h1>
        <h2>{t('unreadable.whatHeading')}</h2>
        <p data-testid="unreadable-what">{what}</p>
        <h2>{t('unreadable.whyHeading')}</h2>
        <p data-testid="unreadable-why">{t(`unreadable.why.${kind}`)}</p>
        <h2>{t('unreadable.doHeading')}</h2>
        <p data-testid="unreadable-do">{t(`unreadable.do.${kind}`)}</p>
        <div className="unreadable__actions">
          <button ref={close} type="button" className="button button--primary" onClick={onClose} data-testid="unreadable-close">
            {t('unreadable.close')}
          </button>
          <button type="button" className="button" onClick={onOpenOther}>
            {t('unreadable.openOther')}
          </button>
        </div>
      </section>
    </main>
  );
}
