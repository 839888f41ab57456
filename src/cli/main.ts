/**
 * The `hacienda` command line (commander). Each command parses and checks its options, then calls
 * the engine; every error a user can cause ends in one line on stderr and a documented exit code.
 */
import { Command, CommanderError } from 'commander';
import { MapFormatError, MapLoadError } from '../maps/errors.js';
import { RecordError } from '../records/format.js';
import { EXIT, UserError } from './exit-codes.js';
import { listGames, replayJson, replayText, resume, validate } from './records.js';
import { simulate } from './simulate.js';
import { sanitize } from './sanitize.js';
import { programVersion as version } from './version.js';

export async function main(argv: string[]): Promise<number> {
  // A reader that stops early (`hacienda replay x | head`) is not an error.
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(EXIT.ok);
    throw err;
  });
  const out = (line: string) => process.stdout.write(line + '\n');
  const program = new Command();
  program
    .name('hacienda')
    .description('The board game Hacienda, played in a terminal.')
    .version(version(), '-v, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) })
    .showSuggestionAfterError(true);

  program
    .command('simulate')
    .description('bots play whole games without a screen; prints each game\'s scores and winner, then totals')
    .option('--rules <name>', 'ruleset', 'classic')
    .option('--map <name|file>', 'board: symmetric, asymmetric, or a map file (.map text or .haz)', 'symmetric')
    .option('--players <n>', 'number of players', '2')
    .option('--games <n>', 'number of games', '1')
    .option('--seed <seed>', 'seed of the first game (game k uses <seed>/k)', '1')
    .option('--bots <levels>', 'bot for each seat, comma-separated, repeated to fill the seats', 'random')
    .option('--records <dir>', "write each game's record to this folder (game-<k>.json)")
    .action((opts) => simulate(opts, out));

  program
    .command('replay')
    .description('play a recorded game back: the move list with each scoring (--text), or the state as JSON (--json)')
    .argument('<file>', 'a game record')
    .option('--text', 'print the move list (the default until the screen viewer exists)')
    .option('--json', 'print the state after the last (or --at) action as one JSON object')
    .option('--at <n>', 'stop after action n')
    .action((file: string, opts: { text?: boolean; json?: boolean; at?: string }) => {
      if (opts.json) replayJson(file, opts, out);
      else replayText(file, opts, out);
    });

  program
    .command('validate')
    .description('replay every action of a record under the rules; exit 0 when it is sound, 1 naming the first illegal action')
    .argument('<file>', 'a game record')
    .action((file: string) => validate(file, out));

  program
    .command('games')
    .description('list saved games (date, players, ruleset, progress, file)')
    .action(() => listGames(out));

  program
    .command('resume')
    .description('continue a saved game (by default the latest unfinished one)')
    .argument('[file]', 'a game record')
    .action((file: string | undefined) => resume(file, out));

  try {
    await program.parseAsync(argv);
    return EXIT.ok;
  } catch (err) {
    return report(err);
  }
}

/** One line on stderr and the exit code, for every error a user can cause. */
function report(err: unknown): number {
  const fail = (message: string, code: number) => {
    process.stderr.write(`hacienda: ${sanitize(message)}\n`);
    return code;
  };
  if (err instanceof CommanderError) {
    // Help and version are "errors" to commander's exitOverride; they already printed.
    if (err.code === 'commander.helpDisplayed' || err.code === 'commander.version' || err.code === 'commander.help') return EXIT.ok;
    return err.exitCode === 0 ? EXIT.ok : EXIT.usage;
  }
  if (err instanceof UserError) return fail(err.message, err.exitCode);
  if (err instanceof RecordError) return fail(err.message, err.exitCode);
  if (err instanceof MapFormatError || err instanceof MapLoadError) return fail(err.message, EXIT.usage);
  return fail(`internal error: ${err instanceof Error ? err.message : String(err)}`, EXIT.internal);
}
