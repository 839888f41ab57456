/**
 * The `hacienda` command line (commander). Each command parses and checks its options, then calls
 * the engine; every error a user can cause ends in one line on stderr and a documented exit code.
 */
import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { MapFormatError, MapLoadError } from '../maps/errors.js';
import { EXIT, UserError } from './exit-codes.js';
import { simulate } from './simulate.js';
import { sanitize } from './sanitize.js';

function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

export async function main(argv: string[]): Promise<number> {
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
    .action((opts) => simulate(opts, out));

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
  if (err instanceof MapFormatError || err instanceof MapLoadError) return fail(err.message, EXIT.usage);
  return fail(`internal error: ${err instanceof Error ? err.message : String(err)}`, EXIT.internal);
}
