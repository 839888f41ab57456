/**
 * What a move is worth, shown before it is confirmed (issue 13, item 8), and the scores if scored
 * now by category (item 9).
 */
import { render } from 'ink-testing-library';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyAction, currentPlayer, formatAction, legalActions, newGame, playerView, type BaseAction, type BaseState } from '../../src/api.js';
import { seedRng, nextInt } from '../../src/engine/rng.js';
import { classicPresenter } from '../../src/games/classic/screen/index.js';
import { h2026Presenter } from '../../src/games/h2026/screen/index.js';
import { GameController } from '../../src/tui/app/controller.js';
import { GameApp } from '../../src/tui/app/GameApp.js';
import { stripStyle } from '../../src/tui/terminal/style.js';
import { itemWorth, worthOf, worthWords } from '../../src/tui/game/worth.js';
import { H2026_TUTORIAL } from '../../src/games/h2026/tutorial.js';
import { lessonPositions } from '../../src/tutorial/lessons.js';
import { game, PLAIN, session } from './support.js';

const tick = (ms = 30) => new Promise((r) => setTimeout(r, ms));
let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups) c();
  cleanups = [];
});

const NAMES = ['Ana', 'Blue'];

describe('worth', () => {
  it('worth - a face-up card costs its price and gains a card; a card from the hidden deck cannot be told', () => {
    const state = playerView(game('worth'), 0);
    const legal = legalActions(state);
    const faceUp = legal.find((a) => a.type === 'buy' && (a as unknown as { slot: number }).slot >= 0)!;
    const w = worthOf(classicPresenter, state, faceUp)!;
    expect(w.pesos).toBe(-3);
    expect(w.gains).toBe('a card');
    expect(worthWords(w, 0, NAMES)).toEqual({ text: '-3 pesos, a card', warn: false });
    const deck = legal.find((a) => a.type === 'buy' && (a as unknown as { slot: number }).slot === -1)!;
    expect(worthOf(classicPresenter, state, deck)).toBeNull();
  });

  it('worth - the points a scoring now would give, leaving out what pesos count (shown as pesos)', () => {
    // A land tile next to nothing: no points now; a tile joining a market-side chain: points.
    let state: BaseState = game('points');
    const rng = seedRng('points');
    let sawPoints = false;
    let sawNothing = false;
    for (let i = 0; i < 400 && !(sawPoints && sawNothing); i++) {
      const seat = currentPlayer(state);
      const view = playerView(state, seat);
      for (const a of legalActions(view)) {
        if (a.type !== 'land') continue;
        const w = worthOf(classicPresenter, view, a);
        if (!w) continue;
        expect(w.pesos).toBe(0);
        if ((w.points[seat] ?? 0) > 0) sawPoints = true;
        else if (worthWords(w, seat, NAMES).warn) sawNothing = true;
      }
      const legal = legalActions(state);
      state = (applyAction(state, legal[nextInt(rng, legal.length)]!) as { state: BaseState }).state;
    }
    expect(sawPoints).toBe(true);
    expect(sawNothing).toBe(true);
  });

  it("worth - a move that changes another player's points names them (a water tile scores for neighbours too)", () => {
    // Random games until some legal move of the player to act changes another's points.
    let found: string | null = null;
    for (let g = 0; g < 20 && !found; g++) {
      let state: BaseState = newGame('classic', { players: NAMES, seed: `others${g}`, startPlayer: 0 });
      const rng = seedRng(`others${g}`);
      for (let i = 0; i < 300 && !found; i++) {
        const seat = currentPlayer(state);
        if (seat < 0) break;
        const view = playerView(state, seat);
        for (const a of legalActions(view)) {
          const w = worthOf(classicPresenter, view, a);
          if (w && w.points.some((p, s) => s !== seat && p !== 0)) {
            found = worthWords(w, seat, NAMES).text;
            break;
          }
        }
        const legal = legalActions(state);
        state = (applyAction(state, legal[nextInt(rng, legal.length)]!) as { state: BaseState }).state;
      }
    }
    expect(found).toMatch(/(Ana|Blue) [+-]\d+ pts?/);
  });

  it('worth - a move that costs pesos and gains nothing now is a warning', () => {
    expect(worthWords({ pesos: -5, points: [0, 0], gains: null }, 0, NAMES)).toEqual({ text: 'nothing now (costs 5 pesos)', warn: true });
    expect(worthWords({ pesos: 0, points: [0, 2], gains: null }, 0, NAMES)).toEqual({ text: 'nothing now, Blue +2 pts', warn: true });
    expect(worthWords({ pesos: 6, points: [1, 0], gains: null }, 0, NAMES)).toEqual({ text: '+1 pt, +6 pesos', warn: false });
  });

  it('worth - an item of many moves shows the best of them', () => {
    const view = playerView(game('item'), 0);
    const lands = legalActions(view).filter((a) => a.type === 'land');
    const w = itemWorth(classicPresenter, view, lands, NAMES);
    expect(w).not.toBeNull();
    expect(w!.text).toMatch(/^(up to \+\d+ pts?|nothing now)/);
  });

  it('worth - Hacienda 2026: a card taken from the queue gains a card; its points come from the scoring now', () => {
    const state = newGame('2026', { players: NAMES, seed: 'w26', startPlayer: 0, mode: 'basic' } as never);
    const view = playerView(state, 0);
    const take = legalActions(view).find((a) => a.type === 'take' && (a as unknown as { card: number }).card >= 0) as BaseAction;
    const w = worthOf(h2026Presenter, view, take)!;
    expect(w.pesos).toBe(0);
    expect(worthWords(w, 0, NAMES).text).toContain('a card');
  });

  it("worth - Hacienda 2026: an animal placed by a visitor center gains its 2 cards, drawn unseen (the tutorial's E4 and F5)", () => {
    const positions = lessonPositions(H2026_TUTORIAL);
    const seen = (lesson: number) => {
      const view = playerView(positions[lesson - 1]!.at, 0);
      const play = H2026_TUTORIAL.lessons[lesson - 1]!.play;
      const action = legalActions(view).find((a) => formatAction(view, a) === play)!;
      // Played on the view it is refused (the cards come from the hidden deck), as bots see it.
      expect(applyAction(view, action).ok).toBe(false);
      return worthWords(worthOf(h2026Presenter, view, action)!, 0, NAMES);
    };
    // Lesson 4: the jaguar on E4 touches its first visitor center (a point now) and draws 2 cards.
    expect(seen(4)).toEqual({ text: '+1 pt, 2 cards', warn: false });
    // Lesson 6 promises "2 more cards": the same center again, no point more.
    expect(seen(6)).toEqual({ text: '2 cards', warn: false });
    // Its menu item (a jaguar on one of 3 spaces, F5 the one by the center) says them too, not `nothing now`.
    const view6 = playerView(positions[5]!.at, 0);
    const legal6 = legalActions(view6);
    const f5 = legal6.find((a) => formatAction(view6, a) === H2026_TUTORIAL.lessons[5]!.play)!;
    const item = h2026Presenter
      .buildMenu(view6, legal6)
      .flatMap((g) => g.items)
      .find((i) => i.actions.includes(f5))!;
    expect(item.actions.length).toBeGreaterThan(1);
    expect(itemWorth(h2026Presenter, view6, item.actions, NAMES)).toEqual({ text: 'up to 2 cards', warn: false });
    // The top card of the deck is still told by its menu note, not foreseen.
    const view = playerView(positions[1]!.at, 0);
    const deck = legalActions(view).find((a) => formatAction(view, a) === 'take deck')!;
    expect(worthOf(h2026Presenter, view, deck)).toBeNull();
  });
});

describe('worth on the screen', () => {
  it('GameApp - menu entries show their worth, the selected one whole below; the cursor line shows the highlighted move', async () => {
    const controller = new GameController(session(undefined, 'screen-worth'), { seed: 't' });
    const app = render(createElement(GameApp, { controller, theme: PLAIN }));
    cleanups.push(app.unmount);
    await tick();
    app.stdin.write('b');
    await tick();
    let frame = stripStyle(app.lastFrame()!);
    expect(frame).toMatch(/2 land: \w+ 3\$, face up {2}-3 pesos, a card/);
    expect(frame).toMatch(/> land deck - 2\$, top card unseen/);
    app.stdin.write('\x1b');
    await tick();
    app.stdin.write('p');
    await tick();
    const land = controller
      .getSnapshot()
      .menu.find((g) => g.id === 'play')!
      .items.find((i) => i.id.startsWith('land:') && i.enabled)!;
    app.stdin.write(land.key);
    await tick();
    frame = stripStyle(app.lastFrame()!);
    expect(frame).toMatch(/enter: play land \w+ [A-R]\d+: (\+\d+ pts?|nothing now)/);
  });

  it('GameApp - o shows each player’s points if scored now, by category, and hides them again', async () => {
    const s = session(undefined, 'scores-now');
    const controller = new GameController(s, { seed: 't' });
    const app = render(createElement(GameApp, { controller, theme: PLAIN }));
    cleanups.push(app.unmount);
    await tick();
    app.stdin.write('o');
    await tick();
    let frame = stripStyle(app.lastFrame()!);
    expect(frame).toContain('If scored now');
    expect(frame).toMatch(/mkt chain hac water {2}\$ {2}total/);
    expect(frame).toMatch(/R Ana\s+(\d+\s+){5}\d+/);
    app.stdin.write('o');
    await tick();
    frame = stripStyle(app.lastFrame()!);
    expect(frame).not.toContain('If scored now');
    expect(frame).toContain("Ana's hand");
  });
});
