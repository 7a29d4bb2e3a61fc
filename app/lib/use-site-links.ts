/**
 * The header's and footer's links (the owner's "Header and footer" content), read by the site
 * layout's loader for every public page. Outside the site layout (the root error screen) there
 * are none: the page still offers the logo, the phone and the quote button.
 */
import { useRouteLoaderData } from "react-router";
import type { Content } from "@common/content/types";

export type SiteLinks = Content<"navigation">;

const none: SiteLinks = {
  header: [],
  footer: { about: "", servicesTitle: "", services: [], companyTitle: "", company: [], areasTitle: "", areas: [], note: "" },
};

export function useSiteLinks(): SiteLinks {
  const layout = useRouteLoaderData("routes/site-layout") as { navigation?: SiteLinks } | undefined;
  return layout?.navigation ?? none;
}
