/**
 * The AI writer: an OpenAI-compatible chat-completions client over plain HTTP (hosted providers
 * or a local Ollama / llama.cpp / vLLM server). It asks for a JSON object and validates the
 * answer with zod. Every failure becomes an HttpError with a clear message:
 * not configured 503, provider error or malformed answer 502, timeout 504.
 */
import { z } from "zod";
import * as staffMessages from "@common/staff-messages";
import { SEO_DESCRIPTION_LIMIT, SEO_TITLE_LIMIT, splitList } from "@common/schemas/blog";
import type { Config } from "../config";
import { HttpError, serviceUnavailable } from "../http/errors";
import { ideasPrompt, postPrompt } from "./prompts";

export const AI_TIMEOUT_MS = 60_000;

export type AiConfig = NonNullable<Config["ai"]>;

export interface AiCallOptions {
  /** Aborts the call (e.g. on shutdown). */
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export function requireAi(config: Pick<Config, "ai">): AiConfig {
  if (!config.ai) throw serviceUnavailable(staffMessages.blog.aiNotConfigured);
  return config.ai;
}

const m = staffMessages.blog;

const completionSchema = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullable().optional() }) }))
    .min(1),
});

/** Pulls the JSON object out of a model answer (some local models wrap it in ``` fences). */
export function extractJson(text: string): unknown {
  const trimmed = text.trim();
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(trimmed);
  const candidate = fenced ? fenced[1]! : trimmed;
  try {
    return JSON.parse(candidate);
  } catch {
    const start = candidate.indexOf("{");
    const end = candidate.lastIndexOf("}");
    if (start >= 0 && end > start) return JSON.parse(candidate.slice(start, end + 1));
    throw new Error("no JSON object");
  }
}

/** One chat-completions call; answers the first choice's text. */
async function complete(ai: AiConfig, request: Record<string, unknown>, options: AiCallOptions): Promise<string | null | undefined> {
  const timeoutMs = options.timeoutMs ?? AI_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  let body: string;
  let status: number;
  try {
    const res = await fetch(`${ai.baseUrl}/chat/completions`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        ...(ai.apiKey ? { Authorization: `Bearer ${ai.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: ai.model, ...request, stream: false }),
      signal,
    });
    status = res.status;
    body = await res.text();
  } catch (error) {
    if (timeout.aborted) throw new HttpError(504, `${m.aiTimeout} (no answer within ${Math.round(timeoutMs / 1000)} s)`);
    if (options.signal?.aborted) throw serviceUnavailable("The AI request was cancelled because the server is stopping.");
    throw new HttpError(502, `${m.aiUnreachable} (${(error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message})`);
  }
  if (status < 200 || status >= 300) {
    let detail = body.slice(0, 200);
    try {
      const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
      const msg = typeof parsed.error === "string" ? parsed.error : (parsed.error?.message ?? parsed.message);
      if (typeof msg === "string") detail = msg.slice(0, 200);
    } catch {
      /* not JSON */
    }
    throw new HttpError(502, `${m.aiProviderError} (HTTP ${status}${detail ? `: ${detail}` : ""})`);
  }
  try {
    return completionSchema.parse(JSON.parse(body)).choices[0]!.message.content;
  } catch {
    throw new HttpError(502, `${m.aiMalformed} (not a chat-completions answer)`);
  }
}

/** The cheapest call that proves the endpoint, the key and the model answer: one token. */
export async function pingAi(ai: AiConfig, options: AiCallOptions = {}): Promise<void> {
  await complete(ai, { messages: [{ role: "user", content: "Reply with OK." }], max_tokens: 1, temperature: 0 }, { timeoutMs: 20_000, ...options });
}

/** One chat completion that must answer a JSON object. */
export async function chatJson(ai: AiConfig, chat: ChatMessage[], options: AiCallOptions = {}): Promise<unknown> {
  const content = await complete(ai, { messages: chat, response_format: { type: "json_object" }, temperature: 0.7 }, options);
  if (!content) throw new HttpError(502, `${m.aiMalformed} (empty answer)`);
  try {
    return extractJson(content);
  } catch {
    throw new HttpError(502, `${m.aiMalformed} (the answer is not JSON)`);
  }
}

const cut = (text: string, limit: number) => {
  const t = text.replace(/\s+/g, " ").trim();
  if (t.length <= limit) return t;
  const slice = t.slice(0, limit);
  const space = slice.lastIndexOf(" ");
  return (space > limit * 0.6 ? slice.slice(0, space) : slice).replace(/[\s,;:.-]+$/, "");
};

const generatedSchema = z.object({
  title: z.string().trim().min(1).max(300),
  content: z.string().trim().min(1),
  excerpt: z.string().trim().optional().nullable(),
  seoTitle: z.string().trim().optional().nullable(),
  seoDescription: z.string().trim().optional().nullable(),
  tags: z.union([z.array(z.string()), z.string()]).optional().nullable(),
});

export interface GeneratedPost {
  title: string;
  content: string;
  excerpt: string;
  seoTitle: string;
  seoDescription: string;
  tags: string[];
}

/** Validates a model's answer into a post (SEO fields cut to their limits). */
export function toGeneratedPost(raw: unknown): GeneratedPost {
  const parsed = generatedSchema.safeParse(raw);
  if (!parsed.success) throw new HttpError(502, `${m.aiMalformed} (missing a title or content)`);
  const p = parsed.data;
  const excerpt = cut(p.excerpt || p.content.replace(/[#*_>`[\]()-]/g, " "), 300);
  return {
    title: cut(p.title, 200),
    content: p.content,
    excerpt,
    seoTitle: cut(p.seoTitle || p.title, SEO_TITLE_LIMIT),
    seoDescription: cut(p.seoDescription || excerpt, SEO_DESCRIPTION_LIMIT),
    tags: splitList(p.tags ?? []).slice(0, 10),
  };
}

/** `system`: the writer's brief about the business (writerBrief in ./brief.ts). */
export async function generatePost(
  config: Pick<Config, "ai">,
  system: string,
  input: { prompt: string; maxWords: number; keywords?: string[]; avoidTitles?: string[] },
  options: AiCallOptions = {},
): Promise<GeneratedPost> {
  const ai = requireAi(config);
  const raw = await chatJson(ai, [{ role: "system", content: system }, { role: "user", content: postPrompt(input) }], options);
  return toGeneratedPost(raw);
}

export interface ContentIdea {
  title: string;
  angle: string;
}

const ideasSchema = z.object({
  ideas: z
    .array(z.object({ title: z.string().trim().min(1).max(300), angle: z.string().trim().max(1000).optional().nullable() }))
    .min(1),
});

export async function generateIdeas(
  config: Pick<Config, "ai">,
  system: string,
  input: { prompt: string; keywords: string[]; existingTitles: string[]; count?: number },
  options: AiCallOptions = {},
): Promise<ContentIdea[]> {
  const ai = requireAi(config);
  const raw = await chatJson(ai, [{ role: "system", content: system }, { role: "user", content: ideasPrompt(input) }], options);
  const parsed = ideasSchema.safeParse(Array.isArray(raw) ? { ideas: raw } : raw);
  if (!parsed.success) throw new HttpError(502, `${m.aiMalformed} (no list of ideas)`);
  return parsed.data.ideas.slice(0, 10).map((i) => ({ title: i.title, angle: i.angle ?? "" }));
}
