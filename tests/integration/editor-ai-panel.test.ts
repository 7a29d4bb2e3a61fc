/** The post editor page offers the AI assistant only when an AI service is configured. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { driver, startTestServer } from "../helpers/server";
import { createStaff, signInAsAdmin } from "../helpers/session";

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe(`the editor's AI panel (${driver})`, () => {
  const servers: Server[] = [];
  afterAll(async () => {
    for (const s of servers) await s.cleanup();
  });

  const editorPage = async (env: Record<string, string>) => {
    const server = await startTestServer({ pages: true, env });
    servers.push(server);
    await signInAsAdmin(server);
    const editor = await createStaff(server, "editor");
    const res = await server.request("/admin/blog/posts/new.data", { headers: editor.headers });
    expect(res.status).toBe(200);
    return res.text();
  };

  let without = "";
  let withAi = "";
  beforeAll(async () => {
    without = await editorPage({});
    withAi = await editorPage({ AI_BASE_URL: "http://127.0.0.1:9/v1", AI_MODEL: "test-model", AI_API_KEY: "sk-test" });
  });

  it("tells the editor there is no AI when none is configured, and that there is when one is", () => {
    expect(without).toMatch(/"aiConfigured",false/);
    expect(withAi).toMatch(/"aiConfigured",true/);
  });
});
