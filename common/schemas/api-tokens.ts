/** API tokens for other tools: the scopes a token may hold and the admin's create form. */
import { z } from "@common/zod";

/** Each scope opens the routes that declare it (server/http/api-router.ts). */
export const API_SCOPES = ["leads:read", "leads:write", "contacts:read", "contacts:write", "blog:read", "quotes:read", "quotes:write", "invoices:read", "payments:read"] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const API_SCOPE_LABELS: Record<ApiScope, string> = {
  "leads:read": "Read leads",
  "leads:write": "Change leads",
  "contacts:read": "Read contacts and their jobs",
  "contacts:write": "Change contacts and their jobs",
  "blog:read": "Read blog posts, drafts and comments",
  "quotes:read": "Read quotes and the price book",
  "quotes:write": "Write quotes and change the price book",
  "invoices:read": "Read invoices and the figures for the books",
  "payments:read": "Read payments and refunds",
};

/** The longest a token may live when it has an expiry; none means until revoked. */
export const API_TOKEN_MAX_DAYS = 730;

export const apiTokenCreateSchema = z.object({
  name: z.string().trim().min(1, "Name the token after the tool that uses it").max(80, "Keep the name under 80 characters"),
  scopes: z.array(z.enum(API_SCOPES, { error: "Choose scopes from the list" })).min(1, "Choose at least one scope").max(API_SCOPES.length),
  expiresInDays: z
    .number({ error: "Expiry must be a number of days" })
    .int("Use whole days")
    .min(1, "At least 1 day")
    .max(API_TOKEN_MAX_DAYS, `At most ${API_TOKEN_MAX_DAYS} days`)
    .nullable()
    .optional(),
});
export type ApiTokenCreate = z.infer<typeof apiTokenCreateSchema>;
