/** The game log in words, newest first, each line with the number of the action it came from. */
import { useTranslation } from 'react-i18next';
import type { LogLine } from './model';

export function GameLog({ lines }: { readonly lines: readonly LogLine[] }) {
  const { t } = useTranslation();
  return (
    <section>
      <h2>{t('playtest.log')}</h2>
      <ol className="playtest__log" data-testid="playtest-log">
        {lines
          .slice(-300)
          .reverse()
          .map((line) => (
            <li key={line.id}>
              <span className="playtest__step" aria-label={t('playtest.stepNumber', { step: line.step })}>
                {line.step}
              </span>
              {line.secretOf && <span className="playtest__secret">{t('playtest.secretOf', { side: line.secretOf })} </span>}
              {line.text}
            </li>
          ))}
      </ol>
    </section>
  );
}
