import { StaticServiceLayout } from "~/components/layout/static-service-page";
import { heatingPage as page } from "~/content/service-pages";
import { pageMeta } from "~/lib/page-meta";
import { serviceSchema } from "~/lib/structured-data";

export const meta = pageMeta({
  title: page.metaTitle,
  description: page.metaDescription,
  keywords: page.keywords,
  breadcrumbs: [{ name: page.eyebrow, url: `/${page.slug}` }],
  structuredData: (origin) =>
    serviceSchema(origin, { name: page.title, description: page.metaDescription, url: `/${page.slug}`, image: page.image.src }),
});

export default function Page() {
  return <StaticServiceLayout page={page} />;
}
