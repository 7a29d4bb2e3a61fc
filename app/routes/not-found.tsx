import { data } from "react-router";
import { NotFoundPage } from "~/components/not-found-page";
import { buildMeta, originFrom } from "~/lib/seo";
import { messages } from "~/shared/messages";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  buildMeta(
    { title: messages.notFoundPage.title, description: messages.notFoundPage.text, path: location.pathname, noindex: true },
    originFrom(matches),
  );

export default function NotFound() {
  return <NotFoundPage />;
}
