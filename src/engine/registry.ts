/**
 * Rulesets are modules registered by name. The core knows none of them: `src/rules/index.ts`
 * registers them, and the public API (`src/api.ts`) makes sure that has happened.
 */
import type { BaseAction, BaseOptions, BaseState, Ruleset } from './ruleset.js';

// Each ruleset has its own state and action types; the registry only dispatches by name.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRuleset = Ruleset<any, any, any>;

const rulesets = new Map<string, AnyRuleset>();

export function registerRuleset<S extends BaseState, A extends BaseAction, O extends BaseOptions>(
  ruleset: Ruleset<S, A, O>,
): void {
  rulesets.set(ruleset.name, ruleset);
}

export function rulesetNames(): string[] {
  return [...rulesets.keys()];
}

/** The ruleset registered under `name`, or undefined. */
export function findRuleset(name: string): Ruleset<BaseState, BaseAction, BaseOptions> | undefined {
  return rulesets.get(name);
}
