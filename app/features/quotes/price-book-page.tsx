/**
 * The price book: the business's items with a price, a unit, taxable or not. An item a quote used
 * is retired (hidden from the editor's picker, kept) when removed; an unused one is deleted.
 * Checked with the server's schema as typed; the server checks again.
 */
import { useState } from "react";
import { StatusBadge } from "~/components/back-office/states";
import { Button } from "~/components/ui/button";
import { Alert, Card, Skeleton } from "~/components/ui/card";
import { Field, Input, Select, Textarea } from "~/components/ui/form-controls";
import { formatCents, parseDollars } from "@common/billing/money";
import { fieldErrors } from "@common/field-errors";
import { PRICE_BOOK_KIND_LABELS, PRICE_BOOK_KINDS, priceBookItemSchema, type PriceBookKind } from "@common/schemas/quotes";
import { usePriceBook, useRemovePriceBookItem, useRetirePriceBookItem, useSavePriceBookItem, type PriceBookItemJson } from "./api";

interface Draft {
  name: string;
  description: string;
  kind: PriceBookKind;
  unit: string;
  price: string;
  taxable: boolean;
}
const empty: Draft = { name: "", description: "", kind: "labour", unit: "hour", price: "", taxable: true };
const draftOf = (i: PriceBookItemJson): Draft => ({ name: i.name, description: i.description, kind: i.kind as PriceBookKind, unit: i.unit, price: (i.unitCents / 100).toFixed(2), taxable: i.taxable });

export function PriceBookPage() {
  const query = usePriceBook(true);
  const [editing, setEditing] = useState<PriceBookItemJson | "new" | null>(null);
  const retire = useRetirePriceBookItem();
  const remove = useRemovePriceBookItem();
  if (query.isPending) return <Skeleton className="h-40 w-full" />;
  if (query.isError) return <Alert variant="destructive">The price book could not be loaded.</Alert>;
  return (
    <div className="space-y-4">
      {editing ? (
        <ItemForm key={editing === "new" ? "new" : editing.id} item={editing === "new" ? null : editing} onDone={() => setEditing(null)} />
      ) : (
        <Button onClick={() => setEditing("new")}>Add an item</Button>
      )}
      {query.data.length === 0 ? (
        <p className="text-slate-700">The price book is empty. Add the labour, equipment, materials and flat-rate services you quote.</p>
      ) : (
        <ul className="space-y-2" aria-label="Price book items">
          {query.data.map((item) => (
            <li key={item.id} data-testid="price-book-item" className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
              <div className="flex items-start justify-between gap-2">
                <p className="min-w-0 font-semibold text-slate-900 wrap-anywhere">{item.name}</p>
                {item.retired ? <StatusBadge tone="slate">Retired</StatusBadge> : <StatusBadge tone="blue">{PRICE_BOOK_KIND_LABELS[item.kind as PriceBookKind]}</StatusBadge>}
              </div>
              <p className="mt-1 text-sm text-slate-700">
                {formatCents(item.unitCents)} per {item.unit} · {item.taxable ? "taxable" : "not taxed"}
              </p>
              {item.description && <p className="mt-1 text-sm text-slate-600 wrap-anywhere">{item.description}</p>}
              <div className="mt-2 flex flex-wrap gap-2">
                <Button variant="outline" onClick={() => setEditing(item)} aria-label={`Edit ${item.name}`}>
                  Edit
                </Button>
                {item.retired ? (
                  <Button variant="outline" busy={retire.isPending} onClick={() => retire.mutate({ id: item.id, retired: false })}>
                    Bring back
                  </Button>
                ) : (
                  <Button variant="outline" busy={remove.isPending} onClick={() => remove.mutate(item.id)} aria-label={`Remove ${item.name}`}>
                    Remove
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ItemForm({ item, onDone }: { item: PriceBookItemJson | null; onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>(item ? draftOf(item) : empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSavePriceBookItem(onDone, setErrors);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const cents = parseDollars(draft.price);
    if (cents === null) return setErrors({ unitCents: "Enter a price such as 85 or 85.50" });
    const body = { name: draft.name, description: draft.description, kind: draft.kind, unit: draft.unit, unitCents: cents, taxable: draft.taxable };
    const parsed = priceBookItemSchema.safeParse(body);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate({ id: item?.id ?? null, body: parsed.data });
  }

  return (
    <Card className="p-4">
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label={item ? `Edit ${item.name}` : "New price book item"}>
        <h2 className="text-lg font-bold text-slate-900 sm:col-span-2">{item ? "Edit item" : "New item"}</h2>
        <Field id="pb-name" label="Name" error={errors.name} required className="sm:col-span-2">
          {(p) => <Input {...p} value={draft.name} onChange={(e) => set("name", e.target.value)} />}
        </Field>
        <Field id="pb-kind" label="Kind" error={errors.kind}>
          {(p) => (
            <Select {...p} value={draft.kind} onChange={(e) => set("kind", e.target.value as PriceBookKind)}>
              {PRICE_BOOK_KINDS.map((k) => (
                <option key={k} value={k}>
                  {PRICE_BOOK_KIND_LABELS[k]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="pb-unit" label="Unit" hint="hour, each, ft, visit" error={errors.unit} required>
          {(p) => <Input {...p} value={draft.unit} onChange={(e) => set("unit", e.target.value)} />}
        </Field>
        <Field id="pb-price" label="Price ($)" error={errors.unitCents} required>
          {(p) => <Input {...p} inputMode="decimal" value={draft.price} onChange={(e) => set("price", e.target.value)} />}
        </Field>
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
          <input type="checkbox" className="h-5 w-5" checked={draft.taxable} onChange={(e) => set("taxable", e.target.checked)} />
          Taxable
        </label>
        <Field id="pb-description" label="Description" error={errors.description} className="sm:col-span-2">
          {(p) => <Textarea {...p} rows={2} value={draft.description} onChange={(e) => set("description", e.target.value)} />}
        </Field>
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <Button type="submit" busy={save.isPending}>
            {save.isPending ? "Saving..." : "Save item"}
          </Button>
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}
