/**
 * Review submission in a dialog: success closes and resets it. The
 * form itself is review-form.tsx, also on /reviews/new for visitors without JavaScript.
 */
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import * as messages from "@common/messages";
import { ReviewForm } from "./review-form";

const r = messages.review;

export function ReviewDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        width="max-w-xl"
        // Focus the dialog itself (its title and description are read out), not the first field:
        // leaving an auto-focused field the visitor never chose would flag it as touched.
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          (e.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        <DialogTitle>{r.dialogTitle}</DialogTitle>
        <DialogDescription className="mb-4">{r.dialogDescription}</DialogDescription>
        <ReviewForm action="/reviews/new" onSubmitted={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

