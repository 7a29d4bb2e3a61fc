/** The blog's subscribe form: one address. */
import { messages } from "~/shared/messages";
import { z } from "~/shared/zod";
import { emailAddress } from "./email";

const m = messages.newsletter;

export const subscribeSchema = z.object({
  email: emailAddress({ required: m.emailInvalid, invalid: m.emailInvalid }),
});
export type SubscribeInput = z.infer<typeof subscribeSchema>;
