/** The AI writer's brief, read when it is asked to write: the business as Settings keep it now. */
import type { Db } from "../db/client";
import { getBusinessSettings } from "../office/settings";
import { listActiveServices } from "../services/queries";
import { systemPrompt } from "./prompts";

export async function writerBrief(db: Db): Promise<string> {
  const [settings, services] = await Promise.all([getBusinessSettings(db), listActiveServices(db)]);
  return systemPrompt(settings, services.map((s) => s.title));
}
