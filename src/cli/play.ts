/**
 * `hacienda play` (the default command): a game on the terminal screen. Thin: it checks the
 * options, asks what they leave open, starts a recorded GameSession (saved after every action) and
 * hands it to the screen (src/tui), loaded only here so that other commands start fast.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { isOver, ruleset, SetupError, totals, winners } from '../api.js';
import { BOT_LEVELS, DEFAULT_THINK_MS } from '../bots/index.js';
import { systemClock } from './clock.js';
import { isBuiltinMap, BUILTIN_MAPS, loadMap } from '../maps/load.js';
import type { GameRecord } from '../records/format.js';
import { GameSession } from '../records/session.js';
import { gamesDir, newRecordPath } from '../records/store.js';
import { checkUnique, defaultSeats, parseSeat, SeatError, somethingToAsk, userName } from '../tui/setup/options.js';
import { EXIT, UserError } from './exit-codes.js';
import { sanitize } from './sanitize.js';
import { parseCount } from './simulate.js';
import { programVersion } from './version.js';

type Out = (line: string) => void;

export interface PlayOptions {
  rules: string;
  map?: string;
  players?: string;
  seat?: string[];
  seed?: string;
  save?: string;
  /** false with --no-color. */
  color?: boolean;
  ascii?: boolean;
  yes?: boolean;
  botDelay?: string;
}

/** The screen's own options, shared by play, resume and replay. */
export interface ScreenFlags {
  color?: boolean;
  ascii?: boolean;
  botDelay?: string;
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

export async function play(opts: PlayOptions, out: Out): Promise<void> {
  let rules;
  try {
    rules = ruleset(opts.rules);
  } catch (err) {
    throw new UserError(err instanceof Error ? err.message : String(err));
  }
  if (rules.name !== 'classic') throw new UserError(`the screen plays Classic Hacienda only so far (--rules classic); try 'hacienda simulate --rules ${rules.name}'`);
  let seats;
  try {
    seats = (opts.seat ?? []).map((s) => parseSeat(s, BOT_LEVELS));
    checkUnique(seats);
  } catch (err) {
    if (err instanceof SeatError) throw new UserError(err.message);
    throw err;
  }
  const players = opts.players === undefined ? undefined : parseCount(opts.players, '--players', rules.minPlayers, rules.maxPlayers);
  if (seats.length > rules.maxPlayers) throw new UserError(`${seats.length} seats given: Classic Hacienda is for ${rules.minPlayers} to ${rules.maxPlayers} players`);
  if (players !== undefined && seats.length > players) throw new UserError(`${seats.length} seats given for --players ${players}`);
  if (opts.map !== undefined) loadMap(opts.map);
  const botDelay = parseBotDelay(opts.botDelay);
  const seed = opts.seed ?? randomSeed();
  const file = opts.save ? resolve(opts.save) : null;
  if (file && existsSync(file)) throw new UserError(`--save ${opts.save}: the file exists already (to continue that game: hacienda resume ${opts.save})`);

  requireTerminal('hacienda play');

  const you = userName();
  let mapName = opts.map;
  if (!opts.yes && somethingToAsk({ map: mapName, players, seats })) {
    const { ask } = await import('../tui/setup/prompts.js');
    try {
      const asked = await ask({
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
    } catch (err) {
      if (err instanceof Error && err.name === 'ExitPromptError') throw new UserError('no game: the questions were cancelled', EXIT_CANCELLED);
      throw err;
    }
  } else {
    seats = defaultSeats(players ?? Math.max(2, seats.length), seats, you);
  }
  const map = loadMap(mapName ?? 'symmetric');
  let session: GameSession;
  try {
    session = GameSession.start({
      rules: rules.name,
      options: { seed },
      map,
      seats,
      file: file ?? newRecordPath(gamesDir(), new Date(), rules.name, seed),
      program: programVersion(),
    });
  } catch (err) {
    if (err instanceof SetupError) throw new UserError(err.message);
    throw err;
  }
  await openGame(session, { color: opts.color, ascii: opts.ascii, botDelay: String(botDelay) }, out);
}

/** Plays a session on the screen (a new game or a resumed one), then says where it is saved. */
export async function openGame(session: GameSession, flags: ScreenFlags, out: Out): Promise<void> {
  requireTerminal('playing on the screen');
  const botDelay = parseBotDelay(flags.botDelay);
  const { playOnScreen } = await import('../tui/index.js');
  const seed = String(session.record.options.seed ?? 'game');
  // A strong bot thinks for its default time per move, on the system clock.
  await playOnScreen(session, { noColor: flags.color === false, ascii: flags.ascii, botDelay, seed, budget: { ms: DEFAULT_THINK_MS, clock: systemClock } });
  afterGame(session.record, session, out);
}

function afterGame(record: GameRecord, session: GameSession, out: Out): void {
  const file = session.file ?? '(not saved)';
  const name = (i: number) => sanitize(record.seats[i]?.name ?? `seat ${i + 1}`);
  if (isOver(session.state)) {
    const t = totals(session.state);
    const w = winners(session.state);
    out(`game over: ${record.seats.map((_, i) => `${name(i)} ${t[i]}`).join(', ')}; ${w.length > 1 ? 'shared win' : 'winner'}: ${w.map(name).join(' and ')}`);
    out(`record: ${file}`);
  } else {
    out(`game saved after ${record.actions.length} actions: ${file}`);
    out(`continue it with: hacienda resume ${file}`);
  }
}

/** `hacienda replay <file>` on a terminal: the replay viewer. */
export async function viewReplay(file: string, opts: ScreenFlags & { at?: string }): Promise<void> {
  const { loadRecord } = await import('../records/store.js');
  const { replayRecord } = await import('../records/replay.js');
  const { parseAt } = await import('./records.js');
  const { RecordError, RECORD_EXIT } = await import('../records/format.js');
  const record = loadRecord(file);
  // The viewer starts at the beginning unless told otherwise.
  const at = opts.at === undefined ? 0 : parseAt(opts.at, record.actions.length);
  if (record.ruleset !== 'classic') throw new UserError(`${file}: the viewer shows Classic games only so far; try 'hacienda replay --text ${file}'`);
  const r = replayRecord(record);
  if (!r.ok) {
    const p = r.problem;
    throw new RecordError(`${file}: ${p.index ? `action ${p.index} (${sanitize(p.player ?? '?')}: ${sanitize(p.move ?? '?')})` : 'setup'}: ${p.reason}`, RECORD_EXIT.unsound);
  }
  requireTerminal('the replay viewer');
  const { replayOnScreen } = await import('../tui/index.js');
  await replayOnScreen(record, file, r.initial as never, r.steps, at, { noColor: opts.color === false, ascii: opts.ascii });
}
