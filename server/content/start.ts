/**
 * Setup's last question: keep the sample content to edit, or start from empty pages.
 */
import type { AppContext } from "../context";
import { pagesChanged } from "../render-cache/invalidate";
import { publishEmptyContent } from "./store";

/**
 * "empty" publishes an empty value for every registered page type ("" texts, [] lists, null
 * cents, false toggles, blank images) and leaves every collection without entries; "sample"
 * keeps the samples, which show while nothing is stored.
 */
export async function startContent(app: AppContext, choice: "sample" | "empty"): Promise<void> {
  if (choice === "sample") return;
  await app.db.transaction((tx) => publishEmptyContent(tx, app.clock.now()));
  pagesChanged(app.db, "content");
}
