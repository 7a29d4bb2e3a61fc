/** /admin/contacts/import: importing contacts from a CSV file, for admins, linked from the CRM. */
import { ROLES_FOR } from "@common/roles";
import { Link } from "react-router";
import { ContactImport } from "~/features/contacts";
import { StaffPage } from "~/shell/back-office/staff-page";
import { pageMeta } from "~/lib/page-meta";
import * as staffMessages from "@common/staff-messages";

const m = staffMessages.contactImport;
const crumbs = [
  { name: "Admin", url: "/admin" },
  { name: m.crumb, url: "/admin/contacts/import" },
];

export const meta = pageMeta({
  title: `${m.title} | {business}`,
  description: "Import customer contacts from a CSV file in the {business} back office.",
  noindex: true,
  breadcrumbs: crumbs,
});

export default function AdminContactsImportPage() {
  return (
    <StaffPage roles={ROLES_FOR.admin} crumbs={crumbs}>
      <div className="mx-auto max-w-7xl space-y-6 px-4 pt-2">
        <h1 className="text-2xl font-bold text-slate-900">{m.title}</h1>
        <ContactImport />
        <Link to="/admin?tab=crm" className="inline-block font-semibold text-brand-700 hover:underline">
          {m.back}
        </Link>
      </div>
    </StaffPage>
  );
}
