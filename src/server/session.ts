/**
 * One person's screen on the server, from the lobby to a room and back, in one SSH channel with a
 * pseudo-terminal: the same Ink screens as local play, drawn into the channel (run.ts's guest
 * terminal) at the client's size. At a room, the game screen sits at the room's table at the
 * player's seat (what that seat may see, nothing more) or, for a spectator, at the public view.
 */
import { createElement } from 'react';
import { colourLevel } from '../text/colour.js';
import { GameController, SPECTATOR } from '../tui/app/controller.js';
import { GameApp } from '../tui/app/GameApp.js';
import { runScreen } from '../tui/app/run.js';
import type { PanelTheme } from '../tui/game/panels.js';
import { chooseGlyphs } from '../tui/terminal/glyphs.js';
import { makePainter } from '../tui/terminal/style.js';
import type { Hub } from './hub.js';
import { LobbyApp, type LobbyChoice } from './lobby/LobbyApp.js';
import { WaitingApp } from './lobby/WaitingApp.js';
import type { Player } from './players.js';
import type { ChannelTerminal } from './terminal.js';
import { findGame } from '../games/index.js';
import { keptTutorial, startTutorial, tutorOf } from '../tutorial/session.js';
import { programVersion } from '../cli/version.js';
import { botThread } from '../host/bot-thread.js';

/** The tutor's moves, and the random bot's after the lessons, at a pace to follow. */
const TUTOR_PACE_MS = 600;
const DEFAULT_PACE_MS = 700;

/** Colours and glyphs for the client's terminal, from the TERM its pty request named. */
export function clientTheme(term: string): PanelTheme {
  const env = { TERM: term, LANG: 'C.UTF-8' };
  return { painter: makePainter(colourLevel({ env, isTTY: true })), glyphs: chooseGlyphs({ env }) };
}

/** Where a session starts: the lobby, or a room (join, watch, a room just made). */
export type Start = { kind: 'lobby' } | LobbyChoice;

export async function runSession(hub: Hub, player: Player, terminal: ChannelTerminal, theme: PanelTheme, start: Start): Promise<void> {
  let closed = false;
  terminal.stdin.once('close', () => (closed = true));
  const screen = { terminal, mouse: false };
  let next: Start = start;
  while (!closed) {
    if (next.kind === 'quit') return;
    if (next.kind === 'lobby') {
      let choice: LobbyChoice = { kind: 'quit' };
      await runScreen(createElement(LobbyApp, { hub, player, done: (c: LobbyChoice) => (choice = c) }), screen);
      next = choice;
      continue;
    }
    if (next.kind === 'tutorial') {
      await runTutorial(hub, player, terminal, theme, next.rules);
      next = { kind: 'lobby' };
      continue;
    }
    const room = hub.get(next.code);
    if (!room) return;
    if (next.kind === 'seat' && !room.game) {
      const leave = room.arrive(player);
      let begun = false;
      try {
        await runScreen(createElement(WaitingApp, { room, player, done: (b: boolean) => (begun = b) }), screen);
      } finally {
        leave();
      }
      if (!begun) {
        next = { kind: 'lobby' };
        continue;
      }
    }
    const game = room.game;
    if (!game) {
      next = { kind: 'lobby' };
      continue;
    }
    const seat = next.kind === 'seat' ? room.seatOf(player) : SPECTATOR;
    // A hint thinks in a thread of the screen's own (started at the first hint), not in the
    // server's main thread, where it would hold up every other screen's frames and keys.
    const hints = botThread();
    const controller = new GameController(game.session, {
      seed: `${room.info.seed}/${player.id}`,
      table: game.table,
      seat,
      presence: room.presence(),
      decider: hints,
    });
    const leave = room.arrive(seat === SPECTATOR ? null : player);
    try {
      await runScreen(createElement(GameApp, { controller, theme, chat: room.chatFor(player) }), screen);
    } finally {
      leave();
      controller.standUp();
      await hints.close();
    }
    next = { kind: 'lobby' };
  }
}

/**
 * A tutorial in the session's screen, as `hacienda tutorial` plays it: the player's own kept one
 * goes on where they left (a guest's is kept for the connection only). A tutorial the player has
 * open in another connection (its file locked) is not opened twice: the lobby comes back.
 */
async function runTutorial(hub: Hub, player: Player, terminal: ChannelTerminal, theme: PanelTheme, rules: string): Promise<void> {
  const script = findGame(rules)?.tutorial;
  if (!script) return;
  const file = hub.tutorialFile(player, rules);
  let session;
  try {
    session = (file ? keptTutorial(script, file, 'hacienda serve').session : null) ?? startTutorial(script, file, programVersion(), 'hacienda serve');
  } catch {
    return;
  }
  try {
    const { tutorialOnScreen } = await import('../tui/index.js');
    await tutorialOnScreen(session, tutorOf(session, script, TUTOR_PACE_MS), {
      botDelay: DEFAULT_PACE_MS,
      seed: script.options.seed,
      theme,
      terminal,
      mouse: false,
    });
  } finally {
    session.close();
  }
}
