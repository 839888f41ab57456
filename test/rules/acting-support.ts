/**
 * What both rulesets' rule tests do with a game: test boards from rows of terrain codes, spaces by
 * label, and actions in notation, applied with the checks every rule test wants (the state given
 * is never changed, a rejection is one line, the game's invariants hold after every action).
 * Each game's fixtures.ts binds these to its ruleset and invariants.
 */
import { expect } from 'vitest';
import { topology, type MapData, type Topology } from '../../src/engine/board.js';
import type { RowShift } from '../../src/engine/hex.js';
import type { BaseAction, BaseOptions, BaseState, GameEvent, Rejection, Ruleset } from '../../src/engine/ruleset.js';

/** A test board from grid rows, one terrain code per column; spaces between codes are ignored. Odd rows (labels 2, 4, ...) are shoved right by default. */
export function board(rows: string[], shift: RowShift = 'odd', name = 'test'): MapData {
  return { name, shift, grid: rows.map((r) => r.replace(/ /g, '')) };
}

export function topo(state: { map: MapData }): Topology {
  return topology(state.map);
}

/** The space index of a label; throws (a mistake in the test) when the board has no such space. */
export function at(state: { map: MapData }, label: string): number {
  const s = topo(state).indexOf(label);
  if (s < 0) throw new Error(`test board has no space ${label}`);
  return s;
}

/** Acting in notation on `rules`, with `invariants` checked after every action applied. */
export function acting<S extends BaseState, A extends BaseAction, O extends BaseOptions, E extends GameEvent>(
  rules: Ruleset<S, A, O, E>,
  invariants: (state: S) => void,
) {
  /** Parses notation, failing the test with the parser's message when it is not a move. */
  function parse(state: S, text: string): A {
    const parsed = rules.parseAction(state, text);
    if ('ok' in parsed) throw new Error(`'${text}' did not parse: ${parsed.message}`);
    return parsed;
  }

  /** Applies an action in notation and returns the new state and events; a rejection fails the test. */
  function actWith(state: S, text: string): { state: S; events: GameEvent[] } {
    const before = structuredClone(state);
    const result = rules.apply(state, parse(state, text));
    if (!result.ok) expect.fail(`rejected '${text}': ${result.message}`);
    expect(state, `apply changed the state it was given ('${text}')`).toEqual(before);
    invariants(result.state);
    return { state: result.state, events: result.events };
  }

  /** Applies an action in notation; a rejection fails the test with its message. */
  function act(state: S, text: string): S {
    return actWith(state, text).state;
  }

  /** Applies several actions in turn. */
  function play(state: S, ...texts: string[]): S {
    for (const text of texts) state = act(state, text);
    return state;
  }

  /**
   * Applies an action that must be rejected and returns the rejection. Checks that the rejection
   * left the state exactly as it was, and that its message is one line.
   */
  function reject(state: S, text: string | A): Rejection {
    const before = structuredClone(state);
    let action: A;
    if (typeof text === 'string') {
      const parsed = rules.parseAction(state, text);
      if ('ok' in parsed) return parsed;
      action = parsed;
    } else action = text;
    const result = rules.apply(state, action);
    if (result.ok) expect.fail(`'${typeof text === 'string' ? text : JSON.stringify(text)}' was accepted`);
    expect(state).toEqual(before);
    expect(result.message).not.toMatch(/\n/);
    expect(result.message.length).toBeGreaterThan(0);
    return result;
  }

  /** The legal actions in notation, sorted. */
  function legalTexts(state: S): string[] {
    return rules
      .legalActions(state)
      .map((a) => rules.formatAction(state, a))
      .sort();
  }

  /** Legal actions in notation that start with `prefix`. */
  function legalStarting(state: S, prefix: string): string[] {
    return legalTexts(state).filter((t) => t.startsWith(prefix));
  }

  return { parse, actWith, act, play, reject, legalTexts, legalStarting };
}
