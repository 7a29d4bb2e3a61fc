/**
 * /reviews in a browser over approved reviews seeded through the real API (a visitor submits,
 * an admin approves): 9 per page, Previous/Next, the service filter resetting to page 1,
 * Read More / Show Less, and the empty state. Other specs may add reviews to the same server,
 * so counts are read from the page rather than assumed.
 */
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, signInAsNewAdmin, stamp, test, waitForHydration } from "./fixtures";

/** axe on the page (the cast bridges the two playwright-core copies in node_modules). */
const axe = (page: Page) => new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]);

const LONG =
  "We had our old oil boiler replaced with a cold-climate heat pump and a small backup boiler in November. " +
  "The crew showed up on time every day, protected the floors, explained the thermostat settings twice, and " +
  "came back a week later to check the refrigerant charge. Our house has never been this even. Highly recommended.";

/** Ten approved reviews, the newest one long (over 200 characters). Returns the long one's author. */
async function seedApprovedReviews(request: APIRequestContext, baseURL: string): Promise<string> {
  const headers = { Origin: baseURL };
  const tag = stamp();
  await signInAsNewAdmin(request, { prefix: "reviews" });
  const types = ["heating", "plumbing", "maintenance", "heat-pump", "plumbing", "boiler", "maintenance", "heating", "plumbing", "heating"];
  let author = "";
  for (const [i, serviceType] of types.entries()) {
    author = `Reviewer ${tag} ${i + 1}`;
    const created = await request.post("/api/testimonials", {
      headers,
      data: {
        customerName: author,
        customerLocation: "Underhill, VT",
        rating: 5,
        content: i === types.length - 1 ? LONG : `Short review number ${i + 1}: prompt, tidy and fair.`,
        serviceType,
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await request.patch(`/api/testimonials/${id}`, { headers, data: { isApproved: true } })).status()).toBe(200);
  }
  return author;
}

const cards = (page: Page) => page.getByTestId("review-card");
const filterButton = (page: Page, label: string) => page.getByRole("button", { name: new RegExp(`^${label} \\(\\d+\\)$`) });
const countOf = async (page: Page, label: string) => Number((await filterButton(page, label).textContent())!.match(/\((\d+)\)/)![1]);

test("pagination, the service filter, Read More and the empty state", async ({ page, request, baseURL }) => {
  const longAuthor = await seedApprovedReviews(request, baseURL!);

  await page.goto("/reviews");
  await waitForHydration(page);
  const total = await countOf(page, "All Reviews");
  expect(total).toBeGreaterThanOrEqual(10);
  await expect(page.getByTestId("reviews-summary")).toContainText(`from ${total} verified reviews`);
  await expect(cards(page)).toHaveCount(9);
  await expect(filterButton(page, "All Reviews")).toHaveAttribute("aria-pressed", "true");
  const pager = page.getByRole("form", { name: "Reviews pages" });
  await expect(pager.getByRole("button", { name: "Previous" })).toBeDisabled();
  await expect(pager.getByRole("button", { name: "Next" })).toBeEnabled();

  // Newest first: the long review leads, cut at 200 characters.
  const longCard = cards(page).filter({ hasText: longAuthor });
  await expect(cards(page).first()).toContainText(longAuthor);
  const readMore = longCard.getByRole("button", { name: "Read More" });
  await expect(readMore).toHaveAttribute("aria-expanded", "false");
  await expect(longCard).toContainText(`${LONG.slice(0, 200).trimEnd()}...`);
  await expect(longCard).not.toContainText("Highly recommended.");
  await readMore.click();
  await expect(longCard).toContainText("Highly recommended.");
  const showLess = longCard.getByRole("button", { name: "Show Less" });
  await expect(showLess).toHaveAttribute("aria-expanded", "true");
  await showLess.click();
  await expect(longCard).not.toContainText("Highly recommended.");
  await expect(longCard.getByRole("button", { name: "Read More" })).toBeVisible();

  // Next page.
  await pager.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/reviews\?page=2$/);
  await expect(cards(page)).toHaveCount(Math.min(total - 9, 9));
  await expect(pager.getByRole("button", { name: "Previous" })).toBeEnabled();
  await expect(pager.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  if (total <= 18) await expect(pager.getByRole("button", { name: "Next" })).toBeDisabled();

  // Changing the filter returns to page 1.
  const plumbing = await countOf(page, "Plumbing");
  expect(plumbing).toBeGreaterThanOrEqual(3);
  await filterButton(page, "Plumbing").click();
  await expect(page).toHaveURL(/\/reviews\?service=plumbing$/);
  await expect(filterButton(page, "Plumbing")).toHaveAttribute("aria-pressed", "true");
  await expect(cards(page)).toHaveCount(Math.min(plumbing, 9));
  for (const card of await cards(page).all()) await expect(card).toContainText("Plumbing");
  await expect(pager.getByRole("button", { name: "Previous" })).toBeDisabled();

  // Heat pump and boiler reviews count under Heating.
  expect(await countOf(page, "Heating")).toBeGreaterThanOrEqual(5);

  // Renovation cannot be chosen when submitting a review, so it is empty here.
  expect(await countOf(page, "Renovation")).toBe(0);
  await filterButton(page, "Renovation").click();
  await expect(page.getByRole("heading", { name: "No reviews found" })).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  expect((await axe(page).include("main").analyze()).violations).toEqual([]);
  await page.getByRole("button", { name: "Show All Reviews" }).click();
  await expect(page).toHaveURL(/\/reviews\??$/);
  await expect(cards(page)).toHaveCount(9);
});

test("Write a Review opens the review dialog", async ({ page }) => {
  await page.goto("/reviews");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Write a Review" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
});
