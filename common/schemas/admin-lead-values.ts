/** The lead list's values (statuses, sorts, page sizes): no zod here, for the pages that only show them (./admin-leads has the rules). */
export const leadStatuses = ["Lead", "Pending", "Active", "Completed"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const leadSortOptions = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
  { value: "name", label: "Name" },
  { value: "status", label: "Status" },
  { value: "service", label: "Service" },
] as const;
export type LeadSort = (typeof leadSortOptions)[number]["value"];

export const leadPageSizes = [10, 20, 50] as const;
export const DEFAULT_LEAD_PAGE_SIZE = 10;
export const MAX_PAGE_BUTTONS = 5;
