import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "~/components/icons";
import * as React from "react";
import { cn } from "~/lib/utils";
import { useFocusReturn } from "./focus-return";

/**
 * Escape closes a dialog while a toast is showing (Radix would dismiss the toast first) and in the
 * frames just after it opens, before Radix has made it the top layer (a render later, when an
 * Escape would be lost). Only for keys pressed inside the dialog's own DOM, not in one nested in it.
 */
export function closeOnEscape(close: () => void, onKeyDown?: React.KeyboardEventHandler<HTMLDivElement>) {
  return (e: React.KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(e);
    if (!e.defaultPrevented && e.key === "Escape" && e.currentTarget.contains(e.target as Node)) close();
  };
}

const CloseContext = React.createContext<((open: boolean) => void) | undefined>(undefined);

export function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return (
    <CloseContext.Provider value={props.onOpenChange}>
      <DialogPrimitive.Root {...props} />
    </CloseContext.Provider>
  );
}

/** `width` is the dialog's max-width class (callers choose it here: classes are never merged at run time). */
export function DialogContent({
  className,
  width = "max-w-lg",
  children,
  onKeyDown,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & { width?: string }) {
  const onOpenChange = React.useContext(CloseContext);
  const focusReturn = useFocusReturn({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
      <DialogPrimitive.Content
        className={cn(
          "fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100%-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none",
          width,
          className,
        )}
        onKeyDown={closeOnEscape(() => onOpenChange?.(false), onKeyDown)}
        {...focusReturn}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute right-3 top-3 rounded-md p-1 text-slate-600 hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          aria-label="Close"
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("pr-8 text-xl font-bold text-slate-900", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("mt-1 text-sm text-slate-600", className)} {...props} />;
}
