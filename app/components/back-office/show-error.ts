/** The back office's "Error" toast, with what went wrong as its description. */
import { toast } from "~/hooks/use-toast";
import * as staffMessages from "@common/staff-messages";

export function showError(description: string) {
  toast({ title: staffMessages.dashboard.errorTitle, description, variant: "destructive" });
}
