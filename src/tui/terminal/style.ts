/**
 * Colour and text attributes, as plain strings with SGR escape codes.
 *
 * The board is drawn as strings (one per line), not as one component per hex, so styling is a
 * cheap string concatenation here rather than Ink's <Text color>. Whether colour is used at all is
 * decided once (`colourEnabled`): --no-color, then FORCE_COLOR, then NO_COLOR, then TERM=dumb, then
 * whether the output is a terminal. Without colour, attributes that are not colour (inverse, bold,
 * underline) are still used, so the cursor and the highlights stay visible; every piece also has a
 * letter of its own, so the game is fully playable without colour.
 */

export type Colour = 'black' | 'red' | 'green' | 'yellow' | 'blue' | 'magenta' | 'cyan' | 'white' | 'gray' | 'brightRed' | 'brightGreen' | 'brightYellow' | 'brightBlue' | 'brightMagenta' | 'brightCyan' | 'brightWhite';

const FG: Readonly<Record<Colour, number>> = {
  black: 30,
  red: 31,
  green: 32,
  yellow: 33,
  blue: 34,
  magenta: 35,
  cyan: 36,
  white: 37,
  gray: 90,
  brightRed: 91,
  brightGreen: 92,
  brightYellow: 93,
  brightBlue: 94,
  brightMagenta: 95,
  brightCyan: 96,
  brightWhite: 97,
};

export interface Style {
  fg?: Colour;
  bg?: Colour;
  bold?: boolean;
  dim?: boolean;
  underline?: boolean;
  inverse?: boolean;
}

export interface Painter {
  readonly colour: boolean;
  /** `text` in `style`; the plain text when the style asks for nothing this painter can show. */
  paint(text: string, style: Style): string;
}

/** Whether to use colour, from the command line flag, the environment and the terminal. */
export function colourEnabled(opts: { noColor?: boolean; env?: NodeJS.ProcessEnv; isTTY?: boolean }): boolean {
  const env = opts.env ?? process.env;
  if (opts.noColor) return false;
  const force = env.FORCE_COLOR;
  if (force !== undefined) return !(force === '0' || force === 'false');
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.TERM === 'dumb') return false;
  return opts.isTTY ?? false;
}

const cache = new Map<string, string>();

function codes(style: Style, colour: boolean): string {
  const key = `${colour ? 1 : 0}${style.fg ?? ''}|${style.bg ?? ''}|${style.bold ? 1 : 0}${style.dim ? 1 : 0}${style.underline ? 1 : 0}${style.inverse ? 1 : 0}`;
  let sgr = cache.get(key);
  if (sgr === undefined) {
    const parts: number[] = [];
    if (style.bold) parts.push(1);
    if (style.dim) parts.push(2);
    if (style.underline) parts.push(4);
    if (style.inverse) parts.push(7);
    if (colour && style.fg) parts.push(FG[style.fg]);
    if (colour && style.bg) parts.push(FG[style.bg] + 10);
    sgr = parts.length ? `\x1b[${parts.join(';')}m` : '';
    cache.set(key, sgr);
  }
  return sgr;
}

export function makePainter(colour: boolean): Painter {
  return {
    colour,
    paint(text, style) {
      const open = codes(style, colour);
      return open && text ? open + text + '\x1b[0m' : text;
    },
  };
}

/** Removes SGR escape codes (for measuring and for tests). */
export function stripStyle(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\x1b\[[0-9;]*m/g, '');
}

/**
 * `text` cut to `width` columns, escape codes kept (and closed when cut). Every character the
 * screen uses is one column wide.
 */
export function fitWidth(text: string, width: number, ellipsis = '~'): string {
  let visible = 0;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) === 27) {
      const end = text.indexOf('m', i);
      if (end > 0) i = end;
      continue;
    }
    visible++;
  }
  if (visible <= width) return text;
  let out = '';
  let shown = 0;
  const keep = Math.max(0, width - ellipsis.length);
  for (let i = 0; i < text.length && shown < keep; i++) {
    if (text.charCodeAt(i) === 27) {
      const end = text.indexOf('m', i);
      if (end > 0) {
        out += text.slice(i, end + 1);
        i = end;
        continue;
      }
    }
    // A surrogate pair goes whole or not at all: half an emoji is no character.
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      if (shown + 2 > keep) break;
      out += text.slice(i, i + 2);
      i++;
      shown += 2;
      continue;
    }
    out += text[i];
    shown++;
  }
  return out + '\x1b[0m' + ellipsis.slice(0, width);
}
