/**
 * Frame tests: the screen's components rendered with ink-testing-library, read as text.
 */
import { render } from 'ink-testing-library';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { winners } from '../../src/api.js';
import { GameController } from '../../src/tui/app/controller.js';
import { GameApp } from '../../src/tui/app/GameApp.js';
import { ReplayApp } from '../../src/tui/app/ReplayApp.js';
import { GameScreen, type GameScreenProps } from '../../src/tui/components/GameScreen.js';
import { helpLines } from '../../src/tui/game/help.js';
import { classicPresenter } from '../../src/games/classic/screen/index.js';
import { initialUi } from '../../src/tui/ui/state.js';
import { openPager, pageHeight } from '../../src/tui/ui/pager.js';
import { replayData } from '../../src/tui/ui/replay.js';
import { replayRecord } from '../../src/records/replay.js';
import { stripStyle } from '../../src/tui/terminal/style.js';
import type { ClassicState } from '../../src/games/classic/rules/state.js';
import { colourCodes, COLOUR, game, PLAIN, play, session, TOPO } from './support.js';

const tick = (ms = 30) => new Promise((r) => setTimeout(r, ms));
const KEY = { right: '\x1b[C', left: '\x1b[D', up: '\x1b[A', down: '\x1b[B', enter: '\r', esc: '\x1b' };

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups) c();
  cleanups = [];
});

function frameOf(props: Partial<GameScreenProps> & { controller?: GameController }) {
  const controller = props.controller ?? new GameController(session(), { seed: 't' });
  const snap = controller.getSnapshot();
  const ui = props.ui ?? initialUi(snap.topo);
  const r = render(
    createElement(GameScreen, {
      model: snap,
      ui,
      screen: props.screen ?? 'board',
      size: props.size ?? { columns: 80, rows: 24 },
      theme: props.theme ?? PLAIN,
      help: { lines: helpLines(PLAIN.glyphs, classicPresenter), height: pageHeight((props.size ?? { columns: 80, rows: 24 }).rows) },
      canUndo: false,
      ...props,
    }),
  );
  cleanups.push(r.unmount);
  return r.lastFrame() ?? '';
}

describe('GameScreen', () => {
  it('GameScreen - fits 80x24: board with labels, players, hand, decks, scoring countdown, log, keys', () => {
    const frame = stripStyle(frameOf({}));
    const lines = frame.split('\n');
    expect(lines.length).toBeLessThanOrEqual(23);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(80);
    expect(lines[0]).toMatch(/^HACIENDA symmetric \* round 1 \* R your turn, 3 actions left$/);
    expect(lines[1]).toMatch(/^ {3}A B C D E F G H I J K L M N O P Q R/);
    expect(frame).toMatch(/13 f f \. \. \. g g/);
    expect(frame).toMatch(/> R Ana\s+20\s+8\+4\s+0\s+\d+/);
    expect(frame).toMatch(/B Blue\*\s+20\s+8\+4/);
    expect(frame).toMatch(/Ana's hand/);
    expect(frame).toMatch(/land\s+60\s+\w+/);
    expect(frame).toMatch(/intermediate scoring in \d+ animal cards|interim scoring in \d+ cards/);
    expect(frame).toMatch(/haciendas 5 {2}tokens 8 {2}water 5\/4\/3\/2/);
    expect(frame).toMatch(/J7 \w+/);
    expect(lines.at(-1)).toMatch(/<\^v> move {2}F7 jump {2}enter act here {2}a actions {2}e end {2}i hint {2}\? help {2}q quit/);
  });

  it('GameScreen - a terminal too small names the size it needs', () => {
    const frame = frameOf({ screen: 'small', size: { columns: 60, rows: 20 } });
    expect(frame).toContain('The terminal is 60x20.');
    expect(frame).toContain('Hacienda needs at least 65x21');
  });

  it('GameScreen - the help lists keys, the legend, the rules and the rulings', () => {
    const lines = helpLines(PLAIN.glyphs, classicPresenter);
    const text = lines.join('\n');
    expect(text).toMatch(/u {2,}undo your last action/);
    expect(text).toContain('LEGEND');
    expect(text).toContain('RULES (Classic)');
    expect(text).toContain('a stalled game has the final scoring alone (C15, R1)');
    expect(text).toContain('Changed on 2026-12-01');
    expect(text).toMatch(/in a land chain or herd that has no hacienda yet/);
    const frame = frameOf({ screen: 'help', ui: { ...initialUi(TOPO), help: openPager('board') } });
    expect(frame).toContain('HELP');
    expect(frame).toMatch(/lines 1-22 of \d+, 0%/);
  });

  it('FinalPanel - a game stalled before the intermediate scoring shows its one scoring as the final (C15)', () => {
    const over = play(game('stall'), { type: 'end' }, { type: 'end' });
    expect(over.players.map((p) => p.scorings.length)).toEqual([1, 1]);
    const lines = classicPresenter.finalLines(over, ['Ana', 'Blue'], winners(over), PLAIN).map(stripStyle);
    expect(lines[1]).toMatch(/1st\s+2nd\s+total/);
    expect(lines[2]).toMatch(/Ana\s+-\s+2\s+2\s+20/);
  });

  it('GameScreen - the action menu marks what cannot be done, with the reason', () => {
    const controller = new GameController(session(), { seed: 't' });
    const ui = { ...initialUi(TOPO), mode: { kind: 'menu' as const, menu: 'play' as const, index: 0 } };
    const play = controller.getSnapshot().menu.find((g) => g.id === 'play')!;
    const animal = play.items.findIndex((i) => i.id.startsWith('animal:'));
    const frame = frameOf({ controller, ui: { ...ui, mode: { ...ui.mode, index: animal } }, screen: 'menu' });
    expect(frame).toContain('Play a card');
    expect(frame).toMatch(/x\d animal: \w+/);
    expect(frame).toMatch(/x no empty pampas next to your land/);
  });

  it('GameScreen - without colour no colour codes are sent; with colour they are', () => {
    expect(colourCodes(frameOf({ theme: PLAIN }))).toEqual([]);
    expect(colourCodes(frameOf({ theme: COLOUR })).length).toBeGreaterThan(0);
  });
});

/** A game of two people at one keyboard (Ana, Bea) on the screen. */
function hotSeat() {
  const s = session([
    { name: 'Ana', player: 'human' },
    { name: 'Bea', player: 'human' },
  ]);
  const app = render(createElement(GameApp, { controller: new GameController(s, { seed: 't' }), theme: PLAIN }));
  cleanups.push(app.unmount);
  return { app };
}

describe('GameApp', () => {
  it('GameApp - keys play the game: buy a card, play a land card on a highlighted space, undo it', async () => {
    const s = session();
    const controller = new GameController(s, { seed: 't' });
    const app = render(createElement(GameApp, { controller, theme: PLAIN }));
    cleanups.push(app.unmount);
    await tick();
    app.stdin.write('b');
    await tick();
    expect(app.lastFrame()).toContain('Buy a card');
    app.stdin.write('1');
    await tick();
    expect(app.lastFrame()).toContain('1. Ana: buy land deck - bought the top land card (');
    expect(s.record.actions).toHaveLength(1);
    // Play the first land card that has a space, where the cursor lands.
    app.stdin.write('p');
    await tick();
    const play = controller.getSnapshot().menu.find((g) => g.id === 'play')!;
    const land = play.items.find((i) => i.id.startsWith('land:') && i.enabled)!;
    app.stdin.write(land.key);
    await tick();
    expect(app.lastFrame()).toMatch(/pick a highlighted space/);
    expect(app.lastFrame()).toMatch(/enter: play land \w+ [A-R]\d+/);
    app.stdin.write(KEY.enter);
    await tick();
    const state = controller.getSnapshot().state as ClassicState;
    expect(state.piece.filter((p) => p !== 0)).toHaveLength(1);
    expect(app.lastFrame()).toMatch(/2\. Ana: play land \w+ [A-R]\d+ - laid land on/);
    expect(stripStyle(app.lastFrame()!)).toMatch(/R#/);
    // Undo takes the tile back (it revealed nothing).
    app.stdin.write('u');
    await tick();
    expect(s.record.actions).toHaveLength(1);
    expect(stripStyle(app.lastFrame()!)).not.toMatch(/R#/);
    expect(app.lastFrame()).toContain('undone');
  });

  it('GameApp - after the turn ends the bot plays on its own, then it is your turn again', async () => {
    const s = session();
    const controller = new GameController(s, { seed: 't', pace: 0 });
    const app = render(createElement(GameApp, { controller, theme: PLAIN }));
    cleanups.push(app.unmount);
    await tick();
    app.stdin.write('e');
    await tick();
    expect(app.lastFrame()).toContain('End your turn with 3 actions left?');
    app.stdin.write('y');
    for (let i = 0; i < 50 && !controller.getSnapshot().yourTurn; i++) await tick(20);
    expect(controller.getSnapshot().yourTurn).toBe(true);
    expect(s.record.actions.length).toBeGreaterThan(1);
    expect(app.lastFrame()).toMatch(/Blue: /);
  });

  it('GameApp - hot seat: the hands are hidden until the next person presses enter', async () => {
    const { app } = hotSeat();
    await tick();
    expect(app.lastFrame()).toContain("Ana's turn");
    expect(app.lastFrame()).toContain('Pass the keyboard to Ana');
    expect(app.lastFrame()).not.toContain("Ana's hand");
    app.stdin.write(KEY.enter);
    await tick();
    expect(app.lastFrame()).toContain("Ana's hand");
    app.stdin.write('e');
    await tick();
    app.stdin.write('y');
    await tick();
    expect(app.lastFrame()).toContain('Pass the keyboard to Bea');
    expect(app.lastFrame()).not.toContain("Ana's hand");
    app.stdin.write(KEY.enter);
    await tick();
    expect(app.lastFrame()).toContain("Bea's hand");
  });
});

describe('hot seat', () => {
  it('GameApp - hot seat: the person who drew a card sees it on the hand-over screen first, then it hides for the next', async () => {
    const { app } = hotSeat();
    await tick();
    app.stdin.write(KEY.enter);
    await tick();
    // Ana buys the top land card (she alone sees which), and ends her turn.
    app.stdin.write('b');
    await tick();
    app.stdin.write('1');
    await tick();
    const drew = /bought the top land card \((\w+)\)/.exec(app.lastFrame()!)![1]!;
    app.stdin.write('e');
    await tick();
    app.stdin.write('y');
    await tick();
    let frame = stripStyle(app.lastFrame()!);
    expect(frame).toContain('Ana: what you drew this turn');
    expect(frame).toContain(`(${drew})`);
    expect(frame).toContain('Ana: press enter to hide it; then pass the keyboard to Bea.');
    app.stdin.write(KEY.enter);
    await tick();
    frame = stripStyle(app.lastFrame()!);
    expect(frame).toContain('Pass the keyboard to Bea');
    expect(frame).not.toContain(`(${drew})`);
    app.stdin.write(KEY.enter);
    await tick();
    frame = stripStyle(app.lastFrame()!);
    expect(frame).toContain("Bea's hand");
    // Bea's log names no card of Ana's.
    expect(frame).not.toContain(`land card (${drew})`);
  });
});

describe('ReplayApp', () => {
  it('ReplayApp - steps through a record, jumps to the end and to each scoring', async () => {
    const s = session([
      { name: 'Red', player: 'bot', bot: 'random' },
      { name: 'Blue', player: 'bot', bot: 'random' },
    ]);
    const controller = new GameController(s, { seed: 'r' });
    while (!controller.getSnapshot().over) {
      controller.bots!.step();
      if (controller.getSnapshot().scoring) controller.ack();
    }
    const r = replayRecord(s.record);
    if (!r.ok) throw new Error(r.problem.reason);
    const data = replayData(s.record, 'game.json', r.initial as ClassicState, r.steps);
    const app = render(createElement(ReplayApp, { data, theme: PLAIN, at: 0 }));
    cleanups.push(app.unmount);
    await tick();
    const n = s.record.actions.length;
    expect(app.lastFrame()).toContain(`replay 0/${n}`);
    app.stdin.write(KEY.right);
    await tick();
    expect(app.lastFrame()).toContain(`replay 1/${n}`);
    expect(app.lastFrame()).toMatch(/1\. \w+: /);
    app.stdin.write(']');
    await tick();
    expect(app.lastFrame()).toContain('Intermediate scoring');
    app.stdin.write('\x1b[F'); // End
    await tick();
    expect(app.lastFrame()).toContain(`replay ${n}/${n}`);
    expect(app.lastFrame()).toMatch(/Game over: \w+ (wins|share)/);
    app.stdin.write('\x1b[H'); // Home
    await tick();
    expect(app.lastFrame()).toContain(`replay 0/${n}`);
    // Autoplay, at the fastest speed, steps on by itself.
    for (let i = 0; i < 5; i++) app.stdin.write('+');
    app.stdin.write(' ');
    await tick();
    expect(app.lastFrame()).toMatch(/playing, 40 ms per action/);
    // It steps on by itself: waited for, not timed (a loaded machine is slower, not wrong).
    const at = () => Number(/replay (\d+)\//.exec(app.lastFrame()!)![1]);
    for (const until = Date.now() + 10_000; at() <= 2 && Date.now() < until;) await tick(50);
    expect(at()).toBeGreaterThan(2);
    app.stdin.write(' ');
    await tick();
    expect(app.lastFrame()).not.toMatch(/playing/);
  });
});
