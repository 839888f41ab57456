/** Classic Hacienda as one game module: rules/, bots/ (the bots' knowledge), screen/, its tutorial's lessons. */
import { gameModule } from '../game.js';
import { classicKnowledge } from './bots/knowledge.js';
import { classic } from './rules/index.js';
import { classicPresenter } from './screen/index.js';
import { CLASSIC_TUTORIAL } from './tutorial.js';

export const classicGame = gameModule({ rules: classic, knowledge: classicKnowledge, presenter: classicPresenter, tutorial: CLASSIC_TUTORIAL });
