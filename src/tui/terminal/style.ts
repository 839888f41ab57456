/**
 * Colour and text attributes for the screen, painted with chalk (src/text/colour.ts decides the
 * level for the whole program and hands out the chalk instances).
 *
 * The board is drawn as strings (one per line), not as one component per hex, so styling is a
 * cheap string concatenation here rather than Ink's <Text color>. The colour level is decided once
 * (`stdoutLevel` in src/text/colour.ts): --no-color, then FORCE_COLOR, then NO_COLOR, then
 * TERM=dumb, then whether the output is a terminal; with colour, 16, 256 or true colour as the
 * terminal says. Without colour, attributes that are not colour (inverse, bold, underline) are
 * still used, so the cursor and the highlights stay visible; every piece also has a letter of its
 * own, so the game is fully playable without colour.
 */
import type { ChalkInstance } from 'chalk';
import { chalkAt, withBackground, withInk, type Colour, type ColourLevel } from '../../text/colour.js';

export type { Colour } from '../../text/colour.js';

/**
 * A colour of the screen's own (a terrain's tint, a piece's ground): a tone for 256 and true
 * colour, and the one of the 16 colours to use instead on a terminal that has only those (none:
 * the terminal's own colour there). The 16 are too few for every terrain and every seat to get a
 * colour of its own, so the tones and their fallbacks are chosen apart (src/games/<game>/screen/tints.ts).
 */
export interface Shade {
  tone: string;
  ansi?: Colour;
}

/** A colour by name (the same at every level, src/text/colour.ts), or a shade. */
export type Paint = Colour | Shade;

export interface Style {
  fg?: Paint;
  bg?: Paint;
  bold?: boolean;
  dim?: boolean;
  underline?: boolean;
  inverse?: boolean;
}

export interface Painter {
  /** The colour level (0: attributes only, no colour). */
  readonly level: ColourLevel;
  /** `text` in `style`; the plain text when the style asks for nothing this painter can show. */
  paint(text: string, style: Style): string;
}

/** A key that is the same for styles that look the same. */
export function styleKey(st: Style): string {
  return `${paintKey(st.fg)}|${paintKey(st.bg)}|${st.bold ? 1 : 0}${st.dim ? 1 : 0}${st.underline ? 1 : 0}${st.inverse ? 1 : 0}`;
}

function paintKey(p: Paint | undefined): string {
  return p === undefined ? '' : typeof p === 'string' ? p : `${p.tone}/${p.ansi ?? ''}`;
}

/** A paint as the painter's level shows it: a named colour, a tone (256 and true colour), or nothing. */
function atLevel(p: Paint | undefined, level: ColourLevel): Colour | { tone: string } | undefined {
  if (p === undefined || typeof p === 'string') return p;
  return level >= 2 ? { tone: p.tone } : p.ansi;
}

/** chalk with the style's attributes and (with colour) its colours; null when it asks for nothing shown. */
function styler(chalk: ChalkInstance, style: Style, colour: boolean): ChalkInstance | null {
  let c = chalk;
  if (style.bold) c = c.bold;
  if (style.dim) c = c.dim;
  if (style.underline) c = c.underline;
  if (style.inverse) c = c.inverse;
  const fg = colour ? atLevel(style.fg, chalk.level) : undefined;
  const bg = colour ? atLevel(style.bg, chalk.level) : undefined;
  if (fg) c = typeof fg === 'string' ? withInk(c, fg) : c.hex(fg.tone);
  if (bg) c = typeof bg === 'string' ? withBackground(c, bg) : c.bgHex(bg.tone);
  // Each of chalk's styles is a new instance: the same one means nothing was asked.
  return c === chalk ? null : c;
}

/** The screen's painter at a colour level. */
export function makePainter(level: ColourLevel): Painter {
  // Level 0 still draws the attributes (at level 1, where chalk writes them), never a colour.
  const chalk = chalkAt(level === 0 ? 1 : level);
  // A few dozen styles in all: each one's chalk is made once (chalk's chains are built per access).
  const stylers = new Map<string, ChalkInstance | null>();
  return {
    level,
    paint(text, style) {
      if (!text) return text;
      const key = styleKey(style);
      let paint = stylers.get(key);
      if (paint === undefined) {
        paint = styler(chalk, style, level > 0);
        stylers.set(key, paint);
      }
      return paint ? paint(text) : text;
    },
  };
}

/** Removes SGR escape codes (for measuring and for tests). */
export function stripStyle(text: string): string {
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
