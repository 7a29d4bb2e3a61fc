import { setupAction, setupLoader } from "~/data/setup.server";
import { SetupWizard, type SetupReply } from "~/features/setup";
import type { Route } from "./+types/setup";

/** The setup's own tags: nothing to index, and the token in the address never sent on as a Referer. */
export const meta: Route.MetaFunction = () => [
  { title: "Set up your site" },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" });

/** Which step the address and the visitor's access open (the door itself: server/setup/gate.ts). */
export function loader(args: Route.LoaderArgs) {
  return setupLoader(args);
}

/** Each step's form, sent by the browser itself or by React Router. */
export function action(args: Route.ActionArgs) {
  return setupAction(args);
}

export default function SetupPage({ loaderData, actionData }: Route.ComponentProps) {
  return <SetupWizard view={loaderData} reply={actionData as SetupReply | undefined} />;
}
