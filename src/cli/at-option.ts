/** `--at <n>` of replay and the replay viewer: an action number of the record, or its end. */
import { UserError } from './exit-codes.js';

/** The number of actions to replay: `text` checked against the record's `max`, or `max` when not given. */
export function parseAt(text: string | undefined, max: number): number {
  if (text === undefined) return max;
  if (!/^\d+$/.test(text)) throw new UserError(`--at must be an action number from 0 to ${max}, not '${text}'`);
  const n = Number(text);
  if (n > max) throw new UserError(`--at ${n}: the record has only ${max} actions`);
  return n;
}
