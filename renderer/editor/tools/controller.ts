/**
 * Runs the current tool: pointer input in, previews and actions out. It holds the gesture under way
 * (a stroke, a drag, a marquee) and the hover preview, so the overlay can draw them without a React
 * render per pointer move; it knows nothing of React or the DOM.
 */
import type { Id } from '../../../engine/scenario/types';
import type { EditResult, Refusal } from '../edits';
import type { Selection } from '../selection';
import { areaTool } from './areaTool';
import { PolygonTool, RulerTool, zonePolygonTool } from './freeTools';
import { brushTool, eraserTool, fillTool, rectangleTool, zoneTool } from './paintTools';
import { edgeTool, tileTool, tokenTool, unitTool } from './placeTools';
import { selectTool } from './selectTool';
import type { ToolId } from './toolSet';
import { isGesture, type Gesture, type PointerInput, type Preview, type Tool, type ToolAction, type ToolEnv, type ToolOptions } from './types';

export interface ToolHandlers {
  /** Records an accepted edit as one undo step; returns the refusal when the edit was refused. */
  edit(result: EditResult): Refusal | null;
  select(selection: Selection): void;
  options(change: Partial<ToolOptions>): void;
  refuse(refusal: Refusal, at: PointerInput): void;
}

/** Carries out what a tool asked for: the edit first, then what follows from it being accepted. */
export function applyAction(action: ToolAction, handlers: ToolHandlers, at: PointerInput): void {
  if (action.refusal) {
    handlers.refuse(action.refusal, at);
    return;
  }
  if (action.edit) {
    const refused = handlers.edit(action.edit);
    if (refused) {
      handlers.refuse(refused, at);
      return;
    }
    const created: readonly (Id | undefined)[] = action.created ?? [action.edit.ok ? action.edit.created : undefined];
    if (action.options) handlers.options(action.options(created[0]));
    if (action.select) handlers.select(action.select(created));
    else if (action.selection) handlers.select(action.selection);
    return;
  }
  if (action.selection) handlers.select(action.selection);
}

type ActiveTool = Exclude<ToolId, 'inspect'>;

/** The zone tool: cells painted on a cell board, a polygon drawn on a free table. */
function zoneTools(): Tool {
  const polygon = zonePolygonTool();
  const pick = (env: ToolEnv): Tool => (env.kernel.kind === 'free' ? polygon : zoneTool);
  return {
    hover: (env, input) => pick(env).hover?.(env, input) ?? null,
    down: (env, input) => pick(env).down(env, input),
    key: (env, key) => pick(env).key?.(env, key),
  };
}

function createTools(): Record<ActiveTool, Tool> {
  return {
    select: selectTool,
    brush: brushTool,
    rectangle: rectangleTool,
    fill: fillTool,
    eraser: eraserTool,
    edge: edgeTool,
    token: tokenTool,
    unit: unitTool,
    zone: zoneTools(),
    tile: tileTool,
    polygon: new PolygonTool(),
    ruler: new RulerTool(),
    area: areaTool,
  };
}

export class ToolController {
  private tools = createTools();
  private current: ToolId = 'select';
  private gesture: Gesture | null = null;
  private hovered: Preview | null = null;

  constructor(
    private readonly handlers: ToolHandlers,
    /** Called whenever the preview changes: the overlay redraws. */
    private readonly changed: () => void,
  ) {}

  get tool(): ToolId {
    return this.current;
  }

  setTool(tool: ToolId): void {
    if (tool === this.current) return;
    this.gesture = null;
    this.hovered = null;
    // A half-drawn polygon or an old measure belongs to the tool left.
    this.tools = createTools();
    this.current = tool;
    this.changed();
  }

  private active(): Tool | null {
    return this.current === 'inspect' ? null : this.tools[this.current];
  }

  get busy(): boolean {
    return this.gesture !== null;
  }

  preview(): Preview | null {
    return this.gesture ? this.gesture.preview() : this.hovered;
  }

  down(env: ToolEnv, input: PointerInput): void {
    const tool = this.active();
    if (!tool) return;
    const result = tool.down(env, input);
    if (isGesture(result)) {
      this.gesture = result;
      this.hovered = null;
    } else if (result) {
      applyAction(result, this.handlers, input);
    }
    this.changed();
  }

  move(env: ToolEnv, input: PointerInput): void {
    const tool = this.active();
    if (!tool) return;
    if (this.gesture) this.gesture.move(env, input);
    else if (tool.hover) this.hovered = tool.hover(env, input);
    else return;
    this.changed();
  }

  up(env: ToolEnv, input: PointerInput): void {
    const gesture = this.gesture;
    if (!gesture) return;
    gesture.move(env, input);
    this.gesture = null;
    const action = gesture.end(env, input);
    if (action) applyAction(action, this.handlers, input);
    // The pointer is still over the board: its hover preview comes back at once.
    this.hovered = this.active()?.hover?.(env, input) ?? null;
    this.changed();
  }

  /** The pointer left or was taken away: the gesture under way is dropped, nothing is edited. */
  cancel(): void {
    if (!this.gesture && !this.hovered) return;
    this.gesture = null;
    this.hovered = null;
    this.changed();
  }

  /** Gives a key to the tool (Enter closes a polygon); false when the tool has no use for it. */
  key(env: ToolEnv, key: string, at: PointerInput): boolean {
    const tool = this.active();
    const action = tool?.key?.(env, key);
    if (action === undefined) return false;
    if (action) applyAction(action, this.handlers, at);
    // What was shown under the pointer belonged to what the key dropped or finished (a polygon's corners): the next move redraws it.
    this.hovered = null;
    this.changed();
    return true;
  }
}
