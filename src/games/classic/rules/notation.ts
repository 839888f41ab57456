/**
 * Move notation for Classic: the human-readable form of an action, for records, the command line
 * and the screen. Grammar (docs/notation.md):
 *
 *   end                                  end the turn
 *   buy land|animal deck                 buy the top card of a face-down deck
 *   buy land|animal display <1-4>        buy a face-up card (slots counted from 1)
 *   hacienda <space>                     buy a hacienda and put it on own piece (C10)
 *   water single|pair|triangle|rhombus <space>...   buy a water tile and lay it
 *   play land <mountain|forest|meadow|rock|moorland|pampas> <space>
 *   play animal <cattle|horse|pig|sheep> <space>
 *   harvest <space> [from <space>]       harvest the chain at <space> (token taken from <space>)
 *
 * Spaces are offset labels such as `F7`. Words are case-insensitive on input.
 */
import { topology } from '../../../engine/board.js';
import type { Rejection } from '../../../engine/ruleset.js';
import { ANIMALS, LAND_KINDS, WATER_SHAPES, type Animal, type LandKind, type WaterShape } from './components.js';
import type { ClassicAction, ClassicState } from './state.js';

export function formatClassicAction(state: ClassicState, action: ClassicAction): string {
  const label = (s: number) => topology(state.map).label[s] ?? `#${s}`;
  switch (action.type) {
    case 'end':
      return 'end';
    case 'buy':
      return `buy ${action.deck} ${action.slot < 0 ? 'deck' : `display ${action.slot + 1}`}`;
    case 'hacienda':
      return `hacienda ${label(action.space)}`;
    case 'water':
      return `water ${action.shape} ${action.spaces.map(label).join(' ')}`;
    case 'land':
      return `play land ${action.kind} ${label(action.space)}`;
    case 'animal':
      return `play animal ${action.animal} ${label(action.space)}`;
    case 'harvest':
      return `harvest ${label(action.space)}${action.from === undefined ? '' : ` from ${label(action.from)}`}`;
  }
}

function malformed(text: string, why: string): Rejection {
  return { ok: false, code: 'malformed', message: `'${text}' is not a move: ${why}` };
}

export function parseClassicAction(state: ClassicState, text: string): ClassicAction | Rejection {
  const topo = topology(state.map);
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const shown = text.trim();
  let unknown: string | null = null;
  const space = (w: string | undefined): number => {
    const s = w === undefined ? -1 : topo.indexOf(w);
    if (s < 0 && unknown === null) unknown = w ?? '';
    return s;
  };
  const spaceError = (): Rejection => ({
    ok: false,
    code: 'unknown-space',
    message: `'${shown}': ${unknown === '' ? 'a space is missing' : `${(unknown ?? '').toUpperCase()} is not a space of this board`}`,
  });
  const [verb, ...rest] = words;
  switch (verb) {
    case 'end':
      return rest.length === 0 ? { type: 'end' } : malformed(shown, "'end' takes nothing after it");
    case 'buy': {
      const [deck, where, slot] = rest;
      if (deck !== 'land' && deck !== 'animal') return malformed(shown, "expected 'buy land ...' or 'buy animal ...'");
      if (where === 'deck' && rest.length === 2) return { type: 'buy', deck, slot: -1 };
      if (where === 'display' && rest.length === 3 && /^[1-9]$/.test(slot ?? '')) return { type: 'buy', deck, slot: Number(slot) - 1 };
      return malformed(shown, `expected 'buy ${deck} deck' or 'buy ${deck} display <1-4>'`);
    }
    case 'hacienda': {
      if (rest.length !== 1) return malformed(shown, "expected 'hacienda <space>'");
      const s = space(rest[0]);
      return s < 0 ? spaceError() : { type: 'hacienda', space: s };
    }
    case 'water': {
      const [shape, ...labels] = rest;
      if (!WATER_SHAPES.includes(shape as WaterShape)) return malformed(shown, `expected a water shape: ${WATER_SHAPES.join(', ')}`);
      if (labels.length === 0) return malformed(shown, 'expected the spaces the water tile covers');
      const spaces = labels.map(space);
      if (unknown !== null) return spaceError();
      return { type: 'water', shape: shape as WaterShape, spaces: spaces.sort((a, b) => a - b) };
    }
    case 'play': {
      const [what, kind, where] = rest;
      if (rest.length !== 3) return malformed(shown, "expected 'play land <terrain> <space>' or 'play animal <animal> <space>'");
      if (what === 'land') {
        if (!LAND_KINDS.includes(kind as LandKind)) return malformed(shown, `expected a land card: ${LAND_KINDS.join(', ')}`);
        const s = space(where);
        return s < 0 ? spaceError() : { type: 'land', kind: kind as LandKind, space: s };
      }
      if (what === 'animal') {
        if (!ANIMALS.includes(kind as Animal)) return malformed(shown, `expected an animal: ${ANIMALS.join(', ')}`);
        const s = space(where);
        return s < 0 ? spaceError() : { type: 'animal', animal: kind as Animal, space: s };
      }
      return malformed(shown, "expected 'play land ...' or 'play animal ...'");
    }
    case 'harvest': {
      if (rest.length === 1) {
        const s = space(rest[0]);
        return s < 0 ? spaceError() : { type: 'harvest', space: s };
      }
      if (rest.length === 3 && rest[1] === 'from') {
        const s = space(rest[0]);
        const from = space(rest[2]);
        return unknown !== null ? spaceError() : { type: 'harvest', space: s, from };
      }
      return malformed(shown, "expected 'harvest <space>' or 'harvest <space> from <space>'");
    }
    default:
      return malformed(shown, 'expected end, buy, hacienda, water, play or harvest');
  }
}
