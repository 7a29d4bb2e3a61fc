/**
 * A PostgreSQL unique violation (SQLSTATE 23505), on either driver: Drizzle wraps the driver's
 * error, so the code is looked for along the cause chain. With `constraint`, only a violation of
 * that constraint counts.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === "23505" && (constraint === undefined || e.constraint === constraint)) return true;
    e = e.cause as typeof e;
  }
  return false;
}
