/**
 * The quote editor (/admin/quotes/:id, /admin/quotes/new?leadId=…): phone first — one column of
 * labelled fields, 44 px targets, the total always in view at the bottom with Save. Lines come
 * from the price book or are written on the spot; options (good / better / best) hold lines of
 * their own; totals are recomputed as you type with the server's own rule. Each save names the
 * version it started from: if someone saved in between, the server refuses and nothing is lost
 * here until you reload.
 */
import { useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Alert, Card, Skeleton } from "~/components/ui/card";
import { Field, Input, Select, Textarea } from "~/components/ui/form-controls";
import { ApiError } from "~/lib/api";
import { formatCents } from "@common/billing/money";
import { fieldErrors } from "@common/field-errors";
import { QUOTE_OPTION_KEYS, QUOTE_OPTION_LABELS, quoteCreateSchema, quoteSendProblems, type QuoteStatus } from "@common/schemas/quotes";
import { usePrefill, usePriceBook, useQuote, useSaveQuote, useSendQuote, useDiscardQuote, type QuoteJson } from "./api";
import { bodyOf, emptyState, liveTotals, newLineKey, stateFromQuote, type EditorState, type LineDraft, type OptionKey } from "./editor-state";
import { QuoteStatusBadge } from "./quote-bits";

export function QuoteEditorPage({ id, leadId, contactId }: { id: string; leadId?: string; contactId?: string }) {
  return id === "new" ? <NewQuote leadId={leadId} contactId={contactId} /> : <ExistingQuote id={id} />;
}

function NewQuote({ leadId, contactId }: { leadId?: string; contactId?: string }) {
  const prefill = usePrefill({ leadId, contactId });
  if (prefill.isPending) return <Skeleton className="h-64 w-full" />;
  if (prefill.isError) return <Alert variant="destructive">The lead or contact for this quote could not be loaded.</Alert>;
  return <QuoteEditor initial={emptyState(prefill.data)} quote={null} />;
}

function ExistingQuote({ id }: { id: string }) {
  const query = useQuote(id);
  if (query.isPending) return <Skeleton className="h-64 w-full" />;
  if (query.isError) return <Alert variant="destructive">The quote could not be loaded.</Alert>;
  // A new key after each save or reload starts the form from the server's answer.
  return <QuoteEditor key={`${query.data.id}-${query.data.version}`} initial={stateFromQuote(query.data)} quote={query.data} onReload={() => void query.refetch()} />;
}

const FINAL: readonly QuoteStatus[] = ["accepted", "declined"];

function QuoteEditor({ initial, quote, onReload }: { initial: EditorState; quote: QuoteJson | null; onReload?: () => void }) {
  const navigate = useNavigate();
  const [s, setS] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState(false);
  const [preview, setPreview] = useState<OptionKey | null>(initial.options[0]?.key ?? null);
  const [version, setVersion] = useState(quote?.version ?? 0);
  const priceBook = usePriceBook(false);
  const locked = quote !== null && FINAL.includes(quote.status);

  const save = useSaveQuote(
    (saved) => {
      setVersion(saved.version);
      if (!quote) void navigate(`/admin/quotes/${saved.id}`, { replace: true });
    },
    (error, serverErrors) => {
      if (error instanceof ApiError && error.status === 409) setConflict(true);
      setErrors(serverErrors);
    },
  );
  const send = useSendQuote(setErrors);
  const discard = useDiscardQuote(() => void navigate("/admin/quotes", { replace: true }));

  const set = <K extends keyof EditorState>(key: K, value: EditorState[K]) => setS((v) => ({ ...v, [key]: value }));
  const setLine = (index: number, change: Partial<LineDraft>) => setS((v) => ({ ...v, lines: v.lines.map((l, i) => (i === index ? { ...l, ...change } : l)) }));
  const removeLine = (index: number) => setS((v) => ({ ...v, lines: v.lines.filter((_, i) => i !== index) }));
  const addLine = (line: Partial<LineDraft>) =>
    setS((v) => ({
      ...v,
      lines: [
        ...v.lines,
        { key: newLineKey(), saved: false, priceBookItemId: null, description: "", unit: "each", price: "", quantity: "1", taxable: true, option: null, optional: false, preselected: false, ...line },
      ],
    }));

  function toggleOption(key: OptionKey, on: boolean) {
    setS((v) => {
      const options = on
        ? QUOTE_OPTION_KEYS.filter((k) => k === key || v.options.some((o) => o.key === k)).map((k) => v.options.find((o) => o.key === k) ?? { key: k, label: QUOTE_OPTION_LABELS[k], description: "" })
        : v.options.filter((o) => o.key !== key);
      const lines = on ? v.lines : v.lines.map((l) => (l.option === key ? { ...l, option: null } : l));
      return { ...v, options, lines };
    });
    if (on && preview === null) setPreview(key);
    if (!on && preview === key) setPreview(s.options.find((o) => o.key !== key)?.key ?? null);
  }

  const totals = useMemo(() => liveTotals(s, preview), [s, preview]);
  const optionTotals = useMemo(() => s.options.map((o) => ({ ...o, total: liveTotals(s, o.key).total })), [s]);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const { body, errors: typed } = bodyOf(s);
    const parsed = quoteCreateSchema.safeParse(body);
    const all = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...typed };
    if (Object.keys(all).length) return setErrors(all);
    setErrors({});
    save.mutate({ id: quote?.id ?? null, body: quote ? { ...body, version } : body });
  }

  const err = (key: string) => errors[key];
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form onSubmit={submit} noValidate aria-label="Quote" className="space-y-5 pb-28">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-slate-900">{quote ? `Quote ${quote.number}` : "New quote"}</h1>
        {quote && (
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <QuoteStatusBadge status={quote.status} /> <span>Version {version}</span>
            {quote.leadId && (
              <Link className="text-brand-700 underline" to={`/admin/leads/${quote.leadId}`}>
                Lead
              </Link>
            )}
            {quote.contactId && (
              <Link className="text-brand-700 underline" to={`/admin/contacts/${quote.contactId}`}>
                Contact
              </Link>
            )}
          </p>
        )}
      </header>
      {conflict && (
        <Alert variant="destructive">
          Someone saved this quote since you opened it. Your changes are not saved.{" "}
          <Button variant="outline" onClick={onReload}>
            Reload the quote
          </Button>
        </Alert>
      )}
      {locked && <Alert>This quote was answered; it can no longer change.</Alert>}
      {hasErrors && !conflict && <Alert variant="destructive">Please correct the fields marked below. Nothing was saved.</Alert>}

      <fieldset disabled={locked} className="space-y-5">
        <Card className="space-y-4 p-4">
          <h2 className="text-lg font-semibold text-slate-900">Customer</h2>
          <Field id="q-customer" label="Name" error={err("customerName")} required>
            {(p) => <Input {...p} autoComplete="off" value={s.customerName} onChange={(e) => set("customerName", e.target.value)} />}
          </Field>
          <Field id="q-email" label="E-mail" error={err("customerEmail")}>
            {(p) => <Input {...p} type="email" autoComplete="off" value={s.customerEmail} onChange={(e) => set("customerEmail", e.target.value)} />}
          </Field>
          <Field id="q-phone" label="Phone" error={err("customerPhone")}>
            {(p) => <Input {...p} type="tel" autoComplete="off" value={s.customerPhone} onChange={(e) => set("customerPhone", e.target.value)} />}
          </Field>
          <Field id="q-address" label="Address" error={err("customerAddress")}>
            {(p) => <Input {...p} autoComplete="off" value={s.customerAddress} onChange={(e) => set("customerAddress", e.target.value)} />}
          </Field>
        </Card>

        <Card className="space-y-4 p-4">
          <Field id="q-title" label="Title" hint="What the quote is for, as the homeowner reads it" error={err("title")} required>
            {(p) => <Input {...p} value={s.title} onChange={(e) => set("title", e.target.value)} />}
          </Field>
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">Alternatives offered</legend>
            <p className="text-sm text-slate-600">Tick the options to offer; lines can then belong to one of them.</p>
            <div className="mt-2 space-y-2">
              {QUOTE_OPTION_KEYS.map((k) => {
                const option = s.options.find((o) => o.key === k);
                return (
                  <div key={k} className="flex flex-wrap items-center gap-3">
                    <label className="flex min-h-11 w-28 items-center gap-3 text-sm font-medium text-slate-800">
                      <input type="checkbox" className="h-5 w-5" checked={!!option} onChange={(e) => toggleOption(k, e.target.checked)} />
                      {QUOTE_OPTION_LABELS[k]}
                    </label>
                    {option && (
                      <label className="min-w-0 flex-1">
                        <span className="sr-only">{QUOTE_OPTION_LABELS[k]} option's name</span>
                        <Input value={option.label} onChange={(e) => set("options", s.options.map((o) => (o.key === k ? { ...o, label: e.target.value } : o)))} />
                      </label>
                    )}
                  </div>
                );
              })}
            </div>
            {err("options") && <p className="mt-1 text-sm text-red-700">{err("options")}</p>}
          </fieldset>
        </Card>

        <section aria-labelledby="q-lines-heading" className="space-y-3">
          <h2 id="q-lines-heading" className="text-lg font-semibold text-slate-900">
            Lines
          </h2>
          {err("lines") && (
            <p role="alert" className="text-sm text-red-700">
              {err("lines")}
            </p>
          )}
          {s.lines.length === 0 && <p className="text-slate-700">No lines yet. Add one from the price book or write one.</p>}
          <ol className="space-y-3">
            {s.lines.map((line, i) => (
              <LineEditor key={line.key} index={i} line={line} options={s.options} errors={errors} onChange={(c) => setLine(i, c)} onRemove={() => removeLine(i)} />
            ))}
          </ol>
          <div className="flex flex-wrap items-end gap-2">
            <Field id="q-pick" label="Add from the price book" className="min-w-0 flex-1">
              {(p) => (
                <Select
                  {...p}
                  value=""
                  onChange={(e) => {
                    const item = priceBook.data?.find((x) => x.id === e.target.value);
                    if (item) addLine({ priceBookItemId: item.id, description: item.name, unit: item.unit, price: (item.unitCents / 100).toFixed(2), taxable: item.taxable });
                  }}
                >
                  <option value="">{priceBook.isPending ? "Loading…" : priceBook.data?.length ? "Choose an item…" : "The price book is empty"}</option>
                  {priceBook.data?.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.name} — {formatCents(item.unitCents)}/{item.unit}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Button variant="outline" onClick={() => addLine({})}>
              Write a line
            </Button>
          </div>
        </section>

        <Card className="grid gap-4 p-4 sm:grid-cols-2">
          <Field id="q-discount-kind" label="Discount" error={err("discount")}>
            {(p) => (
              <Select {...p} value={s.discountKind} onChange={(e) => set("discountKind", e.target.value as EditorState["discountKind"])}>
                <option value="none">No discount</option>
                <option value="percent">Percent off</option>
                <option value="amount">Amount off ($)</option>
              </Select>
            )}
          </Field>
          {s.discountKind !== "none" && (
            <Field id="q-discount" label={s.discountKind === "percent" ? "Percent off" : "Amount off ($)"} error={err("discount.basisPoints") ?? err("discount.cents")}>
              {(p) => <Input {...p} inputMode="decimal" value={s.discountValue} onChange={(e) => set("discountValue", e.target.value)} />}
            </Field>
          )}
          <Field id="q-tax" label="Sales tax (%)" hint="On taxable lines; from Settings" error={err("taxBasisPoints")}>
            {(p) => <Input {...p} inputMode="decimal" value={s.taxRate} onChange={(e) => set("taxRate", e.target.value)} />}
          </Field>
          <Field id="q-expires" label="Expires on" error={err("expiresOn")}>
            {(p) => <Input {...p} type="date" value={s.expiresOn} onChange={(e) => set("expiresOn", e.target.value)} />}
          </Field>
          <Field id="q-notes" label="Notes" hint="Shown to the homeowner" error={err("notes")} className="sm:col-span-2">
            {(p) => <Textarea {...p} rows={3} value={s.notes} onChange={(e) => set("notes", e.target.value)} />}
          </Field>
          <Field id="q-terms" label="Terms" error={err("terms")} className="sm:col-span-2">
            {(p) => <Textarea {...p} rows={3} value={s.terms} onChange={(e) => set("terms", e.target.value)} />}
          </Field>
        </Card>
      </fieldset>

      <section className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby="q-totals-heading">
        <h2 id="q-totals-heading" className="text-lg font-semibold text-slate-900">
          Totals
        </h2>
        {s.options.length > 0 && (
          <div role="group" aria-label="Totals for" className="flex flex-wrap gap-2">
            {optionTotals.map((o) => (
              <Button key={o.key} variant={preview === o.key ? "default" : "outline"} aria-pressed={preview === o.key} onClick={() => setPreview(o.key)}>
                {o.label}: {formatCents(o.total)}
              </Button>
            ))}
          </div>
        )}
        <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm" data-testid="quote-totals">
          <dt>Subtotal</dt>
          <dd className="text-right">{formatCents(totals.subtotal)}</dd>
          <dt>Discount</dt>
          <dd className="text-right">−{formatCents(totals.discount)}</dd>
          <dt>Sales tax</dt>
          <dd className="text-right">{formatCents(totals.tax)}</dd>
          <dt className="text-base font-bold">Total</dt>
          <dd className="text-right text-base font-bold" data-testid="quote-total">
            {formatCents(totals.total)}
          </dd>
        </dl>
      </section>

      {quote && !locked && (
        <div className="flex flex-wrap gap-2">
          {/* Sending (mail, link, PDF) is the homeowner side's: this button only asks for it. */}
          <Button
            variant="accent"
            busy={send.isPending || save.isPending}
            data-testid="quote-send"
            onClick={() => {
              // What the server will refuse anyway, said before asking (it checks the saved quote).
              const problems = quoteSendProblems(quote);
              if (Object.keys(problems).length) setErrors(problems);
              else send.mutate(quote.id);
            }}
          >
            {quote.status === "draft" ? "Send" : "Send again"}
          </Button>
          {quote.status === "draft" && (
            <Button variant="outline" busy={discard.isPending} onClick={() => discard.mutate(quote.id)}>
              Discard draft
            </Button>
          )}
        </div>
      )}

      <div className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-lg">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3">
          <p className="text-sm text-slate-700">
            Total <strong className="text-lg text-slate-900">{formatCents(totals.total)}</strong>
          </p>
          {!locked && (
            <Button type="submit" busy={save.isPending}>
              {save.isPending ? "Saving..." : quote ? "Save quote" : "Create quote"}
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}

function LineEditor({
  index,
  line,
  options,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  line: LineDraft;
  options: EditorState["options"];
  errors: Record<string, string>;
  onChange: (change: Partial<LineDraft>) => void;
  onRemove: () => void;
}) {
  const id = `q-line-${line.key}`;
  const e = (field: string) => errors[`lines.${index}.${field}`];
  const n = index + 1;
  return (
    <li className="space-y-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm" data-testid="quote-line" aria-label={`Line ${n}`}>
      <Field id={`${id}-description`} label={`Line ${n}: description`} error={e("description")}>
        {(p) => <Input {...p} value={line.description} onChange={(ev) => onChange({ description: ev.target.value })} />}
      </Field>
      <div className="grid grid-cols-3 gap-2">
        <Field id={`${id}-quantity`} label="Quantity" error={e("quantity")}>
          {(p) => <Input {...p} inputMode="decimal" value={line.quantity} onChange={(ev) => onChange({ quantity: ev.target.value })} />}
        </Field>
        <Field id={`${id}-unit`} label="Unit" error={e("unit")}>
          {(p) => <Input {...p} value={line.unit} onChange={(ev) => onChange({ unit: ev.target.value })} />}
        </Field>
        <Field id={`${id}-price`} label="Price ($)" error={e("unitCents")}>
          {(p) => <Input {...p} inputMode="decimal" value={line.price} onChange={(ev) => onChange({ price: ev.target.value })} />}
        </Field>
      </div>
      {options.length > 0 && (
        <Field id={`${id}-option`} label="Belongs to" error={e("option")}>
          {(p) => (
            <Select {...p} value={line.option ?? ""} onChange={(ev) => onChange({ option: (ev.target.value || null) as OptionKey | null })}>
              <option value="">Every option</option>
              {options.map((o) => (
                <option key={o.key} value={o.key}>
                  {o.label} only
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
      <div className="flex flex-wrap gap-x-5">
        <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
          <input type="checkbox" className="h-5 w-5" checked={line.taxable} onChange={(ev) => onChange({ taxable: ev.target.checked })} />
          Taxable
        </label>
        <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
          <input type="checkbox" className="h-5 w-5" checked={line.optional} onChange={(ev) => onChange({ optional: ev.target.checked })} />
          Optional
        </label>
        {line.optional && (
          <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
            <input type="checkbox" className="h-5 w-5" checked={line.preselected} onChange={(ev) => onChange({ preselected: ev.target.checked })} />
            Ticked at first
          </label>
        )}
      </div>
      <Button variant="ghost" onClick={onRemove} aria-label={`Remove line ${n}`}>
        Remove
      </Button>
    </li>
  );
}
