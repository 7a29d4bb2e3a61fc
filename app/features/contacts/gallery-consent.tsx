/**
 * A completed job's gallery consent: its status (asked, given, withdrawn: who and when), and the
 * three actions: ask the customer by e-mail, record a consent they gave staff (the photos chosen,
 * the name shown or not), withdraw. Nothing of the job is public until a consent is given.
 */
import { useId, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { useApiRead, useApiWrite } from "~/lib/api-hooks";
import { apiJson } from "~/lib/api";
import { formatDate } from "@common/dates";
import * as staffMessages from "@common/staff-messages";
import type { JobPhoto } from "@common/schemas/customer-services";
import type { GalleryConsentState } from "~/lib/server-types";
import { contactKeys, type CustomerService } from "./api";

const t = staffMessages.galleryConsent;

const consentKey = (serviceId: string) => ["/api/crm/services", serviceId, "gallery-consent"] as const;

/** Who gave or withdrew it, in words. */
const byWhom = (via: "link" | "staff" | null, by: string | null) => (via === "link" ? t.byCustomer : by ? t.byStaff(by) : "");

function statusText(c: GalleryConsentState): string {
  if (c.status === "withdrawn") return t.withdrawn(formatDate(c.withdrawnAt, "short"), byWhom(c.withdrawnVia, c.withdrawnBy));
  if (c.status === "given") return t.given(formatDate(c.givenAt, "short"), byWhom(c.givenVia, c.givenBy), c.photos.length, c.showName);
  return t.asked(formatDate(c.askedAt, "short"), c.askedBy ?? "");
}

export function GalleryConsent({ service, contactId }: { service: CustomerService; contactId: string }) {
  const key = consentKey(service.id);
  const query = useApiRead<GalleryConsentState | null>(key, { staleTime: 0 });
  const [recording, setRecording] = useState(false);
  const invalidate = [key, contactKeys.timeline(contactId)];
  const ask = useApiWrite({
    request: () => apiJson<GalleryConsentState>("POST", `/api/crm/services/${service.id}/gallery-consent/ask`, {}),
    invalidate,
    success: t.askSent,
    failure: { fallback: t.failed, serverFirst: true },
  });
  const withdraw = useApiWrite({
    request: () => apiJson<GalleryConsentState>("POST", `/api/crm/services/${service.id}/gallery-consent/withdraw`, {}),
    invalidate,
    success: t.withdrawDone,
    failure: { fallback: t.failed, serverFirst: true },
  });
  const consent = query.data ?? null;
  const busy = ask.isPending || withdraw.isPending;

  return (
    <div className="mt-2 rounded border border-slate-200 bg-slate-50 p-2" data-testid="gallery-consent">
      <p className="font-medium text-slate-900">
        {t.heading}: <span className="font-normal text-slate-800">{query.isPending ? "…" : consent ? statusText(consent) : t.none}</span>
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {consent?.status !== "given" && (
          <Button size="sm" variant="outline" busy={busy} onClick={() => ask.mutate(undefined)}>
            {t.ask}
          </Button>
        )}
        {!recording && (
          <Button size="sm" variant="outline" busy={busy} onClick={() => setRecording(true)}>
            {t.record}
          </Button>
        )}
        {consent && consent.status !== "withdrawn" && (
          <Button size="sm" variant="outline" busy={busy} onClick={() => withdraw.mutate(undefined)}>
            {t.withdraw}
          </Button>
        )}
      </div>
      {recording && <RecordForm service={service} initial={consent} invalidate={invalidate} onDone={() => setRecording(false)} />}
    </div>
  );
}

function RecordForm({
  service,
  initial,
  invalidate,
  onDone,
}: {
  service: CustomerService;
  initial: GalleryConsentState | null;
  invalidate: ReadonlyArray<readonly unknown[]>;
  onDone: () => void;
}) {
  const id = useId();
  const record = useApiWrite({
    request: (body: { photos: string[]; showName: boolean }) => apiJson<GalleryConsentState>("POST", `/api/crm/services/${service.id}/gallery-consent`, body),
    invalidate: invalidate as Array<readonly string[]>,
    success: t.recordDone,
    failure: { fallback: t.failed, serverFirst: true },
    onSuccess: onDone,
  });
  const chosen = (p: JobPhoto) => (initial?.photos.length ? initial.photos.includes(p.id) : true);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    record.mutate({ photos: form.getAll("photo").map(String), showName: form.get("showName") === "on" });
  };
  return (
    <form onSubmit={submit} className="mt-2 space-y-2" aria-label={t.recordHeading}>
      <fieldset>
        <legend className="font-medium text-slate-900">{t.photosLegend}</legend>
        <ul className="mt-1 flex flex-wrap gap-3">
          {service.photos.map((p) => (
            <li key={p.id}>
              <label className="flex items-center gap-2">
                <input type="checkbox" name="photo" value={p.id} defaultChecked={chosen(p)} />
                <img src={p.src} srcSet={p.srcset} sizes="5rem" width={p.width} height={p.height} alt={p.alt} className="h-14 w-20 rounded object-cover" />
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <label htmlFor={`${id}-name`} className="flex items-center gap-2">
        <input id={`${id}-name`} type="checkbox" name="showName" defaultChecked={initial?.showName ?? false} />
        {t.showName}
      </label>
      <div className="flex gap-2">
        <Button size="sm" type="submit" busy={record.isPending}>
          {t.recordSave}
        </Button>
        <Button size="sm" type="button" variant="outline" onClick={onDone}>
          {staffMessages.followThrough.cancel}
        </Button>
      </div>
    </form>
  );
}
