/**
 * The shapes of a service's card and its Quick Facts. The services themselves (cards, pages,
 * marketing layouts) are content: server/content/samples/service.ts.
 */
export interface ServiceSummary {
  slug: string;
  title: string;
  description: string;
  imageUrl: string | null;
  content?: string | null;
}

export interface QuickFact {
  label: string;
  value: string;
  /** About emergency service: see ServiceList.emergency in ./service-pages. */
  emergency?: true;
}
