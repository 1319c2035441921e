/** An enum object (each value its own name) from a list of words; apart from enums.ts, which reads the record kinds, so a kind's module may use it. */
export function enumOf<const T extends string>(values: readonly T[]): { [K in T]: K } {
  return Object.fromEntries(values.map((value) => [value, value])) as { [K in T]: K };
}
