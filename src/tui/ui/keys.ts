/**
 * Key bindings as data: which key means what on which screen. The status line, the help screen
 * and the reducer's input all come from this one table.
 */
import type { BaseAction } from '../../engine/ruleset.js';
import type { GroupId, MenuGroup } from '../game/menu.js';
import { labelPrefix, type Direction } from './cursor.js';

/** The hint key: what the strong bot would do ("idea"). */
export const HINT_KEY = 'i';
/** The key that steps through what changed since your last turn (the other seats' moves: "done"). */
export const CHANGES_KEY = 'd';
/** The key that shows what counts at a scoring: connected markets, visitor centers ("cross"). */
export const COUNTING_KEY = 'x';
/** The final screen's key that reviews the game: the analysis, then the replay with its marks. */
export const REVIEW_KEY = 'r';
/** The replay viewer's key that shows the charts of an analysis in turn (win chance, expected margin, none). */
export const CHART_KEY = 'c';
/** The key that opens the room's chat line (games on hacienda serve): ' as a MUD's "say". */
export const CHAT_KEY = "'";

/** What the screen is showing, which decides what keys mean. */
export type Screen =
  | 'board' // your turn, nothing chosen
  | 'menu' // the action menu
  | 'target' // a card or purchase chosen: pick its space
  | 'shape' // a piece of a shape chosen (a water tile): pick where it lies and how it turns
  | 'layout' // a piece of the board drawn (2026's map tiles): pick where and how it lies
  | 'watch' // someone else's turn (a bot)
  | 'confirm' // a yes/no question
  | 'help'
  | 'history' // every event since the start
  | 'search' // typing a search in the help
  | 'scoring' // a scoring's results
  | 'handoff' // hot-seat: pass the keyboard
  | 'final' // the game is over
  | 'small' // the terminal is too small
  | 'saving' // a save failed, or the player saves the game to another file: a path to type
  | 'chat' // a line to say to the room (a game on hacienda serve)
  | 'replay'; // the replay viewer

export type Intent =
  | { type: 'move'; dir: Direction }
  | { type: 'label'; ch: string; fresh?: true }
  | { type: 'label-start' }
  | { type: 'label-end' }
  | { type: 'label-erase' }
  | { type: 'select' }
  | { type: 'back' }
  | { type: 'menu' }
  | { type: 'group'; group: GroupId }
  | { type: 'item'; key: string }
  | { type: 'menu-move'; by: number }
  | { type: 'next-target'; dir: 1 | -1 }
  | { type: 'rotate' }
  | { type: 'undo' }
  | { type: 'zoom' }
  | { type: 'help' }
  /** A mouse click on a space of the board, or on an entry of the open menu. */
  | { type: 'click-space'; space: number }
  | { type: 'click-item'; index: number }
  /** Show or hide each player's points if scored now, by category. */
  | { type: 'scores-now' }
  /** The next of the spaces changed since the viewer's last turn, with what happened there. */
  | { type: 'changes' }
  /** Show or hide each player's connected markets (visitor centers) and the herds reaching them. */
  | { type: 'counting' }
  /** Open or close the history of the whole game. */
  | { type: 'history' }
  | { type: 'history-scroll'; by: number }
  | { type: 'quit' }
  | { type: 'quit-now' }
  /** ctrl+c: leave at once, as SIGINT would (the program's exit code says so). */
  | { type: 'interrupt' }
  | { type: 'yes' }
  | { type: 'no' }
  | { type: 'scroll'; by: number }
  /** The help: a page on or back; a search to type; the next or previous match. */
  | { type: 'page'; by: 1 | -1 }
  | { type: 'search-start' }
  | { type: 'search-next'; dir: 1 | -1 }
  /** Back to the shell (ctrl+z): the container suspends the program (app/run.ts). */
  | { type: 'suspend' }
  | { type: 'ack' }
  | { type: 'skip' }
  | { type: 'step'; by: number }
  | { type: 'jump'; to: 'start' | 'end' }
  | { type: 'scoring'; dir: 1 | -1 }
  | { type: 'autoplay' }
  | { type: 'speed'; faster: boolean }
  /** The replay viewer: show the next (or previous) seat's hand. */
  | { type: 'hand'; by: 1 | -1 }
  /** The replay viewer with an analysis: to the next (or previous) marked action; show the charts in turn (win chance, expected margin, none). */
  | { type: 'mark'; dir: 1 | -1 }
  | { type: 'chart' }
  /** The final screen: analyse the game just played, then replay it with the marks. */
  | { type: 'review' }
  /** Open the field to save the game to another file. */
  | { type: 'save-as' }
  /** A character typed into a text field (the path to save to). */
  | { type: 'text'; ch: string }
  | { type: 'text-erase' }
  | { type: 'text-clear' }
  /** Open the chat line (a game on hacienda serve). */
  | { type: 'chat' }
  /** Ask the strong bot what it would do. */
  | { type: 'hint' }
  /** Its answer (from the container, once the search is done): the action in words and its spaces. */
  | { type: 'hint-result'; text: string; spaces: readonly number[]; layoutIndex?: number; action?: BaseAction };

export interface Binding {
  keys: string[];
  intent: Intent;
  screens: Screen[];
  /** For the help screen. */
  help: string;
  /** For the status line, when the binding is worth showing there. */
  status?: string;
  /** Screens whose status line leaves it out (the replay's, where the arrows step and room is short). */
  statusOff?: Screen[];
  /** On the status line only when the screen has this (an analysis to show, a game to review). */
  needs?: 'analysis' | 'review' | 'chat';
  /** Leaves the status line to the analysis's keys when there is one (it stays in the help). */
  yields?: 'analysis';
}

const PLAY: Screen[] = ['board', 'menu', 'target', 'shape', 'layout', 'watch'];
const CURSOR: Screen[] = ['board', 'target', 'shape', 'watch', 'final', 'replay'];
const ALONG_ROWS = CURSOR.filter((s) => s !== 'replay');
const ANY: Screen[] = [
  'board',
  'menu',
  'target',
  'shape',
  'layout',
  'watch',
  'confirm',
  'help',
  'history',
  'search',
  'scoring',
  'handoff',
  'final',
  'small',
  'saving',
  'chat',
  'replay',
];

export const BINDINGS: readonly Binding[] = [
  { keys: ['ctrl+c'], intent: { type: 'interrupt' }, screens: ANY, help: 'leave at once (the game is saved; exit code 130)' },
  // Confirmations.
  // Every question here can lose something (the game, the turn's actions): only y says yes, and
  // Enter, the key a hurried hand presses, says no ([y/N]).
  { keys: ['y'], intent: { type: 'yes' }, screens: ['confirm'], help: 'yes', status: 'y yes' },
  { keys: ['n', 'esc', 'q', 'enter'], intent: { type: 'no' }, screens: ['confirm'], help: 'no (enter too)', status: 'n/enter no' },
  { keys: ['ctrl+z'], intent: { type: 'suspend' }, screens: ANY, help: 'suspend: back to the shell (its fg brings the game back)' },
  // Help, a pager.
  { keys: ['up', 'k'], intent: { type: 'scroll', by: -1 }, screens: ['help'], help: 'scroll up' },
  { keys: ['down', 'j'], intent: { type: 'scroll', by: 1 }, screens: ['help'], help: 'scroll down' },
  { keys: ['pageup', 'b'], intent: { type: 'page', by: -1 }, screens: ['help'], help: 'page up' },
  { keys: ['pagedown', 'space', 'f'], intent: { type: 'page', by: 1 }, screens: ['help'], help: 'page down' },
  { keys: ['home', 'g'], intent: { type: 'jump', to: 'start' }, screens: ['help'], help: 'to the top' },
  { keys: ['end', 'G'], intent: { type: 'jump', to: 'end' }, screens: ['help'], help: 'to the end' },
  { keys: ['/'], intent: { type: 'search-start' }, screens: ['help'], help: 'search: type a word, then enter' },
  { keys: ['n'], intent: { type: 'search-next', dir: 1 }, screens: ['help'], help: 'the next match' },
  { keys: ['N'], intent: { type: 'search-next', dir: -1 }, screens: ['help'], help: 'the previous match' },
  { keys: ['?', 'f1', 'esc', 'q', 'enter'], intent: { type: 'help' }, screens: ['help'], help: 'close the help' },
  { keys: ['enter'], intent: { type: 'select' }, screens: ['search'], help: 'search for the word typed' },
  { keys: ['backspace'], intent: { type: 'text-erase' }, screens: ['search'], help: 'erase a character' },
  { keys: ['esc'], intent: { type: 'back' }, screens: ['search'], help: 'stop typing the search' },
  // The history of the whole game.
  { keys: ['up', 'k'], intent: { type: 'history-scroll', by: -1 }, screens: ['history'], help: 'scroll up' },
  { keys: ['down', 'j'], intent: { type: 'history-scroll', by: 1 }, screens: ['history'], help: 'scroll down', status: `↑↓ scroll` },
  { keys: ['pageup', 'b'], intent: { type: 'history-scroll', by: -20 }, screens: ['history'], help: 'page up' },
  { keys: ['pagedown', 'space', 'f'], intent: { type: 'history-scroll', by: 20 }, screens: ['history'], help: 'page down', status: 'space page' },
  {
    keys: ['home', 'g'],
    intent: { type: 'history-scroll', by: -Infinity },
    screens: ['history'],
    help: 'to the start of the game',
    status: 'home/end start/end',
  },
  { keys: ['end', 'G'], intent: { type: 'history-scroll', by: Infinity }, screens: ['history'], help: 'to the latest' },
  { keys: ['m', 'ctrl+p', 'esc', 'q', 'enter'], intent: { type: 'history' }, screens: ['history'], help: 'close the history', status: 'esc close' },
  // Scorings, hot-seat hand-over, the final screen.
  { keys: ['enter', 'space'], intent: { type: 'ack' }, screens: ['scoring', 'handoff'], help: 'continue', status: 'enter continue' },
  { keys: ['enter', 'q'], intent: { type: 'quit' }, screens: ['final'], help: 'leave', status: 'q leave' },
  {
    keys: [REVIEW_KEY],
    intent: { type: 'review' },
    screens: ['final'],
    help: 'review this game: analyse every move (a progress bar; q stops it), then replay it with the mistakes marked',
    status: `${REVIEW_KEY} review`,
    needs: 'review',
  },
  // The replay viewer.
  { keys: ['right', 'l', 'n'], intent: { type: 'step', by: 1 }, screens: ['replay'], help: 'next action', status: '→ next' },
  { keys: ['left', 'h', 'p'], intent: { type: 'step', by: -1 }, screens: ['replay'], help: 'previous action', status: '← back' },
  { keys: ['pagedown'], intent: { type: 'step', by: 10 }, screens: ['replay'], help: '10 actions on' },
  { keys: ['pageup'], intent: { type: 'step', by: -10 }, screens: ['replay'], help: '10 actions back' },
  {
    keys: ['}'],
    intent: { type: 'mark', dir: 1 },
    screens: ['replay'],
    help: 'to the next marked action (?! ? ??, from the analysis: hacienda analyze), the better move shown on the board',
    status: '{ } marks',
    needs: 'analysis',
  },
  { keys: ['{'], intent: { type: 'mark', dir: -1 }, screens: ['replay'], help: 'to the previous marked action' },
  {
    keys: [CHART_KEY],
    intent: { type: 'chart' },
    screens: ['replay'],
    help: "the charts of the analysis in turn: each seat's win chance over the game, then its expected margin, then none; the action shown marked ^",
    status: `${CHART_KEY} chart`,
    needs: 'analysis',
  },
  { keys: ['home', '0'], intent: { type: 'jump', to: 'start' }, screens: ['replay'], help: 'to the start', status: 'home/end', yields: 'analysis' },
  { keys: ['end', '$'], intent: { type: 'jump', to: 'end' }, screens: ['replay'], help: 'to the end' },
  { keys: [']', 's'], intent: { type: 'scoring', dir: 1 }, screens: ['replay'], help: 'to the next scoring', status: '[ ] scorings' },
  { keys: ['[', 'S'], intent: { type: 'scoring', dir: -1 }, screens: ['replay'], help: 'to the previous scoring' },
  { keys: ['space'], intent: { type: 'autoplay' }, screens: ['replay'], help: 'start or stop autoplay', status: 'space play' },
  { keys: ['+', '='], intent: { type: 'speed', faster: true }, screens: ['replay'], help: 'autoplay faster' },
  { keys: ['-', '_'], intent: { type: 'speed', faster: false }, screens: ['replay'], help: 'autoplay slower' },
  { keys: ['tab'], intent: { type: 'hand', by: 1 }, screens: ['replay'], help: "the next seat's hand", status: 'tab hands', yields: 'analysis' },
  { keys: ['shift+tab'], intent: { type: 'hand', by: -1 }, screens: ['replay'], help: "the previous seat's hand" },
  // A replay loses nothing: it is left at once.
  { keys: ['q'], intent: { type: 'quit-now' }, screens: ['replay'], help: 'leave the replay', status: 'q quit' },
  // The menu.
  { keys: ['up', 'k'], intent: { type: 'menu-move', by: -1 }, screens: ['menu'], help: 'previous choice' },
  { keys: ['down', 'j'], intent: { type: 'menu-move', by: 1 }, screens: ['menu'], help: 'next choice', status: '↑↓ choose' },
  { keys: ['enter', 'right', 'l'], intent: { type: 'select' }, screens: ['menu'], help: 'take the choice', status: 'enter take' },
  { keys: ['esc', 'left', 'h', 'backspace'], intent: { type: 'back' }, screens: ['menu'], help: 'back', status: 'esc back' },
  // The board.
  // In the replay viewer, left and right step through the game instead.
  { keys: ['left', 'h'], intent: { type: 'move', dir: 'left' }, screens: ALONG_ROWS, help: 'move the cursor left' },
  { keys: ['right', 'l'], intent: { type: 'move', dir: 'right' }, screens: ALONG_ROWS, help: 'move the cursor right' },
  { keys: ['up', 'k'], intent: { type: 'move', dir: 'up' }, screens: CURSOR, help: 'move the cursor up' },
  { keys: ['down', 'j'], intent: { type: 'move', dir: 'down' }, screens: CURSOR, help: 'move the cursor down', status: '←↑↓→ move', statusOff: ['replay'] },
  {
    keys: [':'],
    intent: { type: 'label-start' },
    screens: CURSOR,
    help: 'type a space to jump to (or type it in capitals: F7)',
    status: 'F7 jump',
    statusOff: ['replay'],
  },
  { keys: ['backspace'], intent: { type: 'label-erase' }, screens: CURSOR, help: 'erase the label being typed (placing, with none typed: back to the menu)' },
  { keys: ['enter'], intent: { type: 'select' }, screens: ['board'], help: 'what you can do on the space under the cursor', status: 'enter act here' },
  { keys: ['enter', 'space'], intent: { type: 'select' }, screens: ['target'], help: 'take the highlighted space', status: 'enter place' },
  {
    keys: ['enter', 'space'],
    intent: { type: 'select' },
    screens: ['shape'],
    help: 'lay the water tile where it is drawn (and pay for it)',
    status: 'enter lay',
  },
  { keys: ['tab', ']'], intent: { type: 'next-target', dir: 1 }, screens: ['target', 'shape'], help: 'to the next highlighted space', status: 'tab next' },
  { keys: ['shift+tab', '['], intent: { type: 'next-target', dir: -1 }, screens: ['target', 'shape'], help: 'to the previous highlighted space' },
  {
    keys: ['r'],
    intent: { type: 'rotate' },
    screens: ['shape'],
    help: 'turn the water tile (the next placement over the cursor)',
    status: 'r rotate',
  },
  { keys: ['esc'], intent: { type: 'back' }, screens: ['target', 'shape'], help: 'back to the menu', status: 'esc back' },
  { keys: ['a', 'tab'], intent: { type: 'menu' }, screens: ['board'], help: 'the action menu', status: 'a actions' },
  { keys: ['e'], intent: { type: 'group', group: 'end' }, screens: ['board', 'menu'], help: 'end the turn', status: 'e end' },
  // Laying a map tile: the tile moves with the arrows; the board is drawn with it in place.
  { keys: ['left', 'h'], intent: { type: 'move', dir: 'left' }, screens: ['layout'], help: 'move the tile left' },
  { keys: ['right', 'l'], intent: { type: 'move', dir: 'right' }, screens: ['layout'], help: 'move the tile right' },
  { keys: ['up', 'k'], intent: { type: 'move', dir: 'up' }, screens: ['layout'], help: 'move the tile up' },
  { keys: ['down', 'j'], intent: { type: 'move', dir: 'down' }, screens: ['layout'], help: 'move the tile down', status: '←↑↓→ move' },
  { keys: ['r', 'space'], intent: { type: 'rotate' }, screens: ['layout'], help: 'turn the tile (the next legal rotation here)', status: 'r turn' },
  { keys: ['tab', ']'], intent: { type: 'next-target', dir: 1 }, screens: ['layout'], help: 'the next legal placement', status: 'tab next' },
  { keys: ['shift+tab', '['], intent: { type: 'next-target', dir: -1 }, screens: ['layout'], help: 'the previous legal placement' },
  { keys: ['enter'], intent: { type: 'select' }, screens: ['layout'], help: 'lay the tile here', status: 'enter lay' },
  {
    keys: [CHANGES_KEY],
    intent: { type: 'changes' },
    screens: ['board', 'target', 'shape', 'watch'],
    help: 'the last moves: the next space changed since your last turn, and what happened there (marked until you act)',
    status: `${CHANGES_KEY} changes`,
  },
  {
    keys: ['u'],
    intent: { type: 'undo' },
    screens: ['board', 'menu', 'target', 'shape'],
    help: 'undo your last action (if it revealed nothing)',
    status: 'u undo',
  },
  {
    keys: [HINT_KEY],
    intent: { type: 'hint' },
    screens: ['board', 'menu', 'target', 'shape', 'layout'],
    help: 'hint: what the strong bot would do (it thinks about a second)',
    status: `${HINT_KEY} hint`,
  },
  // The room's chat (a game on hacienda serve; local play has none), before the keys the status
  // line gives up first: talking matters more there than the counts.
  {
    keys: [CHAT_KEY, '"'],
    intent: { type: 'chat' },
    screens: ['board', 'menu', 'target', 'shape', 'layout', 'watch', 'final'],
    help: 'chat: say something to everyone in the room (a game on hacienda serve)',
    status: `${CHAT_KEY} chat`,
    needs: 'chat',
  },
  { keys: ['space', 'enter', '.'], intent: { type: 'skip' }, screens: ['watch'], help: "skip the wait for a bot's move", status: 'space skip wait' },
  {
    keys: ['?', 'f1'],
    intent: { type: 'help' },
    screens: [...PLAY, 'final', 'replay', 'scoring', 'handoff'],
    help: 'help: keys, rules, rulings',
    status: '? help',
  },
  { keys: ['q'], intent: { type: 'quit' }, screens: [...PLAY, 'small'], help: 'quit (asks first; the game stays saved)', status: 'q quit' },
  {
    keys: ['z'],
    intent: { type: 'zoom' },
    screens: [...PLAY, 'final', 'replay'],
    help: 'zoom: compact or detailed board',
    status: 'z zoom',
    statusOff: ['replay'],
  },
  {
    keys: ['m', 'ctrl+p'],
    intent: { type: 'history' },
    screens: ['board', 'target', 'shape', 'layout', 'watch', 'final'],
    help: 'the history: every event since the start of the game',
    status: 'm history',
  },
  {
    keys: ['o'],
    intent: { type: 'scores-now' },
    screens: ['board', 'target', 'shape', 'layout', 'watch', 'final'],
    help: 'the scores if scored now, by category (o again hides them)',
    status: 'o scores',
  },
  {
    keys: [COUNTING_KEY],
    intent: { type: 'counting' },
    screens: ['board', 'target', 'shape', 'watch', 'final'],
    help: `what counts at a scoring: the markets (2026: visitor centers) that each player's herds reach, and those herds (${COUNTING_KEY} again hides them)`,
    status: `${COUNTING_KEY} counts`,
  },
  // Saving elsewhere (when a save failed, the screen opens it by itself).
  { keys: ['s'], intent: { type: 'save-as' }, screens: ['board', 'watch', 'final'], help: 'save the game to another file (and go on saving there)' },
  { keys: ['enter'], intent: { type: 'select' }, screens: ['saving'], help: 'save to the path typed', status: 'enter save there' },
  { keys: ['esc'], intent: { type: 'back' }, screens: ['saving'], help: 'close (the game goes on; the next action tries to save again)', status: 'esc go on' },
  { keys: ['backspace'], intent: { type: 'text-erase' }, screens: ['saving'], help: 'erase a character of the path' },
  { keys: ['ctrl+u'], intent: { type: 'text-clear' }, screens: ['saving'], help: 'erase the whole path', status: 'ctrl+u clear' },
  { keys: ['enter'], intent: { type: 'select' }, screens: ['chat'], help: 'say the line typed', status: 'enter say' },
  { keys: ['esc'], intent: { type: 'back' }, screens: ['chat'], help: 'close the chat line (what is typed is kept)', status: 'esc close' },
  { keys: ['backspace'], intent: { type: 'text-erase' }, screens: ['chat'], help: 'erase a character' },
  { keys: ['ctrl+u'], intent: { type: 'text-clear' }, screens: ['chat'], help: 'erase the whole line', status: 'ctrl+u clear' },
];

/**
 * The intent of a key on a screen. A capital letter that begins a space's label starts typing one
 * (`F7`), on the board and in a menu (which stays open: the cursor moves). While a label is being
 * typed (`label`: the text so far), a letter or digit that continues it (`grows`: some space's label
 * begins with the text) goes to it; a capital that cannot continue it begins a new label; any other
 * key that cannot continue it ends the label and does its own job (`F7a`: to F7, then the actions).
 */
export function keyToIntent(
  screen: Screen,
  key: string,
  label: string | null = null,
  groupKeys: Readonly<Record<string, GroupId>> = {},
  grows: (text: string) => boolean = labelPrefix,
): Intent | null {
  // A path or a search is being typed: every printable character is part of it.
  const typing = screen === 'saving' || screen === 'search' || screen === 'chat';
  if (typing && key.length === 1 && key >= ' ' && key !== '\x7f') return { type: 'text', ch: key };
  if (typing && key === 'space') return { type: 'text', ch: ' ' };
  if (CURSOR.includes(screen) || screen === 'menu' || screen === 'layout') {
    if (label !== null && /^[A-Za-z0-9]$/.test(key) && grows(label + key.toUpperCase())) return { type: 'label', ch: key.toUpperCase() };
    // A capital that cannot continue the label begins the next one (`E1F4`: to E1, then to F4).
    if (label !== null && /^[A-Z]$/.test(key) && grows(key)) return { type: 'label', ch: key, fresh: true };
    if (label !== null && key === 'esc') return { type: 'back' };
    if (label === null && /^[A-Z]$/.test(key) && grows(key) && !(screen === 'replay' && key === 'S')) return { type: 'label', ch: key };
  }
  for (const b of BINDINGS) if (b.screens.includes(screen) && b.keys.includes(key)) return b.intent;
  // The ruleset's action groups (Classic: b buy, p play...; 2026: t take, p pair...).
  if ((screen === 'board' || screen === 'menu') && Object.hasOwn(groupKeys, key)) return { type: 'group', group: groupKeys[key]! };
  if (screen === 'menu' && /^[0-9a-z]$/.test(key)) return { type: 'item', key };
  if (screen === 'watch' && key.length === 1) return { type: 'skip' };
  return null;
}

/**
 * The keys of one piece of input as the terminal sent it, in order. Ink's reader hands over what
 * arrived together (a paste, a fast typist, a slow link over SSH) as one piece when it holds no
 * escape sequence (`F7a`, `e\ry`), an escape sequence alone (`\x1b[A`), or an escape with what
 * followed it at once (`\x1b\x1b`, `\x1bo`). Each key in it is a key of its own, as if typed alone:
 * two escapes are two `esc`, an escape and a letter are `esc` and the letter (no Alt bindings here).
 */
export function keysOf(data: string): string[] {
  const out: string[] = [];
  let rest = data;
  while (rest.startsWith('\x1b')) {
    const seq = SEQUENCES[rest];
    if (seq) return [...out, seq];
    const mouse = mouseKey(rest);
    if (mouse) return [...out, mouse];
    // An unknown sequence (a function key we do not use) is one key that means nothing.
    if (/^\x1b(\[[\x30-\x3f\x20-\x2f[]*|O)[\x40-\x7e]$/.test(rest)) return [...out, 'unknown'];
    out.push('esc');
    rest = rest.slice(1);
  }
  for (const ch of rest) {
    const name = CONTROL[ch] ?? (ch < ' ' || ch === '\x7f' || (ch >= '\x80' && ch <= '\x9f') ? null : ch === ' ' ? 'space' : ch);
    if (name) out.push(name);
  }
  return out;
}

/**
 * A mouse report (SGR, `\x1b[<b;x;yM`, which the screen asks for unless --no-mouse): a press of
 * the left button is `click:x,y` (0-based column and line of the screen); the rest (releases,
 * motion, other buttons, the wheel) means nothing here.
 */
function mouseKey(seq: string): string | null {
  const m = /^\x1b\[<(\d+);(\d+);(\d+)([Mm])$/.exec(seq);
  if (!m) return null;
  const button = Number(m[1]);
  return m[4] === 'M' && button === 0 ? `click:${Number(m[2]) - 1},${Number(m[3]) - 1}` : 'unknown';
}

/** Where a click landed: `click:12,5` to its column and line. */
export function clickAt(key: string): { x: number; y: number } | null {
  const m = /^click:(\d+),(\d+)$/.exec(key);
  return m ? { x: Number(m[1]), y: Number(m[2]) } : null;
}

/** The escape sequences of the keys the screen uses (xterm's, and the older VT and rxvt forms). */
const SEQUENCES: Readonly<Record<string, string>> = {
  '\x1b[A': 'up',
  '\x1b[B': 'down',
  '\x1b[C': 'right',
  '\x1b[D': 'left',
  '\x1bOA': 'up',
  '\x1bOB': 'down',
  '\x1bOC': 'right',
  '\x1bOD': 'left',
  '\x1b[H': 'home',
  '\x1b[F': 'end',
  '\x1bOH': 'home',
  '\x1bOF': 'end',
  '\x1b[1~': 'home',
  '\x1b[4~': 'end',
  '\x1b[7~': 'home',
  '\x1b[8~': 'end',
  '\x1b[5~': 'pageup',
  '\x1b[6~': 'pagedown',
  '\x1b[3~': 'backspace',
  '\x1b[Z': 'shift+tab',
  '\x1bOP': 'f1',
  '\x1b[11~': 'f1',
  '\x1b[[A': 'f1',
  '\x1b[1P': 'f1',
};

/** Control characters as keys. */
const CONTROL: Readonly<Record<string, string>> = {
  '\r': 'enter',
  '\n': 'enter',
  '\t': 'tab',
  '\x7f': 'backspace',
  '\b': 'backspace',
  '\x03': 'ctrl+c',
  '\x15': 'ctrl+u',
  '\x1a': 'ctrl+z',
  '\x10': 'ctrl+p',
};

/** The status line: the keys that work on this screen. */
export function statusKeys(screen: Screen, extra: Partial<Record<string, boolean>> = {}): string[] {
  const out: string[] = [];
  for (const b of BINDINGS) {
    if (!b.status || !b.screens.includes(screen) || b.statusOff?.includes(screen)) continue;
    if (b.intent.type === 'undo' && extra.undo === false) continue;
    if (b.intent.type === 'changes' && extra.changes === false) continue;
    if (b.needs && extra[b.needs] !== true) continue;
    if (b.yields && extra[b.yields] === true) continue;
    out.push(b.status);
  }
  return out;
}

/** The keys of the menu's groups (Classic: b buy, p play...; 2026: t take, p pair...). */
export function groupKeys(menu: readonly MenuGroup[]): Record<string, GroupId> {
  const keys: Record<string, GroupId> = {};
  for (const g of menu) keys[g.key] = g.id;
  return keys;
}
