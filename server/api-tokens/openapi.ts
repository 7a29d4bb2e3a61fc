/**
 * The OpenAPI 3.1 document of the routes other tools may call: every public route and every route
 * an API token opens. Made from the route registry (server/http/api-router.ts) and the very zod
 * schemas the routes validate with, through zod's own JSON Schema output (draft 2020-12, the
 * dialect of OpenAPI 3.1), so the document cannot drift from what the server accepts.
 */
import { z } from "zod";
import type { AppContext } from "../context";
import type { RouteDeclaration } from "../http/api-router";
import { DOCUMENTED_EVENTS } from "../webhooks/documented";

/** The error body every route answers with (server/http/errors.ts, server/app.ts). */
const errorBodySchema = z.object({
  message: z.string().describe("What went wrong, in words fit to show a person"),
  errors: z.record(z.string(), z.string()).optional().describe("Field name → what is wrong with it"),
});

/** Zod's JSON Schema of what a client sends (the input side of transforms and defaults). */
function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any", target: "draft-2020-12" });
  return rest;
}

const ERRORS: Record<string, string> = {
  "400": "The body or query is invalid; `errors` names each field",
  "401": "No valid API token or session (a revoked, expired or unknown token alike)",
  "403": "The token's scopes (or the signed-in person's role) do not allow this route",
  "404": "No such record",
  "415": "The body is not JSON",
  "429": "Too many requests; wait for the seconds in Retry-After",
  "503": "The database is unavailable; try again after Retry-After",
};

/** A route is in the document when anyone, or an API token, may call it; the operator's are not. */
export const isDocumented = (d: RouteDeclaration) => !d.operator && (d.access === "public" || d.scope !== undefined);

/** `/leads/:id/status` → `/leads/{id}/status` */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, "{$1}");

/** A token route is filed under its scope's area (contacts, not `crm`); others under their first path segment. */
function tagOf(d: RouteDeclaration): string {
  if (d.scope) return d.scope.split(":")[0]!;
  const [first, second] = d.path.split("/").slice(1);
  return first === "admin" && second ? second : first!;
}

function operation(d: RouteDeclaration) {
  const pathParams = [...d.path.matchAll(/:([A-Za-z]+)/g)].map((m) => ({ name: m[1]!, in: "path", required: true, schema: { type: "string" } }));
  const query = d.query ? jsonSchema(d.query) : undefined;
  const queryProps = (query?.properties ?? {}) as Record<string, Record<string, unknown>>;
  const required = new Set((query?.required as string[] | undefined) ?? []);
  const queryParams = Object.entries(queryProps).map(([name, schema]) => ({ name, in: "query", required: required.has(name), schema }));

  const errors = ["503"];
  if (d.body || d.query) errors.push("400");
  if (d.body) errors.push("415");
  if (pathParams.length) errors.push("404");
  if (d.access !== "public") errors.push("401", "403");
  if (d.scope || (d.access === "public" && d.method !== "GET")) errors.push("429");
  const responses: Record<string, unknown> = { "2XX": { description: "Success: JSON (a 204 has no body)" } };
  for (const code of errors.sort()) {
    responses[code] = { description: ERRORS[code], content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } };
  }

  const who = d.access === "public" ? "Public." : `Signed-in ${d.access === "admin" ? "admins" : "staff"}, or an API token.`;
  return {
    operationId: `${d.method.toLowerCase()}${d.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c?: string) => (c ? c.toUpperCase() : ""))}`,
    summary: d.summary ?? `${d.method} ${d.path}`,
    description: d.scope ? `${who} Token scope: \`${d.scope}\`.` : who,
    tags: [tagOf(d)],
    // A public route a token also opens (more than the public sees) may be called either way.
    security: d.scope ? [...(d.access === "public" ? [{}] : []), { apiToken: [d.scope] }] : [],
    ...(pathParams.length || queryParams.length ? { parameters: [...pathParams, ...queryParams] } : {}),
    ...(d.body ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(d.body) } } } } : {}),
    responses,
  };
}

/**
 * What a receiver registered in the back office (Admin → Webhooks) is sent: Standard Webhooks'
 * envelope (server/webhooks/events.ts) around each event's data.
 */
function webhooks() {
  return Object.fromEntries(
    Object.entries(DOCUMENTED_EVENTS).map(([type, event]) => [
      type,
      {
        post: {
          summary: event.summary,
          description: "Signed with the endpoint's secret (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature headers).",
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: { type: { const: type }, timestamp: { type: "string", format: "date-time" }, data: jsonSchema(event.data) },
                  required: ["type", "timestamp", "data"],
                },
              },
            },
          },
          responses: { "2XX": { description: "Received; any other answer is retried" } },
        },
      },
    ]),
  );
}

export function openApiDocument(declarations: readonly RouteDeclaration[], publicUrl: string) {
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {};
  for (const d of declarations.filter(isDocumented)) {
    (paths[openApiPath(d.path)] ??= {})[d.method.toLowerCase()] = operation(d);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Site API",
      version: "1.0.0",
      description:
        "The public routes and the routes an API token opens. Make a token in the back office (Admin → API tokens) and send it as `Authorization: Bearer <token>`.",
    },
    servers: [{ url: `${publicUrl.replace(/\/$/, "")}/api` }],
    components: {
      securitySchemes: { apiToken: { type: "http", scheme: "bearer", description: "An API token; the route's scope must be one of the token's." } },
      schemas: { Error: jsonSchema(errorBodySchema) },
    },
    paths,
    webhooks: webhooks(),
  };
}
export type OpenApiDocument = ReturnType<typeof openApiDocument>;

/**
 * The back office's reference page is rendered by React Router's server build, a second copy of
 * these modules: the document hangs on the AppContext both are handed, under a symbol from the
 * global registry both copies share (like server/http/shared-limiter.ts).
 */
const DOCUMENT = Symbol.for("mansfield.openapi-document");
type Holder = AppContext & { [DOCUMENT]?: () => OpenApiDocument };

/** Made once, on first use, from the registry as it stands once every route is registered. */
export function offerApiDocument(ctx: AppContext, declarations: readonly RouteDeclaration[]): () => OpenApiDocument {
  let document: OpenApiDocument | undefined;
  const get = () => (document ??= openApiDocument(declarations, ctx.config.publicUrl));
  (ctx as Holder)[DOCUMENT] = get;
  return get;
}

/** The document of this app's API, once the API is mounted. */
export const apiDocument = (ctx: AppContext): OpenApiDocument | undefined => (ctx as Holder)[DOCUMENT]?.();
