/**
 * The service area card's fixed text (every page with the card shows it; kept apart from the
 * service texts). Its opening hours are the owner's, from Settings.
 */
export const serviceArea = {
  title: "Service Area",
  area: "Chittenden County",
  licensed: "Licensed and insured",
};
