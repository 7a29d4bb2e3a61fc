import { StaticServiceLayout, staticServiceMeta } from "~/components/layout/static-service-page";
import { heatingPage as page } from "~/content/service-pages";

export const meta = staticServiceMeta(page);

export default function Page() {
  return <StaticServiceLayout page={page} />;
}
