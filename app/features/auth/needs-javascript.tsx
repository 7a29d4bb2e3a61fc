/** The admin pages work with JavaScript only (the sign-in pages work without it): say so when it is off. */
import * as staffMessages from "@common/staff-messages";

export function NeedsJavaScript() {
  return (
    <noscript>
      <p className="border-b border-orange-300 bg-orange-50 px-4 py-3 text-center text-sm font-medium text-orange-900">
        {staffMessages.auth.adminNeedsJavaScript}
      </p>
    </noscript>
  );
}
