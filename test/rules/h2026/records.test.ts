/**
 * What a record needs of the 2026 ruleset (docs/records.md): the explicit setup both ways, the
 * events it keeps, and the public JSON of a state.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson, stableHash } from '../../../src/engine/hash.js';
import { SetupError } from '../../../src/engine/ruleset.js';
import type { H2026Setup } from '../../../src/games/h2026/rules/setup.js';
import { h2026, SEATS } from './fixtures.js';

const options = (layout: 'standard' | 'random' | 'custom') => ({ players: SEATS.slice(0, 3), seed: `records/${layout}`, mode: 'hacienda' as const, layout });

describe('records', () => {
  it.each(['standard', 'random', 'custom'] as const)('records - a new game (%s layout) is rebuilt from its setup, as JSON', (layout) => {
    const s = h2026.newGame(options(layout));
    const setup = JSON.parse(canonicalJson(h2026.setupOf(s))) as H2026Setup;
    expect(stableHash(h2026.fromSetup({ ...options(layout), map: s.map }, setup))).toBe(stableHash(s));
    expect(stableHash(h2026.fromSetup(options(layout), setup))).toBe(stableHash(s));
    expect(setup.deal === null).toBe(layout === 'custom');
  });

  it('records - a setup that is not a possible one is a SetupError', () => {
    const s = h2026.newGame(options('standard'));
    const setup = h2026.setupOf(s) as H2026Setup;
    const broken = (change: (x: H2026Setup) => void) => {
      const copy = structuredClone(setup);
      change(copy);
      return () => h2026.fromSetup(options('standard'), copy);
    };
    expect(broken((x) => x.deal!.deck.push('jaguar-hill'))).toThrow(SetupError);
    expect(broken((x) => (x.deal!.hands[0]![0] = 'lion-forest'))).toThrow(/not a card/);
    expect(broken((x) => x.deal!.queue.pop())).toThrow(/queue/);
    expect(broken((x) => (x.startPlayer = 7))).toThrow(/start player/);
    expect(broken((x) => (x.tiles[1]!.at = [9, 9]))).toThrow(/cannot go there/);
  });

  it('records - the events kept: cards drawn, the queue refilled from the deck, scorings', () => {
    let s = h2026.newGame(options('standard'));
    const seen: unknown[] = [];
    for (let i = 0; i < 300 && !s.over; i++) {
      const legal = h2026.legalActions(s);
      const r = h2026.apply(s, legal[(i * 13) % legal.length]!);
      if (!r.ok) throw new Error(r.message);
      seen.push(...h2026.recordedEvents(s, r.events));
      s = r.state;
    }
    const keys = new Set(seen.map((e) => Object.keys(e as object)[0]));
    expect(keys.has('drew')).toBe(true);
    for (const k of keys) expect(['drew', 'revealed', 'reshuffled', 'scoring']).toContain(k);
  });

  it('records - the public JSON of a state names terrains, centers, pieces, VP, reserves and cards', () => {
    const s = h2026.newGame(options('standard'));
    const json = h2026.toPublicJson(s) as {
      ruleset: string;
      players: { vp: number; reserves: number; cards: number; projected: Record<string, number> }[];
      spaces: { terrain: string; center: { kind: string } | null; platform: boolean; reserve: boolean }[];
    };
    expect(json.ruleset).toBe('2026');
    expect(json.players[0]).toMatchObject({ vp: 0, reserves: 0, cards: 6 });
    expect(Object.keys(json.players[0]!.projected)).toEqual(['centers', 'chains', 'water', 'platforms', 'bonus', 'total']);
    const terrains = new Set(json.spaces.map((x) => x.terrain));
    expect([...terrains].sort()).toEqual(['center', 'forest', 'hill', 'marsh', 'meadow', 'mountain', 'pampas', 'water']);
    const kinds = json.spaces.filter((x) => x.center).map((x) => x.center!.kind);
    expect(new Set(kinds)).toEqual(new Set(['plain', 'double', 'spring', 'hacienda', 'extra', 'twin']));
    expect(json.spaces.every((x) => x.platform === false && x.reserve === false)).toBe(true);
  });
});
