import type { ReactElement } from "react";

/**
 * The business as a mail names it, from the owner's Settings at the time the mail is rendered:
 * name, town, phone, opening hours and the emergency wording (null while not offered).
 */
export interface MailBusiness {
  name: string;
  /** "Montpelier, VT". */
  town: string;
  phone: string;
  /** "Mon-Fri 7AM-6PM, Sat 8AM-4PM". */
  hours: string;
  emergency: string | null;
}

/**
 * One mail: its outbox kind, its subject and its body as a React element, rendered to both the
 * HTML and the plain-text part, each given the business's facts. `sample` is what the admin
 * preview renders.
 */
export interface MailTemplate<P> {
  name: string;
  kind: string;
  description: string;
  subject(props: P, business: MailBusiness): string;
  Body(props: P, business: MailBusiness): ReactElement;
  sample: P;
}

/**
 * A template whose subject names nothing from Settings (only its props): a mail from it can be
 * queued without reading Settings first, which saves a lead its one extra round trip. A subject
 * that takes the business as well does not fit this type.
 */
export type OwnSubjectTemplate<P> = MailTemplate<P> & { subject(props: P): string };

export interface RenderedMail {
  kind: string;
  subject: string;
  text: string;
  html: string;
}

/** A templated mail as queued: the body is rendered from `props` when the worker delivers it. */
export interface TemplatedMail {
  kind: string;
  subject: string;
  props: Record<string, unknown>;
}
