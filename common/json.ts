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
