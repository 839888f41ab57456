// Types of scripts/golden-bots-play.js, for test/bots/golden-decisions.test.ts (the script stays
// plain JS so that node runs it on the built dist/ as it is).
import type { Bot, BotOptions } from '../src/bots/index.js';
import type { BaseState } from '../src/api.js';
import type { GoldenApi, GoldenGame } from './golden-play.js';

/** What the positions are judged through: the golden games' API, the seat's view and the bots. */
export interface GoldenBotsApi extends Omit<GoldenApi, 'ruleset' | 'canonicalJson'> {
  currentPlayer(state: BaseState): number;
  playerView(state: BaseState, seat: number): BaseState;
  botByName(name: string, options?: BotOptions): Bot;
}

/** [step, seat, random, greedy, planner, strong, strong's root visits, (the long search)] */
export type GoldenBotsLine = (string | number)[];

export const EVERY: number;
export const FIRST: number;
export const ITERATIONS: number;
export const LONG_ITERATIONS: number;
export const GOLDEN_BOT_GAMES: GoldenGame[];
export function judgeGolden(api: GoldenBotsApi, game: GoldenGame): GoldenBotsLine[];
export function goldenBotsText(entries: { name: string; positions: GoldenBotsLine[] }[]): string;
