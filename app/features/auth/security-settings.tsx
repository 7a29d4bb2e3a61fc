/**
 * A staff member's own two-factor sign-in (/admin/security): turn it on (QR code, first code,
 * recovery codes shown once), make new recovery codes, or turn it off with the password and a
 * current code — unless the admin switch requires it for them.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Loader2, ShieldCheck, ShieldOff } from "~/components/icons";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, Input } from "~/components/ui/form-controls";
import { toast } from "~/hooks/use-toast";
import { ApiError, apiJson } from "~/lib/api";
import { errorMessageOrServer } from "~/lib/api-errors";
import * as messages from "@common/messages";
import * as staffMessages from "@common/staff-messages";
import { PasswordField } from "./auth-ui";
import type { EnrolmentView } from "./form-state";
import { EnrolmentDetails, RecoveryCodesView } from "./two-factor-steps";
import { SubmitButton } from "~/components/forms/submit-button";

const m = messages.auth;
const statusKey = ["/api/auth/two-factor"] as const;

interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  required: boolean;
}

const failure = (error: unknown) => errorMessageOrServer(error, { fallback: staffMessages.auth.securityActionFailed });

type SmallFormField = "code" | "password";

/** One small form: its labelled fields (a code, the password, or both), a submit button, each field's error from the server. */
function SmallForm({
  id,
  submitLabel,
  fields,
  onSubmit,
}: {
  id: string;
  submitLabel: string;
  fields: readonly SmallFormField[];
  onSubmit: (values: Record<SmallFormField, string>) => Promise<void>;
}) {
  const [errors, setErrors] = useState<Partial<Record<SmallFormField, string>>>({});
  const [pending, setPending] = useState(false);
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = { code: String(data.get("code") ?? "").trim(), password: String(data.get("password") ?? "") };
    const missing: Partial<Record<SmallFormField, string>> = {};
    if (fields.includes("password") && !values.password) missing.password = staffMessages.auth.currentPasswordRequired;
    if (fields.includes("code") && !values.code) missing.code = m.twoFactorCodeRequired;
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setPending(true);
    try {
      await onSubmit(values);
      form.reset();
    } catch (err) {
      const message = failure(err);
      const byField = err instanceof ApiError ? err.fieldErrors : {};
      const field = fields.find((f) => byField[f]) ?? fields[fields.length - 1]!;
      setErrors({ [field]: byField[field] ?? message });
      toast({ title: m.errorTitle, description: message, variant: "destructive" });
    } finally {
      setPending(false);
    }
  }
  const primary = !fields.includes("password");
  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
      {fields.includes("password") && (
        <div className="min-w-56 flex-1">
          <PasswordField id={`${id}-password`} name="password" label="Current Password" autoComplete="current-password" error={errors.password} disabled={pending} />
        </div>
      )}
      {fields.includes("code") && (
        <div className="min-w-56 flex-1">
          <Field id={`${id}-code`} label={m.twoFactorCodeLabel} error={errors.code}>
            {(p) => <Input {...p} name="code" autoComplete="one-time-code" inputMode="text" autoCapitalize="none" spellCheck={false} disabled={pending} />}
          </Field>
        </div>
      )}
      <SubmitButton variant={primary ? "default" : "outline"} pending={pending}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

export function TwoFactorSettings() {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: statusKey, staleTime: 0 });
  const data = status.data as TwoFactorStatus | undefined;
  const [enrolment, setEnrolment] = useState<EnrolmentView | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [starting, setStarting] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: statusKey });

  async function startSetup() {
    setStarting(true);
    try {
      setEnrolment(await apiJson<EnrolmentView>("POST", "/api/auth/two-factor/setup"));
    } catch (error) {
      toast({ title: m.errorTitle, description: failure(error), variant: "destructive" });
    } finally {
      setStarting(false);
    }
  }

  if (status.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-700">
        <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" /> {staffMessages.guards.checking}
      </p>
    );
  }
  if (status.isError || !data) {
    return (
      <Card className="p-6">
        <p className="text-slate-700">{staffMessages.auth.securityLoadFailed}</p>
        <Button variant="outline" className="mt-3" onClick={() => void status.refetch()}>
          {staffMessages.dashboard.retry}
        </Button>
      </Card>
    );
  }

  return (
    <Card className="space-y-6 p-6">
      {codes && <RecoveryCodesView codes={codes} />}
      {data.enabled ? (
        <>
          <p className="flex items-center gap-2 font-semibold text-green-800" role="status">
            <ShieldCheck className="h-5 w-5" aria-hidden="true" /> {staffMessages.auth.twoFactorEnabled}
          </p>
          <p className="text-slate-700">
            {staffMessages.auth.recoveryCodesLeft} <strong>{data.recoveryCodesLeft}</strong>
          </p>
          <SmallForm
            id="recovery-regenerate"
            submitLabel={staffMessages.auth.recoveryRegenerate}
            fields={["code"]}
            onSubmit={async ({ code }) => {
              const body = await apiJson<{ recoveryCodes: string[] }>("POST", "/api/auth/two-factor/recovery-codes", { code });
              setCodes(body.recoveryCodes);
              toast({ title: staffMessages.auth.recoveryRegenerated });
              await refresh();
            }}
          />
          {data.required ? (
            <p className="text-sm text-slate-700">{staffMessages.auth.twoFactorRequiredForYou}</p>
          ) : (
            <SmallForm
              id="two-factor-disable"
              submitLabel="Turn Off"
              fields={["password", "code"]}
              onSubmit={async ({ password, code }) => {
                await apiJson("POST", "/api/auth/two-factor/disable", { password, code });
                setCodes(null);
                toast({ title: staffMessages.auth.twoFactorDisabledToast });
                await refresh();
              }}
            />
          )}
        </>
      ) : enrolment ? (
        <>
          <EnrolmentDetails enrolment={enrolment} />
          <SmallForm
            id="two-factor-enable"
            submitLabel={m.enrolSubmit}
            fields={["code"]}
            onSubmit={async ({ code }) => {
              const body = await apiJson<{ recoveryCodes: string[] }>("POST", "/api/auth/two-factor/enable", { code });
              setEnrolment(null);
              setCodes(body.recoveryCodes);
              toast({ title: m.twoFactorEnabledTitle });
              await refresh();
            }}
          />
        </>
      ) : (
        <>
          <p className="flex items-center gap-2 text-slate-800" role="status">
            <ShieldOff className="h-5 w-5" aria-hidden="true" /> {staffMessages.auth.twoFactorDisabled}
          </p>
          {data.required && <p className="text-sm text-slate-700">{m.enrolRequired}</p>}
          <Button onClick={() => void startSetup()} disabled={starting}>
            {starting && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
            {m.enrolTitle}
          </Button>
        </>
      )}
    </Card>
  );
}
