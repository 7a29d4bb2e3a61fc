/**
 * The blog API's response types: the server's own, as they arrive in JSON (see ~/shared/json).
 * Imported as types only, so no server code reaches the browser.
 */
import type { Jsonified } from "~/shared/json";
import type { ContentIdea, GeneratedPost } from "../../../../server/ai/client";
import type { CampaignRow } from "../../../../server/blog/campaigns";
import type { PublicCategory } from "../../../../server/blog/categories";
import type { listUnapprovedComments } from "../../../../server/blog/comments";
import type { PostSummary as ServerPostSummary, toStaffPost } from "../../../../server/blog/posts";
import type { SchedulerStatus } from "../../../../server/scheduler";

export type { ContentIdea, GeneratedPost, SchedulerStatus };
/** A loader hands the public pages real dates (React Router keeps them); the API sends strings. */
export type PostSummary = ServerPostSummary | Jsonified<ServerPostSummary>;
export type StaffPost = Jsonified<ReturnType<typeof toStaffPost>>;
export type Category = PublicCategory;
export type UnapprovedComment = Jsonified<Awaited<ReturnType<typeof listUnapprovedComments>>[number]>;
export type Campaign = Jsonified<CampaignRow>;
