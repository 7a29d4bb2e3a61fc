/** Visits: the office's schedule (day and week, booking and moving) and a technician's own day. */
export { MyDayPage } from "./my-day-page";
export { SchedulePage, scheduleForJob } from "./schedule-page";
export { timeRange } from "./times";
