/**
 * The record commands: `replay`, `validate`, `resume` (`games` is games.ts). Thin: they read a record, replay
 * it with src/records, and print; every problem is one line and a documented exit code.
 */
import { parseAt } from './at-option.js';
import { isOver, ruleset, totals, type BaseState, type ScoreBreakdown } from '../api.js';
import { GameSession } from '../records/session.js';
import { RECORD_EXIT, RecordError, type GameRecord } from '../records/format.js';
import { replayRecord, type ReplayStep } from '../records/replay.js';
import { listSavedGames, loadRecord } from '../records/read.js';
import { cleanRecordTemporaries, gamesDir } from '../records/store.js';
import { dirname, resolve } from 'node:path';
import { UserError } from './exit-codes.js';
import { safeJson, sanitize } from '../text/sanitize.js';
import { stdoutChalk } from '../text/colour.js';
import type { ChalkInstance } from 'chalk';
import { shellQuote } from './shell-quote.js';
import { BotTable } from './bots-play.js';
import { Interrupted } from '../host/signals.js';
import { playBotsInSession, thinkBudget } from './simulate.js';

type Out = (line: string) => void;

/** A name from a record, safe to print. */
const shown = (text: string) => sanitize(text);

function seatList(record: GameRecord): string {
  return record.seats.map((s) => `${shown(s.name)} (${s.player === 'bot' ? `bot ${shown(s.bot ?? 'random')}` : 'human'})`).join(', ');
}

function scoreLine(record: GameRecord, scores: ScoreBreakdown[]): string {
  const categories = ruleset(record.ruleset).scoreCategories;
  return scores.map((s, i) => `${shown(record.seats[i]?.name ?? `seat ${i + 1}`)} ${s.total} (${categories.map((c) => `${c} ${s[c]}`).join(', ')})`).join('; ');
}

/** Cards of an event as text: a kind, or (2026) a list of kinds. Untrusted: anything is shown safely. */
const cardsText = (cards: unknown) => shown(Array.isArray(cards) ? cards.map(String).join(', ') : String(cards));

/** What an action revealed (the record's events, docs/records.md), in words; null for scorings. */
function eventText(record: GameRecord, e: unknown): string | null {
  if (e === null || typeof e !== 'object') return null;
  const ev = e as {
    drew?: unknown;
    revealed?: unknown;
    deck?: unknown;
    slot?: unknown;
    reshuffled?: unknown;
    drewTile?: unknown;
    player?: unknown;
    returned?: unknown;
    dealt?: unknown;
  };
  const seat = (i: unknown) => shown(record.seats[Number(i)]?.name ?? `seat ${String(i)}`);
  if (ev.drew !== undefined) return typeof ev.drew === 'string' ? `drew ${shown(String(ev.deck))} ${shown(ev.drew)}` : `drew ${cardsText(ev.drew)}`;
  if (ev.revealed !== undefined) {
    return typeof ev.revealed === 'string'
      ? `turned up ${shown(String(ev.deck))} ${shown(ev.revealed)} in slot ${shown(String(ev.slot))}`
      : `turned up ${cardsText(ev.revealed)} in the queue`;
  }
  if (ev.reshuffled !== undefined) return `the discard pile shuffled into a new deck of ${Array.isArray(ev.reshuffled) ? ev.reshuffled.length : '?'} cards`;
  if (ev.drewTile !== undefined) {
    const back = Array.isArray(ev.returned) && ev.returned.length ? ` (tiles ${cardsText(ev.returned)} fit nowhere and went back to the box)` : '';
    return `${seat(ev.player)} drew tile ${shown(String(ev.drewTile))}${back}`;
  }
  if (ev.dealt !== undefined) return 'the map is complete: the cards dealt';
  return null;
}

function replayOrFail(record: GameRecord, file: string, upTo?: number) {
  const r = replayRecord(record, upTo);
  if (!r.ok) throw new RecordError(problemLine(file, r.problem), RECORD_EXIT.unsound);
  return r;
}

function problemLine(file: string, p: { index: number; player: string | null; move: string | null; reason: string }): string {
  const where = p.index > 0 ? `action ${p.index} (${shown(p.player ?? '?')}: ${shown(p.move ?? '?')})` : 'setup';
  return `${file}: ${where}: ${p.reason}`;
}

/**
 * `hacienda replay <file> --text`: the move list with each scoring's results. In colour (on a
 * terminal, or with FORCE_COLOR) the move numbers and what the draws revealed are dim, the
 * scorings and the end stand out; the words are the same without colour. Text from the record is
 * sanitized before it is coloured.
 */
export function replayText(file: string, opts: { at?: string; color?: boolean }, out: Out): void {
  const c = stdoutChalk(opts.color === false);
  const record = loadRecord(file);
  const upTo = parseAt(opts.at, record.actions.length);
  const r = replayOrFail(record, file, upTo);
  out(c.bold(`${shown(record.map.name)}, ${shown(record.ruleset)} rules, seed ${shown(String(record.options.seed ?? '?'))}: ${seatList(record)}`));
  for (const step of r.steps) printStep(record, step, c, out);
  const state = r.state;
  const t = totals(state);
  if (isOver(state)) {
    const winners = ruleset(record.ruleset).winners(state);
    out(
      `${c.bold('game over')}: ${record.seats.map((s, i) => `${shown(s.name)} ${t[i]}`).join(', ')}; ${winners.length > 1 ? 'shared win' : 'winner'}: ${c.bold.green(winners.map((w) => shown(record.seats[w]!.name)).join(' and '))}`,
    );
  } else {
    out(`after action ${upTo} of ${record.actions.length}: ${record.seats.map((s, i) => `${shown(s.name)} ${t[i]} points`).join(', ')}`);
  }
}

function printStep(record: GameRecord, step: ReplayStep, c: ChalkInstance, out: Out): void {
  const name = shown(record.seats[step.entry.player]?.name ?? '?');
  const notes = step.entry.events.map((e) => eventText(record, e)).filter(Boolean);
  out(`${c.dim(`${String(step.entry.index).padStart(5)}.`)} ${name}: ${shown(step.entry.move)}${notes.length ? c.dim(`  [${notes.join('; ')}]`) : ''}`);
  for (const e of step.entry.events) {
    const ev = e as { scoring?: string; scores?: ScoreBreakdown[] };
    if (ev.scoring && ev.scores) out(`       ${c.bold.yellow(`${shown(String(ev.scoring))} scoring`)}: ${scoreLine(record, ev.scores)}`);
  }
}

/** `hacienda replay <file> --json`: the state after the last (or `--at`) action as one JSON object. */
export function replayJson(file: string, opts: { at?: string }, out: Out): void {
  const record = loadRecord(file);
  const upTo = parseAt(opts.at, record.actions.length);
  const r = replayOrFail(record, file, upTo);
  out(safeJson(publicJson(record, r.state, upTo)));
}

function publicJson(record: GameRecord, state: BaseState, actions: number): unknown {
  const json = ruleset(record.ruleset).toPublicJson(state) as Record<string, unknown>;
  return { ...json, actions, seats: record.seats };
}

/**
 * `hacienda validate <file>`: exit 0 when the record is sound (the word in green in colour), else
 * one line naming the action (on stderr, as every error: src/cli/main.ts).
 */
export function validate(file: string, out: Out, opts: { color?: boolean } = {}): void {
  const record = loadRecord(file);
  replayOrFail(record, file);
  out(`${shown(file)}: ${stdoutChalk(opts.color === false).green('sound')} (${record.actions.length} actions${record.result ? ', finished' : ', unfinished'})`);
}

/** The unfinished game to resume: the given file, or the latest unfinished saved game. */
export function findResumable(file: string | undefined): string {
  if (file) return file;
  const latest = listSavedGames(gamesDir()).find((g) => g.record && !g.record.result);
  if (!latest) throw new UserError(`no unfinished game to resume in ${gamesDir()}`);
  return latest.file;
}

/**
 * `hacienda resume [file]`: continues a saved game from where it stood. Bots' seats play on their
 * own; a game with human seats needs the terminal screen.
 */
export async function resume(
  file: string | undefined,
  out: Out,
  flags: { color?: boolean; ascii?: boolean; mouse?: boolean; botDelay?: string; think?: string } = {},
): Promise<void> {
  const path = findResumable(file);
  const record = loadRecord(path);
  if (record.result) throw new UserError(`${path}: this game is already over (see: hacienda replay ${shellQuote(path)})`);
  cleanRecordTemporaries(dirname(resolve(path)));
  const session = GameSession.resume(record, path);
  if (isOver(session.state)) {
    session.close();
    throw new UserError(`${path}: this game is already over (see: hacienda replay ${shellQuote(path)})`);
  }
  if (session.seats.some((s) => s.player === 'human')) {
    // People play on the terminal screen (not on a terminal: one line and exit code 2).
    const { openGame } = await import('./play.js');
    await openGame(session, flags, out);
    return;
  }
  out(`resuming ${shown(path)} at action ${session.record.actions.length + 1}: ${seatList(session.record)}`);
  // A signal (ctrl+c) stops the bots at once; every action played is saved (or said not to be).
  const table = new BotTable();
  try {
    await playBotsInSession(
      table,
      session,
      String(session.record.options.seed ?? 'resume') + `/resume${session.record.actions.length}`,
      thinkBudget(flags.think),
    );
  } finally {
    await table.close();
    session.close();
  }
  if (table.stopped) {
    session.checkSaved();
    throw new Interrupted(
      table.stopped,
      `stopped by ${table.stopped} after ${session.record.actions.length} actions, all saved in ${shown(path)}; continue it with: hacienda resume ${shown(shellQuote(path))}`,
    );
  }
  const t = totals(session.state);
  const winners = ruleset(session.record.ruleset).winners(session.state);
  out(
    `game over after ${session.record.actions.length} actions: ${session.seats.map((s, i) => `${shown(s.name)} ${t[i]}`).join(', ')}; winner: ${winners.map((w) => shown(session.seats[w]!.name)).join(' and ')}`,
  );
  session.checkSaved();
  out(`record saved in ${shown(path)}`);
}
