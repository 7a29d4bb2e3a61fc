import { StaticServiceLayout, staticServiceMeta } from "~/components/layout/static-service-page";
import { readRenderedPage } from "~/data/content.server";
import type { Route } from "./+types/air-conditioning";

const PATH = "/air-conditioning";

export async function loader({ context }: Route.LoaderArgs) {
  return { page: await readRenderedPage(context.app, "airConditioningPage") };
}

export const meta = staticServiceMeta(PATH);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <StaticServiceLayout page={loaderData.page} path={PATH} />;
}
