/** The auth feature's public entry: what other features and the shells may use. */
export { homeFor, useAuth, type SessionUser } from "./auth-provider";
