import { useEffect } from 'react';
import type { Language } from '../../engine/i18n';
import type { Host } from '../host/Host';
import { isDirty } from './history';
import { scenarioTitle, serialiseScenario, type OpenDocument } from './openDocument';

/**
 * Copies unsaved work aside after `seconds` of idle editing, and drops the copy once the work is
 * saved or closed, so only work a crash would lose is ever offered back.
 */
export function useAutosave(host: Host, doc: OpenDocument | null, seconds: number, language: Language): void {
  const sessionId = doc?.sessionId;
  const dirty = doc ? isDirty(doc.history) : false;
  const present = doc?.history.present;

  useEffect(() => {
    if (!doc || !dirty) return;
    const timer = setTimeout(() => {
      void host.writeAutosave({
        id: doc.sessionId,
        title: scenarioTitle(doc.history.present, language) ?? doc.name,
        savedAt: new Date().toISOString(),
        fileName: doc.ref?.name ?? null,
        text: serialiseScenario(doc.history.present),
      });
    }, seconds * 1000);
    return () => clearTimeout(timer);
    // Re-armed on every edit (`present`) so the copy is taken once editing pauses.
  }, [host, doc, dirty, present, seconds, language]);

  useEffect(() => {
    if (sessionId && !dirty) void host.removeAutosave(sessionId);
  }, [host, sessionId, dirty]);

  useEffect(() => {
    if (!sessionId) return;
    return () => void host.removeAutosave(sessionId);
  }, [host, sessionId]);
}
