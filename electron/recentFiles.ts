/** The list behind File > Open Recent: most recent first, no duplicates, bounded. */
export const MAX_RECENT_FILES = 10;

export function withRecentFile(list: readonly string[], filePath: string, max = MAX_RECENT_FILES): string[] {
  return [filePath, ...list.filter((entry) => entry !== filePath)].slice(0, max);
}

export const isRecentList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length <= MAX_RECENT_FILES * 2 && value.every((entry) => typeof entry === 'string' && entry.length < 4096);
