/**
 * Settings: the business facts every public page shows (footer, contact block, structured data),
 * checked with the same schema as the server, and the brand (logo, accent colour). Saving drops
 * the cached public pages.
 */
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Alert, Card, Skeleton } from "~/components/ui/card";
import { Field, Input, Select, Textarea } from "~/components/ui/form-controls";
import { TimeZoneOptions, timeZoneList } from "~/components/forms/time-zone-options";
import { SOCIAL_NETWORKS, WEEKDAYS, type BusinessSettings } from "@common/business-settings";
import { fieldErrors } from "@common/field-errors";
import { businessSettingsSchema } from "@common/schemas/settings";
import { formatPercent, parsePercent, PERCENT_EXPECTED } from "@common/schemas/quote-values";
import { useBusinessSettings, useSaveSettings } from "./api";
import { BrandSettings } from "./brand-settings";

export function SettingsPage() {
  const query = useBusinessSettings();
  if (query.isPending) return <Skeleton className="h-64 w-full" />;
  if (query.isError) return <Alert variant="destructive">The settings could not be loaded.</Alert>;
  return (
    <div className="space-y-6">
      <SettingsForm initial={query.data} />
      {/* Its own writes (an upload, a colour): not part of the business form's one save. */}
      <BrandSettings />
    </div>
  );
}

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

function SettingsForm({ initial }: { initial: BusinessSettings }) {
  const [values, setValues] = useState(initial);
  const [rating, setRating] = useState(initial.externalRating ?? { value: 4.9, count: 1, sourceName: "", sourceUrl: "" });
  const [showRating, setShowRating] = useState(initial.externalRating !== null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [taxRate, setTaxRate] = useState(formatPercent(initial.salesTaxBasisPoints));
  // Rendered in the browser only (the form waits for the settings query), so the list is the browser's.
  const [zones] = useState(timeZoneList);
  const save = useSaveSettings((error) => {
    const sent = (error as { fieldErrors?: Record<string, string> }).fieldErrors;
    if (sent) setErrors(sent);
  });
  const set = <K extends keyof BusinessSettings>(key: K, value: BusinessSettings[K]) => setValues((v) => ({ ...v, [key]: value }));
  const text = (key: "name" | "trade" | "county" | "phone" | "email" | "street" | "locality" | "region" | "postalCode") => ({
    value: values[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(key, e.target.value),
  });

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const tax = parsePercent(taxRate);
    if (tax === null) return setErrors({ salesTaxBasisPoints: PERCENT_EXPECTED });
    const towns = values.towns.map((t) => t.trim()).filter(Boolean);
    const body: BusinessSettings = { ...values, towns, externalRating: showRating ? rating : null, salesTaxBasisPoints: tax };
    const parsed = businessSettingsSchema.safeParse(body);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate(parsed.data as BusinessSettings);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label="Business settings">
      {Object.keys(errors).length > 0 && <Alert variant="destructive">Please correct the fields marked below.</Alert>}
      <Card className="grid gap-4 p-5 sm:grid-cols-2">
        <h2 className="text-lg font-bold text-slate-900 sm:col-span-2">Business</h2>
        <Field id="s-name" label="Business name" error={errors.name}>{(p) => <Input {...p} {...text("name")} />}</Field>
        <Field id="s-trade" label="Trade" hint="What the business does, e.g. Plumbing and heating" error={errors.trade}>{(p) => <Input {...p} {...text("trade")} />}</Field>
        <Field id="s-phone" label="Phone" error={errors.phone}>{(p) => <Input {...p} {...text("phone")} type="tel" />}</Field>
        <Field id="s-email" label="E-mail" error={errors.email}>{(p) => <Input {...p} {...text("email")} type="email" />}</Field>
        <Field id="s-street" label="Street address" error={errors.street}>{(p) => <Input {...p} {...text("street")} />}</Field>
        <Field id="s-town" label="Town" error={errors.locality}>{(p) => <Input {...p} {...text("locality")} />}</Field>
        <div className="grid grid-cols-2 gap-4">
          <Field id="s-region" label="State" error={errors.region}>{(p) => <Input {...p} {...text("region")} maxLength={2} />}</Field>
          <Field id="s-zip" label="ZIP code" error={errors.postalCode}>{(p) => <Input {...p} {...text("postalCode")} maxLength={5} />}</Field>
        </div>
        <Field id="s-timezone" label="Time zone" hint="Today, visit times and every date the site prints follow this clock" error={errors.timeZone}>
          {(p) => (
            <Select {...p} value={values.timeZone} onChange={(e) => set("timeZone", e.target.value)}>
              <TimeZoneOptions zones={zones} current={values.timeZone} />
            </Select>
          )}
        </Field>
        <Field id="s-radius" label="Service radius (miles)" error={errors.serviceRadiusMiles}>
          {(p) => <Input {...p} type="number" min={1} value={String(values.serviceRadiusMiles)} onChange={(e) => set("serviceRadiusMiles", Number(e.target.value))} />}
        </Field>
        <Field id="s-county" label="County served" hint="Leave empty to name the towns instead" error={errors.county}>{(p) => <Input {...p} {...text("county")} />}</Field>
        <Field id="s-towns" label="Towns served" hint="One town per line" error={errors.towns ?? Object.entries(errors).find(([k]) => k.startsWith("towns."))?.[1]} className="sm:col-span-2">
          {(p) => <Textarea {...p} rows={4} value={values.towns.join("\n")} onChange={(e) => set("towns", e.target.value.split("\n"))} />}
        </Field>
      </Card>

      <Card className="p-5">
        <fieldset>
          <legend className="text-lg font-bold text-slate-900">Opening hours</legend>
          <div className="mt-3 space-y-2">
            {WEEKDAYS.map((day) => {
              const h = values.hours[day];
              const update = (next: Partial<typeof h>) => set("hours", { ...values.hours, [day]: { ...h, ...next } });
              return (
                <div key={day} className="flex flex-wrap items-center gap-3 text-sm">
                  <label className="flex w-32 items-center gap-2 font-medium text-slate-800">
                    <input type="checkbox" checked={h.open} onChange={(e) => update({ open: e.target.checked })} />
                    {cap(day)}
                  </label>
                  <label className="flex items-center gap-1">
                    <span className="sr-only">{cap(day)} opens</span>
                    <input type="time" className="rounded border border-slate-300 px-2 py-1" value={h.opens} disabled={!h.open} onChange={(e) => update({ opens: e.target.value })} />
                  </label>
                  <span aria-hidden="true">to</span>
                  <label className="flex items-center gap-1">
                    <span className="sr-only">{cap(day)} closes</span>
                    <input type="time" className="rounded border border-slate-300 px-2 py-1" value={h.closes} disabled={!h.open} onChange={(e) => update({ closes: e.target.value })} />
                  </label>
                  {errors[`hours.${day}.closes`] && <span className="text-red-700">{errors[`hours.${day}.closes`]}</span>}
                </div>
              );
            })}
          </div>
        </fieldset>
      </Card>

      <Card className="grid gap-4 p-5 sm:grid-cols-2">
        <h2 className="text-lg font-bold text-slate-900 sm:col-span-2">Emergency service and social profiles</h2>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800 sm:col-span-2">
          <input type="checkbox" checked={values.emergency.offered} onChange={(e) => set("emergency", { ...values.emergency, offered: e.target.checked })} />
          Emergency service offered
        </label>
        <Field id="s-emergency" label="Emergency wording" error={errors["emergency.wording"]} className="sm:col-span-2">
          {(p) => <Textarea {...p} rows={2} value={values.emergency.wording} onChange={(e) => set("emergency", { ...values.emergency, wording: e.target.value })} />}
        </Field>
        {SOCIAL_NETWORKS.map((n) => (
          <Field key={n} id={`s-social-${n}`} label={`${cap(n)} page`} error={errors[`social.${n}`]} hint="Leave empty to hide it">
            {(p) => <Input {...p} type="url" value={values.social[n]} onChange={(e) => set("social", { ...values.social, [n]: e.target.value })} />}
          </Field>
        ))}
      </Card>

      <Card className="grid gap-4 p-5 sm:grid-cols-2">
        <h2 className="text-lg font-bold text-slate-900 sm:col-span-2">External rating</h2>
        <p className="text-sm text-slate-700 sm:col-span-2">
          Shown (with its source) only while no customer review has been approved on this site. Clear it to show no rating.
        </p>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800 sm:col-span-2">
          <input type="checkbox" checked={showRating} onChange={(e) => setShowRating(e.target.checked)} />
          Show an external rating
        </label>
        {showRating && (
          <>
            <Field id="s-rating" label="Rating (1-5)" error={errors["externalRating.value"]}>
              {(p) => <Input {...p} type="number" step="0.1" value={String(rating.value)} onChange={(e) => setRating({ ...rating, value: Number(e.target.value) })} />}
            </Field>
            <Field id="s-rating-count" label="Number of reviews" error={errors["externalRating.count"]}>
              {(p) => <Input {...p} type="number" value={String(rating.count)} onChange={(e) => setRating({ ...rating, count: Number(e.target.value) })} />}
            </Field>
            <Field id="s-rating-source" label="Source name" error={errors["externalRating.sourceName"]}>
              {(p) => <Input {...p} value={rating.sourceName} onChange={(e) => setRating({ ...rating, sourceName: e.target.value })} />}
            </Field>
            <Field id="s-rating-link" label="Source link" error={errors["externalRating.sourceUrl"]}>
              {(p) => <Input {...p} type="url" value={rating.sourceUrl} onChange={(e) => setRating({ ...rating, sourceUrl: e.target.value })} />}
            </Field>
          </>
        )}
      </Card>
      <Card className="grid gap-4 p-5 sm:grid-cols-2">
        <h2 className="text-lg font-bold text-slate-900 sm:col-span-2">Quotes</h2>
        <Field id="s-tax" label="Sales tax rate (%)" hint="Charged on taxable quote lines; 0 to 20" error={errors.salesTaxBasisPoints}>
          {(p) => <Input {...p} inputMode="decimal" value={taxRate} onChange={(e) => setTaxRate(e.target.value)} />}
        </Field>
        <Field id="s-reminder" label="Quote reminder after (days)" hint="A sent quote not yet viewed or answered" error={errors.quoteReminderDays}>
          {(p) => <Input {...p} type="number" min={1} value={String(values.quoteReminderDays)} onChange={(e) => set("quoteReminderDays", Number(e.target.value))} />}
        </Field>
      </Card>
      <Card className="grid gap-4 p-5 sm:grid-cols-2">
        <h2 className="text-lg font-bold text-slate-900 sm:col-span-2">Invoices</h2>
        <Field id="s-due-days" label="Days to pay" hint="A new invoice is due this many days after it is written" error={errors.invoiceDueDays}>
          {(p) => <Input {...p} type="number" min={0} value={String(values.invoiceDueDays)} onChange={(e) => set("invoiceDueDays", Number(e.target.value))} />}
        </Field>
        <Field id="s-invoice-reminder" label="Overdue reminder every (days)" hint="After the due date, and between reminders" error={errors.invoiceReminderDays}>
          {(p) => <Input {...p} type="number" min={1} value={String(values.invoiceReminderDays)} onChange={(e) => set("invoiceReminderDays", Number(e.target.value))} />}
        </Field>
        <Field id="s-invoice-max" label="Reminders at most" hint="For one invoice; 0 sends none" error={errors.invoiceMaxReminders}>
          {(p) => <Input {...p} type="number" min={0} value={String(values.invoiceMaxReminders)} onChange={(e) => set("invoiceMaxReminders", Number(e.target.value))} />}
        </Field>
        <Field id="s-pay-how" label="How to pay without a card online" hint="Shown on the invoice page; left empty, a check to the business or payment at the office" error={errors.paymentInstructions}>
          {(p) => <Input {...p} value={values.paymentInstructions} onChange={(e) => set("paymentInstructions", e.target.value)} />}
        </Field>
      </Card>
      <Card className="grid gap-4 p-5">
        <h2 className="text-lg font-bold text-slate-900">Technicians</h2>
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
          <input type="checkbox" className="size-5" checked={values.technicianSeesPrices} onChange={(e) => set("technicianSeesPrices", e.target.checked)} />
          Technicians see the job's prices
        </label>
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
          <input type="checkbox" className="size-5" checked={values.onMyWayMail} onChange={(e) => set("onMyWayMail", e.target.checked)} />
          “On my way” e-mails the homeowner
        </label>
      </Card>
      <Button type="submit" busy={save.isPending}>
        {save.isPending ? "Saving..." : "Save Settings"}
      </Button>
    </form>
  );
}
