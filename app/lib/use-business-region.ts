/** The business's state from Settings ("CO"), through the root loader; "" when none is known. */
import { useRouteLoaderData } from "react-router";

export const useBusinessRegion = () => (useRouteLoaderData("root") as { region?: string } | undefined)?.region ?? "";
