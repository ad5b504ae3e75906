/**
 * The `app://` protocol the window loads the renderer from (not file://, which would give every
 * page access to the whole disk and no origin of its own).
 */
import { readAppFile, type ReadFile } from './appFiles';

export const APP_SCHEME = 'app';
export const APP_HOST = 'bundle';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/** For `protocol.registerSchemesAsPrivileged`: a standard, secure origin with fetch and storage, nothing more. */
export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: false, stream: false },
} as const;

/** True for URLs of the app itself; everything else is foreign to the window. */
export function isAppUrl(url: string): boolean {
  try {
    // Compared part by part: Node gives non-special schemes an opaque "null" origin.
    const parsed = new URL(url);
    return parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST;
  } catch {
    return false;
  }
}

/** The `protocol.handle` callback: serves files of `root`, read-only, to GET requests on the app origin. */
export function createAppProtocolHandler(root: string, readFile: ReadFile): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    if (request.method !== 'GET' || url.host !== APP_HOST) {
      return new Response('Not found', { status: 404 });
    }
    const answer = await readAppFile(root, url.pathname, readFile);
    // File contents from fs are ArrayBuffer-backed, never shared memory.
    return new Response(answer.body as BodyInit, { status: answer.status, headers: answer.headers });
  };
}
