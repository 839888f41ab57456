/**
 * A stable hash of plain JSON data: the same data gives the same hash whatever the order in which
 * object keys were written, so a state and its JSON round trip hash alike.
 */
import { createHash } from 'node:crypto';

/** JSON text with object keys sorted, for hashing and comparing. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    return JSON.stringify(value) ?? 'null';
  }
  if (Array.isArray(value)) {
    return '[' + value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',') + ']';
  }
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort();
  return '{' + keys.map((k) => JSON.stringify(k) + ':' + canonicalJson(obj[k])).join(',') + '}';
}

/** SHA-256 of the canonical JSON, first 16 hex digits: enough to tell states apart. */
export function stableHash(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex').slice(0, 16);
}
