/**
 * The log context (server/logger.ts): every line written inside a piece of work carries its
 * fields, a line's own fields win, and nothing one line adds is carried onto the next.
 */
import { describe, expect, it } from "vitest";
import { createLogger, withLogContext } from "../../server/logger";

const capture = () => {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger("info", { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines };
};

describe("the log context", () => {
  it("puts the request id on each line, and keeps each line's own fields to that line", () => {
    const { logger, lines } = capture();
    withLogContext({ reqId: "req-1" }, () => {
      logger.info({ url: "/a", reqId: "given" }, "first");
      logger.info("second");
    });
    logger.info("outside");
    expect(lines.map(({ msg, reqId, url }) => ({ msg, reqId, url }))).toEqual([
      { msg: "first", reqId: "given", url: "/a" },
      { msg: "second", reqId: "req-1", url: undefined },
      { msg: "outside", reqId: undefined, url: undefined },
    ]);
  });
});
