/**
 * The tutorials' lessons are data, checked here as they load: every lesson's move is legal in its
 * position, written as the engine prints it, and leads to the next lesson; what a lesson accepts
 * exists there; the spaces it shows are on the board. And the tutor judges as it says.
 */
import { describe, expect, it } from 'vitest';
import { formatAction, legalActions, playerView } from '../../src/api.js';
import { GAMES } from '../../src/games/index.js';
import { checkScript, lessonPositions, LessonError, meetsLesson, type TutorialScript } from '../../src/tutorial/lessons.js';
import { placeOf } from '../../src/tutorial/tutor.js';
import { wrapLines } from '../../src/tui/game/help.js';

const scripts = GAMES.flatMap((g) => (g.tutorial ? [g.tutorial] : []));

describe('tutorial lessons', () => {
  it('tutorials - both games have one', () => {
    expect(scripts.map((s) => s.rules)).toEqual(['classic', '2026']);
  });

  for (const script of scripts) {
    it(`lessons (${script.rules}) - every lesson's move is legal in its position and leads to the next lesson`, () => {
      checkScript(script);
      const positions = lessonPositions(script);
      expect(positions).toHaveLength(script.lessons.length);
      positions.forEach((p, i) => {
        const lesson = script.lessons[i]!;
        // The player's own turn: the player, not the tutor, is to act, and sees the move offered.
        const view = playerView(p.at, 0);
        const offered = legalActions(view).map((a) => formatAction(view, a));
        expect(offered, `lesson ${i + 1}`).toContain(lesson.play);
        // Another legal move is not the lesson's (unless it accepts it).
        const other = legalActions(p.at).find((a) => !meetsLesson(lesson, p.at, a));
        if (other) expect(meetsLesson(lesson, p.at, other)).toBe(false);
      });
    });

    it(`lessons (${script.rules}) - texts of two or three sentences, short enough for the lesson panel`, () => {
      for (const l of script.lessons) {
        const sentences = l.text.split(/[.!?](\s|$)/).filter((s) => s.trim().length > 1).length;
        expect(sentences, l.title).toBeGreaterThanOrEqual(2);
        expect(sentences, l.title).toBeLessThanOrEqual(4);
        expect(l.text.length, l.title).toBeLessThanOrEqual(400);
        // The lesson panel above the log: three lines at 80 columns, with its heading.
        expect(wrapLines([l.text], 79).length, l.title).toBeLessThanOrEqual(3);
      }
    });

    it(`tutor place (${script.rules}) - the place of a game is found from its moves, lesson by lesson`, () => {
      const moves: string[] = [];
      expect(placeOf(script, moves)).toEqual({ lesson: 0, setupDone: 0 });
      script.lessons.forEach((l, i) => {
        moves.push(...(l.setup ?? []));
        expect(placeOf(script, moves)).toEqual({ lesson: i, setupDone: l.setup?.length ?? 0 });
        moves.push(l.play);
      });
      expect(placeOf(script, moves)).toEqual({ lesson: script.lessons.length, setupDone: 0 });
      expect(placeOf(script, ['end'])).toBeNull();
    });
  }

  it('lessons - a move that is not legal in its position is found, naming the lesson', () => {
    const script = scripts[0]!;
    const broken: TutorialScript = { ...script, lessons: [{ ...script.lessons[0]!, play: 'play land forest A1' }] };
    expect(() => lessonPositions(broken)).toThrow(LessonError);
    expect(() => lessonPositions(broken)).toThrow(/lesson 1 \(land on its terrain\)/);
    expect(() => checkScript({ ...script, lessons: [{ ...script.lessons[0]!, text: ' ' }] })).toThrow(/lesson 1: a text/);
  });
});
