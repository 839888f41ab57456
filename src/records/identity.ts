/**
 * What marks a file as one of our records, and the version of the format it is written in
 * (docs/records.md). Apart from the schema (format.ts) so that writing a record does not load the
 * schema library.
 */
export const RECORD_FORMAT = 'hacienda-record';
export const RECORD_VERSION = 1;
