/**
 * The board's background: a scan of a printed map under the whole board. The designer attaches the
 * image (or replaces or removes it), sets its opacity, and places it: stretched over the board, or
 * by two reference points, each clicked on the image here and then on the board (or typed). Apply
 * records the placement and opacity as one undo step.
 */
import { useContext, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardKernel, PointMm } from '../../engine/board/types';
import { artAspect, artItems, artMatrix, type Art } from '../../engine/print/art';
import type { ArtAnchor, Scenario } from '../../engine/scenario/types';
import { artSprite, decodedImage } from '../canvas/artImages';
import { drawItems } from '../canvas/drawDisplayList';
import { ScenarioArt } from '../document/scenarioArt';
import { placeBackground, setBackgroundImage, type EditResult } from '../editor/edits';
import { ArtField } from './ArtField';

/** Two points, each on the image (its pixels, an SVG's own units) and on the board (its unit). */
export interface AnchorDraft {
  readonly image: readonly [PointMm | null, PointMm | null];
  readonly board: readonly [PointMm | null, PointMm | null];
  readonly opacity: number;
  readonly byPoints: boolean;
}

/** What the dialog starts from: the scenario's placement, or nothing placed yet. */
export function draftOf(scenario: Scenario): AnchorDraft {
  const background = scenario.art?.background;
  const anchors = background?.anchors;
  const board = (anchor: ArtAnchor | undefined) => (anchor ? ('col' in anchor.board ? null : anchor.board) : null);
  return {
    image: [anchors?.[0].image ?? null, anchors?.[1].image ?? null],
    board: [board(anchors?.[0]), board(anchors?.[1])],
    opacity: background?.opacity ?? 1,
    byPoints: !!anchors,
  };
}

/** The anchors a complete draft gives; null while a point is missing. */
function anchorsOf(draft: AnchorDraft): readonly [ArtAnchor, ArtAnchor] | null {
  const [i1, i2] = draft.image;
  const [b1, b2] = draft.board;
  return i1 && i2 && b1 && b2 ? [{ image: i1, board: b1 }, { image: i2, board: b2 }] : null;
}

/** The image's own size: pixels, or an SVG's box. */
function imageBox(art: Art) {
  return art.kind === 'raster' ? { x: 0, y: 0, width: art.image.widthPx, height: art.image.heightPx } : art.vector.box;
}

const PREVIEW = { width: 360, height: 240 };

/** The image fitted in the preview, its two points marked; a click places the next point. */
function ImagePoints({ art, points, onPoint, label }: { readonly art: Art; readonly points: AnchorDraft['image']; readonly onPoint: (point: PointMm) => void; readonly label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const fitted = { x: 0, y: 0, ...PREVIEW };
  const matrix = artMatrix(artAspect(art), fitted, 'contain');
  const box = imageBox(art);
  const toPreview = (p: PointMm) => ({ x: matrix[0] * ((p.x - box.x) / box.width) + matrix[4], y: matrix[3] * ((p.y - box.y) / box.height) + matrix[5] });
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    const ratio = window.devicePixelRatio || 1;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, PREVIEW.width, PREVIEW.height);
    drawItems(context, artItems(art, fitted, 'contain'), {}, new Map(), { images: decodedImage, sprites: artSprite });
    points.forEach((point, i) => {
      if (!point) return;
      const { x, y } = toPreview(point);
      context.beginPath();
      context.arc(x, y, 9, 0, Math.PI * 2);
      context.fillStyle = '#a4161a';
      context.fill();
      context.strokeStyle = '#ffffff';
      context.lineWidth = 2;
      context.stroke();
      context.fillStyle = '#ffffff';
      context.font = 'bold 11px "DejaVu Sans", sans-serif';
      context.textAlign = 'center';
      context.fillText(String(i + 1), x, y + 4);
    });
  });
  const click = (event: MouseEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - rect.left) / rect.width) * PREVIEW.width;
    const y = ((event.clientY - rect.top) / rect.height) * PREVIEW.height;
    const u = (x - matrix[4]) / matrix[0];
    const v = (y - matrix[5]) / matrix[3];
    if (u < 0 || u > 1 || v < 0 || v > 1) return;
    onPoint({ x: Math.round((box.x + u * box.width) * 10) / 10, y: Math.round((box.y + v * box.height) * 10) / 10 });
  };
  const ratio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  return <canvas ref={canvas} className="background-dialog__image" width={PREVIEW.width * ratio} height={PREVIEW.height * ratio} role="img" aria-label={label} data-testid="background-image" onClick={click} />;
}

/** A point typed as two numbers. */
function PointInputs({ id, legend, value, unit, onChange }: { readonly id: string; readonly legend: string; readonly value: PointMm | null; readonly unit: string; readonly onChange: (point: PointMm | null) => void }) {
  const { t } = useTranslation();
  const set = (axis: 'x' | 'y', text: string) => {
    const number = text.trim() === '' ? Number.NaN : Number(text);
    const other = value ?? { x: 0, y: 0 };
    onChange(Number.isFinite(number) ? { ...other, [axis]: number } : null);
  };
  return (
    <fieldset className="background-dialog__point" data-testid={id}>
      <legend>{legend}</legend>
      <label htmlFor={`${id}-x`}>{t('art.background.x', { unit })}</label>
      <input id={`${id}-x`} className="panel-input" type="number" step="any" value={value?.x ?? ''} onChange={(event) => set('x', event.target.value)} />
      <label htmlFor={`${id}-y`}>{t('art.background.y', { unit })}</label>
      <input id={`${id}-y`} className="panel-input" type="number" step="any" value={value?.y ?? ''} onChange={(event) => set('y', event.target.value)} />
    </fieldset>
  );
}

interface Props {
  readonly scenario: Scenario;
  readonly kernel: BoardKernel;
  /** Where the dialog left off (a draft whose board points are being clicked), or null to start from the scenario. */
  readonly draft: AnchorDraft | null;
  readonly onEdit: (result: EditResult) => void;
  /** Closes the dialog to click the two points on the board, the draft kept. */
  readonly onPickOnBoard: (draft: AnchorDraft) => void;
  readonly onClose: () => void;
}

export function BackgroundDialog({ scenario, kernel, draft: start, onEdit, onPickOnBoard, onClose }: Props) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const art = useContext(ScenarioArt);
  const [draft, setDraft] = useState<AnchorDraft>(() => start ?? draftOf(scenario));
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  const reference = scenario.art?.background?.image;
  const image = reference !== undefined ? art?.book.get(reference) : undefined;
  const unit = kernel.kind === 'free' ? kernel.unit : 'mm';
  const anchors = anchorsOf(draft);
  const ready = !draft.byPoints || anchors !== null;
  const nextImagePoint = draft.image[0] === null ? 0 : draft.image[1] === null ? 1 : null;
  const withPoint = <T,>(pair: readonly [T, T], index: number, value: T): readonly [T, T] => (index === 0 ? [value, pair[1]] : [pair[0], value]);

  const apply = () => {
    if (!ready) return;
    onEdit(placeBackground(scenario, { anchors: draft.byPoints ? anchors : null, opacity: draft.opacity }));
    dialog.current?.close();
  };

  return (
    <dialog ref={dialog} className="dialog background-dialog" aria-labelledby="background-title" onClose={onClose} data-testid="background-dialog">
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <h2 id="background-title">{t('art.background.title')}</h2>
        <p className="dialog__text">{t('art.background.intro')}</p>
        <ArtField target={{ kind: 'background' }} name={t('art.background.name')} reference={reference} note={t('art.background.none')} onRemove={() => onEdit(setBackgroundImage(scenario, { reference: null }))} />
        {reference !== undefined && (
          <>
            <div className="panel-field">
              <label className="panel-field__label" htmlFor="background-opacity">
                {t('art.background.opacity', { percent: Math.round(draft.opacity * 100) })}
              </label>
              <input id="background-opacity" type="range" min={0} max={100} step={5} value={Math.round(draft.opacity * 100)} onChange={(event) => setDraft({ ...draft, opacity: Number(event.target.value) / 100 })} />
            </div>
            <fieldset className="background-dialog__placement">
              <legend className="panel-field__label">{t('art.background.placement')}</legend>
              <label className="dialog__check">
                <input type="radio" name="background-placement" checked={!draft.byPoints} data-testid="background-stretch" onChange={() => setDraft({ ...draft, byPoints: false })} /> {t('art.background.stretch')}
              </label>
              <label className="dialog__check">
                <input type="radio" name="background-placement" checked={draft.byPoints} data-testid="background-by-points" onChange={() => setDraft({ ...draft, byPoints: true })} /> {t('art.background.byPoints')}
              </label>
            </fieldset>
            {draft.byPoints && (
              <div className="background-dialog__points">
                <p className="dialog__text" id="background-step" role="status">
                  {nextImagePoint !== null ? t('art.background.clickImage', { point: nextImagePoint + 1 }) : anchors ? t('art.background.ready') : t('art.background.clickBoard')}
                </p>
                {image && (
                  <ImagePoints
                    art={image}
                    points={draft.image}
                    label={t('art.background.imageLabel', { path: reference })}
                    onPoint={(point) => setDraft({ ...draft, image: withPoint(draft.image, nextImagePoint ?? 0, point), ...(nextImagePoint === null ? { image: [point, null] as const } : {}) })}
                  />
                )}
                <div className="background-dialog__grid">
                  {[0, 1].map((index) => (
                    <div key={index} className="background-dialog__pair">
                      <PointInputs id={`background-image-${index + 1}`} legend={t('art.background.onImage', { point: index + 1 })} value={draft.image[index] ?? null} unit="px" onChange={(point) => setDraft({ ...draft, image: withPoint(draft.image, index, point) })} />
                      <PointInputs id={`background-board-${index + 1}`} legend={t('art.background.onBoard', { point: index + 1 })} value={draft.board[index] ?? null} unit={unit} onChange={(point) => setDraft({ ...draft, board: withPoint(draft.board, index, point) })} />
                    </div>
                  ))}
                </div>
                <button type="button" className="button" data-testid="background-pick-board" disabled={draft.image[0] === null || draft.image[1] === null} onClick={() => onPickOnBoard({ ...draft, board: [null, null] })}>
                  {t('art.background.pickOnBoard')}
                </button>
              </div>
            )}
          </>
        )}
        <div className="dialog__actions">
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            {t('dialog.cancel')}
          </button>
          {reference !== undefined && (
            <button type="submit" className="button button--primary" disabled={!ready} data-testid="background-apply">
              {t('art.background.apply')}
            </button>
          )}
        </div>
      </form>
    </dialog>
  );
}
