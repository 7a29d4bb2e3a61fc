import { createContext, useContext } from "react";

const InlineStylesheetContext = createContext("");
export const InlineStylesheetProvider = InlineStylesheetContext.Provider;
/**
 * The site's stylesheet as text, on the server in production (the page carries it in a
 * `<style>`); empty in the browser, where React finds the server's copy by its href.
 */
export const useInlineStylesheet = () => useContext(InlineStylesheetContext);
