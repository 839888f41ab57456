/**
 * The documented public JSON of a Classic state (docs/records.md, `hacienda replay --json`):
 * the board space by space with labels, and every player's money and scores.
 */
import { topology } from '../../../engine/board.js';
import { animalOf, LAND_PIECE, landKindOf, pieceAnimal } from './components.js';
import { scoreNow, totalPoints, winningSeats } from './scoring.js';
import type { ClassicState } from './state.js';

export function classicPublicJson(state: ClassicState) {
  const topo = topology(state.map);
  const projected = scoreNow(state);
  const totals = totalPoints(state);
  return {
    format: 'hacienda-state',
    version: 1,
    ruleset: 'classic',
    map: state.map.name,
    over: state.over,
    round: state.round,
    currentPlayer: state.over ? null : state.turn.player,
    actionsThisTurn: state.over ? 0 : state.turn.actions,
    scoringsHeld: state.scorings,
    winners: winningSeats(state),
    players: state.players.map((p, i) => ({
      name: p.name,
      money: p.money,
      score: totals[i],
      scorings: p.scorings,
      projected: projected[i],
      hand: { land: p.landHand.map(landKindOf), animals: p.animalHand.map(animalOf) },
      landTilesPlaced: p.landTiles,
      animalTilesPlaced: p.animalTiles.reduce((a, b) => a + b, 0),
    })),
    supply: {
      landDeck: state.landDeck.length,
      landDisplay: state.landDisplay.map(landKindOf),
      animalDeck: state.animalDeck.length,
      animalStack: state.stack,
      animalReserve: state.animalReserve.length,
      animalDisplay: state.animalDisplay.map(animalOf),
      haciendas: state.haciendas,
      harvestTokens: state.harvestTokens,
      waterTiles: state.waterSupply.length,
    },
    spaces: topo.label.map((label, s) => {
      const piece = state.piece[s]!;
      return {
        label,
        terrain: topo.terrain[s],
        neighbours: topo.neighbours[s]!.map((n) => topo.label[n]),
        piece:
          piece === 0
            ? null
            : piece === LAND_PIECE
              ? { kind: 'land', owner: state.owner[s] }
              : { kind: 'animal', owner: state.owner[s], animal: pieceAnimal(piece) },
        hacienda: state.hacienda[s] === 1,
        harvest: state.harvest[s] === 1,
        water: state.water[s]! >= 0 ? state.water[s] : null,
      };
    }),
  };
}
