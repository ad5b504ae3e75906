/**
 * Paths the user chose in a dialog, behind random tokens. The renderer only ever holds tokens, so it
 * can write back to a file the user picked and nowhere else.
 */
import path from 'node:path';

export interface DocumentRegistry {
  register(filePath: string): { token: string; name: string };
  pathOf(token: string): string | undefined;
}

export function createDocumentRegistry(newToken: () => string): DocumentRegistry {
  const paths = new Map<string, string>();
  const tokens = new Map<string, string>();
  return {
    register(filePath) {
      const absolute = path.resolve(filePath);
      let token = tokens.get(absolute);
      if (!token) {
        token = newToken();
        tokens.set(absolute, token);
        paths.set(token, absolute);
      }
      return { token, name: path.basename(absolute) };
    },
    pathOf(token) {
      return paths.get(token);
    },
  };
}
