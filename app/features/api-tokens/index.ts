/** The admin's API tokens for other tools, and the reference of the API they call. */
export { ApiTokensPage } from "./api-tokens-page";
export { ApiReference } from "./api-reference";
