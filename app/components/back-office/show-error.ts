/** The back office's "Error" toast, with what went wrong as its description. */
import { toast } from "~/hooks/use-toast";
import { messages } from "@common/messages";

export function showError(description: string) {
  toast({ title: messages.dashboard.errorTitle, description, variant: "destructive" });
}
