/**
 * The playtest board: the scenario drawn as it stands in the game (the print engine's scene), and
 * over it what the ruleset's presenter says is there, at its places, on any kind of board. A click
 * on an outlined place plays the selected piece's action there; a click on a piece it can attack
 * attacks. On a free table the selected piece is dragged where it should go (onto an enemy, it
 * charges), with its reach drawn from its bases and the action or its refusal beside the pointer;
 * a template is laid by a click where it should go, and the templates of a volley are each dragged
 * to their own point.
 */
import type Konva from 'konva';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Circle, Group, Rect } from 'react-konva';
import type { BoardKernel } from '../../engine/board/types';
import { placeKey, type Place } from '../../engine/rules/core/places';
import type { ActionTemplate, Action } from '../../engine/rules/core/types';
import type { ActionTarget } from '../../engine/rules/core/presenter';
import { BoardCanvas } from '../canvas/BoardCanvas';
import type { CanvasScene } from '../document/boardScene';
import { MarkerShape, markerSpots, PieceCounter, PreviewShape, ReachShape, TargetShape } from './BoardMarks';
import { PieceTip } from './PieceTip';
import { PlaceChooser } from './PlaceChooser';
import type { PieceFaces } from './counterFaces';
import { FigureShape, HighlightFigure } from './Figures';
import type { PlaytestModel } from './model';
import { spotOf, type Spot } from '../../engine/print/places';
import { pieceSpots } from './playtestScene';
import { dragTemplate } from './pointing';
import type { BoardZoom } from '../canvas/useBoardZoom';
import { AimingLayer, aimsOf, PlacingLayer, ReachRings, type Pointer } from './TemplateShapes';
import { RulerLayer } from './RulerLayer';

interface Props {
  /** The board's zoom, which the View menu drives too. */
  readonly zoom: BoardZoom;
  readonly kernel: BoardKernel;
  readonly scene: CanvasScene;
  /** The cells where the scene draws a token's counter, which the pieces standing there are laid over. */
  readonly covered: ReadonlySet<number>;
  readonly model: PlaytestModel;
  readonly colourOf: (side: string) => string;
  /** The scenario's own counters, drawn as on the board and on paper. */
  readonly faces?: PieceFaces;
  readonly templates: readonly ActionTemplate[];
  /** A template laid by a click (a blast, a flamer, a deployment), or null. */
  readonly placing: ActionTemplate | null;
  /** The points of a volley's templates (one per aim of `placing`), dragged one by one. */
  readonly aimPoints: readonly { readonly x: number; readonly y: number }[];
  readonly onAimPoints: (points: { x: number; y: number }[]) => void;
  /** The action in words, or why it would be refused. */
  readonly judge: (action: Action) => { readonly ok: boolean; readonly text: string };
  readonly label: string;
  readonly onAct: (action: Action) => void;
  readonly onSelect: (piece: string) => void;
  /** A click on a place the active piece reaches in more than one action: walk it there. */
  readonly onWalk: (place: Place) => void;
  /** Where the action under the mouse or the keyboard in the list acts: its place and the piece it acts on, outlined. */
  readonly preview: ActionTarget | null;
  /** The ruler is on (a free table): a drag measures, over the pieces. */
  readonly measuring?: boolean;
}

export function PlaytestBoard({ kernel, scene, covered, zoom, model, colourOf, faces, templates, placing, aimPoints, onAimPoints, judge, label, onAct, onSelect, onWalk, preview, measuring = false }: Props) {
  const { pieces, markers, highlights, groups, active } = model;
  const [pointer, setPointer] = useState<Pointer | null>(null);
  // The piece under the mouse, named beside it while it stays where it was when the mouse came.
  const [tip, setTip] = useState<{ readonly id: string; readonly at: string; readonly x: number; readonly y: number } | null>(null);
  const tipped = tip ? pieces.find((piece) => piece.id === tip.id && placeKey(piece.place) === tip.at) : undefined;
  // The actions of a place clicked that offers several, to choose from beside the mouse, while the
  // game stands as it did (another state lists other actions).
  const [choosing, setChoosing] = useState<{ readonly actions: readonly Action[]; readonly x: number; readonly y: number; readonly of: typeof groups } | null>(null);
  const chooser = choosing?.of === groups ? choosing : null;
  const spots = useMemo(() => pieceSpots(kernel, pieces, covered), [kernel, pieces, covered]);

  const placedMarkers = useMemo(
    () => markerSpots(markers, (marker) => spotOf(kernel, marker.place), (marker) => placeKey(marker.place), kernel.kind === 'area'),
    [kernel, markers],
  );

  const mine = groups.find((group) => group.piece === active)?.actions ?? [];
  // The actions a click on each place can mean, and those a click on a piece attacks it with (a shot, an aimed shot...).
  const placeActions = new Map<string, { readonly spot: Spot; readonly level: number; readonly actions: Action[] }>();
  const attackOf = new Map<string, Action[]>();
  for (const { action, target } of mine) {
    if (target.targetPiece) attackOf.set(target.targetPiece, [...(attackOf.get(target.targetPiece) ?? []), action]);
    else if (target.place) {
      const known = placeActions.get(placeKey(target.place));
      const spot = known ? null : spotOf(kernel, target.place);
      if (known) known.actions.push(action);
      else if (spot) placeActions.set(placeKey(target.place), { spot, level: target.place.kind === 'cell' ? (target.place.level ?? 0) : 0, actions: [action] });
    }
  }
  const closeChooser = useCallback(() => setChoosing(null), []);
  // A place with one action plays it; with several, the click asks which.
  const actAt = (actions: readonly Action[], event: Konva.KonvaEventObject<MouseEvent | TouchEvent>) => {
    if (actions.length === 1) onAct(actions[0] as Action);
    else {
      const at = 'clientX' in event.evt ? event.evt : (event.evt.changedTouches[0] ?? { clientX: 0, clientY: 0 });
      setChoosing({ actions, x: at.clientX, y: at.clientY, of: groups });
    }
  };
  const actors = new Set(groups.flatMap((group) => (group.piece ? [group.piece] : [])));
  const own = templates.filter((template) => template.piece === active && (template.kind === 'move' || template.kind === 'charge'));
  // The dragged group moves by the drag; let go with the pointer on an enemy's base, it charges that enemy.
  const dragTo = (spot: Spot, event: Konva.KonvaEventObject<DragEvent>) => {
    const point = { x: spot.x + event.target.position().x, y: spot.y + event.target.position().y };
    const pointer = event.target.getParent()?.getRelativePointerPosition() ?? point;
    return { point, template: dragTemplate(own, pieces, active ?? '', pointer) };
  };
  const counterSize = kernel.kind === 'free' ? 25 : 20;
  // Escape during a drag puts the unit back where it was and plays nothing.
  const dragging = useRef<{ readonly stop: () => void } | null>(null);
  const startDrag = (event: Konva.KonvaEventObject<DragEvent>) => {
    const node = event.target;
    const onKey = (key: KeyboardEvent) => {
      if (key.key !== 'Escape') return;
      key.preventDefault();
      key.stopPropagation();
      window.removeEventListener('keydown', onKey, true);
      dragging.current = null;
      node.stopDrag();
      node.position({ x: 0, y: 0 });
      setPointer(null);
    };
    window.addEventListener('keydown', onKey, true);
    dragging.current = { stop: () => window.removeEventListener('keydown', onKey, true) };
  };
  // A board left mid-drag (the game ended, the person went back to the editor) stops listening.
  useEffect(() => () => dragging.current?.stop(), []);

  // Where the action under the mouse or the keyboard in the list acts.
  const previewPlace = preview?.place ? spotOf(kernel, preview.place) : null;
  const previewPiece = preview?.targetPiece ? spots.get(preview.targetPiece) : undefined;

  const overlay = (
    <>
      {markers.map((marker) => {
        const spot = placedMarkers.get(marker.id);
        if (!spot) return null;
        if (marker.figure) return <FigureShape key={marker.id} x={spot.x} y={spot.y} figure={marker.figure} style={marker.style} />;
        const face = faces?.markerFaceOf(marker.style, marker.side ? { id: marker.side, colour: colourOf(marker.side) } : undefined);
        return <MarkerShape key={marker.id} marker={marker} spot={spot} round={kernel.kind === 'area'} {...(marker.side ? { colour: colourOf(marker.side) } : {})} {...(face ? { face } : {})} />;
      })}
      {highlights.map((highlight, index) => {
        const spot = spotOf(kernel, highlight.place);
        if (!spot) return null;
        if (highlight.figure) return <HighlightFigure key={`h${index}`} highlight={highlight} figure={highlight.figure} spot={spot} size={counterSize} pixelsPerMm={zoom.scale ?? zoom.fit} />;
        // A place no single action reaches is walked to, one action at a time.
        const walk = highlight.kind === 'reach' && highlight.place.kind !== 'point' && !placeActions.has(placeKey(highlight.place)) ? () => onWalk(highlight.place) : undefined;
        return highlight.kind === 'reach' ? <ReachShape key={`h${index}`} spot={spot} round={kernel.kind === 'area'} square={kernel.kind === 'square'} {...(highlight.label ? { label: highlight.label } : {})} {...(walk ? { onClick: walk } : {})} /> : <TargetShape key={`h${index}`} spot={spot} />;
      })}
      {/* Upper levels after the ground, so a click on a tower's top finds the top. A free table's places are chosen by a drag. */}
      {[...placeActions].sort(([, a], [, b]) => a.level - b.level).map(([key, { spot, level, actions }]) =>
        kernel.kind === 'square' || kernel.kind === 'hex' ? (
          <Rect key={key} name={level > 0 ? 'legal-cell-aloft' : 'legal-cell'} x={spot.x - spot.size / 2 + 1} y={spot.y - spot.size / 2 + 1} width={spot.size - 2} height={level > 0 ? spot.size / 2 - 1 : spot.size - 2} stroke="#1f6feb" strokeWidth={spot.size * 0.03} fill="rgba(31,111,235,0.18)" onClick={(event) => actAt(actions, event)} onTap={(event) => actAt(actions, event)} />
        ) : kernel.kind === 'free' ? null : (
          <Circle key={key} name="legal-place" x={spot.x} y={spot.y} radius={spot.size * 0.45} stroke="#1f6feb" strokeWidth={spot.size * 0.03} fill="rgba(31,111,235,0.18)" onClick={(event) => actAt(actions, event)} onTap={(event) => actAt(actions, event)} />
        ),
      )}
      {pointer && !placing && <ReachRings template={pointer.template} />}
      {pieces.map((piece) => {
        const spot = spots.get(piece.id);
        if (!spot) return null;
        // While a template is laid, a click on a piece is not an attack on it: the template is what is being placed.
        const attacks = placing ? undefined : attackOf.get(piece.id);
        const attack = attacks !== undefined;
        // A piece with nothing to do, standing where the selected piece may go, lets the click through to that place.
        const through = !attack && !actors.has(piece.id) ? placeActions.get(placeKey(piece.place))?.actions : undefined;
        const click = (event: Konva.KonvaEventObject<MouseEvent | TouchEvent>) => (attacks ? actAt(attacks, event) : through ? actAt(through, event) : onSelect(piece.id));
        const face = faces?.faceOf({ id: piece.id, name: piece.name, side: piece.side, marks: piece.marks.map((mark) => mark.id) }, colourOf(piece.side), kernel.kind === 'area' ? piece.short : undefined);
        const counter = <PieceCounter piece={piece} spot={spot} colour={colourOf(piece.side)} outline={attack ? 'target' : piece.id === active ? 'selected' : null} onClick={click} round={kernel.kind === 'area' || kernel.kind === 'free'} {...(face ? { face } : {})} />;
        const hover = {
          onMouseEnter: (event: Konva.KonvaEventObject<MouseEvent>) => setTip({ id: piece.id, at: placeKey(piece.place), x: event.evt.clientX, y: event.evt.clientY }),
          onMouseLeave: () => setTip(null),
        };
        if (own.length === 0 || piece.id !== active || placing)
          return (
            <Group key={piece.id} {...hover}>
              {counter}
            </Group>
          );
        return (
          <Group
            key={piece.id}
            {...hover}
            name="draggable-piece"
            draggable
            onDragStart={(event) => {
              setTip(null);
              startDrag(event);
            }}
            onDragMove={(event) => {
              const { point, template } = dragTo(spot, event);
              if (template) setPointer({ ...point, template });
            }}
            onDragEnd={(event) => {
              // A drag Escape called off ends here too, with nothing to play.
              const live = dragging.current;
              if (!live) return;
              live.stop();
              dragging.current = null;
              const { point, template } = dragTo(spot, event);
              event.target.position({ x: 0, y: 0 });
              setPointer(null);
              if (template) onAct(template.build(point));
            }}
          >
            {counter}
          </Group>
        );
      })}
      {previewPlace && <PreviewShape spot={previewPlace} round={kernel.kind === 'area' || kernel.kind === 'free'} />}
      {previewPiece && <PreviewShape spot={previewPiece} round />}
      {placing && aimsOf(placing).length > 0 ? (
        <AimingLayer bounds={kernel.boundsMm()} template={placing} points={aimPoints} onPoints={onAimPoints} judge={judge} size={counterSize} />
      ) : (
        <PlacingLayer bounds={kernel.boundsMm()} placing={placing} pointer={pointer} onPointer={setPointer} judge={judge} size={counterSize} onAct={onAct} />
      )}
      {measuring && kernel.kind === 'free' && <RulerLayer kernel={kernel} size={counterSize} />}
    </>
  );

  return (
    <>
      <BoardCanvas kernel={kernel} scene={scene} scale={zoom.scale} onFitScale={zoom.setFit} onScaleChange={zoom.setScale} fitKey={zoom.fitCount} label={label} overlay={overlay} />
      {tip && tipped && <PieceTip piece={tipped} x={tip.x} y={tip.y} />}
      {chooser && (
        <PlaceChooser
          actions={chooser.actions}
          x={chooser.x}
          y={chooser.y}
          describe={(action) => judge(action).text}
          onChoose={(action) => {
            setChoosing(null);
            onAct(action);
          }}
          onClose={closeChooser}
        />
      )}
    </>
  );
}
