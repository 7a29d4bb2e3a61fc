/**
 * The admin's API tokens (made, listed, revoked; never through a token: these routes declare no
 * scope) and the OpenAPI document of the routes other tools may call.
 */
import { apiTokenCreateSchema } from "@common/schemas/api-tokens";
import type { AppContext } from "../context";
import type { ApiRouter } from "../http/api-router";
import { notFound } from "../http/errors";
import { idParam, parseBody } from "../http/validate";
import { audit } from "../office/audit";
import { offerApiDocument } from "./openapi";
import { createApiToken, listApiTokens, revokeApiToken } from "./tokens";

export function registerApiTokenRoutes(api: ApiRouter, ctx: AppContext): void {
  api.get("/admin/api-tokens", "admin", async (_req, res) => {
    res.json(await listApiTokens(ctx.db));
  });

  /** The token itself is in this answer only: the database keeps its hash. */
  api.post("/admin/api-tokens", { access: "admin", body: apiTokenCreateSchema }, async (req, res) => {
    const input = parseBody(apiTokenCreateSchema, req);
    const now = ctx.clock.now();
    const created = await ctx.db.transaction(async (tx) => {
      const made = await createApiToken(tx, input, req.user!.id, now);
      const { name, scopes, expiresAt } = made.apiToken;
      await audit(tx, req, { action: "api_token.create", targetType: "api_token", targetId: made.apiToken.id, details: { name, scopes, expiresAt } }, now);
      return made;
    });
    res.status(201).json(created);
  });

  api.delete("/admin/api-tokens/:id", "admin", async (req, res) => {
    const id = idParam(req, "id", "API token not found");
    const now = ctx.clock.now();
    const revoked = await revokeApiToken(ctx.db, id, now);
    if (!revoked) throw notFound("API token not found");
    await audit(ctx.db, req, { action: "api_token.revoke", targetType: "api_token", targetId: id, details: { name: revoked.name } }, now);
    res.status(204).end();
  });

  const document = offerApiDocument(ctx, api.declarations);
  api.get("/openapi.json", { access: "public", summary: "This document (OpenAPI 3.1)" }, (_req, res) => {
    res.json(document());
  });
}
