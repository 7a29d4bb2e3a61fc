/** The e-mail field of every schema that takes an address; the rule itself is in ./email-address (no zod). */
import { z } from "@common/zod";
import { isEmailAddress } from "./email-address";

export { isEmailAddress, mailtoHref } from "./email-address";

/**
 * A trimmed e-mail field. `required` is the message for a missing or empty value, `invalid` for
 * anything else; each form keeps its own wording.
 */
export const emailAddress = (messages: { required: string; invalid: string; textExpected?: string }) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? messages.required : (messages.textExpected ?? messages.invalid),
    })
    .trim()
    .min(1, messages.required)
    .refine(isEmailAddress, messages.invalid);
