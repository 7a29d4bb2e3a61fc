/**
 * What makes the back office an installable web app: its manifest (scope /admin, opening on
 * /admin) and its service worker, which only shows the push messages and opens the page a tap
 * asks for. Both are served under /admin: the public pages link neither, so visitors never get
 * a service worker or an extra script.
 */
import type { Express } from "express";
import type { AppContext } from "../context";
import { getBusinessSettings } from "../office/settings";
import { getBrand, manifestIcons } from "../brand/brand";

/**
 * The service worker. It has no fetch handler on purpose: the back office is always read from
 * the network (stale lead data would mislead), and a fetch handler would only add a hop.
 */
const serviceWorker = `"use strict";
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch (error) {
    data = { title: event.data ? event.data.text() : "" };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || "Back office", {
      body: data.body || "",
      tag: data.tag || undefined,
      icon: "/favicon.svg",
      data: { url: data.url || "/admin" },
    }),
  );
});

/** Only back-office pages of this site open from a notification. */
function pageFor(notification) {
  const url = new URL((notification.data && notification.data.url) || "/admin", self.location.origin);
  return url.origin === self.location.origin && url.pathname.startsWith("/admin") ? url.href : new URL("/admin", self.location.origin).href;
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = pageFor(event.notification);
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const tab = open.find((c) => new URL(c.url).pathname.startsWith("/admin") && "navigate" in c);
      if (tab) {
        await tab.focus();
        return tab.navigate(target);
      }
      return self.clients.openWindow(target);
    })(),
  );
});

/** The browser renewed the subscription: tell the server, while the session lasts. */
self.addEventListener("pushsubscriptionchange", (event) => {
  const renewed = event.newSubscription;
  if (!renewed) return;
  event.waitUntil(
    fetch("/api/push/subscriptions", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(renewed.toJSON()),
    }).catch(() => undefined),
  );
});
`;

export const SERVICE_WORKER_PATH = "/admin/sw.js";

export function registerBackOfficeAppFiles(app: Express, ctx: AppContext): void {
  app.get(SERVICE_WORKER_PATH, (_req, res) => {
    res
      .set({ "Cache-Control": "no-cache", "Service-Worker-Allowed": "/admin" })
      .type("text/javascript")
      .send(serviceWorker);
  });

  app.get("/admin/manifest.webmanifest", async (_req, res, next) => {
    try {
      const [business, brand] = await Promise.all([getBusinessSettings(ctx.db), getBrand(ctx.db)]);
      res
        .set("Cache-Control", "no-cache")
        .type("application/manifest+json")
        .send(
          JSON.stringify({
            name: `${business.name} back office`,
            short_name: "Back office",
            id: "/admin",
            start_url: "/admin",
            scope: "/admin",
            display: "standalone",
            theme_color: brand.accent ?? "#1a4b76",
            background_color: "#ffffff",
            icons: manifestIcons(brand, [{ src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }]),
          }),
        );
    } catch (error) {
      next(error);
    }
  });
}
