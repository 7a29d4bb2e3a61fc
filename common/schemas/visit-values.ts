/** Visits' statuses, limits and messages: no zod here, for the pages that only show them (./visits has the rules). */
export const VISIT_STATUSES = ["scheduled", "on_the_way", "done", "cancelled"] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];
export const visitStatusLabels: Record<VisitStatus, string> = {
  scheduled: "Scheduled",
  on_the_way: "On the way",
  done: "Done",
  cancelled: "Cancelled",
};

/** The homeowner is told to expect the technician from the start time to this many minutes later. */
export const ARRIVAL_WINDOW_MINUTES = 60;
/** A visit lasts 15 minutes to 12 hours, in steps of 5 minutes. */
export const VISIT_MINUTES = { min: 15, max: 12 * 60, step: 5 } as const;
export const MAX_TECHNICIANS = 6;
export const MAX_CHECKLIST_ITEMS = 30;

export const visitMessages = {
  dayInvalid: "Use a date like 2026-03-01",
  timeInvalid: "Use a time like 09:30",
  timeMissing: "That time does not exist on this day (the clocks go forward): choose another",
  minutesInvalid: `The length is ${VISIT_MINUTES.min} minutes to ${VISIT_MINUTES.max / 60} hours, in steps of ${VISIT_MINUTES.step}`,
  technicianRequired: "Choose at least one technician",
  technicianUnknown: "A chosen technician is not an active staff member who goes out on visits",
  jobRequired: "Choose the job",
  jobMissing: "That job no longer exists",
  checklistItem: "Each checklist item is 1 to 200 characters",
  noteRequired: "Write what was done",
  overlap: "Booked, but a technician has another visit at that time",
  closed: "This visit is done or cancelled; it cannot change",
  notYours: "This visit is not one of yours",
} as const;
