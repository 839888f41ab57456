/**
 * `hacienda play` (the default command): a game on the terminal screen. Thin: it checks the
 * options, asks what they leave open, starts a recorded GameSession (saved after every action) and
 * hands it to the screen (src/tui), loaded only here so that other commands start fast.
 */
import { parseAt } from './at-option.js';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { isOver, ruleset, SetupError, totals, winners } from '../api.js';
import { BOT_NAMES, parseBotSpec } from '../bots/index.js';
import { loadMap } from '../maps/load.js';
import { choiceOf } from '../engine/options.js';
import { GAMES } from '../games/index.js';
import { canShow } from '../tui/game/rulesets.js';
import { gameOptions, impliedRules, type GivenOptions } from './game-options.js';
import type { GameRecord } from '../records/format.js';
import type { Analysis } from '../coach/analysis.js';
import { GameSession } from '../records/session.js';
import { checkWritableFolder, cleanRecordTemporaries, gamesDir, newRecordPath } from '../records/store.js';
import { checkStartWord, checkUnique, defaultSeats, nameSeats, parseSeat, SeatError, somethingToAsk, startPlayer, userName } from '../table/seats.js';
import { EXIT, UserError } from './exit-codes.js';
import { sanitize } from '../text/sanitize.js';
import { shellQuote } from './shell-quote.js';
import { Interrupted } from '../host/signals.js';
import { parseCount, seedOption, thinkBudget } from './simulate.js';
import { programVersion } from './version.js';
import { parseBotDelay, requireTerminal } from './screen-flags.js';

type Out = (line: string) => void;

/** The options of `hacienda play`, and the game's own (`--map`, `--mode`...: game-options.ts), asked when not given. */
export interface PlayOptions extends GivenOptions {
  /** Asked when not given and not implied by the game's options (`--yes`: the first game). */
  rules?: string;
  players?: string;
  seat?: string[];
  /** The start player: a seat's number from 1, its name, or `random` (the default). */
  start?: string;
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
  /** false: --no-mouse. */
  mouse?: boolean;
  botDelay?: string;
  /** A strong bot's thinking time per decision, in milliseconds (--think; default 1 s). */
  think?: string;
}

/** Exit code when the player cancels the questions before the game (ctrl+c). */
export const EXIT_CANCELLED = EXIT.cancelled;

/** `Classic Hacienda and Hacienda 2026`: the games the screen shows. */
function screenGames(): string {
  return GAMES.filter((g) => g.presenter)
    .map((g) => g.rules.about.name)
    .join(' and ');
}

function randomSeed(): string {
  return randomBytes(4).toString('hex');
}

function rulesetOf(name: string) {
  let rules;
  try {
    rules = ruleset(name);
  } catch (err) {
    throw new UserError(err instanceof Error ? err.message : String(err));
  }
  if (!canShow(rules.about.name))
    throw new UserError(`the screen plays ${screenGames()}, not '${rules.about.name}'; try 'hacienda simulate --rules ${rules.about.name}'`);
  return rules;
}

export async function play(opts: PlayOptions, out: Out): Promise<void> {
  // The ruleset: given, or implied by the other options, or asked (--yes: Classic).
  const given = opts.rules ?? impliedRules(opts) ?? (opts.yes ? GAMES[0]!.rules.about.name : undefined);
  let rules = rulesetOf(given ?? GAMES[0]!.rules.about.name);
  // Checked before any question is asked; without questions, these are the game's options.
  let options = given === undefined ? undefined : gameOptions(rules.about, opts);
  const you = userName();
  let seats = seatCheck(() => {
    const named = nameSeats(
      (opts.seat ?? []).map((s) => parseSeat(s, BOT_NAMES)),
      you,
    );
    checkUnique(named);
    return named;
  });
  const players = opts.players === undefined ? undefined : parseCount(opts.players, '--players', rules.about.minPlayers, rules.about.maxPlayers);
  if (seats.length > rules.about.maxPlayers)
    throw new UserError(`${seats.length} seats given: ${rules.about.title} is for ${rules.about.minPlayers} to ${rules.about.maxPlayers} players`);
  if (players !== undefined && seats.length > players) throw new UserError(`${seats.length} seats given for --players ${players}`);
  const botDelay = parseBotDelay(opts.botDelay);
  thinkBudget(opts.think); // checked before any question is asked
  const seed = opts.seed === undefined ? randomSeed() : seedOption(opts.seed);
  const file = opts.save ? resolve(opts.save) : null;
  if (file && existsSync(file))
    throw new UserError(`--save ${opts.save}: the file exists already (to continue that game: hacienda resume ${shellQuote(file)})`);

  const asking = !opts.yes && somethingToAsk({ game: given === undefined ? undefined : rules.about, options: opts, players, seats });
  if (!asking) seats = defaultSeats(players ?? Math.max(2, seats.length), seats, you);
  // The start player: checked before any question (a name once the seats are known), or asked.
  let start: number | null = null;
  const startWord = opts.start;
  if (startWord !== undefined) {
    const known = seats;
    if (asking) seatCheck(() => checkStartWord(startWord, players ?? rules.about.maxPlayers));
    else start = seatCheck(() => startPlayer(startWord, known));
  }

  // The folder must take the record before anything is asked (exit 5 naming it and why).
  checkWritableFolder(file ? dirname(file) : gamesDir());
  cleanRecordTemporaries(file ? dirname(file) : gamesDir());
  requireTerminal('hacienda play');

  if (asking) {
    const { ask, QuestionsStopped } = await import('../tui/setup/prompts.js');
    try {
      const asked = await ask({
        rules: given,
        options: opts,
        players,
        seats,
        levels: BOT_NAMES,
        you,
        askStart: opts.start === undefined,
        checkBoard: (spec, path) => {
          try {
            if (!choiceOf(spec, path))
              loadMap(
                path,
                spec.choices.map((c) => c.value),
              );
            return null;
          } catch (err) {
            return err instanceof Error ? err.message : String(err);
          }
        },
      });
      if (asked.tutorial) {
        await (await import('./tutorial.js')).tutorial({ rules: asked.rules, color: opts.color, ascii: opts.ascii, mouse: opts.mouse !== false }, out);
        return;
      }
      seats = asked.seats;
      const table = seats;
      start = startWord === undefined ? asked.startPlayer : seatCheck(() => startPlayer(startWord, table));
      rules = rulesetOf(asked.rules);
      options = gameOptions(rules.about, asked.options);
    } catch (err) {
      if (err instanceof Error && err.name === 'QuestionsLeft') throw new UserError('no game: the questions were left', EXIT.ok);
      if (err instanceof Error && err.name === 'ExitPromptError') throw new UserError('no game: the questions were cancelled', EXIT_CANCELLED);
      if (err instanceof QuestionsStopped) throw new Interrupted(err.signal, `no game: the questions were stopped by ${err.signal}`);
      throw err;
    }
  }
  let session: GameSession;
  try {
    session = GameSession.start({
      rules: rules.about.name,
      // A start player chosen is one of the game's options, kept in its record; else the game draws it.
      options: { ...(options ?? gameOptions(rules.about, opts)), seed, ...(start === null ? {} : { startPlayer: start }) },
      seats,
      file: file ?? newRecordPath(gamesDir(), new Date(), rules.about.name, seed),
      program: programVersion(),
      holder: 'hacienda play',
    });
  } catch (err) {
    if (err instanceof SetupError) throw new UserError(err.message);
    throw err;
  }
  // --yes seats the hard bot without asking: the first screen says so, and where the others are.
  const hard = opts.yes ? seats.find((s) => s.player === 'bot' && s.bot !== undefined && parseBotSpec(s.bot)?.level === 'strong') : undefined;
  const opening = hard ? `${sanitize(hard.name)} is the hard bot, the strongest (hacienda play offers easier ones)` : undefined;
  await openGame(session, { color: opts.color, ascii: opts.ascii, mouse: opts.mouse !== false, botDelay: String(botDelay), think: opts.think }, out, opening);
}

/** A seat's check, whose error is the user's: one line and exit code 2. */
function seatCheck<T>(check: () => T): T {
  try {
    return check();
  } catch (err) {
    if (err instanceof SeatError) throw new UserError(err.message);
    throw err;
  }
}

/** Plays a session on the screen (a new game or a resumed one), then says where it is saved. */
export async function openGame(session: GameSession, flags: ScreenFlags, out: Out, opening?: string): Promise<void> {
  requireTerminal('playing on the screen');
  const botDelay = parseBotDelay(flags.botDelay);
  const budget = thinkBudget(flags.think);
  const { playOnScreen } = await import('../tui/index.js');
  const seed = String(session.record.options.seed ?? 'game');
  let end;
  try {
    end = await playOnScreen(session, { noColor: flags.color === false, ascii: flags.ascii, mouse: flags.mouse !== false, botDelay, seed, budget }, opening);
  } finally {
    session.close();
  }
  // A signal closes the screen as a quit does, and the same lines say where the game is.
  afterGame(session.record, session, out);
  if (end.signal) throw new Interrupted(end.signal);
  // The final screen's review key: the analysis of the record just saved, then the viewer.
  if (!end.review || !session.file) return;
  const analysis = await (await import('./review.js')).reviewGame(session.file, flags.think, out);
  if (analysis) await viewReplay(session.file, { ...flags, analysis });
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

/**
 * `hacienda replay <file>` on a terminal: the replay viewer, with the analysis kept next to the
 * record when it is one of it (or `analysis`, the one just made: src/cli/review.ts).
 */
export async function viewReplay(file: string, opts: ScreenFlags & { at?: string; analysis?: Analysis }): Promise<void> {
  const { loadRecord } = await import('../records/read.js');
  const { replayRecord } = await import('../records/replay.js');
  const { RecordError, RECORD_EXIT } = await import('../records/format.js');
  const record = loadRecord(file);
  // The viewer starts at the beginning unless told otherwise.
  const at = opts.at === undefined ? 0 : parseAt(opts.at, record.actions.length);
  if (!canShow(record.ruleset))
    throw new UserError(`${file}: the viewer shows ${screenGames()} games, not '${record.ruleset}'; try: hacienda replay --text ${shellQuote(file)}`);
  const r = replayRecord(record);
  if (!r.ok) {
    const p = r.problem;
    throw new RecordError(
      `${file}: ${p.index ? `action ${p.index} (${sanitize(p.player ?? '?')}: ${sanitize(p.move ?? '?')})` : 'setup'}: ${p.reason}`,
      RECORD_EXIT.unsound,
    );
  }
  requireTerminal('the replay viewer');
  const kept = opts.analysis ? { analysis: opts.analysis, note: null } : (await import('./analyze.js')).analysisNextTo(file, record, r.steps);
  const { replayOnScreen } = await import('../tui/index.js');
  const end = await replayOnScreen(record, file, r.initial as never, r.steps, at, { noColor: opts.color === false, ascii: opts.ascii, ...kept });
  if (end.signal) throw new Interrupted(end.signal);
}
