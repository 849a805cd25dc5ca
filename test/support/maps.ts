import { expect, it } from 'vitest';

/** A table of a pure function's cases: each row an input and the output it must give. */
export type Cases<I, O> = readonly (readonly [input: I, output: O])[];

/**
 * One test a case: `fn` gives each row's output for its input (`toBe`). The title is
 * it.each's: `%s`, `%j` … stand for the row's input, then its output.
 */
export function itMaps<I, O>(title: string, fn: (input: I) => O, cases: Cases<I, O>): void {
  it.each(cases.map(([input, output]) => [input, output] as [I, O]))(title, (input, output) => {
    expect(fn(input)).toBe(output);
  });
}

/** Within one test: `fn` gives each row's output for its input (`toBe`; a failure names the input). */
export function expectMaps<I, O>(fn: (input: I) => O, cases: Cases<I, O>): void {
  for (const [input, output] of cases) expect(fn(input), `for ${JSON.stringify(input)}`).toBe(output);
}
