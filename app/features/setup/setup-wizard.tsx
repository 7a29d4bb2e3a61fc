/**
 * The setup in the browser: four short forms, one per step (the business, the first admin, mail,
 * the pages to start from). Each is a real form with named, uncontrolled fields posting to the
 * page's action, so it works before (or without) the script; with it React Router sends it.
 */
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { Button } from "~/components/ui/button";
import { Alert, Card } from "~/components/ui/card";
import { Field, Input, Select, Textarea } from "~/components/ui/form-controls";
import { browserTimeZone, TimeZoneOptions } from "~/components/forms/time-zone-options";
import { defaultBusinessSettings, WEEKDAYS } from "@common/business-settings";

export type SetupStepName = "business" | "admin" | "mail" | "content";

export interface SetupView {
  step: SetupStepName;
  business: Record<string, string>;
  /** The zones the server knows, for the time zone's options. */
  timeZones: string[];
  adminEmail: string | null;
  mailFromEnvironment: boolean;
}

export interface SetupReply {
  errors?: Record<string, string>;
  values?: Record<string, string>;
  message?: string;
  tested?: { ok: boolean; detail: string };
}

const STEP_TITLES: Record<SetupStepName, string> = {
  business: "Your business",
  admin: "Your admin account",
  mail: "Mail",
  content: "Your pages",
};
const ORDER: SetupStepName[] = ["business", "admin", "mail", "content"];
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

export function SetupWizard({ view, reply }: { view: SetupView; reply?: SetupReply }) {
  const current = ORDER.indexOf(view.step);
  return (
    <main id="main" className="min-h-screen bg-slate-50 px-4 pb-16 pt-8">
      <div className="mx-auto max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">Set up your site</p>
        <ol className="mt-3 flex flex-wrap gap-2 text-sm" aria-label="Setup steps">
          {ORDER.map((step, i) => (
            <li
              key={step}
              aria-current={i === current ? "step" : undefined}
              className={i === current ? "rounded bg-slate-900 px-2 py-1 text-white" : "rounded bg-white px-2 py-1 text-slate-700"}
            >
              {i + 1}. {STEP_TITLES[step]}
            </li>
          ))}
        </ol>
        <Card className="mt-4 p-6 sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900">{STEP_TITLES[view.step]}</h1>
          {reply?.message && (
            <Alert variant="destructive" className="mt-4">
              {reply.message}
            </Alert>
          )}
          <div className="mt-6">
            {view.step === "business" && <BusinessStep values={{ ...view.business, ...reply?.values }} errors={reply?.errors ?? {}} timeZones={view.timeZones} answered={!!reply?.values} />}
            {view.step === "admin" && <AdminStep values={reply?.values ?? {}} errors={reply?.errors ?? {}} />}
            {view.step === "mail" && <MailStep view={view} reply={reply} />}
            {view.step === "content" && <ContentStep errors={reply?.errors ?? {}} />}
          </div>
        </Card>
      </div>
    </main>
  );
}

function usePending() {
  return useNavigation().state === "submitting";
}

function ErrorSummary({ errors }: { errors: Record<string, string> }) {
  if (Object.keys(errors).length === 0) return null;
  return (
    <Alert variant="destructive" className="mb-4">
      Please correct the fields marked below.
    </Alert>
  );
}

function BusinessStep({ values, errors, timeZones, answered }: { values: Record<string, string>; errors: Record<string, string>; timeZones: string[]; answered: boolean }) {
  const pending = usePending();
  const zone = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    // The sample's zone, never chosen here yet: the browser's own is the likelier default. Without
    // the script the select keeps the sample's, which the owner can change.
    const own = browserTimeZone(timeZones);
    if (!answered && own && zone.current && zone.current.value === defaultBusinessSettings.timeZone) zone.current.value = own;
  }, [answered, timeZones]);
  const text = (name: string, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}, hint?: string) => (
    <Field id={`setup-${name}`} label={label} error={errors[name]} hint={hint}>
      {(p) => <Input {...p} name={name} defaultValue={values[name] ?? ""} {...props} />}
    </Field>
  );
  return (
    <Form method="post" noValidate className="space-y-5">
      <p className="text-slate-700">What visitors read on every page, in the structured data and in the mail the site sends. You can change all of it later under Settings.</p>
      <ErrorSummary errors={errors} />
      {text("name", "Business name", { autoComplete: "organization", required: true })}
      {text("trade", "Trade", { required: true }, "What the business does, e.g. Plumbing and heating")}
      <div className="grid gap-4 sm:grid-cols-2">
        {text("phone", "Phone", { type: "tel", autoComplete: "tel", required: true })}
        {text("email", "E-mail", { type: "email", autoComplete: "email", required: true })}
      </div>
      {text("street", "Street address", { autoComplete: "street-address", required: true })}
      <div className="grid gap-4 sm:grid-cols-3">
        {text("locality", "Town", { autoComplete: "address-level2", required: true })}
        {text("region", "State", { autoComplete: "address-level1", maxLength: 2, required: true }, "Two letters, e.g. VT")}
        {text("postalCode", "ZIP code", { autoComplete: "postal-code", inputMode: "numeric", maxLength: 5, required: true })}
      </div>
      <Field id="setup-timeZone" label="Time zone" error={errors.timeZone} hint="Today, visit times and every date the site prints follow this clock">
        {(p) => (
          <Select {...p} ref={zone} name="timeZone" defaultValue={values.timeZone ?? ""}>
            <TimeZoneOptions zones={timeZones} current={values.timeZone ?? ""} />
          </Select>
        )}
      </Field>
      <fieldset>
        <legend className="font-semibold text-slate-900">Opening hours</legend>
        <div className="mt-2 space-y-2">
          {WEEKDAYS.map((day) => (
            <div key={day} className="flex flex-wrap items-center gap-3 text-sm">
              <label className="flex w-32 items-center gap-2 font-medium text-slate-800">
                <input type="checkbox" name={`${day}-open`} defaultChecked={values[`${day}-open`] === "on"} />
                {cap(day)}
              </label>
              <label className="flex items-center gap-1">
                <span className="sr-only">{cap(day)} opens</span>
                <input type="time" name={`${day}-opens`} className="rounded border border-slate-300 px-2 py-1" defaultValue={values[`${day}-opens`]} />
              </label>
              <span aria-hidden="true">to</span>
              <label className="flex items-center gap-1">
                <span className="sr-only">{cap(day)} closes</span>
                <input type="time" name={`${day}-closes`} className="rounded border border-slate-300 px-2 py-1" defaultValue={values[`${day}-closes`]} />
              </label>
              {(errors[`${day}-closes`] ?? errors[`${day}-opens`]) && <span className="text-red-700">{errors[`${day}-closes`] ?? errors[`${day}-opens`]}</span>}
            </div>
          ))}
        </div>
      </fieldset>
      <Field id="setup-towns" label="Towns served" hint="One town per line" error={errors.towns}>
        {(p) => <Textarea {...p} name="towns" rows={4} defaultValue={values.towns ?? ""} />}
      </Field>
      <SubmitButton pending={pending} className="w-full">
        Save and continue
      </SubmitButton>
    </Form>
  );
}

function AdminStep({ values, errors }: { values: Record<string, string>; errors: Record<string, string> }) {
  const pending = usePending();
  return (
    <Form method="post" noValidate className="space-y-5">
      <p className="text-slate-700">The first account of the back office. You are signed in with it as soon as it is made; colleagues join later by invitation.</p>
      <ErrorSummary errors={errors} />
      <Field id="setup-admin-name" label="Your name" error={errors.name}>
        {(p) => <Input {...p} name="name" autoComplete="name" defaultValue={values.name ?? ""} />}
      </Field>
      <Field id="setup-admin-email" label="E-mail" error={errors.email}>
        {(p) => <Input {...p} name="email" type="email" autoComplete="username" required defaultValue={values.email ?? ""} />}
      </Field>
      <Field id="setup-admin-password" label="Password" error={errors.password} hint="At least 8 characters">
        {(p) => <Input {...p} name="password" type="password" autoComplete="new-password" required />}
      </Field>
      <SubmitButton pending={pending} className="w-full">
        Create the account and continue
      </SubmitButton>
    </Form>
  );
}

function MailStep({ view, reply }: { view: SetupView; reply?: SetupReply }) {
  const pending = usePending();
  const errors = reply?.errors ?? {};
  if (view.mailFromEnvironment) {
    return (
      <Form method="post" className="space-y-5">
        <p className="text-slate-700">Mail is set up by the SMTP_URL the site was started with. The setup checks at the end can send a test mail.</p>
        <input type="hidden" name="intent" value="later" />
        <input type="hidden" name="smtpUrl" value="" />
        <SubmitButton pending={pending} className="w-full">
          Continue
        </SubmitButton>
      </Form>
    );
  }
  return (
    <Form method="post" noValidate className="space-y-5">
      <p className="text-slate-700">
        The site sends lead alerts, confirmations and password links by e-mail. Give your mail provider&apos;s SMTP address to send them; until then
        they are written to files in the data folder.
      </p>
      {reply?.tested && (
        <Alert variant={reply.tested.ok ? "success" : "destructive"} role="status">
          {reply.tested.ok ? "The test mail was accepted. " : "The test mail was not sent. "}
          {reply.tested.detail}
        </Alert>
      )}
      <Field id="setup-smtp" label="SMTP address" error={errors.smtpUrl} hint={`smtps://user:password@smtp.example.com:465 — a test mail goes to ${view.adminEmail ?? "you"}`}>
        {(p) => <Input {...p} name="smtpUrl" autoComplete="off" spellCheck={false} defaultValue={reply?.values?.smtpUrl ?? ""} />}
      </Field>
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={pending} name="intent" value="save">
          Send a test mail and save
        </SubmitButton>
        <Button type="submit" name="intent" value="test" variant="outline" busy={pending}>
          Only send a test mail
        </Button>
        <Button type="submit" name="intent" value="later" variant="ghost" busy={pending}>
          Set up mail later
        </Button>
      </div>
    </Form>
  );
}

const CONTENT_OPTIONS = [
  { value: "sample", label: "Keep the sample content", text: "Every page filled with example text and photos, to edit into your own." },
  { value: "empty", label: "Start from empty pages", text: "Your business facts on every page, and nothing else until you write it." },
] as const;

function ContentStep({ errors }: { errors: Record<string, string> }) {
  const pending = usePending();
  return (
    <Form method="post" className="space-y-5">
      <fieldset>
        <legend className="text-slate-700">Start from the sample pages and edit them, or from empty pages you fill in yourself under Site.</legend>
        <div className="mt-3 space-y-3">
          {CONTENT_OPTIONS.map((o) => (
            <div key={o.value} className="flex items-start gap-3 rounded border border-slate-200 p-3">
              <input type="radio" id={`setup-content-${o.value}`} name="content" value={o.value} defaultChecked={o.value === "sample"} className="mt-1" />
              <label htmlFor={`setup-content-${o.value}`}>
                <span className="font-semibold text-slate-900">{o.label}</span>
                <span className="block text-sm text-slate-700">{o.text}</span>
              </label>
            </div>
          ))}
        </div>
        {errors.content && <p className="mt-2 text-sm text-red-700">{errors.content}</p>}
      </fieldset>
      <SubmitButton pending={pending} className="w-full">
        Finish and see the setup checks
      </SubmitButton>
    </Form>
  );
}
