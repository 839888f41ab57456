/**
 * The documented public JSON of a 2026 state (docs/rules-2026.md, `hacienda replay --json`): the
 * same shape as Classic's, with `"ruleset": "2026"`, terrains `forest|marsh|hill|mountain|meadow|
 * pampas|center|water`, a `center` object on visitor center spaces (its kind), `platform` and
 * `reserve` flags on spaces, players with `vp`, `reserves` and `cards` (hand size), and scorings
 * with the keys `centers, chains, water, platforms, bonus, total`.
 */
import { topology } from '../../../engine/board.js';
import { ANIMALS, centerKindOf, kindName, kindOf, LAND_PIECE } from './components.js';
import { scoreNow, totalPoints, winningSeats } from './scoring.js';
import type { H2026State } from './state.js';

const names = (cards: readonly number[]) => cards.map((c) => kindName(kindOf(c)));

export function h2026PublicJson(state: H2026State) {
  const topo = topology(state.map);
  const started = state.laying === null;
  const projected = started ? scoreNow(state) : null;
  const totals = totalPoints(state);
  return {
    format: 'hacienda-state',
    version: 1,
    ruleset: '2026',
    map: state.map.name,
    mode: state.mode,
    layout: state.layout,
    tiles: state.tiles,
    laying: state.laying,
    over: state.over,
    round: state.round,
    currentPlayer: state.over ? null : state.turn.player,
    actionsThisTurn: state.over ? 0 : state.turn.actions,
    actionsAllowed: state.over ? 0 : state.turn.allowed,
    pending: state.pending.map((p) => p.step),
    scoringsHeld: state.scorings,
    endReason: state.endReason,
    winners: winningSeats(state),
    players: state.players.map((p, i) => ({
      name: p.name,
      vp: p.vp,
      score: totals[i],
      reserves: p.reserves,
      cards: p.hand.length,
      hand: names(p.hand),
      scorings: p.scorings,
      projected: projected ? projected[i] : null,
      landMarkersPlaced: p.land,
      animalsPlaced: Object.fromEntries(ANIMALS.map((a, k) => [a, p.animals[k]])),
    })),
    supply: {
      deck: state.deck.length,
      deckRunOut: state.exhausted,
      queue: names(state.queue),
      discard: state.discard.length,
      waterTiles: state.waterSupply.length,
      reserveTokens: state.reserveSupply,
      platforms: state.platforms,
    },
    spaces: topo.label.map((label, s) => {
      const terrain = topo.terrain[s]!;
      const kind = centerKindOf(terrain);
      const piece = started ? state.piece[s]! : 0;
      return {
        label,
        terrain: kind ? 'center' : terrain,
        center: kind ? { kind } : null,
        neighbours: topo.neighbours[s]!.map((n) => topo.label[n]),
        piece:
          piece === 0
            ? null
            : piece === LAND_PIECE
              ? { kind: 'land', owner: state.owner[s] }
              : { kind: 'animal', owner: state.owner[s], animal: ANIMALS[piece - 2] },
        platform: started && state.platform[s] === 1,
        reserve: started && state.reserve[s] === 1,
        water: started && state.water[s]! >= 0 ? state.water[s] : null,
      };
    }),
  };
}
