/**
 * The tools' state that lives outside React renders: the latest scenario, selection and options
 * (synchronised after each render), the view transform the canvas reports each frame, where the
 * pointer is, and the pointer listeners on the canvas. Pointer moves reach the controller and the
 * overlay directly, so a stroke costs no React render.
 */
import type { Cell, PointMm } from '../../../engine/board/types';
import type { RulesetData } from '../../../engine/scenario/types';
import { screenToBoard, type ViewTransform } from '../../canvas/hitTest';
import type { EditResult, Refusal } from '../edits';
import type { Selection } from '../selection';
import { ToolController } from './controller';
import { polygonHandles } from './selectTool';
import { OverlaySource } from './ToolOverlay';
import type { ToolId } from './toolSet';
import type { BoardContext, PointerInput, ToolEnv, ToolOptions } from './types';

export interface SessionInputs {
  readonly board: BoardContext | null;
  readonly ruleset: RulesetData | undefined;
  readonly selection: Selection;
  readonly options: ToolOptions;
  readonly tool: ToolId;
  readonly hidden: ReadonlySet<string>;
  readonly rooms: readonly (readonly Cell[])[] | null;
  readonly onEdit: (result: EditResult) => Refusal | null;
  readonly onSelectionChange: (selection: Selection) => void;
  readonly translate: (key: string, params?: Record<string, unknown>) => string;
  /** The name a new area of a map gets, in the user's language. */
  readonly areaName: (n: number) => string;
  /** The name a new zone gets when the palette gives none, in the user's language. */
  readonly zoneName: ToolEnv['zoneName'];
}

export interface RefusalTip {
  readonly id: number;
  readonly text: string;
  /** Where it is shown, in pixels of the canvas. */
  readonly x: number;
  readonly y: number;
  /** Shown to the left of the pointer, which is too near the right edge for the message. */
  readonly leftward: boolean;
}

/** Room a refusal needs on the right of the pointer before it goes to the left instead. */
const TIP_ROOM_PX = 360;

const NO_INPUTS: SessionInputs = {
  board: null,
  ruleset: undefined,
  selection: { items: [], cells: [] },
  options: {} as ToolOptions,
  tool: 'select',
  hidden: new Set(),
  rooms: null,
  onEdit: () => null,
  onSelectionChange: () => {},
  translate: (key) => key,
  areaName: (n) => String(n),
  zoneName: (purpose) => purpose,
};

export class ToolSession {
  private inputs: SessionInputs = NO_INPUTS;
  private view: ViewTransform = { scale: 1, x: 0, y: 0 };
  private pointerAt: PointerInput | null = null;
  private surface: HTMLElement | null = null;
  private tipSerial = 0;
  readonly overlay = new OverlaySource(() => null);
  readonly controller: ToolController;

  constructor(
    private readonly showTip: (tip: RefusalTip) => void,
    changeOptions: (change: Partial<ToolOptions>) => void,
  ) {
    this.controller = new ToolController(
      {
        edit: (result) => this.inputs.onEdit(result),
        select: (selection) => this.inputs.onSelectionChange(selection),
        options: changeOptions,
        refuse: (refusal, at) => this.refuse(refusal, at),
      },
      () => this.overlay.changed(),
    );
    this.overlay.state = (scale) => this.overlayState(scale);
  }

  /** The latest render's values; the overlay redraws with them. */
  sync(inputs: SessionInputs): void {
    this.inputs = inputs;
    this.controller.setTool(inputs.tool);
    this.overlay.changed();
  }

  get latest(): SessionInputs {
    return this.inputs;
  }

  setView(view: ViewTransform): void {
    this.view = view;
  }

  /** Where the pointer is over the canvas, in pixels; null when it is elsewhere. */
  get pointer(): PointerInput | null {
    return this.pointerAt;
  }

  /** The board point under the pointer, where a paste lands. */
  pointerOnBoard(): PointMm | null {
    return this.pointerAt ? screenToBoard(this.view, this.pointerAt) : null;
  }

  env(): ToolEnv | null {
    const now = this.inputs;
    if (!now.board) return null;
    return { ...now.board, view: this.view, selection: now.selection, options: now.options, areaName: now.areaName, zoneName: now.zoneName };
  }

  refuse(refusal: Refusal, at: { x: number; y: number } | null = this.pointerAt): void {
    const box = this.surface?.getBoundingClientRect();
    const where = at ?? (box ? { x: box.width / 2, y: box.height / 2 } : { x: 0, y: 0 });
    const leftward = !!box && where.x > box.width - TIP_ROOM_PX;
    this.showTip({ id: ++this.tipSerial, text: this.inputs.translate(refusal.key, refusal.params), x: where.x, y: where.y, leftward });
  }

  private overlayState(scale: number) {
    const now = this.inputs;
    const env = this.env();
    if (!now.board || !env) return null;
    const handles = now.tool === 'select' ? polygonHandles(env) : null;
    return {
      board: now.board,
      ruleset: now.ruleset,
      selection: now.selection,
      preview: this.controller.preview(),
      scale,
      hidden: now.hidden,
      rooms: now.rooms,
      handles: handles ? { rotate: screenToBoard(this.view, handles.rotate), resize: screenToBoard(this.view, handles.resize) } : null,
      reading: (value: number, unit: string) => now.translate('tool.ruler.reading', { distance: value, symbol: now.translate(`length.unit.${unit}`) }),
    };
  }

  /**
   * Listens to the pointer over `element` (the canvas and what is drawn over it); returns the
   * function that stops. Presses the pan handler took (middle button, Space held) are left alone.
   */
  attach(element: HTMLElement): () => void {
    this.surface = element;
    const controller = this.controller;
    const canvasBox = () => (element.querySelector('[data-testid="board-canvas"]') ?? element).getBoundingClientRect();
    const inputOf = (event: PointerEvent): PointerInput => {
      const box = canvasBox();
      return { x: event.clientX - box.left, y: event.clientY - box.top, shift: event.shiftKey, alt: event.altKey, ctrl: event.ctrlKey || event.metaKey };
    };
    let pressed: number | null = null;
    const onDown = (event: PointerEvent) => {
      if (event.defaultPrevented || event.button !== 0 || controller.tool === 'inspect') return;
      const env = this.env();
      if (!env) return;
      pressed = event.pointerId;
      try {
        element.setPointerCapture(event.pointerId);
      } catch {
        // A synthetic pointer the browser does not track draws without capture.
      }
      const input = inputOf(event);
      this.pointerAt = input;
      controller.down(env, input);
    };
    const onMove = (event: PointerEvent) => {
      const input = inputOf(event);
      this.pointerAt = input;
      if (pressed !== null && event.pointerId !== pressed) return;
      const env = this.env();
      if (env) controller.move(env, input);
    };
    const onUp = (event: PointerEvent) => {
      if (pressed === null || event.pointerId !== pressed) return;
      pressed = null;
      const env = this.env();
      if (env) controller.up(env, inputOf(event));
      else controller.cancel();
    };
    const onCancel = (event: PointerEvent) => {
      if (event.pointerId !== pressed) return;
      pressed = null;
      controller.cancel();
    };
    const onLeave = () => {
      if (pressed !== null) return;
      this.pointerAt = null;
      controller.cancel();
    };
    element.addEventListener('pointerdown', onDown);
    element.addEventListener('pointermove', onMove);
    element.addEventListener('pointerup', onUp);
    element.addEventListener('pointercancel', onCancel);
    element.addEventListener('pointerleave', onLeave);
    return () => {
      if (this.surface === element) this.surface = null;
      element.removeEventListener('pointerdown', onDown);
      element.removeEventListener('pointermove', onMove);
      element.removeEventListener('pointerup', onUp);
      element.removeEventListener('pointercancel', onCancel);
      element.removeEventListener('pointerleave', onLeave);
    };
  }
}
