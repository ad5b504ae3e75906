/**
 * A ruleset's messages: its `messages.en.json` and `messages.fr.json`, added to the engine's
 * catalogs as the ruleset is loaded, so its events, refusals and problems translate wherever they
 * travel. Hosts take the merged catalogs from the registry.
 */
import { addMessages } from '../../i18n/index';
import type { RulesetMessages } from './module';

export function rulesetMessages(en: Readonly<Record<string, string>>, fr: Readonly<Record<string, string>>): RulesetMessages {
  const messages = { en, fr };
  addMessages(messages);
  return messages;
}
