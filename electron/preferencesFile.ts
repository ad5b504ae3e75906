/** preferences.json in the user data folder, checked against schemas/preferences.schema.json. */
import { DEFAULT_PREFERENCES, type Preferences } from '../engine/app/preferences';
import { validatePreferences } from '../engine/scenario/generated/validators';
import { jsonFile, type JsonFile } from './jsonFile';

export const isPreferences = (value: unknown): value is Preferences => validatePreferences(value);

export interface PreferencesFile {
  /** The stored preferences; the defaults when none are stored or the file is damaged. */
  read(): Promise<Preferences>;
  write(preferences: Preferences): Promise<void>;
}

export function preferencesFile(filePath: string): PreferencesFile {
  const file: JsonFile<Preferences> = jsonFile(filePath, isPreferences);
  return {
    read: async () => (await file.read()) ?? DEFAULT_PREFERENCES,
    write: (preferences) => file.write(preferences),
  };
}
