/** A header-safe one-liner: control characters (CR, LF, tabs...) become spaces, length capped. */
export const headerSafe = (value: string, max = 150) => {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  const line = value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};
