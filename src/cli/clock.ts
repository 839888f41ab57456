/**
 * The one clock the bots' time budgets read (src/bots reads no clock itself, so that a search
 * with an iteration budget is the same on every run). Milliseconds, monotonic.
 */
import { performance } from 'node:perf_hooks';
import type { Clock } from '../bots/types.js';

export const systemClock: Clock = () => performance.now();
