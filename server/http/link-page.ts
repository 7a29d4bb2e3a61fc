/**
 * The small pages the server answers itself, outside the app (a link opened from a mail
 * program: the newsletter's confirmation, an unsubscribe, a gallery consent), in the site's
 * look: the site's stylesheet rides in the page as it does on every app page, taken from the
 * built app when the server serves one (development and API-only servers have none).
 */
import type { Response } from "express";
import type { BusinessSettings } from "@common/business-settings";
import { escapeHtml } from "./escape-html";

let siteStylesheet = "";

/** The built app's stylesheet text (exported by its server entry), once the server has loaded it. */
export function adoptSiteStylesheet(build: { entry: { module: object } } | undefined): void {
  const text = build && "stylesheetText" in build.entry.module ? build.entry.module.stylesheetText : undefined;
  if (typeof text === "string") siteStylesheet = text;
}

export const linkButton = (action: string, label: string, hidden = "") =>
  `<div class="mt-6"><form method="post" action="${escapeHtml(action)}">${hidden}<button type="submit" class="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">${escapeHtml(label)}</button></form></div>`;

/** `body` is HTML, escaped by the caller. */
export function sendLinkPage(res: Response, settings: BusinessSettings, status: number, title: string, body: string, headers: Record<string, string> = {}): void {
  res
    .status(status)
    .type("html")
    .set("Cache-Control", "no-store")
    .set(headers)
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(settings.name)}</title>` +
        (siteStylesheet ? `<style>${siteStylesheet.replace(/<\/style/gi, "<\\/style")}</style>` : "") +
        `</head><body class="bg-slate-50 text-slate-900">` +
        `<header class="border-b border-slate-200 bg-white"><div class="mx-auto max-w-3xl px-4 py-4"><a href="/" class="text-lg font-bold text-brand-800">${escapeHtml(settings.name)}</a></div></header>` +
        `<main class="mx-auto max-w-3xl px-4 py-12"><div class="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">` +
        `<h1 class="text-3xl font-bold text-slate-900">${escapeHtml(title)}</h1><div class="mt-4 space-y-4 text-slate-700">${body}</div></div>` +
        `<p class="mt-6 text-slate-700"><a href="/" class="text-brand-700 underline">${escapeHtml(settings.name)}</a> · ${escapeHtml(settings.phone)}</p></main></body></html>`,
    );
}
