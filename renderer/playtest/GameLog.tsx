/**
 * The game log in words, newest first, each line with the number of the action it came from, the
 * phase the game opened in last. A
 * long game shows its latest lines, says how many earlier ones are not shown, and shows them a
 * page at a time on request.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogLine } from './model';

export const LOG_PAGE = 300;

export function GameLog({ lines, opening }: { readonly lines: readonly LogLine[]; readonly opening: string }) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(1);
  const hidden = Math.max(0, lines.length - pages * LOG_PAGE);
  const list = useRef<HTMLOListElement>(null);
  // The last page shown takes its button away: the keyboard goes on from the log.
  const showMore = () => {
    setPages(pages + 1);
    if (hidden <= LOG_PAGE) list.current?.focus();
  };
  return (
    <section>
      <h2>{t('playtest.log')}</h2>
      <ol className="playtest__log" data-testid="playtest-log" ref={list} tabIndex={-1}>
        {lines
          .slice(hidden)
          .reverse()
          .map((line) => (
            <li key={line.id}>
              <span className="playtest__step" aria-label={t('playtest.stepNumber', { step: line.step })} title={t('playtest.stepTitle', { step: line.step })}>
                {line.step}
              </span>
              {line.secretOf && <span className="playtest__secret">{t('playtest.secretOf', { side: line.secretOf })} </span>}
              {line.text}
            </li>
          ))}
        {hidden > 0 && (
          <li className="playtest__earlier" data-testid="playtest-log-earlier">
            {t('playtest.logHidden', { count: hidden })}{' '}
            <button type="button" onClick={showMore}>
              {t('playtest.logShowEarlier', { count: Math.min(hidden, LOG_PAGE) })}
            </button>
          </li>
        )}
      </ol>
      {hidden === 0 && (
        <p className="playtest__opening" data-testid="playtest-log-opening">
          {t('playtest.opening', { phase: opening })}
        </p>
      )}
    </section>
  );
}
