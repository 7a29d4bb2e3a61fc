import { createContext, useContext } from "react";

const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
/**
 * The CSP nonce of this response on the server, or undefined: in the browser (not needed after
 * load) and in a page rendered for the render cache, whose scripts the policy names by hash.
 */
export const useNonce = () => useContext(NonceContext) || undefined;
