import { useRouteLoaderData } from "react-router";
import type { BrandView } from "./server-types";

/**
 * The owner's brand as the root loader read it (Settings → Brand): the logo the headers show,
 * the palette and icons the head names. Undefined outside a loaded root (an error screen): the
 * built-in look stands.
 */
export const useBrand = () => (useRouteLoaderData("root") as { brand?: BrandView } | undefined)?.brand;
