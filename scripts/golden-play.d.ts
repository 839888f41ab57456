// Types of scripts/golden-play.js, for test/rules/golden.test.ts (the script stays plain JS so
// that node runs it on the built dist/ as it is).
import type { ApplyResult, BaseAction, BaseOptions, BaseState, Ruleset } from '../src/api.js';
import type { RngState } from '../src/engine/rng.js';

/** What a golden game is played through: the public API and the generator. */
export interface GoldenApi {
  newGame(rules: string, options: BaseOptions & Record<string, unknown>): BaseState;
  legalActions(state: BaseState): BaseAction[];
  applyAction(state: BaseState, action: BaseAction): ApplyResult<BaseState>;
  isOver(state: BaseState): boolean;
  formatAction(state: BaseState, action: BaseAction): string;
  ruleset(name: string): Ruleset;
  canonicalJson(value: unknown): string;
  seedRng(seed: string | number): RngState;
  nextInt(state: RngState, n: number): number;
}

export interface GoldenGame {
  name: string;
  seed: string;
  rules: string;
  players: number;
  board?: string;
  mode?: string;
  layout?: string;
}

export interface GoldenEntry extends GoldenGame {
  counts: number[];
  hashes: string[];
  /** [step, perft at depth 2] */
  perft2: [number, number][];
}

export interface GoldenPlayed {
  counts: number[];
  hashes: string[];
  /** The action taken at each step, in notation. */
  taken: string[];
  perft: [number, number][];
}

export const PERFT_EVERY: number;
export const GOLDEN_GAMES: Record<string, GoldenGame[]>;
export function playGolden(api: GoldenApi, game: GoldenGame, limit?: number): GoldenPlayed;
export function goldenEntry(game: GoldenGame, played: GoldenPlayed): GoldenEntry;
export function firstDifference(expected: GoldenEntry, found: GoldenPlayed): string | undefined;
export function goldenFileText(entries: GoldenEntry[]): string;
export function newGoldenGame(api: GoldenApi, game: GoldenGame): BaseState;
export function sortedLegal(api: GoldenApi, state: BaseState): { action: BaseAction; text: string }[];
