// The browser the measuring scripts drive: CHROMIUM_PATH, else Debian's full Chromium, else the
// headless shell `npm test` installs (the browser tests prefer the shell: playwright.config.ts).
import fs from "node:fs";

export const chromiumPath =
  process.env.CHROMIUM_PATH ?? ["/usr/bin/chromium", "/usr/bin/chromium-headless-shell"].find((p) => fs.existsSync(p)) ?? "/usr/bin/chromium";
