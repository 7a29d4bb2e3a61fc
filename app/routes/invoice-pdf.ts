/** /invoices/:token/pdf: the invoice's PDF through the homeowner's link (a resource route: no page around it). */
import { invoicePdfResponse } from "~/data/invoices.server";
import type { Route } from "./+types/invoice-pdf";

export function loader({ params, context }: Route.LoaderArgs) {
  return invoicePdfResponse({ context, token: params.token });
}
