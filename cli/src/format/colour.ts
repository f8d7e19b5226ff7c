import type { Severity } from '../../../engine/src';

/**
 * Terminal colour by hand (SGR escape sequences, ECMA-48 section 8.3.117), so the CLI needs no dependency.
 * Whether to colour follows the conventions other tools share: FORCE_COLOR decides when it is set to a value
 * they agree on (as Node's own util.inspect and supports-color read it), then NO_COLOR (https://no-color.org:
 * any non-empty value), then whether standard output is a terminal that is not TERM=dumb.
 */
export function colourWanted(env: NodeJS.ProcessEnv, isTTY: boolean): boolean {
  const force = env['FORCE_COLOR']?.trim().toLowerCase();
  if (force === '1' || force === '2' || force === '3' || force === 'true') return true;
  if (force === '0' || force === 'false') return false;
  if (env['NO_COLOR']) return false;
  return isTTY && env['TERM'] !== 'dumb';
}

export type Style = 'bold' | 'dim' | 'underline' | 'red' | 'yellow' | 'blue' | 'cyan';

/** Each style's switch-on and switch-off codes: only the attribute itself is reset, so styles can nest. */
const CODES: Record<Style, readonly [number, number]> = {
  bold: [1, 22],
  dim: [2, 22],
  underline: [4, 24],
  red: [31, 39],
  yellow: [33, 39],
  blue: [34, 39],
  cyan: [36, 39],
};

/** Each severity's colour, the same in every coloured output (stylish, explain). */
export const SEVERITY_STYLE: Record<Severity, Style> = { error: 'red', warning: 'yellow', information: 'blue', hint: 'cyan' };

/** Wraps text in styles, or returns it as it is when colour is off. */
export type Paint = (text: string, ...styles: Style[]) => string;

export function painter(colour: boolean): Paint {
  if (!colour) return (text) => text;
  return (text, ...styles) => styles.reduceRight((t, s) => `\u001b[${CODES[s][0]}m${t}\u001b[${CODES[s][1]}m`, text);
}
