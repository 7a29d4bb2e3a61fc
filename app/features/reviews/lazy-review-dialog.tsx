/** The review form's dialog, loaded on demand (see lazyDialog). */
import { lazyDialog } from "~/components/ui/lazy-dialog";

export const ReviewDialog = lazyDialog(() => import("./review-dialog").then((m) => m.ReviewDialog));
