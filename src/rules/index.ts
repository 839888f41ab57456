/** Every ruleset the product plays, registered with the engine core by name. */
import { registerRuleset } from '../engine/registry.js';
import { classic } from './classic/index.js';

registerRuleset(classic);

export { classic };
