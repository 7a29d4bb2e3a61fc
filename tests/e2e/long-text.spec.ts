/**
 * Text visitors write (reviews, blog comments) may hold a long unbroken word such as a URL: on a
 * 360 px phone it wraps inside its card instead of stretching the page sideways. Seeded through
 * the real API (a visitor submits, an admin approves).
 */
import type { Page } from "@playwright/test";
import { expect, signInAsNewAdmin, stamp, test, waitForHydration } from "./fixtures";

/** About 400 characters without a space or hyphen. */
const LONG_URL = `https://example.com/${"averyveryverylongunbrokenpathsegment".repeat(11)}`;

test.use({ viewport: { width: 360, height: 780 } });

/** The page is no wider than the screen, and neither is any element in <main>. */
async function expectNoSidewaysScroll(page: Page, label: string) {
  const { viewport, page: pageWidth, widest } = await page.evaluate(() => {
    const main = document.querySelector("main")!;
    let widest = 0;
    for (const el of main.querySelectorAll("*")) widest = Math.max(widest, el.getBoundingClientRect().right);
    return { viewport: window.innerWidth, page: document.documentElement.scrollWidth, widest: Math.ceil(widest) };
  });
  expect(pageWidth, `${label}: page width`).toBeLessThanOrEqual(viewport);
  expect(widest, `${label}: widest element's right edge`).toBeLessThanOrEqual(viewport);
}

test("a review holding a long URL wraps on the home page and on /reviews", async ({ page, request, baseURL }) => {
  await signInAsNewAdmin(request);
  const author = `Reviewer${stamp()}WithAVeryLongUnbrokenNameThatKeepsGoingAndGoing`;
  const created = await request.post("/api/testimonials", {
    headers: { Origin: baseURL! },
    data: { customerName: author, customerLocation: "Jericho, VT", rating: 5, content: `Great install, photos at ${LONG_URL}`, serviceType: "heating" },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await request.patch(`/api/testimonials/${id}`, { headers: { Origin: baseURL! }, data: { isApproved: true } })).status()).toBe(200);

  await page.goto("/");
  await waitForHydration(page);
  const home = page.getByTestId("home-testimonials").getByRole("listitem").filter({ hasText: author });
  await expect(home).toContainText(LONG_URL.slice(0, 60));
  await expectNoSidewaysScroll(page, "/");

  await page.goto("/reviews");
  await waitForHydration(page);
  const card = page.getByTestId("review-card").filter({ hasText: author });
  await expect(card).toBeVisible();
  await expectNoSidewaysScroll(page, "/reviews");
  await card.getByRole("button", { name: "Read More" }).click();
  await expect(card).toContainText(LONG_URL);
  await expectNoSidewaysScroll(page, "/reviews (expanded)");
});

test("a blog comment holding a long URL wraps on its post", async ({ page, request, baseURL }) => {
  await signInAsNewAdmin(request);
  const headers = { Origin: baseURL! };
  const post = await request.post("/api/blog", {
    headers,
    data: { title: `Long comment test ${stamp()}`, content: "A post to comment on.", status: "published" },
  });
  expect(post.status()).toBe(201);
  const { id: postId, slug } = (await post.json()) as { id: string; slug: string };
  const comment = await request.post(`/api/blog/${postId}/comments`, {
    headers,
    data: { authorName: "Commenter", authorEmail: "commenter@example.com", content: `See ${LONG_URL}`, formStartedAt: Date.now() - 10_000 },
  });
  expect(comment.status()).toBe(201);
  const { id: commentId } = (await comment.json()) as { id: string };
  expect((await request.post(`/api/admin/comments/${commentId}/approve`, { headers })).status()).toBe(200);

  await page.goto(`/blog/${slug}`);
  await waitForHydration(page);
  await expect(page.getByRole("region", { name: /Comments/ })).toContainText(LONG_URL);
  await expectNoSidewaysScroll(page, `/blog/${slug}`);
});
