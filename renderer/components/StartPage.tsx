import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listSamples, sampleTexts, type SampleEntry } from '../samples';
import { rulesetName } from '../../engine/rules';
import type { Language } from '../../engine/i18n';

interface Props {
  readonly onNew: () => void;
  readonly onOpenFile: () => void;
  readonly onOpenSample: (sample: SampleEntry) => void;
}

type Samples = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; entries: SampleEntry[] };

/** The first screen: start a new scenario, open a file, or one of the shipped samples. */
export function StartPage({ onNew, onOpenFile, onOpenSample }: Props) {
  const { t, i18n } = useTranslation();
  const [samples, setSamples] = useState<Samples>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    listSamples().then(
      (entries) => live && setSamples({ state: 'ready', entries }),
      () => live && setSamples({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <main className="start-page" data-testid="start-page">
      <section className="start-page__intro">
        <h1>{t('start.heading')}</h1>
        <p>{t('start.intro')}</p>
        <div className="start-page__actions">
          <button type="button" className="button button--primary" onClick={onNew}>
            {t('start.new')}
          </button>
          <button type="button" className="button" onClick={onOpenFile}>
            {t('start.open')}
          </button>
        </div>
      </section>
      <section className="start-page__samples" aria-labelledby="samples-heading">
        <h2 id="samples-heading">{t('start.samples')}</h2>
        {samples.state === 'loading' && <p>{t('start.samplesLoading')}</p>}
        {samples.state === 'failed' && <p role="alert">{t('start.samplesFailed')}</p>}
        {samples.state === 'ready' && samples.entries.length === 0 && <p>{t('start.samplesEmpty')}</p>}
        {samples.state === 'ready' && samples.entries.length > 0 && (
          <ul className="sample-list" data-testid="sample-list">
            {samples.entries.map((sample) => {
              const texts = sampleTexts(sample, i18n.language);
              return (
                <li key={sample.file}>
                  <button
                    type="button"
                    className="sample-card"
                    // The card shows the description's first lines; the tooltip, all of it.
                    title={[t('start.openSample', { title: texts.title }), texts.description].filter(Boolean).join('\n\n')}
                    data-sample={sample.file}
                    onClick={() => onOpenSample(sample)}
                  >
                    <span className="sample-card__title">{texts.title}</span>
                    <span className="sample-card__meta">
                      {rulesetName(sample.rulesetId, i18n.language as Language)} · {t(`geometry.${sample.geometryKind}`, { defaultValue: t('geometry.unknown') })}
                    </span>
                    {texts.description && <span className="sample-card__description">{texts.description}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </main>
  );
}
