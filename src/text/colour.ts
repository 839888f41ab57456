/**
 * Colour for the whole program: how much colour a terminal gets (a chalk level, decided here and
 * nowhere else), the chalk instances at that level, and the colours the program names.
 *
 * The screen (src/tui/terminal/style.ts) and the command line's coloured output (replay --text,
 * arena, simulate, validate) both take their chalk from here, so `--no-color`, NO_COLOR and the
 * rest mean the same everywhere. chalk, not codes of our own: the design names it, and it knows
 * how each level writes a colour (16 colours, 256, or true colour). Its own detection is not used
 * (it reads the process once, at import): the level is decided from the inputs given, in this order:
 *
 * 1. `--no-color`: no colour, whatever the environment says;
 * 2. FORCE_COLOR: `0` or `false` no colour, anything else colour, even off a terminal (a number
 *    2 or 3 also asks for at least that many colours);
 * 3. NO_COLOR (not empty): no colour;
 * 4. TERM=dumb: no colour;
 * 5. otherwise colour only when the output is a terminal.
 *
 * With colour on, the terminal says how many colours it has: COLORTERM=truecolor (or 24bit), a
 * TERM of kitty, ghostty or wezterm, iTerm 3: true colour (level 3); a TERM ending in 256color,
 * Apple's Terminal: 256 (level 2); any other: the 16 colours of every colour terminal (level 1).
 */
import { Chalk, type BackgroundColorName, type ChalkInstance, type ColorSupportLevel, type ForegroundColorName } from 'chalk';

/** 0: no colour, 1: 16 colours, 2: 256 colours, 3: true colour (chalk's levels). */
export type ColourLevel = ColorSupportLevel;

export interface ColourInputs {
  /** `--no-color` was given. */
  noColor?: boolean;
  env?: NodeJS.ProcessEnv;
  /** Whether the output is a terminal. */
  isTTY?: boolean;
}

/** The colour level of an output, from the flag, the environment and the terminal (order above). */
export function colourLevel(inputs: ColourInputs): ColourLevel {
  const env = inputs.env ?? process.env;
  if (inputs.noColor) return 0;
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force === '0' || force === 'false' ? 0 : (Math.max(forcedDepth(force), terminalDepth(env)) as ColourLevel);
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return 0;
  if (env.TERM === 'dumb') return 0;
  return inputs.isTTY ? terminalDepth(env) : 0;
}

/** FORCE_COLOR=2 or 3 asks for at least that level; any other value for colour (level 1). */
function forcedDepth(force: string): ColourLevel {
  return force === '2' || force === '3' ? (Number(force) as ColourLevel) : 1;
}

/** How many colours the terminal says it has (1 to 3), from the variables terminals set. */
function terminalDepth(env: NodeJS.ProcessEnv): 1 | 2 | 3 {
  const term = env.TERM ?? '';
  if (env.COLORTERM === 'truecolor' || env.COLORTERM === '24bit') return 3;
  if (term === 'xterm-kitty' || term === 'xterm-ghostty' || term === 'wezterm') return 3;
  if (env.TERM_PROGRAM === 'iTerm.app') return Number.parseInt(env.TERM_PROGRAM_VERSION ?? '', 10) >= 3 ? 3 : 2;
  if (env.TERM_PROGRAM === 'Apple_Terminal') return 2;
  if (/-256(colou?r)?$/i.test(term)) return 2;
  return 1;
}

/** The level of this process's standard output (one command runs per process), `--no-color` given or not. */
export function stdoutLevel(noColor: boolean | undefined): ColourLevel {
  return colourLevel({ noColor, env: process.env, isTTY: process.stdout.isTTY === true });
}

const instances: ChalkInstance[] = [];

/** The chalk of a level (one instance per level, shared). */
export function chalkAt(level: ColourLevel): ChalkInstance {
  return (instances[level] ??= new Chalk({ level }));
}

/**
 * Each colour with 16 colours (the terminal's own, chalk's names) and with 256 or true colour
 * (the same hue in a tone of ours, so that the board looks the same in every such terminal;
 * chalk brings it to the nearest of 256 where true colour is missing).
 */
const PALETTE = {
  black: { ansi: 'black', tone: '#000000' },
  red: { ansi: 'red', tone: '#c8382e' },
  green: { ansi: 'green', tone: '#3f9b3a' },
  yellow: { ansi: 'yellow', tone: '#d9a521' },
  blue: { ansi: 'blue', tone: '#2f64c8' },
  magenta: { ansi: 'magenta', tone: '#a346b0' },
  cyan: { ansi: 'cyan', tone: '#2b9fb0' },
  white: { ansi: 'white', tone: '#d4d4d4' },
  gray: { ansi: 'gray', tone: '#8a8a8a' },
  brightRed: { ansi: 'redBright', tone: '#ff6450' },
  brightGreen: { ansi: 'greenBright', tone: '#8fd65a' },
  brightYellow: { ansi: 'yellowBright', tone: '#ffd54a' },
  brightBlue: { ansi: 'blueBright', tone: '#6a9bff' },
  brightMagenta: { ansi: 'magentaBright', tone: '#f08cf0' },
  brightCyan: { ansi: 'cyanBright', tone: '#5fd3f0' },
  brightWhite: { ansi: 'whiteBright', tone: '#ffffff' },
} as const satisfies Readonly<Record<string, { ansi: ForegroundColorName; tone: string }>>;

/** The colours the program names: the 16 every colour terminal has. */
export type Colour = keyof typeof PALETTE;

/** `chalk` with `colour` as the text's colour, in the form its level writes. */
export function withInk(chalk: ChalkInstance, colour: Colour): ChalkInstance {
  const { ansi, tone } = PALETTE[colour];
  return chalk.level >= 2 ? chalk.hex(tone) : chalk[ansi];
}

/** `chalk` with `colour` as the background. */
export function withBackground(chalk: ChalkInstance, colour: Colour): ChalkInstance {
  const { ansi, tone } = PALETTE[colour];
  return chalk.level >= 2 ? chalk.bgHex(tone) : chalk[`bg${ansi[0]!.toUpperCase()}${ansi.slice(1)}` as BackgroundColorName];
}

/** The chalk of this process's standard output, for a command's coloured lines. */
export function stdoutChalk(noColor: boolean | undefined): ChalkInstance {
  return chalkAt(stdoutLevel(noColor));
}
