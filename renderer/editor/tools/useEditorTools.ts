/**
 * The editing tools wired into the workspace: the current tool and its palette choices, the pointer
 * and keyboard input over the canvas, the overlay, refusals shown at the cursor, and the selection
 * commands (delete, rotate, flip, copy, cut, paste, select all). Edits go out through `onEdit`,
 * which records each as one undo step.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardKernel } from '../../../engine/board/types';
import { languageOf, type MessageParams } from '../../../engine/i18n';
import type { PrintSource } from '../../../engine/print';
import { localized } from '../../../engine/scenario';
import type { Scenario, ZonePurpose } from '../../../engine/scenario/types';
import { layoutPieces } from '../../canvas/hitTest';
import { rulesetOf, type EditResult, type Refusal } from '../edits';
import { areaNaming } from '../../document/newScenario';
import { refusalWords } from '../edits/refusalWords';
import type { Selection } from '../selection';
import { derivedRooms, hiddenPieces } from './boardFacts';
import { clipboard } from './clipboard';
import { itemsInRect } from './itemShapes';
import { keyCommand, type KeyCommand } from './keys';
import { copyItems, deleteItems, flipTiles, moveItems, nudgeDelta, pasteItems, rotateItems } from './selectionEdits';
import { resolveOptions } from './targets';
import { ToolSession, type RefusalTip } from './toolSession';
import { availableTools, type ToolId } from './toolSet';
import { DEFAULT_OPTIONS, type BoardContext, type ToolOptions } from './types';
import { takesTyping } from '../../components/typing';

export type { RefusalTip } from './toolSession';

export interface EditorToolsInput {
  /** The scenario being edited; null while it does not pass the schema (the tools wait). */
  readonly scenario: Scenario | null;
  readonly source: PrintSource | null;
  readonly kernel: BoardKernel | null;
  readonly selection: Selection;
  readonly onSelectionChange: (selection: Selection) => void;
  /** Records an accepted edit as one undo step; returns the refusal of a refused one. */
  readonly onEdit: (result: EditResult) => Refusal | null;
  /** Tools shown but not usable now (the inspect tool of a game whose rules are not in the engine). */
  readonly unavailable?: readonly ToolId[];
}

/** How long a refusal stays at the cursor. */
const TIP_MS = 3500;

const NO_SELECTION: Selection = { items: [], cells: [] };


/** Where the arrows already mean something (a menu, a list, a set of tabs): they do not move the selection there. */
const ownsArrows = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.closest('[role="menu"], [role="menubar"], [role="listbox"], [role="grid"], [role="tablist"], [role="radiogroup"], [role="tree"], ul, ol') !== null;

const NONE: readonly ToolId[] = [];

export function useEditorTools({ scenario, source, kernel, selection, onSelectionChange, onEdit, unavailable = NONE }: EditorToolsInput) {
  const { t, i18n } = useTranslation();
  const [chosenTool, setChosenTool] = useState<ToolId>('select');
  const [options, setOptionsState] = useState<ToolOptions>(DEFAULT_OPTIONS);
  const [tip, setTip] = useState<RefusalTip | null>(null);
  const setOptions = useCallback((change: Partial<ToolOptions>) => setOptionsState((current) => ({ ...current, ...change })), []);
  const [session] = useState(() => new ToolSession(setTip, (change) => setOptionsState((current) => ({ ...current, ...change }))));

  const pieces = useMemo(() => (source ? layoutPieces(source) : []), [source]);
  const ruleset = scenario ? rulesetOf(scenario) : undefined;
  const boardKind = kernel?.kind ?? null;
  const tools = useMemo(() => (boardKind ? availableTools(boardKind, ruleset) : []), [boardKind, ruleset]);
  // A tool this board has no use for (after opening another kind of board) gives way to selection.
  const usable = useCallback((id: ToolId) => tools.some((spec) => spec.id === id) && !unavailable.includes(id), [tools, unavailable]);
  const tool: ToolId = usable(chosenTool) ? chosenTool : 'select';
  const resolved = useMemo(() => (scenario ? resolveOptions(options, scenario) : options), [options, scenario]);
  const board = useMemo<BoardContext | null>(() => (scenario && kernel && source ? { scenario, kernel, pieces } : null), [scenario, kernel, source, pieces]);
  const hidden = useMemo(() => (source ? hiddenPieces(source) : new Set<string>()), [source]);
  // Rooms cost a flood fill of the whole board: found only while zones are painted.
  const rooms = useMemo(() => (source && tool === 'zone' ? derivedRooms(source) : null), [source, tool]);

  // A refusal at the cursor names what it is about as the designer knows it.
  const translate = useCallback((key: string, params?: Record<string, unknown>) => t(key, refusalWords({ key, params: (params ?? {}) as MessageParams }, scenario, languageOf(i18n.language))), [t, i18n.language, scenario]);
  const areaName = useMemo(() => areaNaming(ruleset, languageOf(i18n.language), (number) => t('newScenario.names.area', { number })), [ruleset, i18n.language, t]);
  // A new zone is named by its role, and its side or its number: never left to show its id.
  const zoneName = useCallback(
    (purpose: ZonePurpose, side: string | null) => {
      const role = t(`tool.zone.purpose.${purpose}`);
      const owner = side === null ? undefined : scenario?.sides.find((candidate) => candidate.id === side);
      if (owner) return t('tool.zone.defaultSideName', { purpose: role, side: localized(owner.name, languageOf(i18n.language)) });
      return t('tool.zone.defaultName', { purpose: role, number: (scenario?.board.zones ?? []).filter((zone) => zone.purpose === purpose).length + 1 });
    },
    [t, scenario, i18n.language],
  );
  useLayoutEffect(() => {
    session.sync({ board, ruleset, selection, options: resolved, tool, hidden, rooms, onEdit, onSelectionChange, translate, areaName, zoneName });
  }, [session, board, ruleset, selection, resolved, tool, hidden, rooms, onEdit, onSelectionChange, translate, areaName, zoneName]);

  /** Records an edit made from the palette or the keyboard; a refusal shows by the pointer (or mid-canvas). */
  const commit = useCallback(
    (result: EditResult, after?: () => void) => {
      const refused = session.latest.onEdit(result);
      if (refused) session.refuse(refused);
      else after?.();
    },
    [session],
  );

  const run = useCallback(
    (command: KeyCommand): boolean => {
      const now = session.latest;
      const env = session.env();
      const at = session.pointer ?? { x: 0, y: 0, shift: false, alt: false, ctrl: false };
      switch (command.kind) {
        case 'tool':
          if (!usable(command.tool)) return false;
          setChosenTool(command.tool);
          return true;
        case 'escape':
          if (env && session.controller.key(env, 'Escape', at)) return true;
          if (session.controller.busy) session.controller.cancel();
          else now.onSelectionChange(NO_SELECTION);
          return true;
        case 'enter':
          return !!env && session.controller.key(env, 'Enter', at);
        case 'rotateGhost': {
          const step = boardKind === 'hex' ? 180 : 90;
          setOptionsState((current) => ({ ...current, tileRotation: ((current.tileRotation + step) % 360) as ToolOptions['tileRotation'] }));
          return true;
        }
        default:
          break;
      }
      const context = now.board;
      if (!context) return false;
      const items = now.selection.items;
      switch (command.kind) {
        case 'delete':
          if (items.length === 0) return false;
          commit(deleteItems(context, items), () => now.onSelectionChange(NO_SELECTION));
          return true;
        case 'rotate':
          commit(rotateItems(context, items, command.degrees));
          return true;
        case 'nudge': {
          const delta = nudgeDelta(context, command.dx, command.dy, items[0]);
          if (!delta) return false;
          commit(moveItems(context, items, delta));
          return true;
        }
        case 'copy':
        case 'cut': {
          const copied = copyItems(context, items);
          if (!copied) {
            // Said rather than silent: a unit set to deploy in a zone, a zone, stand nowhere to copy from.
            if (items.length > 0) session.refuse({ key: 'tool.copy.nothing', params: {} });
            return items.length > 0;
          }
          clipboard.set(copied);
          if (command.kind === 'cut') commit(deleteItems(context, items), () => now.onSelectionChange(NO_SELECTION));
          return true;
        }
        case 'paste': {
          const copied = clipboard.get();
          if (!copied) return false;
          const pasted = pasteItems(context, copied, session.pointerOnBoard());
          commit(pasted.result, () => now.onSelectionChange(pasted.selection));
          return true;
        }
        case 'selectAll':
          now.onSelectionChange({ items: itemsInRect(context, { x: -1e9, y: -1e9, width: 2e9, height: 2e9 }), cells: [] });
          return true;
      }
      return false;
    },
    [boardKind, commit, session, usable],
  );

  // The editor's keys, unless typing in a field or a dialog is open.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || takesTyping(event.target) || document.querySelector('dialog[open], [role="dialog"]')) return;
      const now = session.latest;
      const command = keyCommand(event, { tool: now.tool, tools, selected: now.selection.items.length > 0 });
      if (command?.kind === 'nudge' && ownsArrows(event.target)) return;
      if (command && run(command)) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [run, session, tools]);

  // A refusal fades after a while.
  useEffect(() => {
    if (!tip) return;
    const timer = setTimeout(() => setTip((current) => (current?.id === tip.id ? null : current)), TIP_MS);
    return () => clearTimeout(timer);
  }, [tip]);

  /** The element the pointer is followed over: the canvas and what is drawn on it (a callback ref). */
  const surface = useCallback((element: HTMLDivElement | null) => (element ? session.attach(element) : undefined), [session]);
  const onViewChange = useCallback((view: Parameters<ToolSession['setView']>[0]) => session.setView(view), [session]);
  const flip = useCallback(() => {
    const now = session.latest;
    if (now.board) commit(flipTiles(now.board, now.selection.items));
  }, [commit, session]);

  return {
    tool,
    setTool: setChosenTool,
    tools,
    options: resolved,
    setOptions,
    board,
    ruleset,
    surface,
    overlay: session.overlay,
    onViewChange,
    tip,
    commit,
    run,
    flip,
  };
}

export type EditorTools = ReturnType<typeof useEditorTools>;

/** The Edit menu's commands on the board's selection, run by the tools of the open document. */
export interface EditorCommands {
  run(command: 'edit.cut' | 'edit.copy' | 'edit.paste' | 'edit.delete' | 'edit.selectAll'): boolean;
}

const MENU_TO_KEY = { 'edit.cut': 'cut', 'edit.copy': 'copy', 'edit.paste': 'paste', 'edit.delete': 'delete', 'edit.selectAll': 'selectAll' } as const;

/** The tools' commands as the Edit menu runs them. */
export function editorCommandsOf(run: EditorTools['run']): EditorCommands {
  return { run: (command) => run({ kind: MENU_TO_KEY[command] }) };
}
