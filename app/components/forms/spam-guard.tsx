/**
 * The honeypot of the spam defence (server/http/spam.ts): a field people never see, sent with
 * the form. The fill time is measured by the server from the form's token (form-token-field).
 */
import { HONEYPOT_FIELD } from "@common/spam";

/** Off-screen, hidden from assistive technology and out of the tab order. */
export function HoneypotField({ idPrefix }: { idPrefix: string }) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
