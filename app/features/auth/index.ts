/** The auth feature's public entry: what other features and the shells may use. */
export { useAuth } from "./auth-provider";
