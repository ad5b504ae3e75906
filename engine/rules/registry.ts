/**
 * The games the engine ships: the one list that names them. Everything else (the engines, the
 * inspectors, the presenters, the data handed to validation, the message catalogs, the New
 * dialog's boards, the names shown) is read from these modules.
 */
import type { RulesetModule } from './core/module';
import { r6OnBoard } from './r6-onboard/index';
import { rapid40000 } from './rapid-40000/index';
import { rebellion } from './rebellion/index';
import { rivetWars } from './rivet-wars/index';
import { siege } from './siege/index';

export const RULESET_MODULES: readonly RulesetModule[] = [r6OnBoard, rivetWars, siege, rapid40000, rebellion];
