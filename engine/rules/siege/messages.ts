/** The ruleset's messages in English and French (keys under its id). */
import { rulesetMessages } from '../core/messages';
import en from './messages.en.json';
import fr from './messages.fr.json';

export const messages = rulesetMessages(en, fr);
