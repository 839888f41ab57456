/**
 * Move notation for Hacienda 2026: the human-readable form of an action, for records, the command
 * line and the screen (docs/rules-2026.md, "Notation"). Grammar:
 *
 *   end                                             end the turn
 *   take deck                                       take the top card of the deck
 *   take <card>                                     take a card of that kind from the queue
 *   pair <card> <card> land <space>                 play a pair for a land marker
 *   pair <card> <card> animal <animal> <space>      play a pair for an animal
 *   pair <card> <card> land <space> animal <animal> <space>    both (2 actions)
 *   reserve <space>                                 establish a wildlife reserve on that chain
 *   water <card> x4                                 pay four cards for a water tile, then:
 *   place water single|pair|triangle|rhombus <space>...
 *   platform <card> x6                              pay six cards for a platform, then:
 *   place platform <space>                          on the chain at <space>
 *   skip                                            decline the lake center's free water tile
 *   tile <n> at <a>,<b> rot <k>                     custom setup: lay tile n
 *
 * Cards are kinds: `anteater-forest` (animal-terrain), `wild-terrain`, `wild-animal`. Spaces are
 * offset labels such as `F7`. Words are case-insensitive on input.
 */
import { topology } from '../../../engine/board.js';
import type { Rejection } from '../../../engine/ruleset.js';
import { ANIMALS, kindByName, kindName, WATER_SHAPES, type Animal, type WaterShape } from './components.js';
import type { H2026Action, H2026State } from './state.js';

export function formatH2026Action(state: H2026State, action: H2026Action): string {
  const label = (s: number) => topology(state.map).label[s] ?? `#${s}`;
  const cards = (kinds: readonly number[]) => kinds.map(kindName).join(' ');
  switch (action.type) {
    case 'end':
      return 'end';
    case 'take':
      return `take ${action.card < 0 ? 'deck' : kindName(action.card)}`;
    case 'pair': {
      const parts = [`pair ${cards(action.cards)}`];
      if (action.land !== undefined) parts.push(`land ${label(action.land)}`);
      if (action.animal !== undefined) parts.push(`animal ${action.animal} ${label(action.animalAt!)}`);
      return parts.join(' ');
    }
    case 'reserve':
      return `reserve ${label(action.space)}`;
    case 'water':
      return `water ${cards(action.cards)}`;
    case 'platform':
      return `platform ${cards(action.cards)}`;
    case 'place-water':
      return `place water ${action.shape} ${action.spaces.map(label).join(' ')}`;
    case 'place-platform':
      return `place platform ${label(action.space)}`;
    case 'skip':
      return 'skip';
    case 'tile':
      return `tile ${action.tile} at ${action.at[0]},${action.at[1]} rot ${action.rot}`;
  }
}

function malformed(text: string, why: string): Rejection {
  return { ok: false, code: 'malformed', message: `'${text}' is not a move: ${why}`, reason: why };
}

export function parseH2026Action(state: H2026State, text: string): H2026Action | Rejection {
  const topo = topology(state.map);
  const shown = text.trim();
  const words = shown.toLowerCase().split(/\s+/).filter(Boolean);
  let unknown: string | null = null;
  const space = (w: string | undefined): number => {
    const s = w === undefined ? -1 : topo.indexOf(w);
    if (s < 0 && unknown === null) unknown = w ?? '';
    return s;
  };
  const spaceError = (): Rejection => {
    const reason = unknown === '' ? 'a space is missing' : `${(unknown ?? '').toUpperCase()} is not a space of this board`;
    return { ok: false, code: 'unknown-space', message: `'${shown}': ${reason}`, reason };
  };
  let badCard: string | null = null;
  const kinds = (list: readonly string[]): number[] => {
    const out = list.map((w) => {
      const k = kindByName(w);
      if (k < 0 && badCard === null) badCard = w;
      return k;
    });
    return out.sort((a, b) => a - b);
  };
  const cardError = () => malformed(shown, `'${badCard}' is not a card (cards are like anteater-forest, wild-terrain, wild-animal)`);
  const [verb, ...rest] = words;
  switch (verb) {
    case 'end':
      return rest.length === 0 ? { type: 'end' } : malformed(shown, "'end' takes nothing after it");
    case 'skip':
      return rest.length === 0 ? { type: 'skip' } : malformed(shown, "'skip' takes nothing after it");
    case 'take': {
      if (rest.length !== 1) return malformed(shown, "expected 'take deck' or 'take <card>'");
      if (rest[0] === 'deck') return { type: 'take', card: -1 };
      const k = kindByName(rest[0]!);
      return k < 0 ? malformed(shown, `'${rest[0]}' is not a card (cards are like anteater-forest, wild-terrain, wild-animal)`) : { type: 'take', card: k };
    }
    case 'pair': {
      const cards = kinds(rest.slice(0, 2));
      if (rest.length < 2) return malformed(shown, "expected 'pair <card> <card> ...'");
      if (badCard !== null) return cardError();
      const action: H2026Action = { type: 'pair', cards };
      let i = 2;
      if (rest[i] === 'land') {
        action.land = space(rest[i + 1]);
        i += 2;
      }
      if (rest[i] === 'animal') {
        const a = rest[i + 1];
        if (!ANIMALS.includes(a as Animal)) return malformed(shown, `expected an animal: ${ANIMALS.join(', ')}`);
        action.animal = a as Animal;
        action.animalAt = space(rest[i + 2]);
        i += 3;
      }
      if (i !== rest.length || i === 2) return malformed(shown, "expected 'pair <card> <card> land <space>', '... animal <animal> <space>', or both");
      return unknown !== null ? spaceError() : action;
    }
    case 'reserve': {
      if (rest.length !== 1) return malformed(shown, "expected 'reserve <space>'");
      const s = space(rest[0]);
      return s < 0 ? spaceError() : { type: 'reserve', space: s };
    }
    case 'water':
    case 'platform': {
      const n = verb === 'water' ? 4 : 6;
      if (rest.length !== n) return malformed(shown, `expected '${verb}' and ${n} cards`);
      const cards = kinds(rest);
      return badCard !== null ? cardError() : { type: verb, cards };
    }
    case 'place': {
      const [what, ...args] = rest;
      if (what === 'platform') {
        if (args.length !== 1) return malformed(shown, "expected 'place platform <space>'");
        const s = space(args[0]);
        return s < 0 ? spaceError() : { type: 'place-platform', space: s };
      }
      if (what === 'water') {
        const [shape, ...labels] = args;
        if (!WATER_SHAPES.includes(shape as WaterShape)) return malformed(shown, `expected a water shape: ${WATER_SHAPES.join(', ')}`);
        if (labels.length === 0) return malformed(shown, 'expected the spaces the water tile covers');
        const spaces = labels.map(space);
        if (unknown !== null) return spaceError();
        return { type: 'place-water', shape: shape as WaterShape, spaces: spaces.sort((a, b) => a - b) };
      }
      return malformed(shown, "expected 'place water ...' or 'place platform ...'");
    }
    case 'tile': {
      const m = /^tile (\d+) at (-?\d+),(-?\d+) rot (\d+)$/.exec(words.join(' '));
      if (!m) return malformed(shown, "expected 'tile <n> at <a>,<b> rot <0-5>'");
      return { type: 'tile', tile: Number(m[1]), at: [Number(m[2]), Number(m[3])], rot: Number(m[4]) };
    }
    default:
      return malformed(shown, 'expected end, take, pair, reserve, water, platform, place, skip or tile');
  }
}
