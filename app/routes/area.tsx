/**
 * /services/areas/{slug}: every town's page, from its service-area entry (the sections it fills
 * in). A town not (or no longer) served answers the 404 page with HTTP 404.
 */
import { data } from "react-router";
import { NotFoundPage } from "~/components/not-found-page";
import { formClientAction } from "~/components/forms/client-action";
import { readEntries, readEntry } from "~/data/content.server";
import { formHeaders, leadFormAction } from "~/data/forms.server";
import { areaCrumbs, areaHeading, AreaPage } from "~/features/areas/area-page";
import { AreaRequestForm } from "~/features/leads/area-request-form";
import { notFoundMeta, pageMeta } from "~/lib/page-meta";
import { resultFor } from "@common/form-result";
import type { Route } from "./+types/area";

export async function loader({ params, context }: Route.LoaderArgs) {
  const area = await readEntry(context.app, "area", params.city);
  if (!area) return data({ area: null, services: [] }, { status: 404 });
  // Only this town's text, and the site's first three services as cards when it lists none of its own.
  const services =
    area.services.title && area.services.items.length === 0
      ? (await readEntries(context.app, "service"))
          .filter((s) => s.active)
          .slice(0, 3)
          .map((s) => ({ slug: s.slug, title: s.name, description: s.summary }))
      : [];
  return { area, services };
}

export const meta = pageMeta((args) => {
  const area = (args.data as Route.ComponentProps["loaderData"] | undefined)?.area;
  if (!area) return notFoundMeta();
  return {
    title: area.seo.title || areaHeading(area),
    description: area.seo.description || area.description,
    path: `/services/areas/${area.slug}`,
    breadcrumbs: areaCrumbs(area),
    keywords: area.keywords,
  };
});

export const headers = formHeaders;

/** The town's service request form sent by the browser itself; a town without the form has no action (405, a reload). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const area = await readEntry(context.app, "area", params.city);
  if (!area?.form.heading) throw data(null, { status: 405 });
  return leadFormAction({ request, context }, "area-request", area.city || area.name);
}

export const clientAction = formClientAction("area-request");

export default function AreaRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { area } = loaderData;
  if (!area) return <NotFoundPage />;
  const form = area.form.heading ? (
    <AreaRequestForm town={area.city || area.name} heading={area.form.heading} answer={resultFor(actionData, "area-request")} />
  ) : null;
  return <AreaPage area={area} services={loaderData.services} form={form} />;
}
