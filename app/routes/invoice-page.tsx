/**
 * /invoices/:token: the homeowner's invoice, reached by the mailed link. See what is owed and pay
 * it; without JavaScript "Pay now" is a real form post. Never cached, never indexed.
 */
import { NotFoundPage } from "~/components/not-found-page";
import { InvoiceView } from "~/features/invoice-view";
import { invoicePageAction, loadInvoicePage } from "~/data/invoices.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/invoice-page";

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadInvoicePage({ request, context, token: params.token });
}

export function action({ request, params, context }: Route.ActionArgs) {
  return invoicePageAction({ request, context, token: params.token });
}

/** The link is a secret: never stored by a browser or a cache. */
export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

export const meta = pageMeta((args) => {
  const loaded = args.data as Route.ComponentProps["loaderData"] | undefined;
  const found = loaded?.found ? loaded : undefined;
  return {
    title: found ? `Invoice ${found.document.number} | ${found.document.business.name}` : "Invoice not found",
    description: found ? found.document.title : "This invoice link is not valid.",
    noindex: true,
    breadcrumbs: null,
  };
});

export default function InvoicePage({ loaderData, actionData, params }: Route.ComponentProps) {
  if (!loaderData.found) return <NotFoundPage />;
  return (
    <main id="main">
      <InvoiceView
        document={loaderData.document}
        payOnline={loaderData.payOnline}
        payInstructions={loaderData.payInstructions}
        returned={loaderData.returned}
        pdfHref={`/invoices/${params.token}/pdf`}
        message={actionData?.message}
      />
    </main>
  );
}
