/** Classic Hacienda as one game module: rules/, bots/ (the bots' knowledge), screen/. */
import { gameModule } from '../game.js';
import { classicKnowledge } from './bots/knowledge.js';
import { classic } from './rules/index.js';
import { classicPresenter } from './screen/index.js';

export const classicGame = gameModule({ rules: classic, knowledge: classicKnowledge, presenter: classicPresenter });
