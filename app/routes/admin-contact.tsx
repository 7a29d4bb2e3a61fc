/** /admin/contacts/:id: one contact's page for admins, in sections, server-rendered. */
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { NeedsJavaScript } from "~/features/auth/needs-javascript";
import { RequireRole } from "~/features/auth/require-role";
import { ContactPage } from "~/features/contacts";
import { pageMeta } from "~/lib/page-meta";
import { messages } from "~/shared/messages";
import { BackOfficeErrorBoundary } from "~/shell/back-office/back-office-error";
import { BackOfficeLayout } from "~/shell/back-office/back-office-layout";
import { adminOnly, getContact, notFound, recordId, refused, toContactJson } from "~/data/back-office.server";
import type { Route } from "./+types/admin-contact";

export const meta = pageMeta({
  title: "Contact | Mansfield Heating & Plumbing",
  description: "One customer of the Mansfield Heating & Plumbing back office.",
  noindex: true,
  breadcrumbs: null,
});

export async function loader({ context, params }: Route.LoaderArgs) {
  const refusal = adminOnly(context.user);
  if (refusal) return refused(refusal);
  const contact = await getContact(context.app.db, recordId(params.id));
  if (!contact) notFound();
  return { contact: toContactJson(contact) };
}

export default function AdminContactPage({ loaderData }: Route.ComponentProps) {
  const contact = "contact" in loaderData ? loaderData.contact : null;
  return (
    <BackOfficeLayout>
      <RequireRole roles={["admin"]}>
        <main id="main" className="bg-slate-50 pb-16">
          <NeedsJavaScript />
          <Breadcrumbs
            items={[
              { name: "Admin", url: "/admin/today" },
              { name: messages.backOffice.contactsCrumb, url: "/admin?tab=crm" },
              { name: contact ? `${contact.firstName} ${contact.lastName}` : "Contact", url: contact ? `/admin/contacts/${contact.id}` : "/admin?tab=crm" },
            ]}
          />
          <div className="mx-auto max-w-3xl space-y-6 px-4 pt-2">
            {contact && <ContactPage key={contact.id} initialContact={contact} />}
            <Link to="/admin?tab=crm" className="inline-block font-semibold text-brand-700 hover:underline">
              ← {messages.backOffice.backToContacts}
            </Link>
          </div>
        </main>
      </RequireRole>
    </BackOfficeLayout>
  );
}

export const ErrorBoundary = BackOfficeErrorBoundary;
