/**
 * A game's options, specified as data: from one specification the command line makes its flags
 * and their help, the setup questions their choices, records their checks, and (for play over
 * SSH) a server its room settings. Each game lists its own (`Ruleset.options`); the players, the
 * seed and the start player are every game's and are not listed.
 */

export interface OptionChoice {
  /** The value in options, records and on the command line. */
  value: string;
  /** A few words for a menu. */
  label: string;
  /** One line on what it means for the game. */
  help: string;
}

export interface OptionSpec {
  /** The key in the game's options and its records, and the flag (`--<name>`). */
  name: string;
  /**
   * `choice`: one of `choices`. `board`: one of `choices` (the game's built-in boards, by name) or
   * a board file, which the caller reads (src/maps) and passes to the game as a MapData.
   */
  kind: 'choice' | 'board';
  choices: readonly OptionChoice[];
  /** The value taken when none is given. */
  default: string;
  /** What the flag's argument is called in help (`name|file`, `mode`). */
  placeholder: string;
  /** One line of help: what the option chooses. */
  help: string;
  /** The setup question that asks for it. */
  question: string;
}

/** The choice named `value`, or undefined. */
export function choiceOf(spec: OptionSpec, value: string): OptionChoice | undefined {
  return spec.choices.find((c) => c.value === value);
}

/** `basic or hacienda`, `standard, random or custom`. */
export function choiceList(spec: OptionSpec): string {
  const values = spec.choices.map((c) => c.value);
  return values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;
}

/** The option's line of help with its values and default, as the command line shows it. */
export function optionHelp(spec: OptionSpec, game: string): string {
  const values = spec.choices.map((c) => (c.value === spec.default ? `${c.value} (the default)` : c.value));
  const list = values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')}${spec.kind === 'board' ? ', ' : ' or '}${values[values.length - 1]}`;
  return `${game}: ${spec.help}, ${list}${spec.kind === 'board' ? ', or a board file (.map text or .haz)' : ''}`;
}
