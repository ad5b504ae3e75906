/**
 * The designer's own image for one thing (a tile face, a terrain kind, a token kind, a unit
 * profile, the whole board): a thumbnail of it as read, its path from the scenario's folder, why
 * it cannot be shown when it cannot, and buttons to attach one (the desktop app's dialog opens in
 * the scenario's folder; the browser's picker takes any file), replace it or remove it. Attaching
 * and removing are each one undo step.
 */
import { useContext, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { artItems, type Art } from '../../engine/print/art';
import { pointerOf } from '../../engine/scenario/json-pointer';
import { artSprite, decodedImage } from '../canvas/artImages';
import { drawItems } from '../canvas/drawDisplayList';
import { ScenarioArt, type ArtTarget } from '../document/scenarioArt';
import type { Language } from '../../engine/i18n';
import { localized } from '../../engine/scenario/localized';
import type { LocalizedText, RulesetData, Scenario } from '../../engine/scenario/types';
import type { SelectedItem } from '../editor/selection';

interface Props {
  readonly target: ArtTarget;
  /** What the image stands for, in words ("Tile 8A", "Rifleman"). */
  readonly name: string;
  /** The image attached, as the scenario names it; undefined when there is none. */
  readonly reference: string | undefined;
  readonly onRemove: () => void;
  /** Says so when true: the board draws the vector symbol, or the plain board, without an image. */
  readonly note?: string;
}

const THUMBNAIL_PX = 56;

/** The image drawn whole in a small square, as the board draws it. */
function Thumbnail({ art, label }: { readonly art: Art; readonly label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    const ratio = window.devicePixelRatio || 1;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, THUMBNAIL_PX, THUMBNAIL_PX);
    drawItems(context, artItems(art, { x: 2, y: 2, width: THUMBNAIL_PX - 4, height: THUMBNAIL_PX - 4 }, 'contain'), {}, new Map(), { images: decodedImage, sprites: artSprite });
  }, [art]);
  const size = Math.round(THUMBNAIL_PX * (typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1));
  return <canvas ref={canvas} className="art-field__thumbnail" width={size} height={size} role="img" aria-label={label} data-testid="art-thumbnail" />;
}

const pointerOfTarget = (target: ArtTarget) => (target.kind === 'background' ? '/art/background/image' : pointerOf('art', target.kind, target.key));

export function ArtField({ target, name, reference, onRemove, note }: Props) {
  const { t } = useTranslation();
  const art = useContext(ScenarioArt);
  const id = `art-${target.kind}-${target.kind === 'background' ? 'board' : target.key}`;
  const image = reference !== undefined ? art?.book.get(reference) : undefined;
  const problem = reference !== undefined ? art?.problems.find((candidate) => candidate.pointer === pointerOfTarget(target)) : undefined;
  return (
    <fieldset className="art-field" data-testid={`art-field-${target.kind}`} data-pointer={pointerOfTarget(target)}>
      <legend className="panel-field__label">{t('art.field.legend', { name })}</legend>
      <div className="art-field__row">
        {image ? <Thumbnail art={image} label={t('art.field.thumbnail', { name, path: reference })} /> : <span className="art-field__none" aria-hidden="true" />}
        <p className="art-field__status" id={`${id}-status`} data-testid="art-status">
          {reference === undefined ? (note ?? t('art.field.none')) : problem ? t(problem.key, problem.params) : image ? reference : t('art.field.reading', { path: reference })}
        </p>
      </div>
      <div className="art-field__actions">
        <button type="button" className="button" aria-describedby={`${id}-status`} data-testid="art-choose" disabled={!art} onClick={() => art?.choose(target)}>
          {reference === undefined ? t('art.field.attach') : t('art.field.replace')}
        </button>
        {reference !== undefined && (
          <button type="button" className="button button--danger" aria-describedby={`${id}-status`} data-testid="art-remove" onClick={onRemove}>
            {t('art.field.remove')}
          </button>
        )}
      </div>
    </fieldset>
  );
}

/** The image attached to a target, as the scenario names it. */
export function artReferenceOf(scenario: Scenario, target: ArtTarget): string | undefined {
  if (target.kind === 'background') return scenario.art?.background?.image;
  const attached = scenario.art?.[target.kind];
  return attached && Object.hasOwn(attached, target.key) ? attached[target.key] : undefined;
}

/** What a selected piece's image is attached to: a tile's face, a token's kind, a unit's profile; null for the rest. */
export function artTargetOfItem(scenario: Scenario, item: SelectedItem, ruleset: RulesetData | undefined, language: Language): { readonly target: ArtTarget; readonly name: string } | null {
  const name = (record: Readonly<Record<string, { readonly name?: LocalizedText }>> | undefined, key: string) => localized(record && Object.hasOwn(record, key) ? record[key]?.name : undefined, language, key);
  if (item.kind === 'tile') {
    const tile = scenario.board.tiles?.find((placement) => placement.id === item.id)?.tile;
    return tile === undefined ? null : { target: { kind: 'tiles', key: tile }, name: name(ruleset?.tiles, tile) };
  }
  if (item.kind === 'token') {
    const kind = scenario.board.tokens?.find((token) => token.id === item.id)?.kind;
    return kind === undefined ? null : { target: { kind: 'tokens', key: kind }, name: name(ruleset?.tokens, kind) };
  }
  if (item.kind === 'unit') {
    const unit = scenario.sides.flatMap((side) => side.units ?? []).find((candidate) => candidate.id === item.id);
    const profile = unit?.profile ?? unit?.models?.[0]?.profile;
    return profile === undefined ? null : { target: { kind: 'units', key: profile }, name: name(ruleset?.unitProfiles, profile) };
  }
  return null;
}
