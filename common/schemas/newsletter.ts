/** The blog's subscribe form: one address. */
import * as messages from "@common/messages";
import { z } from "@common/zod";
import { emailAddress } from "./email";

const m = messages.newsletter;

export const subscribeSchema = z.object({
  email: emailAddress({ required: m.emailInvalid, invalid: m.emailInvalid }),
});
export type SubscribeInput = z.infer<typeof subscribeSchema>;
