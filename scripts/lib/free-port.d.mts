/** A free TCP port on 127.0.0.1, drawn below the kernel's ephemeral range. */
export function freePort(): Promise<number>;
