/** Every ruleset the product plays, registered with the engine core by name. */
import { registerRuleset } from '../engine/registry.js';
import { classic } from './classic/index.js';
import { h2026 } from './h2026/index.js';

registerRuleset(classic);
registerRuleset(h2026);

export { classic, h2026 };
