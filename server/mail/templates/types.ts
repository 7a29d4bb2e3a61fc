import type { ReactElement } from "react";

/**
 * One mail: its outbox kind, its subject and its body as a React element, rendered to both the
 * HTML and the plain-text part. `sample` is what the admin preview renders.
 */
export interface MailTemplate<P> {
  name: string;
  kind: string;
  description: string;
  subject(props: P): string;
  Body(props: P): ReactElement;
  sample: P;
}

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
