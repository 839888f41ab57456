/**
 * How `hacienda serve` starts its server's thread (src/cli/serve.ts): the young generation it is
 * given, and V8's helper threads turned off where there is one core. The server itself is tested
 * end to end (test/e2e/serve*.test.ts), held to one core in serve-one-core.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { serverThreadSetup, YOUNG_GENERATION_MB } from '../../src/cli/serve.js';

describe('serve thread', () => {
  it("serve thread - the server's thread gets a young generation of 192 MB, whatever the cores", () => {
    expect(YOUNG_GENERATION_MB).toBe(192);
    for (const cores of [1, 2, 8]) expect(serverThreadSetup(cores).resourceLimits).toEqual({ maxYoungGenerationSizeMb: 192 });
  });

  it('serve thread - on one core garbage collection stays on the thread that draws; with more, V8 keeps its helpers', () => {
    expect(serverThreadSetup(1).v8Flags).toBe('--no-concurrent-marking --no-parallel-scavenge');
    expect(serverThreadSetup(2).v8Flags).toBeNull();
    expect(serverThreadSetup(16).v8Flags).toBeNull();
  });
});
