/**
 * The layout of the game screen: the top bar; the board with the panels (or the menu, a scoring,
 * the end) beside it; the cursor's space, the log, a message and the keys below. It only places
 * the parts; each part is its own component.
 */
import { Box } from 'ink';
import { memo } from 'react';
import { applyAction, formatAction, isOver, projectedScores, totals, type BaseState } from '../../api.js';
import { findItem, type MenuGroup } from '../game/menu.js';
import { ALL_SEEING, gameTotalsText } from '../game/log.js';
import type { PanelTheme } from '../game/panels.js';
import { statusKeys, type Screen } from '../ui/keys.js';
import { layout, needed } from '../ui/layout.js';
import { menuView, withWorth } from '../ui/menu-view.js';
import { worthOf, worthWords } from '../game/worth.js';
import { highlights, type ScreenModel } from '../ui/model.js';
import type { UiState } from '../ui/state.js';
import type { ChartShown } from '../ui/replay.js';
import { BoardView } from './BoardView.js';
import { BoardLegend } from './BoardLegend.js';
import { CountingPanel } from './CountingPanel.js';
import { FinalPanel } from './FinalPanel.js';
import { HandoffScreen } from './HandoffScreen.js';
import { HandPanel } from './HandPanel.js';
import { HelpScreen } from './HelpScreen.js';
import { HistoryScreen } from './HistoryScreen.js';
import type { HelpPage } from '../ui/pager.js';
import { Lines } from './Lines.js';
import { LogPanel } from './LogPanel.js';
import { MenuPanel } from './MenuPanel.js';
import { MessageLine } from './MessageLine.js';
import { PlayersPanel } from './PlayersPanel.js';
import { ReplayEndPanel } from './ReplayEndPanel.js';
import { SavePanel } from './SavePanel.js';
import { ScoringPanel } from './ScoringPanel.js';
import { StatusLine } from './StatusLine.js';
import { SupplyPanel } from './SupplyPanel.js';
import { TooSmall } from './TooSmall.js';
import { NO_SPACES } from '../game/targets.js';
import { ChancePanel } from './ChancePanel.js';
import type { ActionAnalysis, Analysis } from '../../coach/analysis.js';
import { cutStart } from '../../text/cut.js';
import { sanitize } from '../../text/sanitize.js';

// The panels beside and below the board, drawn again only when what they show changed: a key
// that moves the cursor changes the board and the cursor's line, not the players or the supply.
const Players = memo(PlayersPanel);
const Hand = memo(HandPanel);
const Supply = memo(SupplyPanel);
const Legend = memo(BoardLegend);
const Message = memo(MessageLine);

export interface GameScreenProps {
  model: ScreenModel;
  ui: UiState;
  screen: Screen;
  size: { columns: number; rows: number };
  theme: PanelTheme;
  /** The help for the screen it was opened from, wrapped to the terminal when it is shown. */
  help: HelpPage;
  /** The history of the whole game, when its screen is open. */
  historyLines?: readonly string[];
  /** What the screen waits for when no message is shown (a bot's move, autoplay). */
  note?: string;
  /** Added to the top bar (the replay's position). */
  topExtra?: string;
  canUndo: boolean;
  /** The seat whose hand the hand panel shows (the replay's choice), when not the viewer's. */
  handSeat?: number;
  /** The save field's facts (the game screen only). */
  save?: { problem: string | null; saved: number; unsaved: number; actions: number; path: string };
  /** A tutorial's lesson, shown above the log (which gives it room), its spaces marked on the board. */
  lesson?: { lines: readonly string[]; spaces: ReadonlySet<number> };
  /** What the quit question says is kept (the game screen: where the game is saved). */
  quitNote?: string;
  /** The replay viewer's analysis: its marks for the log, whether the chart is up, the action shown; its figures at the end. */
  analysis?: { analysis: Analysis; marks: ReadonlyMap<number, ActionAnalysis>; chart: ChartShown; pos: number };
  /** The final screen offers to review the game (a local game, saved). */
  review?: boolean;
  /** The screen has a room's chat (a game on hacienda serve): its key is shown. */
  canChat?: boolean;
}

export function GameScreen(p: GameScreenProps) {
  const { model, ui, screen, size, theme } = p;
  const { presenter } = model;
  const hl = highlights(ui, model);
  // Laying a map tile draws the board with the tile in place.
  const board = hl.layout ?? { state: model.view, topo: model.topo };
  const lay = layout(board.topo, ui.zoom, size);
  const width = Math.max(1, size.columns);
  if (screen === 'small') return <TooSmall size={size} need={lay.need} />;
  if (screen === 'help' || screen === 'search') return <HelpScreen pager={ui.help} page={p.help} width={width} painter={theme.painter} />;
  if (screen === 'history' && p.historyLines)
    return <HistoryScreen lines={p.historyLines} scroll={ui.history?.scroll ?? 0} width={width} height={size.rows - 2} theme={theme} />;
  if (screen === 'handoff')
    return (
      <HandoffScreen
        seat={model.current}
        name={model.names[model.current] ?? '?'}
        drawn={model.drawn ? { name: model.names[model.drawn.seat] ?? '?', lines: model.drawn.lines } : null}
        width={width}
        height={size.rows - 1}
        theme={theme}
      />
    );

  const side = lay.sideWidth;
  // The end of the game, on the final screen and at a replay's end.
  const gameEnd = { presenter, state: model.view, names: model.names, winners: model.winners, theme };
  // What counts at a scoring (the markets key): the panel says it, the board shows only it.
  const counting = ui.counting && !hl.layout && screen !== 'replay' ? presenter.counting(model.view, model.names) : null;
  let right;
  if (screen === 'saving' && p.save) {
    right = (
      <SavePanel
        problem={p.save.problem}
        path={ui.saving?.path ?? p.save.path}
        saved={p.save.saved}
        actions={p.save.actions}
        width={side}
        height={lay.middleHeight}
        theme={theme}
      />
    );
  } else if (screen === 'menu' && ui.mode.kind === 'menu') {
    right = (
      <MenuPanel
        view={withWorth(menuView(ui.mode.menu, model.menu, model.view, model.topo, ui.cursor, presenter), model.view, presenter, model.names)}
        index={ui.mode.index}
        width={side}
        height={lay.middleHeight}
        theme={theme}
      />
    );
  } else if (counting && screen !== 'scoring') {
    right = <CountingPanel counting={counting} width={side} height={lay.middleHeight} theme={theme} />;
  } else if (ui.scoresNow && screen !== 'scoring' && screen !== 'replay') {
    right = (
      <ScoringPanel
        presenter={presenter}
        kind="now"
        scores={projectedScores(model.view)}
        names={model.names}
        width={side}
        theme={theme}
        footer="o hides the scores"
      />
    );
  } else if (screen === 'final') {
    right = <FinalPanel {...gameEnd} file={model.file} width={side} review={p.review === true} />;
  } else if (screen === 'replay' && p.analysis?.chart) {
    right = (
      <ChancePanel
        analysis={p.analysis.analysis}
        series={p.analysis.chart}
        pos={p.analysis.pos}
        names={model.names}
        width={side}
        height={lay.middleHeight}
        theme={theme}
      />
    );
  } else if (screen === 'replay' && model.over) {
    right = <ReplayEndPanel {...gameEnd} scoring={model.scoring} players={p.analysis?.analysis.players ?? []} width={side} height={lay.middleHeight} />;
  } else if ((screen === 'scoring' || screen === 'replay') && model.scoring) {
    right = (
      <ScoringPanel
        presenter={presenter}
        kind={model.scoring.kind}
        scores={model.scoring.scores}
        names={model.names}
        width={side}
        theme={theme}
        footer={screen === 'scoring' ? 'press enter to continue' : undefined}
        // A game that is over shows its last scoring: the game's totals go beside that scoring's points.
        {...(isOver(model.view) ? { gameTotals: gameTotalsText(totals(model.view), model.names) } : {})}
      />
    );
  } else {
    right = (
      <Box flexDirection="column" width={side}>
        <Players
          presenter={presenter}
          state={model.view}
          names={model.names}
          botLevels={model.botLevels}
          current={model.current}
          viewer={model.viewer}
          width={side}
          theme={theme}
        />
        <Hand
          presenter={presenter}
          state={model.view}
          viewer={p.handSeat ?? (model.viewer === ALL_SEEING ? model.current : model.viewer)}
          names={model.names}
          width={side}
          theme={theme}
        />
        <Supply presenter={presenter} state={model.view} width={side} theme={theme} />
        {lay.middleHeight - model.names.length - presenter.sideLines >= 3 ? (
          <Legend presenter={presenter} names={model.names} width={side} height={lay.middleHeight - model.names.length - presenter.sideLines} theme={theme} />
        ) : null}
      </Box>
    );
  }

  let cursorLine = hl.layout ? hl.layout.text : presenter.describeSpace(model.view, model.topo, ui.cursor, model.names);
  // (A map tile's line says where it lies in the board's own words: its notation would only repeat it.)
  if (hl.chosen && !hl.layout) cursorLine += `  ${theme.glyphs.dash} enter: ${formatAction(model.view, hl.chosen)}`;
  if (ui.mode.kind === 'shape' && hl.choicesHere > 1) cursorLine += ` (${(ui.mode.rotation % hl.choicesHere) + 1} of ${hl.choicesHere}, r turns)`;
  // What the highlighted move is worth, before enter confirms it.
  const chosenWorth = hl.chosen ? worthOf(presenter, model.view, hl.chosen) : null;
  const worth = chosenWorth ? worthWords(chosenWorth, model.current, model.names) : null;
  const cursorLook =
    theme.painter.paint(cursorLine, { bold: true }) +
    (worth ? theme.painter.paint(`: ${worth.text}`, worth.warn ? { fg: 'yellow', bold: true } : { fg: 'brightGreen', bold: true }) : '');

  // A zoom kept from an earlier game is followed without a word; chosen now, the line says why the
  // board cannot follow it yet.
  let message =
    ui.message?.about === 'zoom' && lay.zoomFallback
      ? { text: `the detailed board needs ${needText(model)} (compact here); kept for later games, z switches back`, error: false }
      : (ui.message ?? (p.note ? { text: p.note, error: false } : null));
  // A save that failed stays in sight, whatever else the line says, until the file holds the game.
  if (p.save?.problem && screen !== 'saving') {
    const unsaved = p.save.unsaved;
    message = {
      text: `NOT SAVED (${unsaved} action${unsaved === 1 ? '' : 's'}; s saves elsewhere)${message ? ` ${theme.glyphs.dash} ${message.text}` : `: ${p.save.problem}`}`,
      error: true,
    };
  }
  const prompt =
    ui.confirm === 'quit'
      ? p.save?.problem
        ? `Quit? The last ${p.save.unsaved} action(s) are NOT saved (n, then s, saves elsewhere).`
        : `Quit? ${p.quitNote ?? 'The game is saved (hacienda resume continues it).'}`
      : ui.confirm === 'end'
        ? `${presenter.endQuestion(model.view)}${endingEndsGame(model.view, model.menu) ? ' That ENDS THE GAME: nobody has acted this round (final scoring).' : ''}`
        : undefined;

  const question = prompt === undefined ? undefined : `${prompt} [y/N]`;
  // The chat line is typed on the message line; its end stays in view.
  if (screen === 'chat') {
    const room = Math.max(10, width - 7);
    const text = sanitize(ui.chat?.text ?? '');
    const field = `say: ${text.length >= room ? `${theme.glyphs.ellipsis}${cutStart(text, room - 2)}` : text}_`;
    // Why the room did not take the line (too fast, too long) stands after it.
    message = ui.message?.error ? { text: `${field}  (${ui.message.text})`, error: true } : { text: field, error: false };
  }
  return (
    <Box flexDirection="column" width={width}>
      <Lines lines={[presenter.topLine(model.view, model.names, model.viewer, theme, p.topExtra)]} width={width} />
      <Box flexDirection="row" height={lay.middleHeight}>
        <BoardView
          state={board.state}
          topo={board.topo}
          presenter={presenter}
          zoom={lay.zoom}
          cursor={hl.layout ? -1 : ui.cursor}
          targets={hl.targets.size === 0 && p.lesson ? p.lesson.spaces : hl.targets}
          preview={hl.preview}
          recent={hl.layout ? NO_SPACES : model.recent}
          changed={hl.layout ? NO_SPACES : (model.changed ?? NO_SPACES)}
          focus={counting?.spaces ?? null}
          theme={theme}
          width={lay.boardWidth + 1}
          rows={lay.boardRows}
          cols={lay.boardCols}
        />
        {right}
      </Box>
      <Lines lines={[cursorLook]} width={width} />
      {p.lesson ? <Lines lines={p.lesson.lines.slice(0, Math.max(1, lay.logLines - 1))} width={width} /> : null}
      <LogPanel
        log={model.log}
        viewer={model.viewer}
        lines={p.lesson ? Math.max(1, lay.logLines - Math.min(p.lesson.lines.length, lay.logLines - 1)) : lay.logLines}
        width={width}
        theme={theme}
        {...(p.analysis ? { marks: p.analysis.marks } : {})}
      />
      <Message text={message?.text ?? ''} error={message?.error ?? false} width={width} theme={theme} />
      <StatusLine
        keys={statusKeys(screen, {
          undo: p.canUndo,
          changes: (model.changes?.length ?? 0) > 0,
          chat: p.canChat === true,
          analysis: p.analysis !== undefined,
          review: p.review === true,
        })}
        width={width}
        theme={theme}
        prompt={question}
      />
    </Box>
  );
}

/**
 * Whether ending the turn now ends the whole game (a whole round without an action: C15,
 * R2026-9), found by ending it on the viewer's view: the rules decide, not the screen.
 */
export function endingEndsGame(view: BaseState, menu: readonly MenuGroup[]): boolean {
  const end = findItem(menu, 'end')?.actions[0];
  if (!end || isOver(view)) return false;
  try {
    const r = applyAction(view, end);
    return r.ok && isOver(r.state);
  } catch {
    // a view the rules cannot play on: no warning rather than a wrong one
    return false;
  }
}

function needText(model: ScreenModel): string {
  const n = needed(model.topo, 'detailed');
  return `${n.columns}x${n.rows}`;
}
