/**
 * The service request form of a town page whose content asks for one (/services/areas/burlington...).
 * The spec does not show its fields: it asks what the quote modal asks (docs/decisions.md) and
 * sends the town as the lead's location: it posts to its own page, whose action knows the town.
 */
import { useId } from "react";
import { useLocation } from "react-router";
import { Card } from "~/components/ui/card";
import type { NativeFormResult } from "@common/form-result";
import * as messages from "@common/messages";
import { QuoteRequestForm } from "./quote-request-form";

export function AreaRequestForm({ town, heading, answer }: { town: string; heading: string; answer?: NativeFormResult }) {
  const headingId = useId();
  const idPrefix = `area-${town.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  const { pathname } = useLocation();
  return (
    <Card id={`${idPrefix}-form`} className="scroll-mt-24 p-6" aria-labelledby={headingId} role="region">
      <h2 id={headingId} className="mb-4 text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <QuoteRequestForm
        idPrefix={idPrefix}
        action={`${pathname}#${idPrefix}-form`}
        answer={answer}
        submitLabel={messages.areaRequest.submit}
        success={{ title: messages.areaRequest.successTitle, description: messages.areaRequest.successDescription }}
      />
    </Card>
  );
}
