import pino from "pino";

/** Keys whose values never reach a log line, wherever they appear. */
export const redactedPaths = [
  "password",
  "newPassword",
  "currentPassword",
  "adminKey",
  "token",
  "refreshToken",
  "accessToken",
  "*.password",
  "*.newPassword",
  "*.currentPassword",
  "*.adminKey",
  "*.token",
  "req.headers.cookie",
  "req.headers.authorization",
  "res.headers[\"set-cookie\"]",
];

export type Logger = pino.Logger;

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    { level, redact: { paths: redactedPaths, censor: "[redacted]" }, base: { service: "web" } },
    destination,
  );
}
