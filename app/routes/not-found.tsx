import { data } from "react-router";
import { NotFoundPage } from "~/components/not-found-page";
import { notFoundMeta, pageMeta } from "~/lib/page-meta";

export function loader() {
  return data(null, { status: 404 });
}

/** Title, text and noindex (with the LocalBusiness every page carries). */
export const meta = pageMeta(notFoundMeta);

export default function NotFound() {
  return <NotFoundPage />;
}
