import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commandForKey, type CommandId } from '../engine/app/commands';
import type { Language } from '../engine/i18n';
import { zoomIn, zoomOut, ACTUAL_SIZE } from './canvas/viewport';
import { AboutDialog } from './components/AboutDialog';
import { ErrorBoundary } from './components/ErrorBoundary';
import { MenuBar } from './components/MenuBar';
import { Notices, type Notice } from './components/Notices';
import { StartPage } from './components/StartPage';
import { Workspace } from './components/Workspace';
import { canRedo, canUndo, isDirty, markSaved, redo, undo } from './document/history';
import { newScenario } from './document/newScenario';
import { openDocument, scenarioTitle, serialiseScenario, suggestedFileName, type OpenDocument } from './document/openDocument';
import { readScenario } from './document/readScenario';
import type { Host, HostFailure } from './host/Host';
import { browserStorage, rememberLanguage } from './i18n';
import { fetchSample, type SampleEntry } from './samples';

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function App({ host }: { readonly host: Host }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const [doc, setDoc] = useState<OpenDocument | null>(null);
  const [scale, setScale] = useState<number | null>(null);
  const [fit, setFit] = useState(0);
  const [notices, setNotices] = useState<readonly Notice[]>([]);
  const [aboutOpen, setAboutOpen] = useState(false);

  const notify = useCallback((text: string, tone: Notice['tone']) => {
    setNotices((current) => [...current.slice(-4), { id: Date.now() + Math.random(), text, tone }]);
  }, []);
  const notifyFailure = useCallback((failure: HostFailure) => notify(t(failure.key, failure.params), 'error'), [notify, t]);

  const mayDiscard = useCallback(
    () => !doc || !isDirty(doc.history) || window.confirm(t('document.confirmDiscard', { name: doc.name })),
    [doc, t],
  );

  const show = useCallback((next: OpenDocument) => {
    setDoc(next);
    setScale(null);
  }, []);

  const openBytes = useCallback(
    (bytes: Uint8Array, name: string, ref: OpenDocument['ref']) => {
      const read = readScenario(bytes);
      if (read.ok) show(openDocument(name, ref, read.scenario, true));
      else notify(t('document.invalid', { file: name, reason: t(read.reason.key, read.reason.params) }), 'error');
    },
    [notify, show, t],
  );

  const save = useCallback(
    async (as: boolean) => {
      if (!doc) return;
      const text = serialiseScenario(doc.history.present);
      const result =
        doc.ref && !as
          ? await host.saveDocument(doc.ref.token, text)
          : await host.saveDocumentAs(doc.ref?.name ?? suggestedFileName(doc.history.present, t('document.untitled')), text);
      if (!result.ok) return notifyFailure(result.error);
      if (!result.value) return;
      const ref = result.value;
      // The history saved is the one that was serialised, even if edits arrived meanwhile.
      setDoc((current) => (current && current.id === doc.id ? { ...current, name: ref.name, ref, history: current.history === doc.history ? markSaved(current.history) : current.history } : current));
      notify(t('document.saved', { name: ref.name }), 'info');
    },
    [doc, host, notify, notifyFailure, t],
  );

  const run = useCallback(
    (command: CommandId) => {
      switch (command) {
        case 'file.new':
          if (mayDiscard()) show(openDocument(t('document.untitled'), null, newScenario(t('document.untitled'), language), false));
          return;
        case 'file.open':
          if (!mayDiscard()) return;
          void host.openDocument().then((result) => {
            if (!result.ok) notifyFailure(result.error);
            else if (result.value) openBytes(result.value.bytes, result.value.name, { token: result.value.token, name: result.value.name });
          });
          return;
        case 'file.save':
        case 'file.saveAs':
          void save(command === 'file.saveAs');
          return;
        case 'file.close':
          if (mayDiscard()) setDoc(null);
          return;
        case 'edit.undo':
          setDoc((current) => (current ? { ...current, history: undo(current.history) } : current));
          return;
        case 'edit.redo':
          setDoc((current) => (current ? { ...current, history: redo(current.history) } : current));
          return;
        case 'view.zoomIn':
          setScale((current) => zoomIn(current ?? fit));
          return;
        case 'view.zoomOut':
          setScale((current) => zoomOut(current ?? fit));
          return;
        case 'view.zoomReset':
          setScale(ACTUAL_SIZE);
          return;
        case 'help.about':
          setAboutOpen(true);
          return;
      }
    },
    [fit, host, language, mayDiscard, notifyFailure, openBytes, save, show, t],
  );

  const isEnabled = useCallback(
    (command: CommandId) => {
      if (command === 'edit.undo') return !!doc && canUndo(doc.history);
      if (command === 'edit.redo') return !!doc && canRedo(doc.history);
      if (command.startsWith('view.') || command === 'file.save' || command === 'file.saveAs' || command === 'file.close') return !!doc;
      return true;
    },
    [doc],
  );

  // Native menus and shortcuts see the latest state without rebinding their listeners.
  const runIfEnabled = useEffectEvent((command: CommandId) => {
    if (isEnabled(command)) run(command);
  });
  useEffect(() => host.onMenuCommand((command) => runIfEnabled(command)), [host]);
  useEffect(() => {
    if (host.hasNativeMenu) return;
    const onKey = (event: KeyboardEvent) => {
      const command = commandForKey(event);
      if (!command || (isEditable(event.target) && command.startsWith('edit.'))) return;
      event.preventDefault();
      runIfEnabled(command);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [host]);

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

  const dirty = !!doc && isDirty(doc.history);
  const title = doc ? `${dirty ? '• ' : ''}${scenarioTitle(doc.history.present) ?? doc.name} — ${t('app.name')}` : t('app.name');
  useEffect(() => host.setTitle(title), [host, title]);
  useEffect(() => {
    document.documentElement.lang = language;
    host.setLanguage(language);
  }, [host, language]);

  const changeLanguage = (next: Language) => {
    rememberLanguage(browserStorage(), next);
    void i18n.changeLanguage(next);
  };

  const openSample = (sample: SampleEntry) => {
    if (!mayDiscard()) return;
    fetchSample(sample).then(
      (bytes) => openBytes(bytes, sample.file, null),
      () => notify(t('document.openFailed', { file: sample.file }), 'error'),
    );
  };

  const saveCopy = doc ? () => void save(true) : undefined;

  return (
    <div className="app">
      <MenuBar isEnabled={isEnabled} run={run} language={language} onLanguageChange={changeLanguage} showMenus={!host.hasNativeMenu} />
      <ErrorBoundary key={doc?.id ?? 0} {...(saveCopy ? { onSaveCopy: saveCopy } : {})}>
        {doc ? (
          <Workspace document={doc} scale={scale} fitScale={fit} onFitScale={setFit} />
        ) : (
          <StartPage onNew={() => run('file.new')} onOpenFile={() => run('file.open')} onOpenSample={openSample} />
        )}
      </ErrorBoundary>
      <Notices notices={notices} onDismiss={(id) => setNotices((current) => current.filter((n) => n.id !== id))} />
      {aboutOpen && <AboutDialog hostKind={host.kind} onClose={() => setAboutOpen(false)} />}
    </div>
  );
}
