/** Prompts for the AI writer, in the voice and region of the business kept in Settings. */
import { serviceAreaText, stateName, type BusinessSettings } from "@common/business-settings";

/**
 * Who the writer writes for: the business as the owner keeps it in Settings (name, trade, town,
 * area, towns) and the services the site offers. Nothing here is about one business in particular.
 */
export function systemPrompt(settings: BusinessSettings, services: readonly string[]): string {
  const state = stateName(settings.region);
  const towns = settings.towns.length ? ` (${settings.towns.join(", ")})` : "";
  return [
    `You write blog articles for ${settings.name}, an owner-operated local contractor (${settings.trade.trim() || "home services"})`,
    `based in ${settings.locality}, ${state}, serving homeowners and small businesses across ${serviceAreaText(settings)}${towns}.`,
    services.length ? `The company's services: ${services.join(", ")}.` : "",
    "Voice: friendly, plain-spoken and practical, like a trusted local technician explaining things at the kitchen table.",
    `Write for the climate and homes of ${state}. Be accurate; mention efficiency programs, utility rebates or tax credits only in general terms and advise`,
    "readers to confirm current amounts. Never invent prices, statistics, customer quotes or guarantees.",
    "Close with a short, low-pressure invitation to request a free quote or call the office.",
    "Always answer with a single JSON object and nothing else.",
  ]
    .filter(Boolean)
    .join(" ");
}

export function postPrompt(input: { prompt: string; maxWords: number; keywords?: string[]; avoidTitles?: string[] }): string {
  const lines = [
    `Write a blog post of about ${input.maxWords} words (never more) on: ${input.prompt}`,
    input.keywords?.length ? `Work in these topics or keywords naturally: ${input.keywords.join(", ")}.` : "",
    input.avoidTitles?.length ? `Do not repeat these existing articles: ${input.avoidTitles.slice(0, 30).join(" | ")}.` : "",
    "Format the body as Markdown with ## and ### headings, short paragraphs and lists where useful; no top-level # heading.",
    'Answer with JSON: {"title": string, "content": string (Markdown body), "excerpt": string (1-2 sentences),',
    '"seoTitle": string (at most 60 characters), "seoDescription": string (at most 155 characters), "tags": string[] (3-6 short tags)}.',
  ];
  return lines.filter(Boolean).join("\n");
}

export function ideasPrompt(input: { prompt: string; keywords: string[]; existingTitles: string[]; count?: number }): string {
  const lines = [
    `Suggest ${input.count ?? 5} new blog post ideas for this content campaign: ${input.prompt}`,
    input.keywords.length ? `Campaign keywords: ${input.keywords.join(", ")}.` : "",
    input.existingTitles.length ? `Already written (do not repeat): ${input.existingTitles.slice(0, 30).join(" | ")}.` : "",
    'Answer with JSON: {"ideas": [{"title": string, "angle": string (one sentence on the angle and who it helps)}]}.',
  ];
  return lines.filter(Boolean).join("\n");
}
