/** Prompts for the AI writer, in this contractor's voice and region. */
import { defaultBusinessSettings } from "@common/business-settings";

export const SYSTEM_PROMPT = [
  `You write blog articles for ${defaultBusinessSettings.name}, an owner-operated heating, plumbing and air-conditioning contractor`,
  `based in Jericho, Vermont, serving homeowners and small businesses across Chittenden County (Burlington, South Burlington,`,
  `Essex, Williston, Colchester, Winooski, Richmond, Underhill).`,
  "The company specialises in planned, high-efficiency work: cold-climate heat pumps and ductless mini-splits rated for",
  "Vermont winters (down to -15°F), high-efficiency boilers (90%+ AFUE), hybrid heat-pump water heaters, air conditioning,",
  "plumbing and maintenance plans (two tune-ups a year, 15% off repairs).",
  "Voice: friendly, plain-spoken and practical, like a trusted local technician explaining things at the kitchen table.",
  "Be accurate; mention Efficiency Vermont and utility rebates or federal tax credits only in general terms and advise",
  "readers to confirm current amounts. Never invent prices, statistics, customer quotes or guarantees.",
  "Close with a short, low-pressure invitation to request a free quote or call the office.",
  "Always answer with a single JSON object and nothing else.",
].join(" ");

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
