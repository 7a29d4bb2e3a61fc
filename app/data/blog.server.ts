/** Page modules' door to the blog's queries (the public blog pages and the RSS feed). */
export { getCategoryBySlug, listCategories } from "../../server/blog/categories";
export { listApprovedComments } from "../../server/blog/comments";
export { renderPostBody } from "../../server/blog/markdown";
export { countPublishedPages, countView, getAnyPost, getPublishedPostBySlug, listPublishedPosts, listRelatedPosts, toPostSummary } from "../../server/blog/posts";
export { renderRss } from "../../server/blog/rss";
export { currentCategorySlug, currentPostSlug } from "../../server/blog/slug-redirects";
export { mediaSizesIn } from "../../server/media/media";
