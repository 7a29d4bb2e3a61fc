/** Your name as colleagues read it (assignee, notes, audit log). */
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/form-controls";
import { useAuth } from "~/features/auth";
import { schemaFieldErrors } from "@common/field-errors";
import * as messages from "@common/messages";
import * as staffMessages from "@common/staff-messages";
import { accountSchema } from "@common/schemas/auth";
import { STAFF_NAME_MAX } from "@common/staff-names";
import { useRenameSelf } from "./api";

export function NameForm() {
  const { user } = useAuth();
  const [error, setError] = useState<string>();
  const rename = useRenameSelf();
  function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const name = String(new FormData(e.currentTarget).get("name") ?? "");
    const found = schemaFieldErrors(accountSchema, { name });
    setError(found.name);
    if (!found.name) rename.mutate(name);
  }
  return (
    <section aria-labelledby="name-heading" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="name-heading" className="text-lg font-bold text-slate-900">
        {staffMessages.account.nameHeading}
      </h2>
      <form onSubmit={submit} noValidate className="space-y-3">
        <Field id="account-name" label={messages.auth.nameLabel} hint={messages.auth.nameHint} error={error}>
          {(p) => <Input {...p} key={user?.name} name="name" defaultValue={user?.name ?? ""} autoComplete="name" maxLength={STAFF_NAME_MAX} />}
        </Field>
        <p className="text-sm text-slate-600">{user?.email}</p>
        <Button type="submit" size="sm" busy={rename.isPending}>
          {staffMessages.account.saveName}
        </Button>
      </form>
    </section>
  );
}
