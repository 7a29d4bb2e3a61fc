/**
 * The dashboard's calls: response types, query keys and one mutation hook that refreshes the
 * affected lists and shows the §8 toast on failure.
 */
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { ApiError, apiJson } from "~/lib/api";
import { toast } from "~/hooks/use-toast";
import { messages } from "~/shared/messages";

export type { AdminLead } from "../../../server/leads/queries";

export interface Contact {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  secondaryPhone: string | null;
  address: string | null;
  city: string | null;
  state: string;
  zipCode: string | null;
  customerType: string;
  status: string;
  source: string;
  leadSource: string;
  notes: string | null;
  tags: string[];
  preferredContactMethod: string;
  preferredContactTime: string;
  leadId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface Communication {
  id: string;
  contactId: string | null;
  type: string;
  direction: string;
  subject: string | null;
  content: string;
  status: string;
  followUpRequired: boolean;
  followUpDate: string | null;
  priority: string;
  createdAt: string;
}

export interface FollowUp extends Communication {
  contactName: string | null;
  isDue: boolean;
}

export interface CrmStats {
  totalContacts: number;
  followUpsDue: number;
  communications: number;
}

export interface EmailTemplate {
  id: string;
  name: string;
  category: string | null;
  subject: string;
  variables: string[];
  isActive: boolean;
}

export interface AdminTestimonial {
  id: string;
  customerName: string;
  customerLocation: string;
  rating: number;
  content: string;
  serviceType: string;
  isApproved: boolean;
  isSpam: boolean;
  createdAt: string;
}

export interface NotificationEmail {
  id: string;
  email: string;
  name: string | null;
  type: string;
  isActive: boolean;
  createdAt: string;
}

export type { FailedMail } from "../../../server/mail/routes";

export interface StaffUser {
  id: string;
  email: string;
  role: "admin" | "editor" | string;
  isActive: boolean;
  lastLoginAt: string | null;
  createdAt: string;
}

export const keys = {
  leads: ["/api/leads"] as const,
  spamLeads: ["/api/leads", { spam: "true" }] as const,
  contacts: ["/api/crm/contacts"] as const,
  contactSearch: (search: string) => ["/api/crm/contacts", { search }] as const,
  crmStats: ["/api/crm/stats"] as const,
  communications: (contactId: string) => ["/api/crm/communications", { contactId }] as const,
  followUps: ["/api/crm/follow-ups"] as const,
  contactFollowUps: (contactId: string) => ["/api/crm/follow-ups", { contactId }] as const,
  templates: ["/api/crm/email-templates"] as const,
  testimonials: ["/api/admin/testimonials"] as const,
  publicTestimonials: ["/api/testimonials"] as const,
  notificationEmails: ["/api/notification-emails"] as const,
  failedMail: ["/api/mail/failed"] as const,
  users: ["/api/admin/users"] as const,
};

/** `?name=value` for the keys above that carry an object of query parameters. */
export function urlFor(key: readonly unknown[]): string {
  const [path, params] = key as [string, Record<string, string> | undefined];
  if (!params) return path;
  const qs = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== "" && v != null)).toString();
  return qs ? `${path}?${qs}` : path;
}

export const fetchJson =
  <T,>(key: readonly unknown[]) =>
  ({ signal }: { signal?: AbortSignal }) =>
    apiJson<T>("GET", urlFor(key), undefined, { signal });

/** The server's message for an ApiError, else the given fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const message = error.serverMessage;
    if (message && message.length < 300 && !message.trimStart().startsWith("<")) return message;
  }
  return fallback;
}

export function showError(description: string) {
  toast({ title: messages.dashboard.errorTitle, description, variant: "destructive" });
}

export function showSuccess(title: string, description?: string) {
  toast({ title, description });
}

interface AdminMutationOptions<TVars, TResult> {
  request: (vars: TVars) => Promise<TResult>;
  /** Queries to refresh after success (prefix match). */
  invalidate: QueryKey[];
  /** §8 toast text on failure; with `useServerMessage` the server's own message wins. */
  errorMessage: string;
  useServerMessage?: boolean;
  success?: (result: TResult, vars: TVars) => string | undefined;
  onSuccess?: (result: TResult, vars: TVars) => void;
}

export function useAdminMutation<TVars, TResult = unknown>(options: AdminMutationOptions<TVars, TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.request,
    // Writes are not retried here: a repeated conversion or invitation must not happen twice.
    retry: false,
    onSuccess: async (result, vars) => {
      const title = options.success?.(result, vars);
      if (title) showSuccess(title);
      options.onSuccess?.(result, vars);
      await Promise.all(options.invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      showError(options.useServerMessage ? serverMessage(error, options.errorMessage) : options.errorMessage);
    },
  });
}
