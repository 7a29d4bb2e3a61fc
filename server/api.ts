/** Mounts every domain's API routes on one router; each module owns its paths and access rules. */
import { registerAnalyticsRoutes } from "./analytics/routes";
import { registerAuthRoutes } from "./auth/routes";
import { registerBlogRoutes } from "./blog/routes";
import type { AppContext } from "./context";
import { registerCrmRoutes } from "./contacts/routes";
import { registerFollowThroughRoutes } from "./contacts/follow-through-routes";
import { createApiRouter } from "./http/api-router";
import { registerMediaRoutes } from "./media/routes";
import { registerLeadAdminRoutes } from "./leads/admin-routes";
import { registerLeadSubmitRoutes } from "./leads/submit-routes";
import { registerFailedMailRoutes } from "./mail/routes";
import { registerClientErrorRoutes } from "./monitoring/routes";
import { registerNotificationRoutes } from "./notifications/routes";
import { registerOfficeRoutes } from "./office/routes";
import { registerServiceRoutes } from "./services/routes";
import { registerSetupRoutes } from "./setup/routes";
import { registerOpsRoutes } from "./ops/routes";
import { registerTeamRoutes } from "./team/routes";
import { registerReviewModerationRoutes } from "./reviews/moderation-routes";
import { registerReviewPublicRoutes } from "./reviews/public-routes";
import { registerReviewSubmitRoutes } from "./reviews/submit-routes";

export function createApi(ctx: AppContext) {
  const api = createApiRouter(ctx);
  registerAuthRoutes(api, ctx);
  registerServiceRoutes(api, ctx);
  registerReviewPublicRoutes(api, ctx);
  registerReviewSubmitRoutes(api, ctx);
  registerReviewModerationRoutes(api, ctx);
  registerLeadSubmitRoutes(api, ctx);
  registerLeadAdminRoutes(api, ctx);
  registerCrmRoutes(api, ctx);
  registerNotificationRoutes(api, ctx);
  registerTeamRoutes(api, ctx);
  registerBlogRoutes(api, ctx);
  registerAnalyticsRoutes(api, ctx);
  registerFailedMailRoutes(api, ctx);
  registerClientErrorRoutes(api, ctx);
  registerFollowThroughRoutes(api, ctx);
  registerMediaRoutes(api, ctx);
  registerOfficeRoutes(api, ctx);
  registerSetupRoutes(api, ctx);
  registerOpsRoutes(api, ctx);
  return api;
}
