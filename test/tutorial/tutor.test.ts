/**
 * The tutor at the table: the lesson's move goes on and the next lesson's setup is played there
 * for every listener; another legal move is explained and not played; an illegal one gets the
 * rules' reason; after the last lesson the tutor judges nothing; a kept game continues at its
 * lesson.
 */
import { describe, expect, it } from 'vitest';
import { formatAction, parseAction, type BaseAction, type BaseState } from '../../src/api.js';
import { CLASSIC_TUTORIAL } from '../../src/games/classic/tutorial.js';
import { GameSession } from '../../src/records/session.js';
import { Table } from '../../src/table/table.js';
import { placeOf, Tutor } from '../../src/tutorial/tutor.js';

const script = CLASSIC_TUTORIAL;
const move = (state: BaseState, text: string) => parseAction(state, text) as BaseAction;

function tutorial(): { session: GameSession; tutor: Tutor; table: Table; told: string[]; finished: () => boolean } {
  const session = GameSession.start({
    rules: script.rules,
    options: { ...script.options },
    map: script.map!,
    seats: [
      { name: 'You', player: 'human' },
      { name: 'Tutor', player: 'bot', bot: 'random' },
    ],
    file: null,
    program: 'test',
  });
  const tutor = new Tutor(session, script, { lesson: 0, setupDone: 0 }, 0);
  const table = new Table(tutor);
  const told: string[] = [];
  table.subscribe((u) => {
    if (u.type === 'action') told.push(formatAction(u.before, u.action));
  });
  let done = false;
  tutor.seat(table, () => (done = true));
  return { session, tutor, table, told, finished: () => done };
}

/**
 * Until the tutor's setup moves are played: each is a timer of its own (pace 0), and a busy
 * machine runs them late; the test times nothing, so it waits for them (at most 5 s).
 */
async function settled(t: { tutor: Tutor }): Promise<void> {
  for (let i = 0; i < 1000 && t.tutor.settingUp; i++) await new Promise((r) => setTimeout(r, 5));
}

describe('the tutor', () => {
  it("tutor - the lesson's move goes on; the next lesson's setup is played at the table, told to every listener", async () => {
    const t = tutorial();
    expect(t.tutor.shown()).toMatchObject({ number: 1, count: script.lessons.length, title: 'land on its terrain', spaces: ['E4'] });
    for (const m of ['play land forest E4', 'play land forest F4', 'play land meadow E5']) expect(t.table.act(0, move(t.session.state, m)).ok).toBe(true);
    // Lesson 4's setup: the tutor's three buys, one by one.
    expect(t.tutor.shown().number).toBe(4);
    expect(t.tutor.settingUp).toBe(true);
    expect(t.tutor.shown().text).toMatch(/tutor plays its turn/);
    await settled(t);
    expect(t.tutor.settingUp).toBe(false);
    expect(t.told).toEqual(['play land forest E4', 'play land forest F4', 'play land meadow E5', 'buy land deck', 'buy land deck', 'buy land deck']);
    expect(t.tutor.shown().title).toBe('buying a card');
  });

  it("tutor - another legal move is explained and not played; an illegal one gets the rules' reason", () => {
    const t = tutorial();
    const other = t.table.act(0, move(t.session.state, 'play land forest F5'));
    expect(other.ok).toBe(false);
    expect(!other.ok && other.message).toBe('That works too, but this lesson is about land on its terrain (? shows the lesson)');
    expect(t.session.record.actions).toHaveLength(0);
    const illegal = t.table.act(0, { type: 'play-land', card: 0, space: 0 } as unknown as BaseAction);
    expect(illegal.ok).toBe(false);
    expect(!illegal.ok && illegal.message).not.toMatch(/this lesson/);
    expect(t.tutor.shown().number).toBe(1);
    // Nothing is ever taken back in a tutorial.
    expect(t.table.act(0, move(t.session.state, 'play land forest E4')).ok).toBe(true);
    expect(t.table.canUndo(0)).toBe(false);
  });

  it('tutor - after the last lesson the game goes on as a game: the tutor judges nothing', async () => {
    const t = tutorial();
    for (const lesson of script.lessons) {
      await settled(t);
      expect(t.tutor.settingUp).toBe(false);
      const r = t.table.act(0, move(t.session.state, lesson.play));
      expect(r.ok, lesson.title).toBe(true);
    }
    expect(t.tutor.done).toBe(true);
    expect(t.finished()).toBe(true);
    expect(t.tutor.shown()).toMatchObject({ number: script.lessons.length + 1, title: 'play on' });
    expect(t.tutor.shown().text).toMatch(/random bot/);
  });

  it('tutor place - a kept game continues at its lesson, in the middle of its setup too', () => {
    const moves = ['play land forest E4', 'play land forest F4', 'play land meadow E5', 'buy land deck'];
    expect(placeOf(script, moves)).toEqual({ lesson: 3, setupDone: 1 });
    expect(placeOf(script, ['play land forest E4', 'play land forest F5'])).toBeNull();
    // A move that a lesson accepts counts as that lesson's.
    const upToPampas: string[] = [];
    for (const l of script.lessons.slice(0, 10)) upToPampas.push(...(l.setup ?? []), l.play);
    expect(placeOf(script, [...upToPampas, 'play land pampas H4'])).toEqual({ lesson: 11, setupDone: 0 });
  });
});

describe('a kept tutorial', () => {
  it('kept tutorial - a file that cannot be read, or whose moves are not the lessons, starts again and says why; a good one goes on', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { keptTutorial, placeWords, startTutorial, tutorOf } = await import('../../src/tutorial/session.js');
    const dir = mkdtempSync(join(tmpdir(), 'hacienda-tutorial-'));
    const file = join(dir, 'classic.json');
    expect(keptTutorial(script, file, 'test')).toEqual({ session: null, problem: null });
    writeFileSync(file, '{ not json');
    const broken = keptTutorial(script, file, 'test');
    expect(broken.session).toBeNull();
    expect(broken.problem).toMatch(/cannot be read .*; it starts again$/);
    // A game of other moves: not these lessons.
    const other = startTutorial(script, file, 'test', 'test');
    other.apply(parseAction(other.state, 'play land forest F5') as BaseAction);
    other.close();
    expect(keptTutorial(script, file, 'test').problem).toBe('the tutorial kept is not of these lessons; it starts again');
    // The lessons' own moves: it goes on where it stood.
    const good = startTutorial(script, file, 'test', 'test');
    good.apply(parseAction(good.state, 'play land forest E4') as BaseAction);
    good.close();
    const kept = keptTutorial(script, file, 'test');
    expect(kept.problem).toBeNull();
    expect(placeWords(tutorOf(kept.session!, script, 0))).toBe('lesson 2/13 (a chain)');
    kept.session!.close();
  });
});
