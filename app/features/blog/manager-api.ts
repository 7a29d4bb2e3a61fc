/**
 * The blog manager's shared call helpers for the posts screens: keys, the refresh after a post
 * change and the failure text for a toast. The requests themselves live in ./api/.
 */
import { failureDetail } from "~/lib/api-errors";
import { blogKeys } from "./api/keys";

export { invalidatePosts } from "./api/keys";
export const keys = blogKeys;

/** What went wrong, for a toast description (see failureDetail). */
export const errorText = failureDetail;
