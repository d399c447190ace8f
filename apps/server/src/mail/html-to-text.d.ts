/**
 * What the mail renderer uses of html-to-text, which ships no type declarations (the benchmarks,
 * which start the server from its sources, include this file too: bench/tsconfig.json).
 */
declare module 'html-to-text' {
  export interface SelectorDefinition {
    selector: string;
    format?: string;
    options?: Readonly<Record<string, unknown>>;
  }
  export function convert(
    html: string,
    options?: { wordwrap?: number | false; selectors?: readonly SelectorDefinition[] },
  ): string;
}
