/**
 * What a server value looks like once it has crossed the wire as JSON: dates become ISO strings,
 * everything else keeps its shape. The browser's response types are the server's own types
 * passed through this, never copied by hand.
 */
export type Jsonified<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Jsonified<U>[]
    : T extends object
      ? { [K in keyof T]: Jsonified<T[K]> }
      : T;

/** A server value as the browser's API read would get it: for a loader's data that seeds that read's cache. */
export const jsonified = <T>(value: T) => JSON.parse(JSON.stringify(value)) as Jsonified<T>;
