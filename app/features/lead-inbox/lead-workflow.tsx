/**
 * One lead's workflow, the same in the dashboard's dialog and on the lead's own page: who works
 * it (the assignee is e-mailed), its timeline (arrival, status changes, notes, e-mails and calls,
 * conversion — with who and when), a note, spam review and deletion (with confirmation).
 */
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Field, Select, Textarea } from "~/components/ui/form-controls";
import { TimelineList } from "~/components/back-office/timeline-list";
import { lazySchema } from "~/lib/lazy-schema";
import { useAssignableStaff } from "~/features/team";
import { useAddLeadNote, useAssignLead, useDeleteLead, useLeadTimeline, useSetLeadSpam, type AdminLead } from "./api";
import type { TimelineEvent } from "~/lib/server-types";

/** The note's rule loads with the first use of the field (zod stays off the lead's page until then). */
const noteRules = lazySchema(() => import("@common/schemas/settings").then((m) => m.leadNoteSchema));

export function LeadWorkflow({
  lead,
  onDeleted,
  initialTimeline,
  headingLevel = 3,
}: {
  lead: AdminLead;
  onDeleted: () => void;
  initialTimeline?: TimelineEvent[];
  headingLevel?: 2 | 3;
}) {
  const staff = useAssignableStaff();
  const timeline = useLeadTimeline(lead.id, initialTimeline);
  const assign = useAssignLead(lead.id);
  const spam = useSetLeadSpam(lead.id);
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string>();
  const addNote = useAddLeadNote(lead.id, () => setNote(""));
  const [confirmDelete, setConfirmDelete] = useState(false);
  const remove = useDeleteLead(lead.id, onDeleted);
  const Heading = `h${headingLevel}` as const;

  async function submitNote(e: React.FormEvent) {
    e.preventDefault();
    await noteRules.load();
    const found = noteRules.errorsOf({ content: note });
    setNoteError(found.content);
    if (!found.content) addNote.mutate(note);
  }

  return (
    <div className="space-y-5">
      <Field id="lead-assignee" label="Assigned to">
        {(p) => (
          <Select {...p} value={lead.assignee?.id ?? ""} onChange={(e) => assign.mutate(e.target.value || null)}>
            <option value="">Nobody</option>
            {/* Only staff who can open leads; the e-mail tells two people of one name apart. */}
            {(staff.data ?? []).map((u) => (
              <option key={u.id} value={u.id}>
                {u.name} ({u.email})
              </option>
            ))}
            {/* Until the list arrives, or if the assignee can no longer take leads, they stay shown. */}
            {lead.assignee && !staff.data?.some((u) => u.id === lead.assignee!.id) && <option value={lead.assignee.id}>{lead.assignee.name}</option>}
          </Select>
        )}
      </Field>

      <form onSubmit={submitNote} noValidate className="space-y-2">
        <Field id="lead-note" label="Add a note" error={noteError}>
          {(p) => <Textarea {...p} rows={2} value={note} onFocus={() => void noteRules.load()} onChange={(e) => setNote(e.target.value)} />}
        </Field>
        <Button type="submit" variant="outline" size="sm" busy={addNote.isPending}>
          Save note
        </Button>
      </form>

      <section aria-labelledby="timeline-heading">
        <Heading id="timeline-heading" className="mb-2 text-lg font-semibold text-slate-900">
          Timeline
        </Heading>
        <TimelineList query={timeline} testId="lead-timeline" />
      </section>

      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
        <Button variant="outline" size="sm" busy={spam.isPending} onClick={() => spam.mutate(!lead.isSpam)}>
          {lead.isSpam ? "Restore from spam" : "Mark as spam"}
        </Button>
        <Button variant="destructive" size="sm" onClick={() => setConfirmDelete(true)}>
          Delete lead
        </Button>
      </div>
      <ConfirmDialog
        subject={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title="Delete this lead?"
        description={`${lead.firstName} ${lead.lastName}'s request and its notes are removed for good.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </div>
  );
}
