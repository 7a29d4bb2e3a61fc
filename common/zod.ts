/**
 * The one place the app imports zod from. Configures it before any schema is built: zod's fast
 * path probes `new Function`, which the page's Content-Security-Policy (no 'unsafe-eval') blocks
 * and reports as a console error. Importing this module, not the root, keeps zod off pages with
 * no form.
 */
import { z } from "zod";

z.config({ jitless: true });

export { z };
