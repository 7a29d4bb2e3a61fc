/**
 * The homeowner's quote: the business, the items, the options (radio buttons) and optional
 * lines (checkboxes), the totals for what they chose, the terms, and the accept and decline
 * forms. Every input is a named, uncontrolled field of a real form: without JavaScript "Update
 * the total" posts the choice and the server answers with the figures; with it the totals follow
 * each click (the same totalsOf the server uses). Accept and decline post to the page's action,
 * which answers with a 303.
 */
import { useState, type FormEvent } from "react";
import { chosenLines, cleanChoice, formatRate, totalsFor, type QuoteDocument } from "@common/billing/quote-document";
import { formatCents, formatQuantity } from "@common/billing/money";
import type { Choice } from "@common/billing/totals";
import { formatDate } from "@common/dates";
import { Card } from "~/components/ui/card";
import { buttonClasses } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";

export interface QuoteViewProps {
  document: QuoteDocument;
  version: number;
  state: "open" | "accepted" | "declined" | "expired";
  changed: boolean;
  choice: Choice;
  answer: { decision: string; signedName: string | null; answeredAt: string; totalCents: number | null; choice: Choice | null } | null;
  /** The PDF of the same version, through the same link. */
  pdfHref: string;
  /** The action's answer: a refusal's words, and what was typed. */
  message?: string;
  field?: "name" | "reason";
  signedName?: string;
  reason?: string;
}

const optionalField = (id: string) => `optional-${id}`;

function choiceOf(doc: QuoteDocument, form: HTMLFormElement): Choice {
  const values = new FormData(form);
  const option = values.get("option");
  return cleanChoice(
    doc,
    typeof option === "string" ? option : null,
    doc.lines.filter((l) => l.optional && values.get(optionalField(l.id)) === "on").map((l) => l.id),
  );
}

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className={`flex justify-between gap-4 py-1 ${strong ? "border-t border-slate-300 pt-2 text-lg font-bold text-slate-900" : "text-slate-700"}`}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

export function QuoteView(props: QuoteViewProps) {
  const { document: doc, state, answer } = props;
  const [choice, setChoice] = useState<Choice>(props.choice);
  const [syncedFrom, setSyncedFrom] = useState(props.choice);
  // A new answer from the server (the no-script "update") replaces the choice shown.
  if (syncedFrom !== props.choice) {
    setSyncedFrom(props.choice);
    setChoice(props.choice);
  }
  const hydrated = useHydrated();
  const open = state === "open";
  const shown = answer?.choice ?? choice;
  const totals = totalsFor(doc, shown);
  const amounts = new Map(totals.lines.map((l) => [l.id, l.amount]));
  const lines = chosenLines(doc, shown);
  const optional = doc.lines.filter((l) => l.optional && (l.option === null || l.option === shown.option));
  const onChange = (event: FormEvent<HTMLFormElement>) => setChoice(choiceOf(doc, event.currentTarget));

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 md:py-12">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{doc.business.name}</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
        Quote {doc.number}
      </h1>
      <p className="mt-1 text-slate-700">{doc.title}</p>
      <p className="mt-1 text-sm text-slate-600">
        For {doc.customer.name}
        {doc.expiresAt ? ` · Valid until ${formatDate(doc.expiresAt, "long")}` : ""}
      </p>

      {props.changed ? (
        <p role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          This quote has changed since you last saw it. Below is the new version (version {props.version}).
        </p>
      ) : null}
      {state === "accepted" ? (
        <p role="status" className="mt-4 rounded-md border border-green-300 bg-green-50 p-3 text-green-900">
          You accepted this quote{answer?.signedName ? `, signed by ${answer.signedName},` : ""} on {formatDate(answer?.answeredAt ?? "", "long")}
          {answer?.totalCents != null ? ` for ${formatCents(answer.totalCents)}` : ""}. Thank you: we will be in touch to schedule the work.
        </p>
      ) : null}
      {state === "declined" ? (
        <p role="status" className="mt-4 rounded-md border border-slate-300 bg-slate-50 p-3 text-slate-800">
          You declined this quote. If you change your mind, call us at {doc.business.phone}.
        </p>
      ) : null}
      {state === "expired" ? (
        <p role="status" className="mt-4 rounded-md border border-slate-300 bg-slate-50 p-3 text-slate-800">
          This quote has expired. Call us at {doc.business.phone} for an updated quote.
        </p>
      ) : null}
      {props.message ? (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          {props.message}
        </p>
      ) : null}

      <form method="post" className="mt-6 space-y-6" onChange={open ? onChange : undefined}>
        <input type="hidden" name="version" value={props.version} />
        {doc.options.length > 0 ? (
          <fieldset>
            <legend className="text-lg font-semibold text-slate-900">Choose an option</legend>
            <div className="mt-3 space-y-3">
              {doc.options.map((o) => {
                const optionTotal = totalsFor(doc, cleanChoice(doc, o.key, shown.optionalLines)).total;
                return (
                  <label key={o.key} className="flex cursor-pointer gap-3 rounded-lg border border-slate-200 bg-white p-4 has-[:checked]:border-brand-600 has-[:checked]:ring-1 has-[:checked]:ring-brand-600">
                    <input type="radio" name="option" value={o.key} defaultChecked={shown.option === o.key} disabled={!open} className="mt-1 h-5 w-5 accent-brand-700" />
                    <span className="flex-1">
                      <span className="flex justify-between gap-2 font-semibold text-slate-900">
                        <span>{o.label}</span>
                        <span>{formatCents(optionTotal)}</span>
                      </span>
                      {o.description ? <span className="mt-1 block text-sm text-slate-600">{o.description}</span> : null}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        ) : null}

        <Card className="p-4 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">What is included</h2>
          <ul className="mt-3 divide-y divide-slate-100">
            {lines.map((l) => (
              <li key={l.id} className="flex justify-between gap-4 py-2">
                <span>
                  <span className="block text-slate-900">{l.description}</span>
                  <span className="block text-sm text-slate-600">
                    {formatQuantity(l.quantity)} {l.unit} × {formatCents(l.unitCents)}
                    {l.taxable ? "" : " · not taxed"}
                  </span>
                </span>
                <span className="whitespace-nowrap text-slate-900">{formatCents(amounts.get(l.id) ?? 0)}</span>
              </li>
            ))}
          </ul>
          {optional.length > 0 ? (
            <fieldset className="mt-4">
              <legend className="font-semibold text-slate-900">Optional extras</legend>
              {optional.map((l) => (
                <label key={l.id} className="mt-2 flex cursor-pointer items-start gap-3">
                  <input
                    type="checkbox"
                    name={optionalField(l.id)}
                    defaultChecked={shown.optionalLines.includes(l.id)}
                    disabled={!open}
                    className="mt-1 h-5 w-5 accent-brand-700"
                  />
                  <span className="flex-1 text-slate-800">
                    {l.description} ({formatCents(totalsFor(doc, { option: null, optionalLines: [l.id] }).lines.find((f) => f.id === l.id)?.amount ?? 0)})
                  </span>
                </label>
              ))}
            </fieldset>
          ) : null}
          <dl className="mt-4" aria-live="polite">
            <Row label="Subtotal" value={formatCents(totals.subtotal)} />
            {totals.discount ? <Row label="Discount" value={`−${formatCents(totals.discount)}`} /> : null}
            <Row label={`Sales tax (${formatRate(doc.taxBasisPoints)})`} value={formatCents(totals.tax)} />
            <Row label="Total" value={formatCents(totals.total)} strong testId="quote-total" />
          </dl>
          {open && !hydrated ? (
            <button type="submit" name="intent" value="update" formNoValidate className={buttonClasses("outline", "default", "mt-3 w-full")}>
              Update the total
            </button>
          ) : null}
        </Card>

        {doc.notes ? (
          <section>
            <h2 className="text-lg font-semibold text-slate-900">Notes</h2>
            <p className="mt-2 whitespace-pre-line text-slate-700">{doc.notes}</p>
          </section>
        ) : null}
        {doc.terms ? (
          <section>
            <h2 className="text-lg font-semibold text-slate-900">Terms</h2>
            <p className="mt-2 whitespace-pre-line text-sm text-slate-700">{doc.terms}</p>
          </section>
        ) : null}

        {open ? (
          <Card className="p-4 sm:p-6">
            <h2 className="text-lg font-semibold text-slate-900">Accept this quote</h2>
            <label htmlFor="quote-signed-name" className="mt-3 block text-sm font-medium text-slate-800">
              Type your full name to sign
            </label>
            <input
              id="quote-signed-name"
              name="signedName"
              autoComplete="name"
              maxLength={100}
              defaultValue={props.signedName ?? ""}
              aria-invalid={props.field === "name" || undefined}
              aria-describedby={props.field === "name" ? "quote-signed-name-error" : undefined}
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-base"
            />
            {props.field === "name" ? (
              <p id="quote-signed-name-error" className="mt-1 text-sm text-red-700">
                {props.message}
              </p>
            ) : null}
            <p className="mt-2 text-sm text-slate-600">
              By accepting you agree to the work and the total shown above ({formatCents(totals.total)}) and to the terms.
            </p>
            <button type="submit" name="intent" value="accept" className={buttonClasses("default", "lg", "mt-4 w-full")}>
              Accept quote
            </button>
          </Card>
        ) : null}
      </form>

      {open ? (
        <details className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
          <summary className="cursor-pointer font-semibold text-slate-900">Decline this quote</summary>
          <form method="post" className="mt-3">
            <input type="hidden" name="version" value={props.version} />
            <label htmlFor="quote-decline-reason" className="block text-sm font-medium text-slate-800">
              Tell us why (optional)
            </label>
            <textarea
              id="quote-decline-reason"
              name="reason"
              rows={3}
              maxLength={1000}
              defaultValue={props.reason ?? ""}
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-base"
            />
            <button type="submit" name="intent" value="decline" className={buttonClasses("outline", "default", "mt-3 w-full")}>
              Decline quote
            </button>
          </form>
        </details>
      ) : null}

      <p className="mt-6">
        <a href={props.pdfHref} className="font-semibold text-brand-700 underline underline-offset-4">
          Download this quote as a PDF
        </a>
      </p>
      <p className="mt-4 text-sm text-slate-600">
        Questions? Call {doc.business.name} at {doc.business.phone}.
      </p>
    </div>
  );
}
