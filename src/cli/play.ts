/**
 * `hacienda play` (the default command): a game on the terminal screen. Thin: it checks the
 * options, asks what they leave open, starts a recorded GameSession (saved after every action) and
 * hands it to the screen (src/tui), loaded only here so that other commands start fast.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { isOver, newGame, ruleset, SetupError, totals, winners, type BaseState, type MapData } from '../api.js';
import { BOT_LEVELS } from '../bots/index.js';
import { isBuiltinMap, BUILTIN_MAPS, loadMap } from '../maps/load.js';
import type { GameRecord } from '../records/format.js';
import { GameSession } from '../records/session.js';
import { checkWritableFolder, cleanRecordTemporaries, gamesDir, newRecordPath } from '../records/store.js';
import { checkUnique, defaultSeats, nameSeats, parseSeat, SeatError, somethingToAsk, userName } from '../tui/setup/options.js';
import { EXIT, UserError } from './exit-codes.js';
import { sanitize } from '../text/sanitize.js';
import { shellQuote } from './shell-quote.js';
import { Interrupted } from './signals.js';
import { parseCount, seedOption, thinkBudget, tileOptions } from './simulate.js';
import { LAYOUTS, MODES, type Layout, type Mode } from '../games/h2026/rules/index.js';
import { programVersion } from './version.js';

type Out = (line: string) => void;

export interface PlayOptions {
  /** Asked when not given (classic with --yes or --map; 2026 with --mode or --layout). */
  rules?: string;
  map?: string;
  /** Hacienda 2026: basic or hacienda (asked when not given). */
  mode?: string;
  /** Hacienda 2026: standard, random or custom (asked when not given). */
  layout?: string;
  players?: string;
  seat?: string[];
  seed?: string;
  save?: string;
  /** false with --no-color. */
  color?: boolean;
  ascii?: boolean;
  yes?: boolean;
  botDelay?: string;
  /** A strong bot's thinking time per decision, in milliseconds (default 1 s). */
  think?: string;
}

/** The screen's own options, shared by play, resume and replay. */
export interface ScreenFlags {
  color?: boolean;
  ascii?: boolean;
  botDelay?: string;
  /** A strong bot's thinking time per decision, in milliseconds (--think; default 1 s). */
  think?: string;
}

export const DEFAULT_BOT_DELAY = 700;
/** Exit code when the player cancels the questions before the game (ctrl+c). */
export const EXIT_CANCELLED = 130;

/** The screen needs a terminal on both ends; otherwise one line and exit code 2. */
export function requireTerminal(what: string, streams: { stdin: { isTTY?: boolean }; stdout: { isTTY?: boolean } } = process): void {
  if (streams.stdin.isTTY && streams.stdout.isTTY) return;
  throw new UserError(`${what} needs a terminal, and ${streams.stdin.isTTY ? 'stdout' : 'stdin'} is not one; without a screen, try 'hacienda simulate' (bots play) or 'hacienda replay --text <file>'`, EXIT.usage);
}

export function parseBotDelay(text: string | undefined): number {
  return text === undefined ? DEFAULT_BOT_DELAY : parseCount(text, '--bot-delay', 0, 60_000);
}

function randomSeed(): string {
  return randomBytes(4).toString('hex');
}

/** The rulesets the screen plays. */
export const SCREEN_RULESETS = ['classic', '2026'] as const;

function rulesetOf(name: string) {
  let rules;
  try {
    rules = ruleset(name);
  } catch (err) {
    throw new UserError(err instanceof Error ? err.message : String(err));
  }
  if (!(SCREEN_RULESETS as readonly string[]).includes(rules.name)) throw new UserError(`the screen plays ${SCREEN_RULESETS.join(' and ')}, not '${rules.name}'; try 'hacienda simulate --rules ${rules.name}'`);
  return rules;
}

export async function play(opts: PlayOptions, out: Out): Promise<void> {
  // The ruleset: given, or implied by the other options, or asked (--yes: Classic).
  const implied = opts.mode !== undefined || opts.layout !== undefined ? '2026' : opts.map !== undefined || opts.yes ? 'classic' : undefined;
  const given = opts.rules ?? implied;
  let rules = rulesetOf(given ?? 'classic');
  if (rules.name === '2026' && opts.map !== undefined) throw new UserError('--map is an option of --rules classic: Hacienda 2026 lays its map from the tiles (--mode, --layout)');
  if (given !== undefined) tileOptions(rules.name, opts.mode, opts.layout);
  const you = userName();
  let seats;
  try {
    seats = nameSeats((opts.seat ?? []).map((s) => parseSeat(s, BOT_LEVELS)), you);
    checkUnique(seats);
  } catch (err) {
    if (err instanceof SeatError) throw new UserError(err.message);
    throw err;
  }
  const players = opts.players === undefined ? undefined : parseCount(opts.players, '--players', rules.minPlayers, rules.maxPlayers);
  if (seats.length > rules.maxPlayers) throw new UserError(`${seats.length} seats given: ${rules.name === 'classic' ? 'Classic Hacienda' : 'Hacienda 2026'} is for ${rules.minPlayers} to ${rules.maxPlayers} players`);
  if (players !== undefined && seats.length > players) throw new UserError(`${seats.length} seats given for --players ${players}`);
  if (opts.map !== undefined) loadMap(opts.map);
  const botDelay = parseBotDelay(opts.botDelay);
  thinkBudget(opts.think); // checked before any question is asked
  const seed = opts.seed === undefined ? randomSeed() : seedOption(opts.seed);
  const file = opts.save ? resolve(opts.save) : null;
  if (file && existsSync(file)) throw new UserError(`--save ${opts.save}: the file exists already (to continue that game: hacienda resume ${shellQuote(file)})`);

  // The folder must take the record before anything is asked (exit 5 naming it and why).
  checkWritableFolder(file ? dirname(file) : gamesDir());
  cleanRecordTemporaries(file ? dirname(file) : gamesDir());
  requireTerminal('hacienda play');

  let mapName = opts.map;
  let mode = opts.mode as Mode | undefined;
  let layout = opts.layout as Layout | undefined;
  if (!opts.yes && somethingToAsk({ rules: given, map: mapName, mode, layout, players, seats })) {
    const { ask, QuestionsStopped } = await import('../tui/setup/prompts.js');
    try {
      const asked = await ask({
        rules: given,
        mode,
        layout,
        modes: MODES,
        layouts: LAYOUTS,
        map: mapName,
        players,
        seats,
        minPlayers: rules.minPlayers,
        maxPlayers: rules.maxPlayers,
        levels: BOT_LEVELS,
        you,
        builtinMaps: BUILTIN_MAPS,
        checkMap: (path) => {
          try {
            if (!isBuiltinMap(path)) loadMap(path);
            return null;
          } catch (err) {
            return err instanceof Error ? err.message : String(err);
          }
        },
      });
      mapName = asked.map;
      seats = asked.seats;
      rules = rulesetOf(asked.rules);
      mode = asked.mode;
      layout = asked.layout;
    } catch (err) {
      if (err instanceof Error && err.name === 'ExitPromptError') throw new UserError('no game: the questions were cancelled', EXIT_CANCELLED);
      if (err instanceof QuestionsStopped) throw new Interrupted(err.signal, `no game: the questions were stopped by ${err.signal}`);
      throw err;
    }
  } else {
    seats = defaultSeats(players ?? Math.max(2, seats.length), seats, you);
  }
  let session: GameSession;
  try {
    // Classic plays on a board; Hacienda 2026 lays its map from the tiles (the record keeps it).
    const tiles = rules.name === '2026' ? tileOptions('2026', mode, layout) : {};
    const map = rules.name === '2026' ? mapOfNewGame(rules.name, seats, seed, tiles) : loadMap(mapName ?? 'symmetric');
    session = GameSession.start({
      rules: rules.name,
      options: { seed, ...tiles },
      map,
      seats,
      file: file ?? newRecordPath(gamesDir(), new Date(), rules.name, seed),
      program: programVersion(),
      holder: 'hacienda play',
    });
  } catch (err) {
    if (err instanceof SetupError) throw new UserError(err.message);
    throw err;
  }
  await openGame(session, { color: opts.color, ascii: opts.ascii, botDelay: String(botDelay), think: opts.think }, out);
}

/** The board a new game of `rules` starts on (2026: what its tiles make). */
function mapOfNewGame(rules: string, seats: readonly { name: string }[], seed: string, options: object): MapData {
  return (newGame(rules, { players: seats.map((s) => s.name), seed, ...options }) as BaseState & { map: MapData }).map;
}

/** Plays a session on the screen (a new game or a resumed one), then says where it is saved. */
export async function openGame(session: GameSession, flags: ScreenFlags, out: Out): Promise<void> {
  requireTerminal('playing on the screen');
  const botDelay = parseBotDelay(flags.botDelay);
  const budget = thinkBudget(flags.think);
  const { playOnScreen } = await import('../tui/index.js');
  const seed = String(session.record.options.seed ?? 'game');
  let end;
  try {
    end = await playOnScreen(session, { noColor: flags.color === false, ascii: flags.ascii, botDelay, seed, budget });
  } finally {
    session.close();
  }
  // A signal closes the screen as a quit does, and the same lines say where the game is.
  afterGame(session.record, session, out);
  if (end.signal) throw new Interrupted(end.signal);
}

function afterGame(record: GameRecord, session: GameSession, out: Out): void {
  const file = session.file ? sanitize(session.file) : '(not saved)';
  const name = (i: number) => sanitize(record.seats[i]?.name ?? `seat ${i + 1}`);
  if (isOver(session.state)) {
    const t = totals(session.state);
    const w = winners(session.state);
    out(`game over: ${record.seats.map((_, i) => `${name(i)} ${t[i]}`).join(', ')}; ${w.length > 1 ? 'shared win' : 'winner'}: ${w.map(name).join(' and ')}`);
    session.checkSaved();
    out(`record: ${sanitize(file)}`);
  } else {
    session.checkSaved();
    out(`game saved after ${record.actions.length} actions: ${sanitize(file)}`);
    out(`continue it with: hacienda resume ${sanitize(shellQuote(file))}`);
  }
}

/** `hacienda replay <file>` on a terminal: the replay viewer. */
export async function viewReplay(file: string, opts: ScreenFlags & { at?: string }): Promise<void> {
  const { loadRecord } = await import('../records/read.js');
  const { replayRecord } = await import('../records/replay.js');
  const { parseAt } = await import('./records.js');
  const { RecordError, RECORD_EXIT } = await import('../records/format.js');
  const record = loadRecord(file);
  // The viewer starts at the beginning unless told otherwise.
  const at = opts.at === undefined ? 0 : parseAt(opts.at, record.actions.length);
  if (!(SCREEN_RULESETS as readonly string[]).includes(record.ruleset)) throw new UserError(`${file}: the viewer shows ${SCREEN_RULESETS.join(' and ')} games, not '${record.ruleset}'; try: hacienda replay --text ${shellQuote(file)}`);
  const r = replayRecord(record);
  if (!r.ok) {
    const p = r.problem;
    throw new RecordError(`${file}: ${p.index ? `action ${p.index} (${sanitize(p.player ?? '?')}: ${sanitize(p.move ?? '?')})` : 'setup'}: ${p.reason}`, RECORD_EXIT.unsound);
  }
  requireTerminal('the replay viewer');
  const { replayOnScreen } = await import('../tui/index.js');
  const end = await replayOnScreen(record, file, r.initial as never, r.steps, at, { noColor: opts.color === false, ascii: opts.ascii });
  if (end.signal) throw new Interrupted(end.signal);
}
