/** A report's figure shown as the SVG it exports to, with its SVG and PNG export buttons. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisplayDocument } from '../../engine/print/display-list';
import { svgOf } from './exports';

interface Props {
  readonly document: DisplayDocument;
  readonly name: string;
  readonly testId: string;
  /** A board: shown taller than a chart. */
  readonly board?: boolean;
  readonly onExport: (document: DisplayDocument, format: 'svg' | 'png') => void;
}

export function FigureView({ document, name, testId, board = false, onExport }: Props) {
  const { t } = useTranslation();
  // The very SVG the export writes, as a data address (allowed for images by the app's security policy).
  const url = useMemo(() => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgOf(document))}`, [document]);
  return (
    <figure className={board ? 'report__figure report__figure--board' : 'report__figure'} data-testid={testId}>
      <img src={url} alt={document.title} />
      <figcaption>
        {document.title}
        <button type="button" className="button" onClick={() => onExport(document, 'svg')} aria-label={t('report.exportAs', { what: name, format: 'SVG' })}>
          SVG
        </button>
        <button type="button" className="button" onClick={() => onExport(document, 'png')} aria-label={t('report.exportAs', { what: name, format: 'PNG' })}>
          PNG
        </button>
      </figcaption>
    </figure>
  );
}
