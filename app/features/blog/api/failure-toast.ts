/** The blog manager's failure toast: what failed as its title, the server's explanation (or the browser's words) below. */
import { toast } from "~/hooks/use-toast";
import { failureDetail } from "~/lib/api-errors";

export const failureToast = (title: string) => (error: Error) => toast({ title, description: failureDetail(error), variant: "destructive" });
