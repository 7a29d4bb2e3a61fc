/** Orderings the back office's lists share (leads, contacts). */
export const byText = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" });
export const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) => b.createdAt.localeCompare(a.createdAt);

/** A value's place in a list of known values; unknown values go last. */
export function rank(list: readonly string[], value: string) {
  const i = list.indexOf(value);
  return i === -1 ? list.length : i;
}
