import { Activity, useCallback, useEffect, useEffectEvent, useMemo, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutosaveEntry } from '../engine/app/bridge';
import { commandForKey, type CommandId } from '../engine/app/commands';
import type { Preferences } from '../engine/app/preferences';
import { languageOf, type Language } from '../engine/i18n';
import type { Problem } from '../engine/scenario';
import { applyViewCommand, isViewCommandOn, viewOptionsOf, type ViewOptions } from './canvas/viewOptions';
import { AboutDialog } from './components/AboutDialog';
import { GuideDialog } from './components/GuideDialog';
import { SaveChangesDialog, type SaveChoice } from './components/SaveChangesDialog';
import { ShortcutsDialog } from './components/ShortcutsDialog';
import type { EditorCommands } from './editor/tools/useEditorTools';
import { hasClipboard } from './editor/tools/clipboard';
import { ErrorBoundary } from './components/ErrorBoundary';
import { MenuBar } from './components/MenuBar';
import { Notices } from './components/Notices';
import { withNotice, withoutDocument, type Notice } from './components/notices';
import { PreferencesDialog } from './components/PreferencesDialog';
import { RecoveryDialog } from './components/RecoveryDialog';
import { StartPage } from './components/StartPage';
import { UnreadableDocument } from './components/UnreadableDocument';
import { Workspace } from './components/Workspace';
import { canRedo, canUndo, isDirty, markSaved, redo, undo } from './document/history';
import { commitEdit, type EditResult, type Refusal } from './editor/edits';
import { NewScenarioDialog } from './components/NewScenarioDialog';
import { openDocument, scenarioTitle, serialiseScenario, suggestedFileName, type OpenDocument } from './document/openDocument';
import { readScenario, type ReadResult } from './document/readScenario';
import { checkAhead, checkScenario } from './document/boardScene';
import { hasWalls } from './document/board';
import { useSettled } from './document/useSettled';
import { useAutosave } from './document/useAutosave';
import { PrintDialog } from './print/PrintDialog';
import { PlaytestView } from './playtest/PlaytestView';
import { otherScenario } from './report/otherScenario';
import { useBoardZoom, ZOOM_COMMANDS } from './canvas/useBoardZoom';
import { recordOf, type Playtest } from './playtest/match';
import { notPlayableReason, openSavedGame, playingOf, type PlayingGame } from './playtest/playing';
import { BalanceView } from './report/BalanceView';
import { loadInputOf, savedSnapshot } from './document/inputs';
import { hasErrors, meantAsVariant, problemInWords } from '../engine/scenario';
import type { ScenarioInput } from '../engine/rules';
import type { VariantNaming } from '../engine/scenario';
import type { RulesetData, Scenario } from '../engine/scenario/types';
import type { Host, HostFailure } from './host/Host';
import { refusalWords } from './editor/edits/refusalWords';
import { languageFor } from './i18n';
import { fetchSample, type SampleEntry } from './samples';
import { pickedName, ScenarioArt, useScenarioArt, type ArtTarget } from './document/scenarioArt';
import { readArt } from '../engine/print/art';
import { SaveVariantDialog } from './components/SaveVariantDialog';
import { useCatalog } from './document/rulesetCatalog';
import { useVariants } from './document/useVariants';
import { playOnRuleset, setBackgroundImage, setKindArt } from './editor/edits';
import { takesTyping } from './components/typing';

/** The ruleset a document names, as far as it names one. */
const rulesetOf = (scenario: Readonly<Record<string, unknown>>): string => {
  const ruleset = scenario.ruleset as { id?: unknown } | undefined;
  return typeof ruleset?.id === 'string' ? ruleset.id : '';
};

/** What Edit › Cut, Copy, Paste, Delete and Select All do in a text field. */
const EDIT_IN_FIELD = { 'edit.cut': 'cut', 'edit.copy': 'copy', 'edit.paste': 'paste', 'edit.delete': 'delete', 'edit.selectAll': 'selectAll' } as const;

/** The commands that act on the editor and its board: greyed out while a playtest or a report hides it. */
// Zooming serves the playtest's board too; the other View commands are the editor's.
const isEditorCommand = (command: CommandId) => (command.startsWith('view.') && !ZOOM_COMMANDS.includes(command)) || command.startsWith('play.') || (command.startsWith('edit.') && command !== 'edit.preferences');


const NO_IMAGES: ReadonlyMap<string, Uint8Array> = new Map();

interface Props {
  readonly host: Host;
  readonly initialPreferences: Preferences;
}

export function App({ host, initialPreferences }: Props) {
  const { t, i18n } = useTranslation();
  const [preferences, setPreferences] = useState(initialPreferences);
  const language = languageFor(preferences.language, navigator.languages);
  const [doc, setDoc] = useState<OpenDocument | null>(null);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const [printOpen, setPrintOpen] = useState(false);
  // The document open, for what is raised or begun while it is (a notice, a game).
  const openId = useRef<number | null>(null);
  // The game in the playtest, over the document shown when it began (null: over the start page).
  const [play, setPlay] = useState<{ readonly game: PlayingGame; readonly documentId: number | null } | null>(null);
  const playing = play?.game ?? null;
  const setPlaying = useCallback((game: PlayingGame | null) => setPlay(game ? { game, documentId: openId.current } : null), []);
  // The balance report of the open document: it waits, hidden, while one of its games is in the playtest.
  const [report, setReport] = useState<{ readonly documentId: number; readonly input: ScenarioInput } | null>(null);
  const present = doc?.history.present;
  // Images picked in the browser for the open document, by file name (the desktop app reads them from the scenario's folder).
  const [picked, setPicked] = useState<{ readonly document: number | null; readonly images: ReadonlyMap<string, Uint8Array> }>({ document: null, images: new Map() });
  const pickedImages = useMemo(() => (picked.document === (doc?.id ?? null) ? picked.images : NO_IMAGES), [picked, doc?.id]);
  const pickFor = useCallback((document: number | null, read: readonly (readonly [string, Uint8Array])[]) => setPicked((current) => ({ document, images: new Map([...(current.document === document ? current.images : []), ...read]) })), []);
  const readAsset = useCallback((token: string, reference: string) => host.readAsset(token, reference), [host]);
  const art = useScenarioArt(present, doc?.ref?.token || null, readAsset, pickedImages);
  const addImages = useCallback(
    (files: readonly File[]) => {
      const document = doc?.id ?? null;
      void Promise.all(files.map(async (file) => [file.name, new Uint8Array(await file.arrayBuffer())] as const)).then((read) => pickFor(document, read));
    },
    [doc?.id, pickFor],
  );
  // The installed rulesets: a variant installed (or saved) while a scenario is open checks it again.
  const catalog = useCatalog();
  // Validation reads the whole file: it follows an edit once the frame showing it is drawn, while the
  // board is drawn at once from the edited document (checkAhead); the problems follow a frame later.
  const validated = useSettled(present);
  const lastChecked = useMemo(() => (validated ? checkScenario(validated, language, catalog, art) : null), [validated, language, catalog, art]);
  const checked = useMemo(() => {
    if (!present) return null;
    if (present === validated && lastChecked) return lastChecked;
    return (lastChecked && validated && checkAhead(lastChecked, validated, present, language, art)) ?? checkScenario(present, language, catalog, art);
  }, [present, validated, lastChecked, language, catalog, art]);
  const [variantOpen, setVariantOpen] = useState(false);
  const [recoverable, setRecoverable] = useState<readonly AutosaveEntry[]>([]);
  // The editor's zoom and the playtest's, each where its person left it; the View menu drives the one shown.
  const editorZoom = useBoardZoom();
  const playZoom = useBoardZoom();
  const resetEditorZoom = editorZoom.setScale;
  const [notices, setNotices] = useState<readonly Notice[]>([]);
  const [aboutOpen, setAboutOpen] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [guideOpen, setGuideOpen] = useState(false);
  // The editing tools of the open document, for Edit › Cut, Copy, Paste, Delete and Select All.
  const editor = useRef<EditorCommands | null>(null);
  const [selected, setSelected] = useState(0);
  // A file opened that cannot be edited: its page says what it is, in place of the editor.
  const [unreadable, setUnreadable] = useState<{ readonly name: string; readonly identity: NonNullable<Extract<ReadResult, { ok: false }>['identity']> } | null>(null);
  const [newOpen, setNewOpen] = useState(false);

  // A notice raised while a document is open is about it, and goes when it closes.
  useEffect(() => {
    openId.current = doc?.id ?? null;
  }, [doc?.id]);
  const notify = useCallback((text: string, tone: Notice['tone']) => {
    setNotices((current) => withNotice(current, { id: Date.now() + Math.random(), text, tone, documentId: openId.current }));
  }, []);
  const dismissNotice = useCallback((id: number) => setNotices((current) => current.filter((notice) => notice.id !== id)), []);
  const shownId = doc?.id ?? null;
  const [noticesOf, setNoticesOf] = useState<number | null>(shownId);
  if (noticesOf !== shownId) {
    setNoticesOf(shownId);
    if (noticesOf !== null) setNotices((current) => withoutDocument(current, noticesOf));
  }
  // A report is of the document it was made from: closing it, or opening or creating another, ends the report.
  if (report && report.documentId !== shownId) setReport(null);
  // So is a game: a playtest ends with the document it was begun over.
  if (play && play.documentId !== shownId) setPlay(null);
  // The editor is off screen while a playtest or a report is shown: its commands wait for it.
  const editorHidden = !!playing || !!report;
  // In a playtest, Edit › Undo (Ctrl+Z) takes back the person's last action, as the panel's Undo does.
  const playtestUndo = useRef<(() => void) | null>(null);
  const [canUndoPlay, setCanUndoPlay] = useState(false);
  const onPlaytestUndo = useCallback((undo: (() => void) | null) => {
    playtestUndo.current = undo;
    setCanUndoPlay(undo !== null);
  }, []);
  const describeProblem = useCallback(
    (problem: Problem | undefined) => (problem ? t(problem.key, problem.params) : ''),
    [t],
  );
  const notifyFailure = useCallback((failure: HostFailure) => notify(t(failure.key, failure.params), 'error'), [notify, t]);
  const variants = useVariants(host, language, notify, notifyFailure, t);
  const [recentFiles, setRecentFiles] = useState<readonly { readonly id: string; readonly name: string }[]>([]);
  const refreshRecent = useCallback(() => {
    void host.recent?.list().then(setRecentFiles);
  }, [host]);
  useEffect(refreshRecent, [refreshRecent]);

  // Unsaved work about to be closed or replaced: Save, Don't Save or Cancel; true when it may go.
  const [askSave, setAskSave] = useState<{ readonly name: string; readonly answer: (choice: SaveChoice) => void } | null>(null);
  const askToSave = useCallback((name: string) => new Promise<SaveChoice>((answer) => setAskSave({ name, answer })), []);

  const show = useCallback((next: OpenDocument) => {
    setDoc(next);
    setUnreadable(null);
    resetEditorZoom(null);
  }, [resetEditorZoom]);

  // A saved game opens in the playtest, at its last step; a game that no longer replays whole opens where it stops.
  const openGame = useCallback(
    (bytes: Uint8Array, name: string) => {
      const opened = openSavedGame(bytes, name, language);
      if (opened.problem) notify(t(opened.problem.key, opened.problem.params), 'error');
      if (opened.notice) notify(t(opened.notice.key, opened.notice.params), 'info');
      if (opened.game) setPlaying(opened.game);
    },
    [language, notify, setPlaying, t],
  );

  const openBytes = useCallback(
    (bytes: Uint8Array, name: string, ref: OpenDocument['ref']) => {
      if (name.endsWith('.game.json')) return openGame(bytes, name);
      // A variant (under any name) is installed or refused with its problems; a game's own data says it is a ruleset.
      if (meantAsVariant(bytes, name)) return void variants.importVariant(bytes, name);
      const read = readScenario(bytes, name);
      // A saved game under another name (a browser's "game (1).json") is still a game.
      if (read.identity?.kind === 'other' && read.identity.what === 'gameRecord') return openGame(bytes, name);
      if (read.ok) show(openDocument(name, ref, read.scenario, true));
      else if (read.identity) {
        setDoc(null);
        setUnreadable({ name, identity: read.identity });
      } else notify(t('document.invalid', { file: name, reason: describeProblem(read.problems[0]) }), 'error');
    },
    [describeProblem, notify, openGame, show, t, variants],
  );

  const save = useCallback(
    async (as: boolean): Promise<boolean> => {
      if (!doc) return false;
      const text = serialiseScenario(doc.history.present);
      const result =
        doc.ref && !as
          ? await host.saveDocument(doc.ref.token, text)
          : await host.saveDocumentAs(doc.ref?.name ?? suggestedFileName(doc.history.present, t('document.untitled')), text);
      if (!result.ok) {
        notifyFailure(result.error);
        return false;
      }
      if (!result.value) return false;
      const ref = result.value;
      // The history saved is the one that was serialised, even if edits arrived meanwhile.
      setDoc((current) => (current && current.id === doc.id ? { ...current, name: ref.name, ref, history: current.history === doc.history ? markSaved(current.history) : current.history } : current));
      notify(t('document.saved', { name: ref.name }), 'info');
      refreshRecent();
      return true;
    },
    [doc, host, notify, notifyFailure, refreshRecent, t],
  );

  const mayDiscard = useCallback(async (): Promise<boolean> => {
    if (!doc || !isDirty(doc.history)) return true;
    const choice = await askToSave(scenarioTitle(doc.history.present, language) ?? doc.name);
    return choice === 'discard' || (choice === 'save' && (await save(false)));
  }, [askToSave, doc, language, save]);

  const startPlaytest = useCallback(() => {
    if (!checked) return;
    if (hasErrors(checked.problems) || !checked.source) {
      const errors = checked.problems.filter((problem) => problem.severity === 'error');
      const listed = errors.slice(0, 5).map((problem) => `• ${problemInWords(problem, present, checked.source?.ruleset, language)}`);
      notify([t('playtest.refused', { count: errors.length }), ...listed].join('\n'), 'error');
      return;
    }
    const { scenario, ruleset } = checked.source;
    const game = playingOf({ scenario, ruleset });
    const reason = notPlayableReason(scenario.ruleset.id, language);
    if (!game) return notify(reason ? t(reason.key, reason.params) : '', 'error');
    setPlaying(game);
  }, [checked, language, notify, present, setPlaying, t]);

  const openGameFile = useCallback(() => {
    void host.openDocument().then((result) => {
      if (!result.ok) notifyFailure(result.error);
      else if (result.value) openGame(result.value.bytes, result.value.name);
    });
  }, [host, notifyFailure, openGame]);

  /** Another scenario to compare with: chosen in a dialog, valid, of the same game and sides. */
  const chooseOtherScenario = useCallback(async () => {
    const result = await host.openDocument();
    if (!result.ok) {
      notifyFailure(result.error);
      return null;
    }
    if (!result.value) return null;
    const input = report?.input;
    if (!input) return null;
    const other = otherScenario(readScenario(result.value.bytes, result.value.name), input, t, language);
    if (!other.ok) {
      notify(t('report.otherUnfit', { file: result.value.name, reason: other.reason }), 'error');
      return null;
    }
    return { input: other.input, name: result.value.name };
  }, [report, host, notify, notifyFailure, t, language]);

  const exportBytes = useCallback(
    (name: string, bytes: Uint8Array) => {
      void host.exportFile(name, bytes).then((result) => {
        if (!result.ok) notifyFailure(result.error);
        else if (result.value) notify(t('report.exported', { name: result.value.name }), 'info');
      });
    },
    [host, notify, notifyFailure, t],
  );

  /** Saves the game as a record; true once it is written (not when the person cancelled or it failed). */
  const saveGame = useCallback(
    (playtest: Playtest): Promise<boolean> => {
      const text = `${JSON.stringify(recordOf(playtest), null, 2)}\n`;
      const base = suggestedFileName(playtest.input.scenario as unknown as Record<string, unknown>, t('document.untitled')).replace(/\.scenario\.json$/, '');
      return host.saveDocumentAs(`${base}.game.json`, text).then((result) => {
        if (!result.ok) notifyFailure(result.error);
        else if (result.value) notify(t('playtest.gameSaved', { name: result.value.name }), 'info');
        return result.ok && !!result.value;
      });
    },
    [host, notify, notifyFailure, t],
  );

  const viewOptions = viewOptionsOf(preferences);
  const changeViewOptions = useCallback(
    (next: ViewOptions) => {
      const updated = { ...preferences, view: next };
      setPreferences(updated);
      void host.setPreferences(updated).then((result) => !result.ok && notifyFailure(result.error));
    },
    [host, notifyFailure, preferences],
  );

  // Every editing tool commits here: an accepted edit is one undo step, a refused one changes nothing.
  const applyEdit = useCallback((result: EditResult): Refusal | null => {
    if (!result.ok) return result.refusal;
    setDoc((current) => (current ? { ...current, history: commitEdit(current.history, result).history } : current));
    return null;
  }, []);

  // An image chosen for a tile face, a kind or the board: read through the host, checked, attached as one undo step.
  const latest = useRef(doc);
  useEffect(() => {
    latest.current = doc;
  }, [doc]);
  const chooseArt = useCallback(
    (target: ArtTarget) => {
      const opened = latest.current;
      if (!opened) return;
      const token = opened.ref?.token ?? '';
      if (host.kind === 'electron' && !token) return notify(t('art.saveFirst'), 'error');
      void host.chooseAsset(token).then((result) => {
        if (!result.ok) return notifyFailure(result.error);
        if (!result.value) return;
        const { reference, bytes } = result.value;
        const image = readArt(bytes);
        if ('failure' in image) return notify(t(`problem.art.${image.failure}`, { path: reference, reason: '' }), 'error');
        const current = latest.current;
        if (!current || current.id !== opened.id) return;
        if (host.kind === 'browser') pickFor(current.id, [[pickedName(reference), bytes]]);
        const scenario = current.history.present as unknown as Scenario;
        const refusal = applyEdit(target.kind === 'background' ? setBackgroundImage(scenario, { reference }) : setKindArt(scenario, { kind: target.kind, key: target.key, reference }));
        if (refusal) notify(t(refusal.key, refusalWords(refusal, scenario, languageOf(i18n.language))), 'error');
        else notify(t('art.attached', { path: reference }), 'info');
      });
    },
    [applyEdit, host, notify, notifyFailure, pickFor, t, i18n.language],
  );
  const artActions = useMemo(() => ({ addImages, choose: chooseArt, book: art.book, problems: art.problems }), [addImages, chooseArt, art]);

  const run = useCallback(
    (command: CommandId) => {
      switch (command) {
        case 'file.new':
          void mayDiscard().then((ok) => ok && setNewOpen(true));
          return;
        case 'file.open':
          void mayDiscard().then(async (ok) => {
            if (!ok) return;
            const result = await host.openDocument();
            if (!result.ok) notifyFailure(result.error);
            else if (result.value) openBytes(result.value.bytes, result.value.name, { token: result.value.token, name: result.value.name });
            refreshRecent();
          });
          return;
        case 'file.save':
        case 'file.saveAs':
          void save(command === 'file.saveAs');
          return;
        case 'file.print':
          setPrintOpen(true);
          return;
        case 'file.close':
          void mayDiscard().then((ok) => {
            if (!ok) return;
            setDoc(null);
            setUnreadable(null);
          });
          return;
        case 'edit.undo':
          if (playing) playtestUndo.current?.();
          else setDoc((current) => (current ? { ...current, history: undo(current.history) } : current));
          return;
        case 'edit.redo':
          setDoc((current) => (current ? { ...current, history: redo(current.history) } : current));
          return;
        case 'view.zoomIn':
        case 'view.zoomOut':
        case 'view.zoomReset':
        case 'view.fit':
          (playing ? playZoom : editorZoom).command(command);
          return;
        case 'edit.preferences':
          setPreferencesOpen(true);
          return;
        case 'play.playtest':
          startPlaytest();
          return;
        case 'edit.cut':
        case 'edit.copy':
        case 'edit.paste':
        case 'edit.delete':
        case 'edit.selectAll':
          // A text field with the focus (the native menu leaves it there) cuts, copies and pastes its own text.
          if (takesTyping(document.activeElement)) document.execCommand(EDIT_IN_FIELD[command]);
          else editor.current?.run(command);
          return;
        case 'help.shortcuts':
          setShortcutsOpen(true);
          return;
        case 'help.guide':
          setGuideOpen(true);
          return;
        case 'play.balance':
          if (doc && checked?.source && !hasErrors(checked.problems)) setReport({ documentId: doc.id, input: { scenario: checked.source.scenario, ruleset: checked.source.ruleset } });
          else startPlaytest();
          return;
        case 'help.about':
          setAboutOpen(true);
          return;
        default: {
          const options = applyViewCommand(viewOptions, command);
          if (options) changeViewOptions(options);
        }
      }
    },
    [changeViewOptions, checked, doc, editorZoom, playZoom, host, mayDiscard, notifyFailure, openBytes, playing, refreshRecent, save, startPlaytest, viewOptions],
  );

  const isEnabled = useCallback(
    (command: CommandId) => {
      if (playing && command === 'edit.undo') return canUndoPlay;
      if (editorHidden && isEditorCommand(command)) return false;
      if (command === 'edit.undo') return !!doc && canUndo(doc.history);
      if (command === 'edit.redo') return !!doc && canRedo(doc.history);
      if (command === 'file.print') return !!checked?.source && !playing;
      if (command === 'play.playtest' || command === 'play.balance') return !!checked && !!present && !notPlayableReason(rulesetOf(present), language);
      if (command === 'file.close') return !!doc || !!unreadable;
      if (command === 'edit.cut' || command === 'edit.copy' || command === 'edit.delete') return !!doc && selected > 0;
      if (command === 'edit.paste') return !!doc && hasClipboard();
      if (command === 'edit.selectAll') return !!doc;
      if (ZOOM_COMMANDS.includes(command)) return playing ? true : !!doc && !editorHidden;
      // No walls to show or hide where the game has none.
      if (command === 'view.layer.edges') return !!doc && hasWalls(checked?.source);
      if (command.startsWith('view.') || command === 'file.save' || command === 'file.saveAs') return !!doc;
      return true;
    },
    [doc, checked, playing, canUndoPlay, editorHidden, present, language, unreadable, selected],
  );

  // A command greyed out for a reason the user should know says it in its tooltip.
  const disabledReason = useCallback(
    (command: CommandId) => {
      if (playing && command === 'edit.undo') return null;
      if (editorHidden && (isEditorCommand(command) || (!playing && ZOOM_COMMANDS.includes(command))) && doc) return t('playtest.editorOnly');
      if ((command !== 'play.playtest' && command !== 'play.balance') || !present) return null;
      const reason = notPlayableReason(rulesetOf(present), language);
      return reason ? t(reason.key, reason.params) : null;
    },
    [editorHidden, playing, doc, present, language, t],
  );

  // Native menus and shortcuts see the latest state without rebinding their listeners. While a
  // dialog waits for an answer they wait too: a second dialog over the first would leave both open.
  const runIfEnabled = useEffectEvent((command: CommandId) => {
    if (isEnabled(command) && !document.querySelector('dialog[open]')) run(command);
  });
  useEffect(() => host.onMenuCommand((command) => runIfEnabled(command)), [host]);
  useEffect(() => {
    if (host.hasNativeMenu) return;
    const onKey = (event: KeyboardEvent) => {
      const command = commandForKey(event);
      if (!command || (takesTyping(event.target) && command.startsWith('edit.'))) return;
      event.preventDefault();
      runIfEnabled(command);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [host]);
  // The shortcut sheet's "?" is the page's key (the native menu only shows it), outside text fields and dialogs.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey || takesTyping(event.target) || document.querySelector('dialog[open]')) return;
      event.preventDefault();
      setShortcutsOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    const onError = (event: ErrorEvent | PromiseRejectionEvent) => {
      const reason = 'reason' in event ? event.reason : event.error;
      notify(t('error.unexpected', { message: reason instanceof Error ? reason.message : String(reason) }), 'error');
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onError);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onError);
    };
  }, [notify, t]);

  // Files opened from outside the page (command line, file manager, Open Recent), and the
  // Save asked for by a window closing with unsaved changes.
  const openFromOutside = useEffectEvent((bytes: Uint8Array, name: string, ref: OpenDocument['ref']) => {
    void mayDiscard().then((ok) => ok && openBytes(bytes, name, ref));
  });
  useEffect(() => host.onDocumentOpened((file) => openFromOutside(file.bytes, file.name, { token: file.token, name: file.name })), [host]);
  const saveBeforeClose = useEffectEvent(() => save(false));
  useEffect(() => host.onSaveBeforeClose(() => saveBeforeClose()), [host]);

  useAutosave(host, doc, preferences.autosaveSeconds, language);
  useEffect(() => {
    void host.listAutosaves().then((result) => result.ok && setRecoverable(result.value));
  }, [host]);

  const restore = (entry: AutosaveEntry) => {
    setRecoverable((current) => current.filter((e) => e.id !== entry.id));
    void host.removeAutosave(entry.id);
    const read = readScenario(entry.text, entry.fileName ?? entry.title);
    if (!read.ok) return notify(t('document.invalid', { file: entry.fileName ?? entry.title, reason: describeProblem(read.problems[0]) }), 'error');
    show(openDocument(entry.fileName ?? entry.title, null, read.scenario, false));
    notify(t('recovery.restored', { title: entry.title }), 'info');
  };
  const discard = (entry: AutosaveEntry) => {
    setRecoverable((current) => current.filter((e) => e.id !== entry.id));
    void host.removeAutosave(entry.id);
  };

  const dirty = !!doc && isDirty(doc.history);
  const documentTitle = doc ? (scenarioTitle(doc.history.present, language) ?? doc.name) : '';
  const title = doc ? `${dirty ? '• ' : ''}${documentTitle} — ${t('app.name')}` : t('app.name');
  useEffect(() => host.setTitle(title), [host, title]);
  useEffect(() => host.setDirty(dirty, documentTitle || t('app.name')), [host, dirty, documentTitle, t]);
  useEffect(() => {
    document.documentElement.lang = language;
    void i18n.changeLanguage(language);
    host.setLanguage(language);
  }, [host, i18n, language]);

  const updatePreferences = (next: Preferences) => {
    setPreferences(next);
    void host.setPreferences(next).then((result) => !result.ok && notifyFailure(result.error));
  };
  const changeLanguage = (next: Language) => updatePreferences({ ...preferences, language: next });

  const dropFile = (event: DragEvent) => {
    const file = event.dataTransfer.files[0];
    if (!file) return;
    event.preventDefault();
    // A dropped file has no path the app may write to: it opens as a copy, saved with Save As.
    void mayDiscard().then((ok) => {
      if (!ok) return;
      file.arrayBuffer().then(
        (buffer) => openBytes(new Uint8Array(buffer), file.name, null),
        () => notify(t('document.openFailed', { file: file.name }), 'error'),
      );
    });
  };

  const openSample = (sample: SampleEntry) => {
    void mayDiscard().then((ok) => {
      if (!ok) return;
      fetchSample(sample).then(
        (bytes) => openBytes(bytes, sample.file, null),
        () => notify(t('document.openFailed', { file: sample.file }), 'error'),
      );
    });
  };

  // The browser app's File › Open Recent: the files whose handles the browser let the page keep.
  const openRecent = (id: string) =>
    void mayDiscard().then(async (ok) => {
      if (!ok || !host.recent) return;
      const result = await host.recent.open(id);
      if (!result.ok) notifyFailure(result.error);
      else if (result.value) openBytes(result.value.bytes, result.value.name, { token: result.value.token, name: result.value.name });
      refreshRecent();
    });
  const recentMenu = host.recent
    ? {
        entries: recentFiles,
        open: openRecent,
        clear: () => void host.recent?.clear().then(refreshRecent),
      }
    : undefined;

  const saveCopy = doc ? () => void save(true) : undefined;

  // The variant is written and installed; the scenario moves onto it when asked (one undo step).
  const saveAsVariant = (effective: RulesetData) => (naming: VariantNaming, playOnIt: boolean) =>
    void variants.saveVariant(effective, naming).then((saved) => {
      if (saved && playOnIt) setDoc((current) => (current ? { ...current, history: commitEdit(current.history, playOnRuleset(current.history.present as unknown as Scenario, { id: saved.id })).history } : current));
    });

  return (
    <ScenarioArt.Provider value={artActions}>
    <div className="app" onDragOver={(event) => event.dataTransfer.types.includes('Files') && event.preventDefault()} onDrop={dropFile}>
      <MenuBar isEnabled={isEnabled} disabledReason={disabledReason} isChecked={(command) => isViewCommandOn(viewOptions, command)} run={run} language={language} onLanguageChange={changeLanguage} showMenus={!host.hasNativeMenu}
        recent={recentMenu} board={checked?.source?.scenario.board.geometry.kind ?? null}
      />
      <ErrorBoundary key={doc?.id ?? 0} {...(saveCopy ? { onSaveCopy: saveCopy } : {})}>
        {report && doc && (
          // Hidden, not unmounted, while one of its games is in the playtest: the way back finds the same results where they were left.
          <Activity mode={playing ? 'hidden' : 'visible'}>
            <BalanceView
              input={report.input}
              saved={isDirty(doc.history) ? loadInputOf(savedSnapshot(doc.history)) : null}
              chooseOther={chooseOtherScenario}
              baseName={suggestedFileName(doc.history.present, doc.name).replace(/\.scenario\.json$/, '')}
              onExport={exportBytes}
              onOpenRecord={(text, name) => {
                // The report's confirmations (exported as ...) are about the page left: they do not follow the game.
                setNotices((current) => current.filter((notice) => notice.tone !== 'info'));
                openGame(new TextEncoder().encode(text), name);
              }}
              onError={(message) => notify(message, 'error')}
              onExit={() => setReport(null)}
            />
          </Activity>
        )}
        {playing ? (
          <PlaytestView
            key={playing.id}
            game={playing}
            zoom={playZoom}
            onOpenGame={openGameFile}
            onSaveGame={saveGame}
            onUndoChange={onPlaytestUndo}
            onBackToReport={report ? () => setPlaying(null) : null}
            exitLabel={t(doc ? 'playtest.backToEditor' : 'playtest.backToStart')}
            onExit={() => {
              setPlaying(null);
              setReport(null);
            }}
          />
        ) : report ? null : doc && checked ? (
          <Workspace
            document={doc}
            checked={checked}
            scale={editorZoom.scale}
            fitScale={editorZoom.fit}
            onFitScale={editorZoom.setFit}
            onScaleChange={editorZoom.setScale}
            fitKey={editorZoom.fitCount}
            viewOptions={viewOptions}
            onViewOptionsChange={changeViewOptions}
            onEdit={applyEdit}
            onSaveVariant={() => (checked.source ? setVariantOpen(true) : notify(t('variant.fixFirst'), 'error'))}
            onOpenVariant={variants.openVariant}
            editorCommandsRef={editor}
            onSelectedCount={setSelected}
          />
        ) : unreadable ? (
          <UnreadableDocument name={unreadable.name} identity={unreadable.identity} onClose={() => run('file.close')} onOpenOther={() => run('file.open')} />
        ) : (
          <StartPage onNew={() => run('file.new')} onOpenFile={() => run('file.open')} onOpenSample={openSample} />
        )}
      </ErrorBoundary>
      <Notices notices={notices} onDismiss={dismissNotice} />
      {aboutOpen && <AboutDialog hostKind={host.kind} onClose={() => setAboutOpen(false)} />}
      {askSave && (
        <SaveChangesDialog
          message={t('app.close.message', { name: askSave.name })}
          detail={t('app.close.detail')}
          onAnswer={(choice) => {
            setAskSave(null);
            askSave.answer(choice);
          }}
        />
      )}
      {shortcutsOpen && <ShortcutsDialog onClose={() => setShortcutsOpen(false)} />}
      {guideOpen && <GuideDialog onClose={() => setGuideOpen(false)} />}
      {newOpen && (
        <NewScenarioDialog language={language} defaultTitle={t('document.untitled')} onCreate={(scenario) => show(openDocument(t('document.untitled'), null, scenario, false))} onClose={() => setNewOpen(false)} />
      )}
      {printOpen && checked?.source && doc && (
        <PrintDialog source={checked.source} host={host} baseName={suggestedFileName(doc.history.present, doc.name).replace(/\.scenario\.json$/, '')} defaultPaper={preferences.paper} onClose={() => setPrintOpen(false)} />
      )}
      {variantOpen && checked?.source && <SaveVariantDialog effective={checked.source.ruleset} language={language} onClose={() => setVariantOpen(false)} onSave={saveAsVariant(checked.source.ruleset)} />}
      {preferencesOpen && <PreferencesDialog preferences={preferences} onSave={updatePreferences} onClose={() => setPreferencesOpen(false)} />}
      {recoverable.length > 0 && (
        <RecoveryDialog entries={recoverable} onRestore={restore} onDiscard={discard} onLater={() => setRecoverable([])} />
      )}
    </div>
    </ScenarioArt.Provider>
  );
}
