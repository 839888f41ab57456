/**
 * The tutor: the game of a tutorial, at a table like any game, with the lessons in between. It
 * stands where a table's game stands (a TableGame), so the screen plays the tutorial with its own
 * keys and menus; what the tutor adds is the judging of the player's moves:
 *
 * - the move the lesson asks for (or accepts) is played, and the next lesson begins: its setup
 *   moves (the tutor's turn) are played at the table, one by one, for the screen to show;
 * - another legal move is not played: it comes back as a refusal that says what this lesson is
 *   about, so the position stays the lesson's ("that works too, but ...");
 * - an illegal move gets the rules' own reason.
 *
 * After the last lesson the game goes on as a game: the tutor's seat is the random bot, and the
 * tutor no longer judges. Nothing is ever taken back (the lessons depend on every move).
 */
import { applyAction, currentPlayer, type ApplyResult, type BaseAction, type BaseState } from '../api.js';
import type { GameSession } from '../records/session.js';
import type { Table, TableGame } from '../table/table.js';
import { matchesNotation, meetsLesson, playMove, type TutorialScript } from './lessons.js';

/** What the screen shows of the lesson under way. */
export interface LessonShown {
  /** 1-based; `count + 1` once the lessons are done. */
  number: number;
  count: number;
  title: string;
  text: string;
  spaces: readonly string[];
}

/**
 * Where a game of `script` stands after `moves` (notations, in order): the lesson under way, and
 * how many of its setup moves are played; null when the moves are not the script's.
 */
export function placeOf(script: TutorialScript, moves: readonly string[]): { lesson: number; setupDone: number } | null {
  // Each move must be the script's, except a lesson's own move, which may be one it accepts.
  let i = 0;
  for (const [lesson, l] of script.lessons.entries()) {
    const setup = l.setup ?? [];
    for (let done = 0; done < setup.length; done++, i++) {
      if (i === moves.length) return { lesson, setupDone: done };
      if (moves[i] !== setup[done]) return null;
    }
    if (i === moves.length) return { lesson, setupDone: setup.length };
    if (![l.play, ...(l.accept ?? [])].some((p) => matchesNotation(p, moves[i]!))) return null;
    i++;
  }
  return { lesson: script.lessons.length, setupDone: 0 };
}

export class Tutor implements TableGame {
  private lesson: number;
  private setupDone: number;
  private table: Table | null = null;
  private scripting = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private finished: (() => void) | null = null;

  /**
   * `session`: the tutorial's game, saved after every move like any game; `at`: where it stands
   * (placeOf); `pace`: milliseconds between the tutor's moves (0 in tests).
   */
  constructor(
    private readonly session: GameSession,
    readonly script: TutorialScript,
    at: { lesson: number; setupDone: number },
    private readonly pace: number,
  ) {
    this.lesson = at.lesson;
    this.setupDone = at.setupDone;
  }

  get state(): BaseState {
    return this.session.state;
  }

  /** The table the tutorial is played at; its setup moves are played there (so every screen sees them). */
  seat(table: Table, onFinished: () => void): void {
    this.table = table;
    this.finished = onFinished;
    if (this.done) onFinished();
    else this.playSetup();
  }

  get done(): boolean {
    return this.lesson >= this.script.lessons.length;
  }

  /**
   * The lesson under way (the last one's number + 1 once they are done): the same object until it
   * changes, so that a screen drawing it may keep what it made of it.
   */
  shown(): LessonShown {
    const key = `${this.lesson}/${this.settingUp}`;
    if (this.lastShown?.key !== key) this.lastShown = { key, shown: this.lessonNow() };
    return this.lastShown.shown;
  }

  private lastShown: { key: string; shown: LessonShown } | null = null;

  private lessonNow(): LessonShown {
    const count = this.script.lessons.length;
    if (this.done) return { number: count + 1, count, title: 'play on', text: this.script.finale, spaces: [] };
    const l = this.script.lessons[this.lesson]!;
    if (this.settingUp) return { number: this.lesson + 1, count, title: l.title, text: 'The tutor plays its turn: watch the board and the log.', spaces: [] };
    return { number: this.lesson + 1, count, title: l.title, text: l.text, spaces: l.spaces ?? [] };
  }

  /** Whether the tutor is still playing the lesson's setup (the player waits). */
  get settingUp(): boolean {
    return !this.done && this.setupDone < (this.script.lessons[this.lesson]!.setup?.length ?? 0);
  }

  apply(action: BaseAction): ApplyResult<BaseState> {
    if (this.scripting || this.done) return this.session.apply(action);
    const state = this.session.state;
    const lesson = this.script.lessons[this.lesson]!;
    if (!this.settingUp && meetsLesson(lesson, state, action)) {
      const r = this.session.apply(action);
      if (r.ok) this.next();
      return r;
    }
    // Illegal: the rules' own reason (nothing is applied).
    const tried = applyAction(state, action);
    if (!tried.ok) return tried;
    if (this.settingUp)
      return { ok: false, code: 'not-allowed', message: 'a moment: the tutor is still setting up the lesson', reason: 'the tutor is setting up' };
    return {
      ok: false,
      code: 'not-allowed',
      message: `That works too, but this lesson is about ${lesson.title} (? shows the lesson)`,
      reason: `this lesson is about ${lesson.title}`,
    };
  }

  private next(): void {
    this.lesson++;
    this.setupDone = 0;
    if (this.done) {
      this.finished?.();
      return;
    }
    // After the table has told everyone of the player's move.
    this.timer = setTimeout(() => this.playSetup(), this.pace);
  }

  /** Plays the current lesson's setup moves at the table, `pace` apart. */
  private playSetup(): void {
    this.timer = null;
    const setup = this.script.lessons[this.lesson]?.setup ?? [];
    if (!this.table || this.setupDone >= setup.length) return;
    const move = setup[this.setupDone]!;
    const state = this.session.state;
    const { action } = playMove(state, move, `lesson ${this.lesson + 1}`);
    // Counted before it is told: the screen that draws it sees the lesson's spaces once the setup is done.
    this.setupDone++;
    this.scripting = true;
    try {
      const r = this.table.act(currentPlayer(state), action);
      if (!r.ok) throw new Error(`the tutorial's move ${move} was refused: ${r.message}`);
    } finally {
      this.scripting = false;
    }
    if (this.setupDone < setup.length) this.timer = setTimeout(() => this.playSetup(), this.pace);
  }

  /** Stops the tutor's pending moves (the screen closed). */
  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
