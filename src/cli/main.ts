/**
 * The `hacienda` command line (commander). Each command parses and checks its options, then calls
 * the engine; every error a user can cause ends in one line on stderr and a documented exit code.
 */
import { Command, CommanderError } from 'commander';
import { DEFAULT_THINK_MS } from '../bots/defaults.js';
import { MapFormatError, MapLoadError } from '../maps/errors.js';
import { RecordError } from '../records/errors.js';
import { WriteError } from '../files/errors.js';
import { LockedError } from '../files/lock.js';
import { shellQuote } from './shell-quote.js';
import { EXIT, UserError } from './exit-codes.js';
import { sanitize } from '../text/sanitize.js';
import { endBySignal, Interrupted, terminalGone } from '../host/signals.js';
import { programVersion as version } from './version.js';
import { gameOptionFlags } from './game-options.js';
import { ABOUT_GAMES } from '../games/index.js';

// Each command's code is loaded when that command runs: `--help` and `--version` stay fast, and
// the engine, the bots and the screen load only where they are needed.
const records = () => import('./records.js');

export async function main(argv: string[]): Promise<number> {
  if (!process.stdout.listeners('error').includes(onStdoutError)) process.stdout.on('error', onStdoutError);
  const program = commandLine((line: string) => process.stdout.write(line + '\n'));
  // Commander's errors are said by report(), in the documented one-line form; each command's
  // own outputError says which command's help to point to.
  let usageOf = 'hacienda';
  for (const command of [program, ...program.commands]) {
    command.configureOutput({ outputError: () => (usageOf = command === program ? 'hacienda' : `hacienda ${command.name()}`) });
  }
  try {
    // Commander answers `help <no command>` with the program's help and exit 0: a typo, said so.
    const [first, second] = argv.slice(2);
    if (first === 'help' && second !== undefined && second !== 'help' && !second.startsWith('-') && !program.commands.some((c) => c.name() === second))
      throw new UserError(
        unknownCommand(
          second,
          program.commands.map((c) => c.name()),
        ),
      );
    await program.parseAsync(argv);
    return EXIT.ok;
  } catch (err) {
    return report(err, usageOf);
  }
}

/** The commands and their options (the tests read them too: a fuzz of every option). */
export function commandLine(out: (line: string) => void): Command {
  const program = new Command();
  program
    .name('hacienda')
    .description('The board game Hacienda, played in a terminal.')
    .version(version(), '-v, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s.split('\n').map(sanitize).join('\n')), outputError: () => {} })
    .showSuggestionAfterError(true)
    .addHelpText(
      'after',
      [
        '',
        'Environment:',
        '  HACIENDA_HOME  the data folder: saved games, settings, the code cache',
        "                 (default: the system's, e.g. ~/.local/share/hacienda on Linux)",
        '  NO_COLOR       no colours (FORCE_COLOR forces them)',
      ].join('\n'),
    )
    // The program's own options (--version, --help) only before a command: after it, `-v` is a
    // value (`--seed -v`) or an unknown option, not the version.
    .enablePositionalOptions();

  withGameOptions(
    program
      .command('play', { isDefault: true })
      .description('play a game on the terminal screen (the default command); what the options leave open is asked first')
      .option('--rules <name>', `the game: ${gameNames().join(' or ')} (asked when not given)`),
  )
    .option('--players <n>', 'number of players, 2 to 5')
    .option(
      '--seat <name:human|bot[:level]>',
      'a seat, in turn order; repeat it for each seat (bot levels: easy, medium, hard, or by name random, greedy, planner, strong; without a name, e.g. bot:hard, the seat is named by its colour)',
      (v: string, all: string[] | undefined) => [...(all ?? []), v],
    )
    .option('--start <seat|random>', START_HELP)
    .option('--seed <seed>', 'seed of the game (default: a new one)')
    .option('--save <file>', 'where to save the record (default: a new file in the data folder, see docs/records.md)')
    .option('--no-color', 'no colours (NO_COLOR and FORCE_COLOR are respected too)')
    .option('--ascii', 'ASCII characters only')
    .option('--no-mouse', 'no mouse: clicks do not select spaces and menu items (the terminal keeps its own selection)')
    .option('-y, --yes', 'ask nothing: take the defaults (Classic: you against a hard bot on the symmetric board)')
    .option('--bot-delay <ms>', 'pause before each bot move, in milliseconds (a key skips it)', '700')
    .option('--think <ms>', THINK_HELP, THINK_DEFAULT)
    .allowExcessArguments(true)
    .action(async (opts, cmd: Command) => {
      // `hacienda <word>` comes here when <word> is no command: say so, as commander would.
      if (cmd.args.length > 0)
        throw new UserError(
          unknownCommand(
            cmd.args[0]!,
            program.commands.map((c) => c.name()),
          ),
        );
      await (await import('./play.js')).play(opts, out);
    });

  withGameOptions(
    program
      .command('simulate')
      .description("bots play whole games without a screen; prints each game's scores and winner, then totals")
      .option('--rules <name>', `the game: ${gameNames().join(' or ')}`, gameNames()[0]),
  )
    .option('--players <n>', 'number of players', '2')
    .option('--games <n>', 'number of games', '1')
    .option('--seed <seed>', 'seed of the first game (game k uses <seed>/k)', '1')
    .option('--bots <levels>', 'bot for each seat, comma-separated, repeated to fill the seats', 'random')
    .option('--start <seat|random>', START_HELP)
    .option('--records <dir>', "write each game's record to this folder (game-<k>.json)")
    .option('--think <ms>', THINK_HELP, THINK_DEFAULT)
    .option('--no-color', 'no colours (NO_COLOR and FORCE_COLOR are respected too)')
    .action(async (opts) => (await import('./simulate.js')).simulate(opts, out));

  withGameOptions(
    program
      .command('arena')
      .description('bots play a match, seats rotated, on all cores; prints win rates with 95% confidence intervals, scores by category and time per decision')
      .option('--rules <name>', `the game: ${gameNames().join(' or ')}`, gameNames()[0]),
  )
    .option('--players <n>', 'number of players', '2')
    .option(
      '--bots <levels>',
      'bot for each seat (easy, medium, hard, random, greedy, planner, strong, strong:<ms>), comma-separated, repeated to fill the seats',
      'strong,greedy',
    )
    .option('--games <n>', 'number of games (a multiple of --players plays every deal from every seat)', '10')
    .option('--seed <seed>', 'seed of the match (deal k uses <seed>/k)', '1')
    .option('--think <ms>', THINK_HELP, THINK_DEFAULT)
    .option('--iterations <n>', 'search iterations per decision instead of a time (repeatable results)')
    .option('--workers <n>', 'worker threads (default: one per core; 0 plays in this thread)')
    .option('--records <dir>', "keep each game's record in this folder (arena-<k>.json)")
    .option('--quiet', 'print only the results, not each game')
    .option('--wide', 'the results as one table (about 170 columns) instead of three that fit 80')
    .option('--no-color', 'no colours (NO_COLOR and FORCE_COLOR are respected too)')
    .action(async (opts) => (await import('./arena.js')).arena(opts, out));

  program
    .command('replay')
    .description('play a recorded game back: the move list with each scoring (--text), or the state as JSON (--json)')
    .argument('<file>', 'a game record')
    .option('--text', 'print the move list (the default when not on a terminal)')
    .option('--json', 'print the state after the last (or --at) action as one JSON object')
    .option('--at <n>', 'stop after action n (the viewer starts there)')
    .option('--no-color', 'no colours, in the viewer and in --text (NO_COLOR and FORCE_COLOR are respected too)')
    .option('--ascii', 'viewer: ASCII characters only')
    .action(async (file: string, opts: { text?: boolean; json?: boolean; at?: string; color?: boolean; ascii?: boolean }) => {
      if (opts.json) (await records()).replayJson(file, opts, out);
      else if (opts.text || !process.stdout.isTTY || !process.stdin.isTTY) (await records()).replayText(file, opts, out);
      else await (await import('./play.js')).viewReplay(file, opts);
    });

  program
    .command('validate')
    .description('replay every action of a record under the rules; exit 0 when it is sound, 1 naming the first illegal action')
    .argument('<file>', 'a game record')
    .option('--no-color', 'no colours (NO_COLOR and FORCE_COLOR are respected too)')
    .action(async (file: string, opts: { color?: boolean }) => (await records()).validate(file, out, opts));

  program
    .command('analyze')
    .description(
      "judge every action of a record with the strong bot's search: marks (?! ? ??), each player's accuracy and luck, a win-chance chart (docs/analysis.md)",
    )
    .argument('<file>', 'a game record')
    .option('--think <ms>', 'search per action, in milliseconds of strong (2 iterations each, so the analysis repeats; default 100)')
    .option('--deep <iterations>', "strong's search for an action that would be marked ? or ??, as deep as the hint's (default 16000; 0: none)")
    .option('--seed <seed>', 'seed of the searches (the same record, seed, --think and --deep give the same analysis; default coach)')
    .option('--workers <n>', 'worker threads (default: one per core; 0 works in this thread)')
    .option('--seat <name>', "judge only this seat's actions (its name or number from 1)")
    .option('--json', 'print the analysis as one JSON object (docs/analysis.md)')
    .option('--no-color', 'no colours (NO_COLOR and FORCE_COLOR are respected too)')
    .action(async (file: string, opts: { think?: string; deep?: string; seed?: string; workers?: string; seat?: string; json?: boolean; color?: boolean }) =>
      (await import('./analyze.js')).analyze(file, opts, out),
    );

  program
    .command('games')
    .description("list the saved games (date, ruleset, each player's points, whose turn or who won, file); on a terminal, pick one to resume or replay")
    .option('--delete <game>', 'delete a saved game, by its number in the list or its file name (not one open in another program)')
    .option('--prune <days>', 'delete the finished games last played more than <days> days ago')
    .option('--json', 'print the list as JSON')
    .option('--no-color', 'no colours, in the game opened from the list')
    .option('--ascii', 'ASCII characters only, in the game opened from the list')
    .action(async (opts: { delete?: string; prune?: string; json?: boolean; color?: boolean; ascii?: boolean }) => {
      const games = await import('./games.js');
      // A terminal on both ends and nothing else asked: the list is a picker.
      const pick = process.stdin.isTTY && process.stdout.isTTY && !opts.json && opts.delete === undefined && opts.prune === undefined;
      if (pick) await games.pickAndOpen(opts, out);
      else games.listGames(opts, out);
    });

  program
    .command('tutorial')
    .description('learn the game on the board, lesson by lesson (the next time, it continues where you left)')
    .option('--rules <name>', 'the game to learn: classic or 2026 (asked when not given)')
    .option('--restart', 'take the lessons again from the first')
    .option('--no-color', 'no colours')
    .option('--ascii', 'ASCII characters only')
    .option('--no-mouse', 'no mouse: clicks do not select spaces and menu items')
    .option('--bot-delay <ms>', 'pause before each move of the bot you play after the lessons, in milliseconds', '700')
    .action(async (opts) => (await import('./tutorial.js')).tutorial(opts, out));

  program
    .command('resume')
    .description('continue a saved game (by default the latest unfinished one)')
    .argument('[file]', 'a game record')
    .option('--no-color', 'no colours')
    .option('--ascii', 'ASCII characters only')
    .option('--no-mouse', 'no mouse: clicks do not select spaces and menu items')
    .option('--bot-delay <ms>', 'pause before each bot move, in milliseconds', '700')
    .option('--think <ms>', THINK_HELP, THINK_DEFAULT)
    .action(async (file: string | undefined, opts: { color?: boolean; ascii?: boolean; mouse?: boolean; botDelay?: string; think?: string }) =>
      (await records()).resume(file, out, opts),
    );

  program
    .command('serve')
    .description('serve games over SSH: friends play with `ssh -p <port> <host>` (see docs/server.md)')
    .option('--host <addr>', 'the address to listen on', '127.0.0.1')
    .option('--port <n>', 'the port to listen on', '2222')
    .option('--data <dir>', "the server's folder: host key, rooms, games (default: the data folder's server/)")
    .option('--guests', 'let anyone in without a key, as a guest (a guest cannot take a seat back after leaving)')
    .option('--max-sessions <n>', 'connections at once, in all', '100')
    .action(async (opts: { host?: string; port?: string; data?: string; guests?: boolean; maxSessions?: string }) =>
      (await import('./serve.js')).serve(opts, out),
    );

  return program;
}

/**
 * A reader that stops early (`hacienda replay x | head`) is not an error; nor is a terminal that
 * hung up (SIGHUP), where the command goes on to save and end with the signal's code.
 */
function onStdoutError(err: NodeJS.ErrnoException): void {
  if (terminalGone()) return;
  if (err.code === 'EPIPE') process.exit(EXIT.ok);
  throw err;
}

// Options that several commands share, said once.
/** The games' names for --rules, the default first. */
const gameNames = () => ABOUT_GAMES.map((g) => g.name);

/** The games' own options (--map, --mode...), from their option specifications. */
function withGameOptions(command: Command): Command {
  for (const { flags, help } of gameOptionFlags()) command.option(flags, help);
  return command;
}
const START_HELP = "the start player: a seat's number from 1, its name, or random (the default)";
const THINK_HELP = 'thinking time of a strong bot per decision, in milliseconds';
const THINK_DEFAULT = String(DEFAULT_THINK_MS);

/** `unknown command 'simulat' (did you mean simulate?)`. */
function unknownCommand(word: string, commands: string[]): string {
  const near = commands.find((c) => c !== 'play' && (c.startsWith(word) || word.startsWith(c) || editDistance(c, word) <= 2));
  return `unknown command '${word}'${near ? ` (did you mean ${near}?)` : ''}; see hacienda --help`;
}

function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
  }
  return d[a.length]![b.length]!;
}

/**
 * Commander's message for a usage error as one line of ours: `unknown option '--foo' (did you
 * mean --seed?); see hacienda play --help`. Commander says `error: ...`, its suggestion on a
 * line of its own, and some messages in sentences.
 */
export function usageLine(message: string, command: string): string {
  const text = message
    .replace(/^error: /, '')
    .replace(/\s*\n\s*\(Did you mean/g, ' (did you mean')
    .replace(/\. Expected /, ': expected ')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\.$/, '');
  return `${text}; see ${command} --help`;
}

/** One line on stderr and the exit code, for every error a user can cause. */
function report(err: unknown, command = 'hacienda'): number {
  const fail = (message: string, code: number) => {
    process.stderr.write(`hacienda: ${sanitize(message)}\n`);
    return code;
  };
  if (err instanceof CommanderError) {
    // Help and version are "errors" to commander's exitOverride; they already printed.
    if (err.code === 'commander.helpDisplayed' || err.code === 'commander.version' || err.code === 'commander.help' || err.exitCode === 0) return EXIT.ok;
    return fail(usageLine(err.message, command), EXIT.usage);
  }
  if (err instanceof Interrupted) {
    if (err.message) fail(err.message, err.exitCode);
    // A hang-up ends by the signal (see endBySignal), the others with its exit code.
    if (err.signal === 'SIGHUP') endBySignal(err.signal);
    return err.exitCode;
  }
  if (err instanceof UserError) return fail(err.message, err.exitCode);
  if (err instanceof RecordError) return fail(err.message, err.exitCode);
  if (err instanceof MapFormatError || err instanceof MapLoadError) return fail(err.message, EXIT.usage);
  if (err instanceof WriteError) return fail(err.message, EXIT.write);
  // The game can still be looked at: replay reads it without writing.
  if (err instanceof LockedError) return fail(`${err.message}; to look at it: hacienda replay ${shellQuote(err.file)}`, EXIT.locked);
  return fail(`internal error: ${err instanceof Error ? err.message : String(err)}`, EXIT.internal);
}
