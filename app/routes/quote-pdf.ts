/** /quotes/:token/pdf: the quote's PDF through the homeowner's link (a resource route: no page around it). */
import { quotePdfResponse } from "~/data/quotes.server";
import type { Route } from "./+types/quote-pdf";

export function loader({ params, context }: Route.LoaderArgs) {
  return quotePdfResponse({ context, token: params.token });
}
