import { describe, expect, it } from 'vitest';
import type { MapData } from '../../src/engine/board.js';
import { formatMapText, MapFormatError, parseMapFile, parseMapText } from '../../src/maps/format.js';

const SMALL = ['name: small', 'shift: odd', '', '  p M p', '   p W -', '  f p g', ''].join('\n');

/** The MapFormatError that parsing `text` throws. */
function errorOf(text: string, file = 'boards/x.map'): MapFormatError {
  try {
    parseMapText(text, file);
  } catch (err) {
    expect(err).toBeInstanceOf(MapFormatError);
    return err as MapFormatError;
  }
  throw new Error('expected a MapFormatError');
}

function board(...rows: string[]): string {
  return ['name: t', 'shift: odd', ...rows].join('\n');
}

describe('map format', () => {
  it('map format - parses header and board into MapData', () => {
    expect(parseMapText(SMALL, 'small.map')).toEqual({ name: 'small', shift: 'odd', grid: ['pMp', 'pW-', 'fpg'] });
  });

  it('map format - keeps author and note apart from the MapData', () => {
    const file = parseMapFile('name: n\nauthor: A. Person\nnote: for tests\nshift: even\np p\n', 'n.map');
    expect(file).toEqual({ map: { name: 'n', shift: 'even', grid: ['pp'] }, author: 'A. Person', note: 'for tests' });
  });

  it('map format - ignores comments, blank lines, indentation, CR LF and a byte order mark', () => {
    const text = '\uFEFF# a board\r\nname: small  # trailing comment\r\n\r\nshift: odd\r\np M p # row 1\r\np W -\r\n\tf  p   g\r\n';
    expect(parseMapText(text, 'x.map')).toEqual(parseMapText(SMALL, 'x.map'));
  });

  it('map format - round trips through formatMapText', () => {
    const maps: MapData[] = [
      { name: 'small', shift: 'odd', grid: ['pMp', 'pW-', 'fpg'] },
      { name: 'even one', shift: 'even', grid: ['-pp-', 'mfgr', 'sMWp', '-p--'] },
    ];
    for (const map of maps) {
      const text = formatMapText(map);
      expect(parseMapText(text, 'rt.map')).toEqual(map);
      expect(formatMapText(parseMapText(text, 'rt.map'))).toBe(text);
    }
    const meta = { author: 'Someone', note: 'a note' };
    expect(parseMapFile(formatMapText(maps[0]!, meta), 'rt.map')).toEqual({ map: maps[0], ...meta });
  });

  it('map format - prints shifted rows indented and pads short rows with -', () => {
    const text = formatMapText({ name: 'pad', shift: 'odd', grid: ['ppp', 'pp'] });
    expect(text).toBe('name: pad\nshift: odd\n\n# A B C\n  p p p\n   p p -\n');
    expect(parseMapText(text, 'pad.map').grid).toEqual(['ppp', 'pp-']);
  });

  it('map format - refuses to print what could not be read back', () => {
    expect(() => formatMapText({ name: 'a # b', shift: 'odd', grid: ['p'] })).toThrow(RangeError);
    expect(() => formatMapText({ name: 'x', shift: 'odd', grid: ['pQ'] })).toThrow(RangeError);
    expect(() => formatMapText({ name: 'x', shift: 'odd', grid: ['p'] }, { note: 'two\nlines' })).toThrow(RangeError);
  });
});

describe('map format errors', () => {
  it('map format - rejects an unknown code with file, line and column', () => {
    const text = ['# comment', 'name: x', 'shift: odd', '', '  p p p p p p', '   p p p p p -', '  p p p p p Q'].join('\n');
    const err = errorOf(text);
    expect(err.message).toBe("boards/x.map:7:13: unknown terrain code 'Q' (expected one of p m f g r s M W -)");
    expect([err.file, err.line, err.column]).toEqual(['boards/x.map', 7, 13]);
    expect(err.reason).toBe("unknown terrain code 'Q' (expected one of p m f g r s M W -)");
    expect(err.message).not.toContain('\n');
  });

  it('map format - rejects codes written together', () => {
    expect(errorOf(board('p pp p')).message).toBe("boards/x.map:3:3: codes must be separated by spaces: 'pp'");
    expect(errorOf(board('p pX p')).message).toMatch(/^boards\/x\.map:3:4: unknown terrain code 'X'/);
  });

  it('map format - rejects a missing name or shift header', () => {
    expect(errorOf('shift: odd\np p\n').message).toBe("boards/x.map:2:1: missing header 'name: ...' before the board");
    expect(errorOf('name: x\np p\n').message).toBe("boards/x.map:2:1: missing header 'shift: odd' or 'shift: even' before the board");
    expect(errorOf('name: x\n').reason).toBe("missing header 'shift: odd' or 'shift: even' before the board");
  });

  it('map format - rejects a bad shift', () => {
    expect(errorOf('name: x\nshift: sideways\np\n').message).toBe("boards/x.map:2:8: bad shift 'sideways' (expected odd or even)");
  });

  it('map format - rejects a duplicate header', () => {
    expect(errorOf('name: x\nshift: odd\nname: y\np\n').message).toBe("boards/x.map:3:1: duplicate header 'name' (already given on line 1)");
  });

  it('map format - rejects an unknown header, an empty value and a header after the board', () => {
    expect(errorOf('name: x\nsize: 3\n').reason).toBe("unknown header 'size' (expected name, shift, author or note)");
    expect(errorOf('name:\nshift: odd\np\n').message).toBe("boards/x.map:1:6: header 'name' has no value");
    expect(errorOf(board('p p', 'note: late')).message).toBe("boards/x.map:4:1: header 'note' after the board: headers go before the first row");
  });

  it('map format - rejects a row longer than the grid, pointing at the first extra code', () => {
    const err = errorOf(board('p p p', ' p p p p'));
    expect([err.line, err.column]).toEqual([4, 8]);
    expect(err.reason).toBe('row 2 has 4 codes, expected 3 like the first row (line 3); use - for spaces off the board');
  });

  it('map format - rejects a row shorter than the grid, pointing past its end', () => {
    const err = errorOf(board('p p p', 'p p'));
    expect([err.line, err.column]).toEqual([4, 4]);
    expect(err.reason).toMatch(/^row 2 has 2 codes, expected 3/);
  });

  it('map format - rejects an empty board', () => {
    expect(errorOf('name: x\nshift: odd\n').message).toBe('boards/x.map:3:1: empty board: expected rows of codes after the header');
    expect(errorOf('').message).toBe("boards/x.map:1:1: missing header 'name: ...' before the board");
  });

  it('map format - rejects a board without spaces', () => {
    expect(errorOf(board('- - -', ' - - -')).message).toBe('boards/x.map:3:1: no spaces on the board: every code is -');
  });

  it('map format - rejects a disconnected board, naming a stranded space', () => {
    const err = errorOf(board('p p - - p', ' p - - - -'));
    expect(err.message).toBe('boards/x.map:3:9: space E1 is cut off: no path of neighbours leads from A1 to it');
  });
});
