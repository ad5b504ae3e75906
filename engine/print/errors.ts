/** Problems a print can have before anything is drawn, each with a message key for the user's language. */
import { translate, type Language, type MessageParams } from '../i18n/index';

/** More pages than this need an explicit confirmation (the app asks, the CLI wants --force). */
export const MAX_PAGES_WITHOUT_CONFIRMATION = 500;

export class PrintError extends Error {
  constructor(
    readonly key: string,
    readonly params: MessageParams = {},
  ) {
    super(translate('en', key, params));
    this.name = 'PrintError';
  }

  messageIn(language: Language): string {
    return translate(language, this.key, this.params);
  }
}
