/**
 * `hacienda games`: the saved games in the data folder, newest first, each with its players'
 * points as the screen counts them (replayed from the record) and whose turn it is or who won;
 * `--delete <game>` and `--prune <days>` remove games; on a terminal, a picker that resumes or
 * replays the game chosen. A record that cannot be read or replayed is listed as such.
 */
import { unlinkSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename } from 'node:path';
import { currentPlayer, isOver, projectedScores, totals } from '../api.js';
import type { GameRecord } from '../records/format.js';
import { listSavedGames, type SavedGame } from '../records/read.js';
import { replayRecord } from '../records/replay.js';
import { cleanRecordTemporaries, gamesDir } from '../records/store.js';
import { holderOf, lockGame, type LockOwner } from '../files/lock.js';
import { errorCode, fsCause, WriteError } from '../files/errors.js';
import { safeJson, sanitize } from '../text/sanitize.js';
import { EXIT, UserError } from './exit-codes.js';
import { parseCount } from './simulate.js';

type Out = (line: string) => void;

export interface GamesOptions {
  delete?: string;
  prune?: string;
  json?: boolean;
  /** false with --no-color (for the game opened from the picker). */
  color?: boolean;
  ascii?: boolean;
}

/** A saved game as the list shows it. */
export interface GameLine {
  /** Its number in the list, from 1 (newest first). */
  number: number;
  file: string;
  record: GameRecord | null;
  /** Why it cannot be read, or replayed. */
  problem: string | null;
  /** Each seat's points from the replayed state, as the screen's players panel counts them (null when it cannot be replayed). */
  points: number[] | null;
  /** An unfinished game's points if a scoring came now (the panel's `now`). */
  pointsNow: number[] | null;
  /** The seat to play (null when over or not replayed). */
  toPlay: number | null;
  /** The winners, once over. */
  winners: number[] | null;
  holder: LockOwner | null;
}

/** Each saved game replayed: its points, whose turn, the winners; a problem instead of a crash. */
export function gameLines(games: readonly SavedGame[]): GameLine[] {
  return games.map((g, i) => {
    const base = { number: i + 1, file: g.file, record: g.record, holder: holderOf(g.file), points: null, pointsNow: null, toPlay: null, winners: null };
    if (!g.record) return { ...base, problem: g.error ?? 'unreadable' };
    const r = replayRecord(g.record);
    if (!r.ok) return { ...base, problem: `cannot be replayed: action ${r.problem.index}: ${r.problem.reason}` };
    const over = isOver(r.state);
    return {
      ...base,
      problem: null,
      points: totals(r.state),
      pointsNow: over ? null : projectedScores(r.state).map((s) => s.total),
      toPlay: over ? null : currentPlayer(r.state),
      winners: over ? (g.record.result?.winners ?? []) : null,
    };
  });
}

const seatName = (record: GameRecord, i: number) => sanitize(record.seats[i]?.name ?? `seat ${i + 1}`);

/** `Ana 23 (31), Blue* 17 (12)`: a bot marked `*`, an unfinished game's points if scored now in brackets. */
function pointsText(g: GameLine): string {
  const r = g.record!;
  const points = (i: number) => (g.points ? ` ${g.points[i]}${g.pointsNow ? ` (${g.pointsNow[i]})` : ''}` : '');
  return r.seats.map((s, i) => `${seatName(r, i)}${s.player === 'bot' ? '*' : ''}${points(i)}`).join(', ');
}

/** `Ana to play, 41 actions, unfinished` or `finished, won by Ana`. */
function progressText(g: GameLine): string {
  const r = g.record!;
  if (g.winners) return `finished, ${g.winners.length > 1 ? 'shared by' : 'won by'} ${g.winners.map((w) => seatName(r, w)).join(' and ')}`;
  return `${r.actions.length} actions, unfinished${g.toPlay === null ? '' : `: ${seatName(r, g.toPlay)} to play`}`;
}

function openText(holder: LockOwner | null): string {
  if (!holder) return '';
  return `  (open in ${sanitize(String(holder.what))}, process ${sanitize(String(holder.pid))}${holder.host === hostname() ? '' : ` on ${sanitize(holder.host)}`})`;
}

/** One game's line of the list (without the file and its number), its players' column `width` wide. */
export function gameText(g: GameLine, width = 0): string {
  if (!g.record) return `unreadable                          ${sanitize(g.problem ?? '')}`;
  const when = sanitize(g.record.updated.slice(0, 16).replace('T', ' '));
  const state = g.problem ? sanitize(g.problem) : progressText(g);
  return `${when}  ${sanitize(g.record.ruleset).padEnd(8)} ${pointsText(g).padEnd(width)}  ${state}`;
}

/** The players' column's width: the widest line's. */
const pointsWidth = (lines: readonly GameLine[]) => Math.max(0, ...lines.filter((g) => g.record).map((g) => pointsText(g).length));

/** `hacienda games [--delete <game> | --prune <days>] [--json]`; the picker is the container's (see pickAndOpen). */
export function listGames(opts: GamesOptions, out: Out): GameLine[] {
  if (opts.delete !== undefined && opts.prune !== undefined) throw new UserError('--delete and --prune are one at a time');
  const dir = gamesDir();
  const saved = listSavedGames(dir);
  cleanRecordTemporaries(dir);
  if (opts.delete !== undefined) {
    deleteGame(saved, opts.delete, out);
    return [];
  }
  if (opts.prune !== undefined) {
    prune(saved, parseCount(opts.prune, '--prune', 0, 100_000), out);
    return [];
  }
  const lines = gameLines(saved);
  if (opts.json) {
    out(safeJson(lines.map(jsonOf)));
    return lines;
  }
  if (lines.length === 0) {
    out(`no saved games in ${sanitize(dir)}`);
    return lines;
  }
  out(`saved games in ${sanitize(dir)}:`);
  const digits = String(lines.length).length;
  const width = pointsWidth(lines);
  // An unreadable game's line names its file already (in the reason).
  for (const g of lines) out(`${String(g.number).padStart(digits + 2)}. ${gameText(g, width)}${g.record ? `  ${sanitize(g.file)}` : ''}${openText(g.holder)}`);
  out('  (* a bot; (n) the points if a scoring came now; hacienda games --delete <number> deletes one)');
  return lines;
}

function jsonOf(g: GameLine): unknown {
  const r = g.record;
  return {
    number: g.number,
    file: g.file,
    problem: g.problem,
    ...(r && {
      ruleset: r.ruleset,
      updated: r.updated,
      actions: r.actions.length,
      seats: r.seats.map((s, i) => ({ ...s, points: g.points?.[i] ?? null, pointsNow: g.pointsNow?.[i] ?? null })),
      toPlay: g.toPlay,
      winners: g.winners,
    }),
    open: g.holder,
  };
}

/** The game a user names: its number in the list, or its file's name (with or without `.json`), or its path. */
function findSaved(saved: readonly SavedGame[], which: string): SavedGame | undefined {
  const word = which.trim();
  if (/^\d+$/.test(word)) return saved[Number(word) - 1];
  return saved.find((g) => g.file === word || basename(g.file) === word || basename(g.file) === `${word}.json`);
}

/**
 * Removes one saved game, holding its lock while it does: a game another program has open is
 * refused (LockedError: exit code 6), and none can open it while it goes.
 */
function deleteGame(saved: readonly SavedGame[], which: string, out: Out): void {
  const game = findSaved(saved, which);
  if (!game)
    throw new UserError(
      `--delete ${which}: no saved game has that number or name in ${gamesDir()} (${saved.length === 0 ? 'there are none' : `numbers 1 to ${saved.length}; hacienda games lists them`})`,
    );
  const what = game.record ? ` (${gameText(gameLines([game])[0]!)})` : ' (unreadable)';
  remove(game);
  out(`deleted ${sanitize(game.file)}${what}`);
}

function remove(game: SavedGame): void {
  const lock = lockGame(game.file, 'hacienda games');
  try {
    unlinkSync(game.file);
  } catch (err) {
    throw new WriteError(game.file, `${fsCause(err)} (the game was not deleted)`, errorCode(err));
  } finally {
    lock.release();
  }
}

/** Removes the finished games not updated for `days` days; unfinished and unreadable games stay. */
function prune(saved: readonly SavedGame[], days: number, out: Out): void {
  const before = Date.now() - days * 86_400_000;
  const old = saved.filter((g) => g.record?.result && Date.parse(g.record.updated) < before);
  const kept: string[] = [];
  const removed: string[] = [];
  for (const g of old) {
    const holder = holderOf(g.file);
    if (holder) {
      kept.push(`  kept ${sanitize(g.file)}${openText(holder)}`);
      continue;
    }
    const what = gameText(gameLines([g])[0]!);
    remove(g);
    removed.push(`  ${sanitize(g.file)} (${what})`);
  }
  const age = `finished more than ${days} day${days === 1 ? '' : 's'} ago`;
  out(removed.length === 0 ? `no game ${age} in ${sanitize(gamesDir())}` : `removed ${removed.length} game${removed.length === 1 ? '' : 's'} ${age}:`);
  for (const line of [...removed, ...kept]) out(line);
}

/**
 * `hacienda games` on a terminal: the list as a picker; the game chosen is resumed (unfinished;
 * or replayed, when asked) or replayed (finished). Leaving the picker, or no game, opens nothing.
 */
export async function pickAndOpen(opts: GamesOptions, out: Out): Promise<void> {
  const lines = listGames({ json: false }, () => {});
  if (lines.length === 0) {
    out(`no saved games in ${sanitize(gamesDir())}`);
    return;
  }
  const { pickGame } = await import('../tui/setup/pick-game.js');
  const width = pointsWidth(lines);
  let picked;
  try {
    picked = await pickGame(
      lines.map((g) => ({
        file: g.file,
        text: `${String(g.number).padStart(2)}. ${g.record ? gameText(g, width) : 'unreadable'}  ${sanitize(basename(g.file))}${openText(g.holder)}`,
        problem: g.record && !g.problem ? null : (g.problem ?? 'unreadable'),
        finished: g.winners !== null,
        openIn: g.holder ? sanitize(String(g.holder.what)) : null,
      })),
    );
  } catch (err) {
    if (err instanceof Error && err.name === 'QuestionsLeft') throw new UserError('no game chosen: the question was left', EXIT.ok);
    if (err instanceof Error && err.name === 'ExitPromptError') throw new UserError('no game chosen: the question was cancelled', EXIT.cancelled);
    const { QuestionsStopped } = await import('../tui/setup/prompts.js');
    if (err instanceof QuestionsStopped) throw new (await import('../host/signals.js')).Interrupted(err.signal, `no game chosen: stopped by ${err.signal}`);
    throw err;
  }
  if (!picked) return;
  const flags = { color: opts.color, ascii: opts.ascii };
  if (picked.open === 'resume') await (await import('./records.js')).resume(picked.file, out, flags);
  else await (await import('./play.js')).viewReplay(picked.file, flags);
}
