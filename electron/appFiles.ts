/**
 * Serving the built renderer from a folder: shared by the Electron `app://` protocol and the
 * localhost server of the browser host. Paths never leave the folder.
 */
import path from 'node:path';
import { CONTENT_SECURITY_POLICY, HEADER_ONLY_POLICY } from './csp';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export function contentTypeOf(filePath: string): string {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/** Headers sent with every file of the app. */
export function securityHeaders(contentType: string): Record<string, string> {
  return {
    'Content-Type': contentType,
    'Content-Security-Policy': `${CONTENT_SECURITY_POLICY}; ${HEADER_ONLY_POLICY}`,
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cache-Control': 'no-cache',
  };
}

/**
 * The file inside `root` that a URL path names, or null when it would leave `root` or is malformed.
 * "/" is the app's index.html.
 */
export function resolveAppPath(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const relative = decoded === '/' || decoded === '' ? 'index.html' : decoded.replace(/^\/+/, '');
  const resolvedRoot = path.resolve(root);
  const resolved = path.resolve(resolvedRoot, relative);
  return resolved.startsWith(resolvedRoot + path.sep) ? resolved : null;
}

export type ReadFile = (filePath: string) => Promise<Uint8Array>;

export interface AppFileResponse {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: Uint8Array | string;
}

/** Answers a GET of `urlPath` from the app folder: the file, or a plain 404. */
export async function readAppFile(root: string, urlPath: string, readFile: ReadFile): Promise<AppFileResponse> {
  const filePath = resolveAppPath(root, urlPath);
  if (filePath) {
    try {
      const body = await readFile(filePath);
      return { status: 200, headers: securityHeaders(contentTypeOf(filePath)), body };
    } catch {
      // Missing or unreadable: answered as not found below.
    }
  }
  return { status: 404, headers: securityHeaders('text/plain; charset=utf-8'), body: 'Not found' };
}
