/**
 * How large a board may be: one set of limits for everything that reads a board, the map text
 * format (format.ts), the `.haz` importer (haz.ts), the map file reader (load.ts) and the record
 * reader's schema (src/records/format.ts). Because they share these numbers, a board that loads
 * can be saved, resumed and replayed, and one that cannot is refused when it is loaded, with its
 * position (docs/maps.md, "Limits").
 *
 * Far above any real board: the largest published `.haz` board has 29 rows, 28 columns and 623
 * spaces, the built-in boards 13 by 18, Hacienda 2026's maps 40 rows by 36 columns at most as tried (at
 * most 231 spaces, 33 flowers 3 rows tall: even in one straight line about 100 rows); the largest
 * real file is 5.5 KB. They keep a hostile file from costing more than a moment to refuse.
 */

/** Rows of hexes a board may have. */
export const MAX_MAP_ROWS = 200;
/** Spaces (codes, `-` included) in one row. */
export const MAX_MAP_COLUMNS = 200;
/** Characters (UTF-16 units, as JavaScript counts) of a board's name, and of any map header value. */
export const MAX_MAP_NAME = 200;
/**
 * Hex lines in a `.haz` file's [Hex] section (the generator lists the off-board hexes too): as
 * many as the spaces of the largest board, rows times columns.
 */
export const MAX_HAZ_HEXES = MAX_MAP_ROWS * MAX_MAP_COLUMNS;
/**
 * Bytes of a map file, refused unread beyond: a board at the limits takes about 80 KB in the text
 * format, 40,000 `.haz` hexes about 320 KB.
 */
export const MAX_MAP_BYTES = 1024 * 1024;
