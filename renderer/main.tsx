/** Renderer entry: picks the host (Electron bridge when the preload provided one, else the browser), then starts the app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BRIDGE_GLOBAL, type HostBridge } from '../engine/app/bridge';
import { DEFAULT_PREFERENCES } from '../engine/app/preferences';
import { App } from './App';
import { browserHost } from './host/browserHost';
import { electronHost } from './host/electronHost';
import { createI18n, languageFor } from './i18n';
import './styles.css';

const bridge = (window as unknown as Record<string, HostBridge | undefined>)[BRIDGE_GLOBAL];
const host = bridge ? electronHost(bridge) : browserHost();

const stored = await host.getPreferences();
const preferences = stored.ok ? stored.value : DEFAULT_PREFERENCES;
const i18n = createI18n(languageFor(preferences.language, navigator.languages));
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <App host={host} initialPreferences={preferences} />
      </I18nextProvider>
    </StrictMode>,
  );
}
