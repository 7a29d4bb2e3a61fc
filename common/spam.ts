/** Names of the spam-defence fields public forms add to their JSON body (see server/http/spam.ts). */
export const HONEYPOT_FIELD = "website";
export const STARTED_AT_FIELD = "formStartedAt";
/** A form filled faster than this is a bot. Kept well under 3 s so a quick person is never refused. */
export const MIN_FILL_MS = 2000;
/** Hidden field carrying the signed per-render token (server/forms/form-token.ts) on native posts. */
export const FORM_TOKEN_FIELD = "formToken";
/** Hidden field of a form the server sent back: the token of its first render, when the fill time started. */
export const FORM_STARTED_FIELD = "formStarted";
