/**
 * The blog API. Public reads see published posts only; every
 * management call is staff (admin or editor). Fixed paths are registered before /blog/:slug.
 */
import type { Request } from "express";
import { z } from "zod";
import * as messages from "@common/messages";
import * as staffMessages from "@common/staff-messages";
import {
  categoryPatchSchema,
  categorySchema,
  commentSchema,
  createCampaignSchema,
  createPostSchema,
  generateSchema,
  pickPresent,
  previewSchema,
  RELATED_LIMIT,
  updateCampaignSchema,
  updatePostSchema,
} from "@common/schemas/blog";
import { writerBrief } from "../ai/brief";
import { generatePost } from "../ai/client";
import type { AppContext } from "../context";
import type { ApiRouter } from "../http/api-router";
import { ROLES_FOR, roleIn } from "@common/roles";
import { badRequest, conflict, HttpError, notFound, unauthorized } from "../http/errors";
import { isSpamSubmission, withoutSpamFields } from "../http/spam";
import { idParam, isUuid, parseBody, parseQuery } from "../http/validate";
import { schedulerStatus } from "../scheduler";
import {
  campaignIdeas,
  CampaignClaimLostError,
  CampaignTargetReachedError,
  claimCampaignNow,
  createCampaign,
  getCampaign,
  listCampaigns,
  runClaimedCampaign,
  updateCampaign,
} from "./campaigns";
import {
  createCategory,
  deleteCategory,
  DuplicateCategoryError,
  getCategoryBySlug,
  listCategories,
  updateCategory,
} from "./categories";
import {
  approveComment,
  listApprovedComments,
  listRecentApprovedComments,
  listUnapprovedComments,
  markCommentSpam,
  submitComment,
} from "./comments";
import { contentProblem, renderPostBody } from "./markdown";
import { currentCategorySlug, currentPostSlug } from "./slug-redirects";
import {
  createPost,
  deletePost,
  getAnyPost,
  getPostRow,
  getPublishedPostById,
  getPublishedPostBySlug,
  listAllPosts,
  listPublishedPosts,
  listRelatedPosts,
  ScheduleMissingError,
  SlugError,
  toPublicPost,
  toStaffPost,
  updatePost,
  VersionConflictError,
  listRevisions,
  getRevision,
  restoreRevision,
} from "./posts";
import { getMedia, mediaSizesIn } from "../media/media";
import { clientAddress } from "../http/client-address";
import { audit, changesNothing } from "../office/audit";
import { pagesChanged } from "../render-cache/invalidate";

const m = messages.blog;

export { COMMENT_LIMIT } from "./comments";

// Technicians are staff too, but the blog is not theirs: they read it as a visitor does.
const isStaff = (req: Request) => roleIn(ROLES_FOR.staff, req.user?.role);

const relatedQuery = z.object({
  postId: z.union([z.uuid("postId must be a post id"), z.literal("")]).optional(),
  categoryId: z.union([z.uuid("categoryId must be a category id"), z.literal("")]).optional(),
  limit: z.coerce.number().int().min(1).max(12).default(RELATED_LIMIT),
});

function slugParam(req: Request): string {
  const slug = req.params.slug;
  if (typeof slug !== "string" || slug.length > 200) throw notFound(m.postNotFound);
  return slug;
}

/** A body the renderer cannot show is refused when saved or previewed: a 400 on the content field. */
function assertRenderable(content: string) {
  const problem = contentProblem(content);
  if (problem) throw badRequest(problem, { content: problem });
}

async function withPostErrors<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof ScheduleMissingError) throw badRequest(staffMessages.blog.scheduleRequired, { scheduledAt: staffMessages.blog.scheduleRequired });
    if (error instanceof SlugError) throw badRequest(error.message, { slug: error.message });
    const e = error as { code?: string; cause?: { code?: string } };
    if (e?.code === "23503" || e?.cause?.code === "23503") throw badRequest("That category does not exist", { categoryId: "That category does not exist" });
    throw error;
  }
}

/** A featured image must be in the media library (a 400 on the field otherwise). */
async function assertFeaturedImage(db: AppContext["db"], id: string | null | undefined) {
  if (id && !(await getMedia(db, id))) {
    throw badRequest(staffMessages.editor.featuredImageMissing, { featuredImageId: staffMessages.editor.featuredImageMissing });
  }
}

async function withCategoryErrors<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof DuplicateCategoryError) throw conflict(staffMessages.blog.categoryExists);
    throw error;
  }
}

export function registerBlogRoutes(api: ApiRouter, ctx: AppContext): void {
  const { db } = ctx;

  // ---------------------------------------------------------------- list
  api.get("/blog", { access: "public", scope: "blog:read", summary: "Published posts (`?all=true` with `blog:read`: every post, drafts too)" }, async (req, res) => {
    if (req.query.all === "true") {
      if (!req.user) throw unauthorized();
      if (!isStaff(req)) throw new HttpError(403, "Access denied");
      return void res.json(await listAllPosts(db));
    }
    res.json(await listPublishedPosts(db));
  });

  // ---------------------------------------------------------------- categories
  api.get("/blog/categories", { access: "public", summary: "Blog categories" }, async (_req, res) => {
    res.json(await listCategories(db));
  });
  api.post("/blog/categories", "staff", async (req, res) => {
    const input = parseBody(categorySchema, req);
    res.status(201).json(await withCategoryErrors(() => createCategory(db, input)));
  });
  api.patch("/blog/categories/:id", "staff", async (req, res) => {
    const id = idParam(req, "id", m.categoryNotFound);
    const input = parseBody(categoryPatchSchema, req);
    const row = await withCategoryErrors(() => updateCategory(db, id, input, req.body));
    if (!row) throw notFound(m.categoryNotFound);
    res.json(row);
  });
  api.delete("/blog/categories/:id", "staff", async (req, res) => {
    const id = idParam(req, "id", m.categoryNotFound);
    if (!(await deleteCategory(db, id))) throw notFound(m.categoryNotFound);
    res.status(204).end();
  });
  api.get("/blog/category/:slug", { access: "public", summary: "Published posts of a category" }, async (req, res) => {
    const category = await getCategoryBySlug(db, String(req.params.slug));
    if (!category) {
      const current = await currentCategorySlug(db, String(req.params.slug));
      if (current) return void res.redirect(301, `/api/blog/category/${current}`);
      throw notFound(m.categoryNotFound);
    }
    res.json(await listPublishedPosts(db, { categoryId: category.id }));
  });

  // ---------------------------------------------------------------- related, preview, AI
  api.get("/blog/related", { access: "public", summary: "Posts related to a page", query: relatedQuery }, async (req, res) => {
    const q = parseQuery(relatedQuery, req);
    res.json(await listRelatedPosts(db, { postId: q.postId || undefined, categoryId: q.categoryId || undefined, limit: q.limit }));
  });
  api.post("/blog/preview", "staff", async (req, res) => {
    changesNothing(req);
    const { content } = parseBody(previewSchema, req);
    assertRenderable(content);
    res.json({ html: renderPostBody(content, undefined, await mediaSizesIn(db, content)) });
  });
  api.post("/blog/generate", "staff", async (req, res) => {
    // A draft for the editor to look at: nothing is stored until they save it.
    changesNothing(req);
    const input = parseBody(generateSchema, req);
    res.json(await generatePost(ctx.config, await writerBrief(db), input));
  });

  // ---------------------------------------------------------------- campaigns
  api.get("/blog/campaigns", "staff", async (_req, res) => {
    res.json(await listCampaigns(db));
  });
  api.post("/blog/campaigns", "staff", async (req, res) => {
    const input = parseBody(createCampaignSchema, req);
    res.status(201).json(await withPostErrors(() => createCampaign(db, input, ctx.clock.now())));
  });
  api.patch("/blog/campaigns/:id", "staff", async (req, res) => {
    const id = idParam(req, "id", staffMessages.blog.campaignNotFound);
    const input = pickPresent(parseBody(updateCampaignSchema, req), req.body);
    const row = await withPostErrors(() => updateCampaign(db, id, input, ctx.clock.now()));
    if (!row) throw notFound(staffMessages.blog.campaignNotFound);
    res.json(row);
  });
  api.post("/blog/campaigns/:id/execute", "staff", async (req, res) => {
    const id = idParam(req, "id", staffMessages.blog.campaignNotFound);
    const existing = await getCampaign(db, id);
    if (!existing) throw notFound(staffMessages.blog.campaignNotFound);
    const claim = await claimCampaignNow(ctx, id, ctx.clock.now());
    if ("refused" in claim) {
      throw conflict({ inactive: staffMessages.blog.campaignInactive, targetReached: staffMessages.blog.campaignTargetReached, running: staffMessages.blog.campaignRunning }[claim.refused]);
    }
    const result = await runClaimedCampaign(ctx, claim.campaign).catch((error: unknown) => {
      if (error instanceof CampaignTargetReachedError) throw conflict(staffMessages.blog.campaignTargetReached);
      if (error instanceof CampaignClaimLostError) throw conflict(staffMessages.blog.campaignRunning);
      throw error;
    });
    res.status(201).json({ post: toStaffPost({ ...result.post, categoryName: null, categorySlug: null }), campaign: result.campaign });
  });
  api.post("/blog/campaigns/:id/ideas", "staff", async (req, res) => {
    const id = idParam(req, "id", staffMessages.blog.campaignNotFound);
    const campaign = await getCampaign(db, id);
    if (!campaign) throw notFound(staffMessages.blog.campaignNotFound);
    res.json({ ideas: await campaignIdeas(ctx, campaign) });
  });

  api.get("/blog/scheduler/status", "staff", (_req, res) => {
    res.json(schedulerStatus(ctx));
  });

  // ---------------------------------------------------------------- comments (moderation)
  api.get("/admin/comments/unapproved", { access: "staff", scope: "blog:read", summary: "Comments waiting for approval" }, async (_req, res) => {
    res.json(await listUnapprovedComments(db));
  });
  api.get("/admin/comments/approved", { access: "staff", scope: "blog:read", summary: "Approved comments" }, async (_req, res) => {
    res.json(await listRecentApprovedComments(db));
  });
  api.post("/admin/comments/:id/approve", "staff", async (req, res) => {
    const row = await approveComment(db, idParam(req, "id", staffMessages.blog.commentNotFound));
    if (!row) throw notFound(staffMessages.blog.commentNotFound);
    res.json(row);
  });
  api.delete("/admin/comments/:id", "staff", async (req, res) => {
    const row = await markCommentSpam(db, idParam(req, "id", staffMessages.blog.commentNotFound));
    if (!row) throw notFound(staffMessages.blog.commentNotFound);
    res.json(row);
  });

  // ---------------------------------------------------------------- one post
  api.get("/blog/:slug", { access: "public", scope: "blog:read", summary: "One post by slug or id (with `blog:read`: drafts too)" }, async (req, res) => {
    const key = slugParam(req);
    if (isStaff(req)) {
      const post = await getAnyPost(db, key, isUuid(key));
      if (!post) throw notFound(m.postNotFound);
      return void res.json(toStaffPost(post));
    }
    const post = (await getPublishedPostBySlug(db, key)) ?? (isUuid(key) ? await getPublishedPostById(db, key) : undefined);
    if (!post) {
      const current = await currentPostSlug(db, key);
      if (current) return void res.redirect(301, `/api/blog/${current}`);
      throw notFound(m.postNotFound);
    }
    res.json(toPublicPost(post));
  });
  api.post("/blog", "staff", async (req, res) => {
    const input = parseBody(createPostSchema, req);
    assertRenderable(input.content);
    await assertFeaturedImage(db, input.featuredImageId);
    const now = ctx.clock.now();
    const row = await withPostErrors(() =>
      db.transaction(async (tx) => {
        const created = await createPost(tx, input, now);
        await audit(tx, req, { action: "post.create", targetType: "post", targetId: created.id, details: { title: created.title, status: created.status } }, now);
        return created;
      }),
    );
    // Cached pages (and the scheduler's timer) listen to the app's database handle, not the
    // transaction's: told after the commit.
    if (row.isPublished || row.status === "scheduled") pagesChanged(db, "blog");
    res.status(201).json(row);
  });
  api.patch("/blog/:id", "staff", async (req, res) => {
    const id = idParam(req, "id", m.postNotFound);
    const input = pickPresent(parseBody(updatePostSchema, req), req.body);
    if (input.content !== undefined) assertRenderable(input.content);
    await assertFeaturedImage(db, input.featuredImageId);
    try {
      const now = ctx.clock.now();
      const row = await withPostErrors(() =>
        db.transaction(async (tx) => {
          const updated = await updatePost(tx, id, input, now, req.user?.email ?? null);
          if (updated) await audit(tx, req, { action: "post.update", targetType: "post", targetId: id, details: { fields: Object.keys(input) } }, now);
          return updated;
        }),
      );
      // After the commit (see POST /blog): drafts are never cached, but an unpublished post was.
      pagesChanged(db, "blog");
      if (!row) throw notFound(m.postNotFound);
      res.json(row);
    } catch (error) {
      if (!(error instanceof VersionConflictError)) throw error;
      // Someone saved since this editor loaded the post: their copy goes back, nothing is overwritten.
      const current = await getAnyPost(db, id, true);
      res.status(409).json({ message: staffMessages.editor.versionConflict, post: current ? toStaffPost(current) : error.current });
    }
  });

  // ---------------------------------------------------------------- revisions
  api.get("/blog/:id/revisions", { access: "staff", scope: "blog:read", summary: "A post's saved revisions" }, async (req, res) => {
    const id = idParam(req, "id", m.postNotFound);
    if (!(await getPostRow(db, id))) throw notFound(m.postNotFound);
    res.json(await listRevisions(db, id));
  });
  api.get("/blog/:id/revisions/:revisionId", { access: "staff", scope: "blog:read", summary: "One revision of a post" }, async (req, res) => {
    const id = idParam(req, "id", m.postNotFound);
    const revision = await getRevision(db, id, idParam(req, "revisionId", staffMessages.editor.revisionNotFound));
    if (!revision) throw notFound(staffMessages.editor.revisionNotFound);
    res.json(revision);
  });
  api.post("/blog/:id/revisions/:revisionId/restore", "staff", async (req, res) => {
    const id = idParam(req, "id", m.postNotFound);
    const revisionId = idParam(req, "revisionId", staffMessages.editor.revisionNotFound);
    const revision = await getRevision(db, id, revisionId);
    if (!revision) throw notFound(staffMessages.editor.revisionNotFound);
    // The revision's picture may have left the library since: the text comes back without it.
    if (revision.featuredImageId && !(await getMedia(db, revision.featuredImageId))) revision.featuredImageId = null;
    const row = await restoreRevision(db, id, revision, ctx.clock.now(), req.user?.email ?? null);
    if (!row) throw notFound(staffMessages.editor.revisionNotFound);
    res.json(row);
  });
  api.delete("/blog/:id", "staff", async (req, res) => {
    const id = idParam(req, "id", m.postNotFound);
    const now = ctx.clock.now();
    const deleted = await db.transaction(async (tx) => {
      const done = await deletePost(tx, id);
      if (done) await audit(tx, req, { action: "post.delete", targetType: "post", targetId: id }, now);
      return done;
    });
    if (!deleted) throw notFound(m.postNotFound);
    pagesChanged(db, "blog");
    res.status(204).end();
  });

  // ---------------------------------------------------------------- comments (public)
  api.get("/blog/:id/comments", { access: "public", summary: "A post's approved comments" }, async (req, res) => {
    const id = idParam(req, "id", m.postNotFound);
    const post = isStaff(req) ? await getPostRow(db, id) : await getPublishedPostById(db, id);
    if (!post) throw notFound(m.postNotFound);
    res.json(await listApprovedComments(db, id));
  });
  api.post("/blog/:id/comments", { access: "public", summary: "Leave a comment (held for approval)", body: commentSchema }, async (req, res) => {
    const id = idParam(req, "id", m.postNotFound);
    const now = ctx.clock.now();
    const spam = isSpamSubmission(req.body, now.getTime());
    const body = req.body && typeof req.body === "object" && !Array.isArray(req.body) ? withoutSpamFields(req.body as Record<string, unknown>) : req.body;
    const input = parseBody(commentSchema, { body } as Request);
    const post = await getPublishedPostById(db, id);
    if (!post) throw notFound(m.postNotFound);
    const row = await submitComment(ctx, id, input, { clientKey: clientAddress(req), spam, via: "api" });
    res.status(201).json({ id: row.id, authorName: row.authorName, content: row.content, isApproved: false, createdAt: row.createdAt, message: m.commentSubmitted });
  });
}
