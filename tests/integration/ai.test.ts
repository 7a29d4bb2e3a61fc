/**
 * The AI writer against a real local chat-completions server: generation, ideas, and each
 * failure mode (provider error 502, malformed answer 502, unreachable 502, timeout 504).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as staffMessages from "@common/staff-messages";
import { chatJson, generatePost } from "../../server/ai/client";
import { getBusinessSettings, saveBusinessSettings } from "../../server/office/settings";
import { driver, startTestServer } from "../helpers/server";
import { createStaff, type Session } from "../helpers/session";
import { completion, samplePost, startChatServer } from "./ai-chat-server";

type Server = Awaited<ReturnType<typeof startTestServer>>;
const m = staffMessages.blog;

describe(`AI writer (${driver})`, () => {
  let chat: Awaited<ReturnType<typeof startChatServer>>;
  let server: Server;
  let editor: Session;

  beforeAll(async () => {
    chat = await startChatServer();
    server = await startTestServer({ env: { AI_BASE_URL: chat.baseUrl, AI_MODEL: "test-model", AI_API_KEY: "sk-test" } });
    editor = await createStaff(server, "editor");
  });
  afterAll(async () => {
    await server.cleanup();
    await chat.close();
  });

  const generate = (json: unknown) => server.request("/api/blog/generate", { method: "POST", json, headers: editor.headers });

  it("generates a post: JSON mode, bearer key, model, contractor voice; validated answer", async () => {
    chat.respond(() => completion(samplePost));
    const res = await generate({ prompt: "Heat pump rebates", maxWords: 800 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      title: samplePost.title,
      content: samplePost.content,
      excerpt: samplePost.excerpt,
      seoTitle: samplePost.seoTitle,
      seoDescription: samplePost.seoDescription,
      tags: ["heat pumps", "rebates", "Vermont"],
    });
    const req = chat.requests.at(-1)!;
    expect(req.headers.authorization).toBe("Bearer sk-test");
    expect(req.body.model).toBe("test-model");
    expect(req.body.response_format).toEqual({ type: "json_object" });
    expect(req.body.messages[0]!.content).toMatch(/Jericho, Vermont/);
    expect(req.body.messages[0]!.content).toMatch(/Chittenden County/);
    expect(req.body.messages[1]!.content).toMatch(/about 800 words/);
    expect(req.body.messages[1]!.content).toMatch(/Heat pump rebates/);
  });

  it("writes for the business Settings name, never the sample's once another is set up", async () => {
    const before = await getBusinessSettings(server.ctx.db);
    await saveBusinessSettings(
      server.ctx.db,
      { ...before, name: "Green Valley Plumbing", trade: "Plumbing and drains", locality: "Montpelier", county: "", towns: ["Montpelier", "Barre"], geo: null },
      new Date(),
    );
    try {
      chat.respond(() => completion(samplePost));
      expect((await generate({ prompt: "Frozen pipes", maxWords: 500 })).status).toBe(200);
      const system = chat.requests.at(-1)!.body.messages[0]!.content as string;
      expect(system).toMatch(/^You write blog articles for Green Valley Plumbing, an owner-operated local contractor \(Plumbing and drains\)/);
      expect(system).toContain("based in Montpelier, Vermont, serving homeowners and small businesses across Montpelier and Barre (Montpelier, Barre).");
      for (const sample of ["Mansfield", "Jericho", "Chittenden"]) expect(system).not.toContain(sample);
    } finally {
      await saveBusinessSettings(server.ctx.db, before, new Date());
    }
  });

  it("accepts fenced JSON and cuts SEO fields to 60/155", async () => {
    chat.respond(() => completion("```json\n" + JSON.stringify({ ...samplePost, seoTitle: "word ".repeat(30), seoDescription: "long ".repeat(60) }) + "\n```"));
    const body = await (await generate({ prompt: "x" })).json();
    expect(body.seoTitle.length).toBeLessThanOrEqual(60);
    expect(body.seoDescription.length).toBeLessThanOrEqual(155);
    expect(chat.requests.at(-1)!.body.messages[1]!.content).toMatch(/about 3000 words/);
  });

  it("answers 502 for a provider error, with the provider's message", async () => {
    chat.respond(() => ({ status: 500, body: { error: { message: "model overloaded" } } }));
    const res = await generate({ prompt: "x", maxWords: 500 });
    expect(res.status).toBe(502);
    expect((await res.json()).message).toBe(`${m.aiProviderError} (HTTP 500: model overloaded)`);
    chat.respond(() => ({ status: 401, body: { error: { message: "invalid api key" } } }));
    expect((await generate({ prompt: "x" })).status).toBe(502);
  });

  it("answers 502 for malformed answers", async () => {
    for (const answer of [
      { raw: "this is not json" },
      { body: { choices: [] } },
      completion("Sure! Here is your post: no json here"),
      completion({ title: "Only a title" }),
    ]) {
      chat.respond(() => answer);
      const res = await generate({ prompt: "x" });
      expect(res.status).toBe(502);
      expect((await res.json()).message).toMatch(new RegExp(`^${m.aiMalformed.replace(/[.()]/g, "\\$&")}`));
    }
  });

  it("answers 504 when the provider does not answer in time", async () => {
    chat.respond(() => ({ ...completion(samplePost), delayMs: 2_000 }));
    const error = await chatJson({ baseUrl: chat.baseUrl, model: "m", apiKey: undefined }, [{ role: "user", content: "x" }], { timeoutMs: 200 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 504 });
    expect((error as Error).message).toMatch(/^The AI provider did not answer in time/);
  });

  it("answers 502 when the provider cannot be reached, 503 when AI is not configured", async () => {
    const unreachable = await generatePost({ ai: { baseUrl: "http://127.0.0.1:9/v1", model: "m", apiKey: undefined } }, "brief", { prompt: "x", maxWords: 100 }).catch((e: unknown) => e);
    expect(unreachable).toMatchObject({ status: 502 });
    expect((unreachable as Error).message).toMatch(/^Could not reach the AI provider/);
    const missing = await generatePost({ ai: undefined }, "brief", { prompt: "x", maxWords: 100 }).catch((e: unknown) => e);
    expect(missing).toMatchObject({ status: 503, message: m.aiNotConfigured });
  });

  it("generates campaign ideas as {ideas: [{title, angle}]} and fails clearly otherwise", async () => {
    const created = await server.request("/api/blog/campaigns", {
      method: "POST",
      json: { name: "Winter series", prompt: "Winter heating tips for Vermont", topicKeywords: "heat pumps, boilers" },
      headers: editor.headers,
    });
    expect(created.status).toBe(201);
    const campaign = (await created.json()) as { id: string; frequency: string; targetCount: number; generatedCount: number; isActive: boolean; topicKeywords: string[] };
    expect(campaign).toMatchObject({ frequency: "weekly", targetCount: 5, generatedCount: 0, isActive: true, topicKeywords: ["heat pumps", "boilers"] });
    chat.respond(() => completion({ ideas: [{ title: "Frozen pipes 101", angle: "Prevention for older farmhouses" }, { title: "Heat pump defrost", angle: "" }] }));
    const res = await server.request(`/api/blog/campaigns/${campaign.id}/ideas`, { method: "POST", headers: editor.headers });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ideas: [
        { title: "Frozen pipes 101", angle: "Prevention for older farmhouses" },
        { title: "Heat pump defrost", angle: "" },
      ],
    });
    expect(chat.requests.at(-1)!.body.messages[1]!.content).toMatch(/heat pumps, boilers/);
    chat.respond(() => completion({ nothing: true }));
    expect((await server.request(`/api/blog/campaigns/${campaign.id}/ideas`, { method: "POST", headers: editor.headers })).status).toBe(502);
    expect((await server.request(`/api/blog/campaigns/00000000-0000-4000-8000-000000000000/ideas`, { method: "POST", headers: editor.headers })).status).toBe(404);
  });
});
