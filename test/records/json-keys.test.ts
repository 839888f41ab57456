/** Keys given twice in JSON text (src/records/json-keys.ts), over random JSON (fast-check). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findDuplicateKey } from '../../src/records/json-keys.js';

/** A key written with every character as a \u escape: the same key to JSON.parse. */
const escaped = (key: string) =>
  `"${key
    .split('')
    .map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .join('')}"`;

describe('json keys - keys given twice', () => {
  it('json keys - text written by JSON.stringify never has one', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => findDuplicateKey(JSON.stringify(value, null, 1)) === null));
  });

  it('json keys - a key given twice in an object anywhere is found, escaped or not, with both positions', () => {
    const nested = fc.tuple(fc.jsonValue(), fc.string({ minLength: 1 }), fc.jsonValue(), fc.jsonValue(), fc.boolean(), fc.nat(3));
    fc.assert(
      fc.property(nested, ([around, key, first, second, escape, depth]) => {
        let object = `{${JSON.stringify(key)}:${JSON.stringify(first)},"~filler":${JSON.stringify(around)},${escape ? escaped(key) : JSON.stringify(key)}:${JSON.stringify(second)}}`;
        for (let d = 0; d < depth; d++) object = d % 2 ? `[${JSON.stringify(around)},${object}]` : `{"level${d}":${object}}`;
        const found = findDuplicateKey(object);
        expect(found).not.toBeNull();
        // When the key is "~filler" itself, that is the first repeat; otherwise the key asked.
        expect([key, '~filler']).toContain(found!.key);
        expect(found!.line).toBe(1);
        expect(found!.column).toBeGreaterThan(found!.firstColumn);
      }),
    );
  });

  it('json keys - one key in different objects, or as a value, is not a repeat', () => {
    expect(findDuplicateKey('[{"a":1},{"a":2}]')).toBeNull();
    expect(findDuplicateKey('{"a":"a","b":["a","a"],"c":{"a":{"a":1}}}')).toBeNull();
    expect(findDuplicateKey('{"a\\"b":1,"a\\\\":2}')).toBeNull();
  });

  it('json keys - positions are lines and columns from 1', () => {
    expect(findDuplicateKey('{\n  "x": 1,\n  "y": {"x": 2},\n  "x": 3\n}')).toEqual({ key: 'x', line: 4, column: 3, firstLine: 2, firstColumn: 3 });
  });

  it('json keys - text that is not JSON is left to JSON.parse', () => {
    for (const text of ['{"a":1,"a', '{"a\\u12":1,"a\\u12":2}', '', '"unterminated']) expect(findDuplicateKey(text)).toBeNull();
  });
});
