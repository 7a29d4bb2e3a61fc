/** The blog feature's public entry: the media library dialog, which service history uses for job photos. */
export { MediaLibraryDialog } from "./editor/media-library";
export type { MediaItem } from "./editor/editor-api";
/** The post editor's Markdown source for a Markdown field elsewhere (the Site section); CodeMirror loads lazily. */
export { MarkdownField } from "./editor/markdown-field";
