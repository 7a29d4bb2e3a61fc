/**
 * `.env` in the working directory, when there is one, fills in what the real environment leaves
 * unset: a supervisor's or a shell's value always wins over the file.
 */
import fs from "node:fs";

export function loadEnvFile(file = ".env"): void {
  if (fs.existsSync(file)) process.loadEnvFile(file);
}
