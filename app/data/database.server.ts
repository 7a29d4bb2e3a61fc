/** The page renderer's door to telling a database outage from a bug. */
export { isDatabaseUnavailable } from "../../server/db/client";
