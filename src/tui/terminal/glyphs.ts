/**
 * The few characters outside ASCII that the screen uses, and their ASCII stand-ins for terminals
 * without Unicode (--ascii, or a locale that is not UTF-8).
 */
export interface Glyphs {
  readonly unicode: boolean;
  pampas: string;
  water: string;
  /** Mark on an empty space where the chosen card or tile may go. */
  target: string;
  /** Mark on an empty space covered by the water tile being placed. */
  preview: string;
  selected: string;
  disabled: string;
  bullet: string;
  dash: string;
  arrows: string;
  ellipsis: string;
  times: string;
  /** Ink's border style for panels. */
  border: 'round' | 'classic';
}

export const UNICODE_GLYPHS: Glyphs = {
  unicode: true,
  pampas: '·',
  water: '≈',
  target: '+',
  preview: '≈',
  selected: '▸',
  disabled: '×',
  bullet: '•',
  dash: '—',
  arrows: '←↑↓→',
  ellipsis: '…',
  times: '×',
  border: 'round',
};

export const ASCII_GLYPHS: Glyphs = {
  unicode: false,
  pampas: '.',
  water: '~',
  target: '+',
  preview: '~',
  selected: '>',
  disabled: 'x',
  bullet: '*',
  dash: '-',
  arrows: 'arrows',
  ellipsis: '...',
  times: 'x',
  border: 'classic',
};

/** Unicode unless asked for ASCII or the locale says the terminal does not speak UTF-8. */
export function chooseGlyphs(opts: { ascii?: boolean; env?: NodeJS.ProcessEnv }): Glyphs {
  if (opts.ascii) return ASCII_GLYPHS;
  const env = opts.env ?? process.env;
  const locale = env.LC_ALL || env.LC_CTYPE || env.LANG || '';
  if (process.platform !== 'win32' && locale !== '' && !/utf-?8/i.test(locale)) return ASCII_GLYPHS;
  if (env.TERM === 'linux' || env.TERM === 'dumb') return ASCII_GLYPHS;
  return UNICODE_GLYPHS;
}

const ASCII_ARROWS: Record<string, string> = { '\u2190': '<', '\u2191': '^', '\u2192': '>', '\u2193': 'v' };

/** Text for the screen: as it is, or with its arrows (in key names) in ASCII. */
export function arrowsFor(text: string, glyphs: Pick<Glyphs, 'unicode'>): string {
  // Escapes, not the arrows themselves: the bundled program stays ASCII (src/bundle/bundle.js).
  return glyphs.unicode ? text : text.replace(/[\u2190-\u2193]/g, (c) => ASCII_ARROWS[c]!);
}
