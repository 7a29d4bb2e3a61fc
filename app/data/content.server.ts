/** Page modules' door to the owner's content (the Site section). */
export { movedEntrySlug, readEntries, readEntry, readPage } from "../../server/content/read";
export { readRenderedPage } from "../../server/content/markdown";
