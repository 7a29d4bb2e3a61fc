/**
 * The hidden field carrying this render's signed form token (server/forms/form-token.ts), from
 * the root loader. Written verbatim: the render cache swaps the value in cached pages. A form
 * the server sent back also carries the token of its first render (`started`).
 */
import { useRouteLoaderData } from "react-router";
import { FORM_STARTED_FIELD, FORM_TOKEN_FIELD } from "~/shared/spam";

export function FormTokenField({ started }: { started?: string }) {
  const root = useRouteLoaderData("root") as { formToken?: string } | undefined;
  return (
    <>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={root?.formToken ?? ""} />
      {started && <input type="hidden" name={FORM_STARTED_FIELD} value={started} />}
    </>
  );
}
