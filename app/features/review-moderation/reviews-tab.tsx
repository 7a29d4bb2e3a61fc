/**
 * Testimonials tab: every testimonial, approved or not, with approve / reject and delete
 * with confirmation. Approval shows it publicly at once; the public list is refreshed too.
 */
import { Check, Star, Trash2, X } from "~/components/icons";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Label, Select } from "~/components/ui/form-controls";
import * as staffMessages from "@common/staff-messages";
import { useAdminTestimonials, useApproveTestimonial, useDeleteTestimonial } from "./api";
import type { AdminTestimonial } from "./api";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { formatDate } from "@common/dates";
import { EmptyState, ListSkeleton, LoadError, StatusBadge } from "~/components/back-office/states";

const m = staffMessages.dashboard;
type Filter = "all" | "pending" | "approved" | "spam";

const filters: { value: Filter; label: string }[] = [
  { value: "all", label: "All reviews" },
  { value: "pending", label: "Awaiting approval" },
  { value: "approved", label: "Approved" },
  { value: "spam", label: "Held as spam" },
];

function matches(t: AdminTestimonial, filter: Filter) {
  if (filter === "spam") return t.isSpam;
  if (t.isSpam) return false;
  if (filter === "pending") return !t.isApproved;
  if (filter === "approved") return t.isApproved;
  return true;
}

export function ReviewsTab() {
  const [filter, setFilter] = useState<Filter>("all");
  const [toDelete, setToDelete] = useState<AdminTestimonial | null>(null);
  const revalidator = useRevalidator();
  const query = useAdminTestimonials();
  const all = query.data ?? [];
  const rows = all.filter((t) => matches(t, filter));
  // The rating summary some pages read comes from a loader.
  const approve = useApproveTestimonial(() => void revalidator.revalidate());
  const remove = useDeleteTestimonial(() => {
    setToDelete(null);
    void revalidator.revalidate();
  });

  const pendingCount = all.filter((t) => !t.isApproved && !t.isSpam).length;

  return (
    <section aria-labelledby="testimonials-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="testimonials-heading" className="text-xl font-bold text-slate-900">
            Testimonials
          </h2>
          {query.data !== undefined && <p className="text-sm text-slate-700">{pendingCount} awaiting approval</p>}
        </div>
        <div>
          <Label htmlFor="testimonial-filter">Show</Label>
          <Select id="testimonial-filter" value={filter} onChange={(e) => setFilter(e.target.value as Filter)}>
            {filters.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </Select>
        </div>
      </div>

      {query.isPending ? (
        <ListSkeleton label="Loading testimonials" />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState>{m.testimonialsEmpty}</EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {rows.map((t) => (
            <li key={t.id} data-testid="testimonial-item">
              <Card className="flex h-full flex-col gap-2 p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  {/* Long names and places wrap: a card is never wider than a phone's screen. */}
                  <div className="min-w-0 wrap-anywhere">
                    <p className="font-semibold text-slate-900">{t.customerName}</p>
                    <p className="text-sm text-slate-600">
                      {t.customerLocation} · {t.serviceType} · {formatDate(t.createdAt, "short")}
                    </p>
                  </div>
                  {t.isSpam ? (
                    <StatusBadge tone="red">Spam</StatusBadge>
                  ) : t.isApproved ? (
                    <StatusBadge tone="green">Approved</StatusBadge>
                  ) : (
                    <StatusBadge tone="amber">Pending</StatusBadge>
                  )}
                </div>
                <p className="flex items-center gap-0.5" aria-label={`${t.rating} out of 5 stars`} role="img">
                  {Array.from({ length: 5 }, (_, i) => (
                    <Star
                      key={i}
                      aria-hidden="true"
                      className={i < t.rating ? "h-4 w-4 fill-amber-400 text-amber-500" : "h-4 w-4 text-slate-300"}
                    />
                  ))}
                </p>
                <p className="whitespace-pre-line text-sm text-slate-800 wrap-anywhere">{t.content}</p>
                <div className="mt-auto flex flex-wrap gap-2 pt-2">
                  <Button
                    size="sm"
                    variant={t.isApproved ? "outline" : "default"}
                    busy={approve.isPending}
                    onClick={() => approve.mutate({ id: t.id, isApproved: true })}
                  >
                    <Check className="h-4 w-4" aria-hidden="true" /> Approve
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    busy={approve.isPending}
                    onClick={() => approve.mutate({ id: t.id, isApproved: false })}
                  >
                    <X className="h-4 w-4" aria-hidden="true" /> Reject
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => setToDelete(t)}>
                    <Trash2 className="h-4 w-4 text-red-700" aria-hidden="true" /> Delete
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        subject={toDelete}
        onClose={() => setToDelete(null)}
        title={m.deleteTestimonialTitle}
        description={m.deleteTestimonialText}
        confirmLabel="Delete testimonial"
        pending={remove.isPending}
        onConfirm={(review) => remove.mutate(review)}
      />
    </section>
  );
}
