/** Review moderation: every submitted review, approve / reject, delete (the dashboard's Reviews tab). */
export { ReviewsTab } from "./reviews-tab";
