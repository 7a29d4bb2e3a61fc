/** The general error screen: Try Again clears the error state. */
import { AlertTriangle, Phone } from "~/components/icons";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import * as messages from "@common/messages";
import { actionWithPhone, describeError } from "@common/error-catalog";
import { useBusinessContact } from "~/lib/use-business-contact";
import { Button, buttonClasses } from "./ui/button";

let errorCount = 0;

export function ErrorScreen({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const [count] = useState(() => ++errorCount);
  const entry = describeError(error);
  const contact = useBusinessContact();
  useEffect(() => {
    console.error("Rendering error", { count, error });
  }, [count, error]);
  return (
    <main className="flex min-h-[70vh] items-center justify-center px-4 py-16">
      <div className="w-full max-w-lg rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm">
        <AlertTriangle className="mx-auto h-12 w-12 text-accent-600" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{messages.errorScreen.title}</h1>
        <p className="mt-2 text-slate-700">{messages.errorScreen.apology}</p>
        <p className="mt-2 text-sm text-slate-600">{actionWithPhone(entry, contact.phone)}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button onClick={() => navigate(".", { replace: true })}>{messages.errorScreen.tryAgain}</Button>
          <a href="/" className={buttonClasses("outline")}>
            {messages.errorScreen.home}
          </a>
          <a href={contact.phoneHref} className={buttonClasses("accent")}>
            <Phone className="h-4 w-4" aria-hidden="true" /> Call {contact.phone}
          </a>
        </div>
      </div>
    </main>
  );
}
