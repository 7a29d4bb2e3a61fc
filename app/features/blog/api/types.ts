/**
 * The blog API's response types: the server's own, as they arrive in JSON (see @common/json).
 * Imported as types only, so no server code reaches the browser.
 */
import type { Jsonified } from "@common/json";
import type { CampaignRow, ContentIdea, GeneratedPost, listUnapprovedComments, PostSummary as ServerPostSummary, PublicCategory, SchedulerStatus, toStaffPost } from "~/lib/server-types";

export type { ContentIdea, GeneratedPost, SchedulerStatus };
/** A loader hands the public pages real dates (React Router keeps them); the API sends strings. */
export type PostSummary = ServerPostSummary | Jsonified<ServerPostSummary>;
export type StaffPost = Jsonified<ReturnType<typeof toStaffPost>>;
export type Category = PublicCategory;
export type UnapprovedComment = Jsonified<Awaited<ReturnType<typeof listUnapprovedComments>>[number]>;
export type Campaign = Jsonified<CampaignRow>;
