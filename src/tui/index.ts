/**
 * The terminal screen's entry points, loaded only by the commands that open it (Ink and React
 * stay off the path of `--help`, `simulate` and the rest).
 */
import { createElement } from 'react';
import type { GameSession } from '../records/session.js';
import type { Budget } from '../bots/index.js';
import type { BaseState } from '../api.js';
import type { GameRecord } from '../records/format.js';
import type { ReplayStep } from '../records/replay.js';
import { GameController } from './app/controller.js';
import { GameApp, type GameAppProps } from './app/GameApp.js';
import { ReplayApp } from './app/ReplayApp.js';
import { botThread, wireBudget } from '../host/bot-thread.js';
import { Table, type TableGame } from '../table/table.js';
import { seatLevels, TableBots } from '../table/bots.js';
import { runScreen, type GuestTerminal, type ScreenEnd } from './app/run.js';
import type { Zoom } from './game/board-render.js';
import type { ZoomChoice } from './ui/layout.js';
import { chooseGlyphs } from './terminal/glyphs.js';
import { makePainter } from './terminal/style.js';
import { stdoutLevel } from '../text/colour.js';
import type { PanelTheme } from './game/panels.js';
import { replayData } from './ui/replay.js';
import type { Tutor } from '../tutorial/tutor.js';
import type { Analysis } from '../coach/analysis.js';
import { readSettings, settingsFile, writeSettings } from './app/settings.js';

export interface ScreenOptions {
  noColor?: boolean;
  /** Mouse clicks select spaces and menu items (false: --no-mouse). */
  mouse?: boolean;
  ascii?: boolean;
  zoom?: Zoom;
}

export function makeTheme(opts: ScreenOptions): PanelTheme {
  return { painter: makePainter(stdoutLevel(opts.noColor)), glyphs: chooseGlyphs({ ascii: opts.ascii }) };
}

type AtTableOptions = ScreenOptions & { botDelay: number; seed: string; budget?: Budget; theme?: PanelTheme; terminal?: GuestTerminal };

/**
 * One screen at a local table of `game` (the session itself, or a tutor standing for it) with its
 * bots, who play there at the bot delay's pace; the bots and the hints think in a worker thread
 * (src/host/bot-thread.ts), ended with the screen. The zoom: the one given, else what `zoomOf`
 * makes of the one the player chose last (z), remembered in the data folder; a guest terminal
 * (the server's) neither reads nor writes this machine's settings.
 */
async function screenAtTable(
  session: GameSession,
  opts: AtTableOptions,
  how: {
    game: TableGame;
    zoomOf: (chosen: Zoom | undefined) => ZoomChoice;
    seated?: (table: Table, bots: TableBots) => void;
    props?: Pick<GameAppProps, 'lesson' | 'quitNote' | 'onReview' | 'opening'>;
    close?: () => void;
  },
): Promise<ScreenEnd> {
  const decider = botThread();
  const table = new Table(how.game);
  const bots = new TableBots(table, seatLevels(session.seats), {
    seed: opts.seed,
    at: session.record.actions.length,
    budget: opts.budget ? wireBudget(opts.budget) : null,
    decider,
    pace: opts.botDelay,
  });
  how.seated?.(table, bots);
  const controller = new GameController(session, { seed: opts.seed, decider, table, bots, ...(opts.budget ? { budget: opts.budget } : {}) });
  const settings = opts.terminal ? null : settingsFile();
  const zoom = opts.zoom ?? how.zoomOf(settings ? readSettings(settings).zoom : undefined);
  try {
    return await runScreen(
      createElement(GameApp, {
        controller,
        theme: opts.theme ?? makeTheme(opts),
        zoom,
        ...(settings ? { onZoom: (z: Zoom) => void writeSettings(settings, { zoom: z }) } : {}),
        ...how.props,
      }),
      { mouse: opts.mouse !== false, ...(opts.terminal ? { terminal: opts.terminal } : {}) },
    );
  } finally {
    how.close?.();
    bots.close();
    await decider.close();
  }
}

/**
 * Plays the session's game on the screen until the player quits, the game ends or a signal comes:
 * this screen's people at a local table with the bots. By default the detailed board when the
 * terminal has room for it, unless the player chose the compact one.
 */
export async function playOnScreen(session: GameSession, opts: AtTableOptions, opening?: string): Promise<ScreenEnd & { review: boolean }> {
  let review = false;
  const end = await screenAtTable(session, opts, {
    game: session,
    zoomOf: playZoom,
    props: {
      // The final screen's review key (a game kept in a file): the caller analyses it and replays it.
      ...(session.file && !opts.terminal ? { onReview: () => (review = true) } : {}),
      ...(opening ? { opening } : {}),
    },
  });
  return { ...end, review };
}

/** The zoom of play and of the replay viewer: the detailed board when it fits, unless the compact one was chosen. */
function playZoom(chosen: Zoom | undefined): ZoomChoice {
  return chosen === 'compact' ? 'compact' : 'auto';
}

/**
 * Shows a replayed record on the screen, read-only; with its analysis (checked), the marks, the
 * better moves and the chart; `note` on the message line at the start. The zoom as a game's
 * screen chooses it: the detailed board when it fits, unless the player chose the compact one
 * (z, remembered for the games and replays after).
 */
export async function replayOnScreen(
  record: GameRecord,
  file: string,
  initial: BaseState,
  steps: readonly ReplayStep[],
  at: number,
  opts: ScreenOptions & { analysis?: Analysis | null; note?: string | null },
): Promise<ScreenEnd> {
  const data = replayData(record, file, initial, steps, opts.analysis ?? null);
  const settings = settingsFile();
  const zoom = opts.zoom ?? playZoom(readSettings(settings).zoom);
  return await runScreen(
    createElement(ReplayApp, {
      data,
      theme: makeTheme(opts),
      at,
      zoom,
      onZoom: (z: Zoom) => void writeSettings(settings, { zoom: z }),
      ...(opts.note ? { note: opts.note } : {}),
    }),
  );
}

/**
 * Plays a tutorial on the screen: the tutor's game at a table, the lessons above the log; the
 * tutor's seat becomes the random bot once the lessons are done (its bots are held until then).
 * The zoom chosen last, else the compact board the lessons' texts were written for.
 */
export async function tutorialOnScreen(session: GameSession, tutor: Tutor, opts: AtTableOptions): Promise<ScreenEnd> {
  return screenAtTable(session, opts, {
    game: tutor,
    zoomOf: (chosen) => chosen ?? 'compact',
    seated: (table, bots) => {
      let lessons: (() => void) | null = bots.hold();
      tutor.seat(table, () => {
        lessons?.();
        lessons = null;
      });
    },
    props: { lesson: () => tutor.shown(), quitNote: 'Your place is kept (hacienda tutorial continues there).' },
    close: () => tutor.close(),
  });
}
