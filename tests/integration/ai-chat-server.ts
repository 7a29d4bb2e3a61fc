/**
 * A real local HTTP server speaking the OpenAI chat-completions protocol, for the AI writer's
 * tests (no mocking of the client). Each test sets how it answers.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ChatRequest {
  headers: http.IncomingHttpHeaders;
  /** The path asked for: /v1/chat/completions, or under a prefix (/app1/v1/...) when callers are told apart. */
  url: string;
  body: { model: string; messages: Array<{ role: string; content: string }>; response_format?: { type: string } };
}

export type Responder = (req: ChatRequest) => { status?: number; body?: unknown; raw?: string; delayMs?: number };

export const completion = (content: unknown) => ({
  body: {
    id: "chatcmpl-test",
    object: "chat.completion",
    choices: [{ index: 0, message: { role: "assistant", content: typeof content === "string" ? content : JSON.stringify(content) }, finish_reason: "stop" }],
  },
});

export const samplePost = {
  title: "Heat Pump Rebates in Chittenden County",
  content: "## Why now\n\nEfficiency Vermont offers rebates on cold-climate heat pumps.\n\n## Next steps\n\nCall us for a free quote.",
  excerpt: "What Jericho homeowners should know about heat pump rebates.",
  seoTitle: "Heat Pump Rebates in Chittenden County, Vermont",
  seoDescription: "A plain-spoken guide to cold-climate heat pump rebates for Chittenden County homeowners.",
  tags: ["heat pumps", "rebates", " Vermont "],
};

export async function startChatServer(initial: Responder = () => completion(samplePost)) {
  let responder = initial;
  const requests: ChatRequest[] = [];
  const server = http.createServer((req, res) => {
    let data = "";
    req.on("data", (c: Buffer) => (data += c.toString()));
    req.on("end", () => {
      if (req.method !== "POST" || !/^(\/[\w-]+)?\/v1\/chat\/completions$/.test(req.url ?? "")) {
        res.writeHead(404, { "Content-Type": "application/json" }).end(JSON.stringify({ error: { message: "not found" } }));
        return;
      }
      const request: ChatRequest = { headers: req.headers, url: req.url!, body: JSON.parse(data) as ChatRequest["body"] };
      requests.push(request);
      const answer = responder(request);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(answer.status ?? 200, { "Content-Type": "application/json" });
        res.end(answer.raw ?? JSON.stringify(answer.body));
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    /** The server's origin, for base URLs under a prefix of one's own. */
    origin: `http://127.0.0.1:${port}`,
    requests,
    respond(next: Responder) {
      responder = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
