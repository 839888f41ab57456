/**
 * Games and screen contexts for the screen's tests: real games of the engine, no files.
 */
import { boardOf, applyAction, legalActions, newGame, topology, type BaseAction, type BaseState } from '../../src/api.js';
import { classicBoard } from '../../src/games/classic/boards/index.js';
import { GameSession } from '../../src/records/session.js';
import type { ClassicAction, ClassicState } from '../../src/games/classic/rules/state.js';
import { presenterOf } from '../../src/tui/game/rulesets.js';
import { groupKeys, keyToIntent } from '../../src/tui/ui/keys.js';
import { labelStarts } from '../../src/tui/ui/cursor.js';
import { reduce } from '../../src/tui/ui/reducer.js';
import type { PanelTheme } from '../../src/tui/game/panels.js';
import { ASCII_GLYPHS, UNICODE_GLYPHS } from '../../src/tui/terminal/glyphs.js';
import { makePainter } from '../../src/tui/terminal/style.js';
import { labelTopo, screenOf, type Effect, type UiContext, type UiState } from '../../src/tui/ui/state.js';
import { GameController } from '../../src/tui/app/controller.js';
import { replayRecord } from '../../src/records/replay.js';
import { replayData, type ReplayData } from '../../src/tui/ui/replay.js';

export const MAP = classicBoard('symmetric');
export const TOPO = topology(MAP);

export function game(seed = 'tui', players = ['Ana', 'Blue']): ClassicState {
  return newGame('classic', { players, seed, map: MAP, startPlayer: 0 }) as ClassicState;
}

/** Applies notation moves in turn. */
export function play(state: ClassicState, ...moves: ClassicAction[]): ClassicState {
  for (const m of moves) {
    const r = applyAction(state, m as BaseAction);
    if (!r.ok) throw new Error(r.message);
    state = r.state as ClassicState;
  }
  return state;
}

/** The reducer's context for a state of any ruleset, the player to act at the keyboard. */
export function ctxOf(state: BaseState, more: Partial<UiContext> = {}): UiContext {
  const presenter = presenterOf(state);
  return {
    state,
    topo: topology(boardOf(state)),
    presenter,
    menu: presenter.buildMenu(state, legalActions(state)),
    yourTurn: true,
    canUndo: false,
    scoring: false,
    handoff: false,
    over: false,
    small: false,
    help: { lines: Array.from({ length: 100 }, (_, i) => `help line ${i + 1}`), height: 20 },
    saveAlert: false,
    savePath: '~/game.json',
    ...more,
  };
}

export const PLAIN: PanelTheme = { painter: makePainter(0), glyphs: ASCII_GLYPHS };
export const COLOUR: PanelTheme = { painter: makePainter(1), glyphs: UNICODE_GLYPHS };

export function session(
  seats = [
    { name: 'Ana', player: 'human' as const },
    { name: 'Blue', player: 'bot' as const, bot: 'random' },
  ],
  seed = 'tui',
): GameSession {
  return GameSession.start({ rules: 'classic', options: { seed, startPlayer: 0 }, map: MAP, seats, file: null, program: 'test' });
}

/** Escape codes that set a colour (foreground or background), as opposed to bold or inverse. */
export function colourCodes(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\x1b\[([0-9;]*)m/g)) {
    const params = m[1]!.split(';').map(Number);
    if (params.some((p) => (p >= 30 && p <= 48 && p !== 39) || (p >= 90 && p <= 107))) found.push(m[0]);
  }
  return found;
}

/** Feeds key names through the key table and the reducer, collecting effects. */
export function keys(ui: UiState, ctx: UiContext, ...names: string[]): { ui: UiState; effects: Effect[] } {
  const effects: Effect[] = [];
  for (const name of names) {
    const topo = labelTopo(ui, ctx);
    const intent = keyToIntent(screenOf(ui, ctx), name, ui.label, groupKeys(ctx.menu), (t) => labelStarts(topo, t));
    if (!intent) continue;
    const r = reduce(ui, intent, ctx);
    ui = r.ui;
    effects.push(...r.effects);
  }
  return { ui, effects };
}

/** The replay viewer's data for a game of two random bots, `actions` actions long. */
export function botReplay(actions: number): ReplayData {
  const s = session([
    { name: 'Red', player: 'bot', bot: 'random' },
    { name: 'Blue', player: 'bot', bot: 'random' },
  ]);
  const controller = new GameController(s, { seed: 'r' });
  for (let i = 0; i < actions; i++) controller.bots!.step();
  const r = replayRecord(s.record);
  if (!r.ok) throw new Error(r.problem.reason);
  return replayData(s.record, 'game.json', r.initial, r.steps);
}
