/** Hacienda 2026 as one game module: rules/, tiles/ (its map tiles), bots/, screen/. */
import { gameModule } from '../game.js';
import { h2026Knowledge } from './bots/knowledge.js';
import { h2026 } from './rules/index.js';
import { h2026Presenter } from './screen/index.js';
import { H2026_TUTORIAL } from './tutorial.js';

export const h2026Game = gameModule({ rules: h2026, knowledge: h2026Knowledge, presenter: h2026Presenter, tutorial: H2026_TUTORIAL });
