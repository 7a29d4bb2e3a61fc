/**
 * One limiter per app and name, whoever asks: the API (the server bundle) and the page actions
 * (React Router's server build) are two copies of the same modules, so module-level state would
 * count each path apart. The limiters hang on the AppContext both are handed, under a symbol
 * from the global registry that both copies share.
 */
import type { AppContext } from "../context";
import { createLimiter, type Limiter, type LimiterOptions } from "./rate-limit";

const LIMITERS = Symbol.for("mansfield.shared-limiters");

type Holder = AppContext & { [LIMITERS]?: Map<string, Limiter> };

export function sharedLimiter(ctx: AppContext, options: LimiterOptions): Limiter {
  const holder = ctx as Holder;
  const limiters = (holder[LIMITERS] ??= new Map());
  let limiter = limiters.get(options.name);
  if (!limiter) limiters.set(options.name, (limiter = createLimiter(ctx, options)));
  return limiter;
}
