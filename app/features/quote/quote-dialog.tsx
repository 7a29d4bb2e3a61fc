/**
 * "Request a Free Quote": opened from the header and every quote
 * button. The form lives inside the dialog's content, which unmounts on close — so closing
 * clears values, errors and touched flags; a successful request closes the dialog.
 */
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { QuoteRequestForm } from "~/features/leads";
import { messages } from "~/shared/messages";

export function QuoteDialog({
  open,
  onOpenChange,
  defaultServiceType,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultServiceType?: string;
}) {
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
        <DialogTitle>{messages.quote.dialogTitle}</DialogTitle>
        <DialogDescription className="mb-4">{messages.quote.dialogDescription}</DialogDescription>
        <QuoteRequestForm
          idPrefix="quote"
          formId="quote"
          action="/quote"
          defaultServiceType={defaultServiceType}
          onSubmitted={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
