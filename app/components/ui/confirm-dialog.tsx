/**
 * "Are you sure?" before every destructive action in the dashboard and the blog manager (Radix
 * AlertDialog: focus trapped, Escape cancels). It is open while `subject` is set: the thing the
 * action applies to (a row, an id), or `true` for an action with no subject; `onConfirm` gets it
 * back, so call sites need no guard against a closed dialog.
 */
import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { closeOnEscape } from "~/components/ui/dialog";
import { useFocusReturn } from "~/components/ui/focus-return";
import { buttonClasses } from "~/components/ui/button";
import * as staffMessages from "@common/staff-messages";

interface ConfirmDialogProps<T> {
  subject: T | null | undefined | false;
  /** Cancelled, or confirmed and closing. */
  onClose: () => void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: (subject: T) => void;
  pending?: boolean;
}

export function ConfirmDialog<T>({ subject, onClose, title, description, confirmLabel, onConfirm, pending }: ConfirmDialogProps<T>) {
  const open = subject !== null && subject !== undefined && subject !== false;
  const focusReturn = useFocusReturn();
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <AlertDialog.Content
          {...focusReturn}
          onKeyDown={closeOnEscape(onClose)}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl focus:outline-none"
        >
          <AlertDialog.Title className="text-lg font-bold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">{description}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses("outline")}>{staffMessages.dashboard.confirmCancel}</AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses("destructive")}
              disabled={pending}
              onClick={() => open && onConfirm(subject)}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
