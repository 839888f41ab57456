/**
 * The games' own options on the command line (`--map`, `--mode`, `--layout`...), made from each
 * game's option specification (src/engine/options.ts): the flags and their help, which game the
 * flags given imply, and their values checked and read (a board file into a MapData).
 */
import type { MapData } from '../api.js';
import { choiceList, choiceOf, optionHelp, type OptionSpec } from '../engine/options.js';
import { ABOUT_GAMES, type GameAbout } from '../games/index.js';
import { loadMap } from '../maps/load.js';
import { UserError } from './exit-codes.js';

/** The values of the game options given on the command line, by option name (absent: not given). */
export type GivenOptions = Readonly<Record<string, unknown>>;

/** Each game option once, with the games that have it. */
function allOptions(): { spec: OptionSpec; games: GameAbout[] }[] {
  const byName = new Map<string, { spec: OptionSpec; games: GameAbout[] }>();
  for (const rules of ABOUT_GAMES) {
    for (const spec of rules.options) {
      const seen = byName.get(spec.name);
      if (seen) seen.games.push(rules);
      else byName.set(spec.name, { spec, games: [rules] });
    }
  }
  return [...byName.values()];
}

/** The flags of every game's options, for commander: `--mode <mode>` and its line of help. */
export function gameOptionFlags(): { flags: string; help: string }[] {
  return allOptions().map(({ spec, games }) => ({
    flags: `--${spec.name} <${spec.placeholder}>`,
    help: games.map((g) => optionHelp(spec, `${g.title} (--rules ${g.name})`)).join('; '),
  }));
}

const given = (opts: GivenOptions, name: string) => typeof opts[name] === 'string';

/** The one game that has every game option given (`--mode` means Hacienda 2026); undefined when none is given. */
export function impliedRules(opts: GivenOptions): string | undefined {
  const named = allOptions().filter(({ spec }) => given(opts, spec.name));
  if (named.length === 0) return undefined;
  const games = ABOUT_GAMES.filter((game) => named.every(({ spec }) => game.options.some((o) => o.name === spec.name)));
  return games.length === 1 ? games[0]!.name : undefined;
}

/**
 * The game options for a new game of `rules`: each given value checked, a board named by a
 * built-in name kept as the name (the game reads its own boards), a board file read into a
 * MapData; options not given are left out (the game takes its defaults). Throws UserError for an
 * option of another game or a value the game does not have, MapLoadError or MapFormatError for a
 * board file that cannot be used.
 */
export function gameOptions(rules: GameAbout, opts: GivenOptions): Record<string, string | MapData> {
  const foreign = allOptions().filter(({ spec }) => given(opts, spec.name) && !rules.options.some((o) => o.name === spec.name));
  if (foreign.length > 0) {
    const flags = foreign.map(({ spec }) => `--${spec.name}`);
    const owners = [...new Set(foreign.flatMap(({ games }) => games.map((g) => `${g.title} (--rules ${g.name})`)))];
    throw new UserError(`${flags.join(' and ')} ${flags.length > 1 ? 'are options' : 'is an option'} of ${owners.join(' or ')}, not of ${rules.title}`);
  }
  const out: Record<string, string | MapData> = {};
  for (const spec of rules.options) {
    const value = opts[spec.name];
    if (typeof value !== 'string') continue;
    if (choiceOf(spec, value)) out[spec.name] = value;
    else if (spec.kind === 'board')
      out[spec.name] = loadMap(
        value,
        spec.choices.map((c) => c.value),
      );
    else throw new UserError(`--${spec.name} must be ${choiceList(spec)}, not '${value}'`);
  }
  return out;
}

/** The value of each of the game's options that it takes on when not given, for headings: `mode basic`. */
export function withDefaults(rules: GameAbout, options: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries([...rules.options.map((o) => [o.name, options[o.name] ?? o.default] as const), ...Object.entries(options)]);
}
