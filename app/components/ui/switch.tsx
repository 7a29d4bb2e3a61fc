/**
 * The back office's on/off switch (Radix Switch): 44 px tall to a thumb on a phone, its ring
 * visible on focus. While the change it made is being saved (`busy`) it keeps the keyboard's
 * focus (`aria-disabled`, further toggles ignored) instead of becoming `disabled`, which would
 * drop focus to the page's start.
 */
import * as SwitchPrimitive from "@radix-ui/react-switch";
import type * as React from "react";

type SwitchProps = Omit<React.ComponentProps<typeof SwitchPrimitive.Root>, "className" | "disabled"> & { busy?: boolean };

export function Switch({ busy, onCheckedChange, ...props }: SwitchProps) {
  return (
    <SwitchPrimitive.Root
      {...props}
      aria-disabled={busy || undefined}
      onCheckedChange={(checked) => {
        if (!busy) onCheckedChange?.(checked);
      }}
      className="relative h-6 w-11 shrink-0 rounded-full border-transparent bg-slate-500 bg-clip-padding transition-colors max-sm:box-content max-sm:border-y-10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-disabled:opacity-60 data-[state=checked]:bg-green-600"
    >
      <SwitchPrimitive.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
    </SwitchPrimitive.Root>
  );
}
