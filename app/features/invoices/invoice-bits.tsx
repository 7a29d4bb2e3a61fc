/** Small pieces other screens show: an invoice's status, the figures for the books, "Invoice this job". */
import { useNavigate } from "react-router";
import { RecordCard } from "~/components/back-office/record-card";
import { StatusBadge } from "~/components/back-office/states";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatCents } from "@common/billing/money";
import { formatDay } from "@common/dates";
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from "@common/billing/invoice-status";
import { useCreateInvoice, type InvoiceStats, type InvoiceSummary } from "./api";

const tones: Record<InvoiceStatus, "green" | "amber" | "slate" | "red" | "blue"> = {
  draft: "slate",
  sent: "blue",
  viewed: "blue",
  partly_paid: "amber",
  paid: "green",
  overdue: "red",
  void: "slate",
};

export const InvoiceStatusBadge = ({ status }: { status: InvoiceStatus }) => <StatusBadge tone={tones[status]}>{INVOICE_STATUS_LABELS[status]}</StatusBadge>;

export function InvoiceCards({ invoices }: { invoices: InvoiceSummary[] }) {
  return (
    <ul className="space-y-2" aria-label="Invoices">
      {invoices.map((i) => (
        <RecordCard
          key={i.id}
          testId="invoice-card"
          to={`/admin/invoices/${i.id}`}
          title={`${i.number} · ${i.customerName}`}
          details={[i.title, formatCents(i.totalCents), i.balanceCents > 0 && i.status !== "void" ? `${formatCents(i.balanceCents)} owed` : null, `due ${formatDay(i.dueOn)}`]}
          status={<InvoiceStatusBadge status={i.status} />}
        />
      ))}
    </ul>
  );
}

/** Billed, collected and outstanding this month; the overdue total. */
export function InvoiceFigures({ stats }: { stats: InvoiceStats }) {
  const items: Array<[string, string, string, string?]> = [
    ["billed", "Billed this month", formatCents(stats.billedThisMonthCents), `${stats.issuedThisMonth} invoices`],
    ["collected", "Collected this month", formatCents(stats.collectedThisMonthCents), "payments less refunds"],
    ["outstanding", "Outstanding", formatCents(stats.outstandingCents), "owed on sent invoices"],
    ["overdue", "Overdue", formatCents(stats.overdueCents), `${stats.overdueCount} invoices past due`],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="invoice-figures">
      {items.map(([key, label, value, note]) => (
        <Card key={key} className="p-4">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="text-2xl font-bold text-slate-900" data-testid={`invoice-figure-${key}`}>
            {value}
          </dd>
          {note && <dd className="text-xs text-slate-600">{note}</dd>}
        </Card>
      ))}
    </dl>
  );
}

/** On a finished job's row: write its invoice (from its quote's lines) and open it. */
export function InvoiceJobButton({ jobId }: { jobId: string }) {
  const navigate = useNavigate();
  const create = useCreateInvoice((invoice) => void navigate(`/admin/invoices/${invoice.id}`));
  return (
    <Button variant="outline" size="sm" onClick={() => create.mutate({ jobId })} busy={create.isPending} className="max-sm:min-h-11">
      {create.isPending ? "Writing the invoice…" : "Invoice this job"}
    </Button>
  );
}
