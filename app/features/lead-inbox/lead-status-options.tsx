import { leadStatuses } from "@common/schemas/admin-lead-values";

/** The status choices for a lead: the spec's statuses, plus its current one if it is not among them. */
export function LeadStatusOptions({ current }: { current: string }) {
  return (
    <>
      {!(leadStatuses as readonly string[]).includes(current) && <option value={current}>{current}</option>}
      {leadStatuses.map((s) => (
        <option key={s} value={s}>
          {s}
        </option>
      ))}
    </>
  );
}
