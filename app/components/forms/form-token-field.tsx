/**
 * The hidden field carrying this render's signed form token (server/forms/form-token.ts), from
 * the root loader. Written verbatim: the render cache swaps the value in cached pages. The
 * minimum fill time counts from the form's first render: a form the server sent back carries the
 * token of that render (`started`), and so does a form sent again after the root data brought a
 * newer token.
 */
import { useState } from "react";
import { useRouteLoaderData } from "react-router";
import { FORM_STARTED_FIELD, FORM_TOKEN_FIELD } from "@common/spam";

export function FormTokenField({ started }: { started?: string }) {
  const root = useRouteLoaderData("root") as { formToken?: string } | undefined;
  const token = root?.formToken ?? "";
  const [first] = useState(token);
  const since = started ?? (first !== token ? first : undefined);
  return (
    <>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />
      {since && <input type="hidden" name={FORM_STARTED_FIELD} value={since} />}
    </>
  );
}
