/** Visits: a technician's own day and the pieces other screens use. The office's schedule is loaded by its route as a chunk of its own. */
export { MyDayPage } from "./my-day-page";
export { scheduleForJob } from "./schedule-page";
export { timeRange } from "./times";
