/**
 * The site's stylesheet as text, for the server to write into each page: Vite builds it from
 * the same source as the hashed file, and only the server bundle holds it.
 */
export { default as stylesheetText } from "../app.css?inline";
