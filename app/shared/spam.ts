/** Names of the spam-defence fields public forms add to their JSON body (see server/http/spam.ts). */
export const HONEYPOT_FIELD = "website";
export const STARTED_AT_FIELD = "formStartedAt";
/** A form filled faster than this is a bot. Kept well under 3 s so a quick person is never refused. */
export const MIN_FILL_MS = 2000;
