/**
 * The back office's words for service history, the mail log and template previews. Kept apart
 * from the shared catalogue (common/messages.ts), which every public page loads: these are
 * only for staff screens.
 */
export const followThroughMessages = {
  historyHeading: "Service history",
  historyEmpty: "No jobs recorded for this contact yet.",
  recordJob: "Record a job",
  saveJob: "Save job",
  editJob: "Edit",
  completeJob: "Mark completed",
  jobSaved: "Job saved",
  jobCompleted: "Job marked completed",
  saveJobFailed: "Failed to save the job",
  completeJobFailed: "Failed to mark the job completed",
  cancel: "Cancel",
  reviewRequested: "Review request goes out",
  reviewRequestSent: "Review requested",
  reviewReceived: "Review received",
  reviewRequestsHeading: "Review requests",
  reviewRequestsEmpty: "No review requests yet: one is booked each time a job is marked completed.",
  reviewRequestNotMailed: "Not sent (no e-mail address, or opted out)",
  mailLinkLabel: "Mail log and e-mail previews",
  mailHeading: "Outgoing mail",
  mailLogHeading: "Mail log",
  mailLogEmpty: "No mail sent yet.",
  templatesHeading: "E-mail templates",
  previewLabel: "Preview",
  mailStates: { queued: "Queued", retrying: "Retrying", sent: "Sent", failed: "Failed", filed: "Not delivered (written to a file)" } as Record<string, string>,
  mailKinds: {
    lead_alert: "Lead alert",
    lead_confirmation: "Request confirmation",
    review_confirmation: "Review confirmation",
    maintenance_reminder: "Maintenance reminder",
    maintenance_digest: "Maintenance digest",
    review_request: "Review request",
    password_reset: "Password reset",
    invitation: "Invitation",
    crm_email: "Customer e-mail",
    newsletter_confirmation: "Newsletter confirmation",
    newsletter_post: "Newsletter post",
  } as Record<string, string>,
  } as const;
