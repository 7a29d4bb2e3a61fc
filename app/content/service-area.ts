/** The service area card's text (every page with the card shows it; kept apart from the service texts). */
export const serviceArea = {
  title: "Service Area",
  area: "Chittenden County",
  hours: "Mon-Fri 8AM-5PM",
  licensed: "Licensed and insured",
};
