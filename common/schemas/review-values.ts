/** The review form's values and limits: no zod here (the rules are ./reviews, loaded when the form is used). */
export const REVIEW_NAME_MAX = 100;
export const REVIEW_LOCATION_MAX = 100;
export const REVIEW_CONTENT_MIN = 10;
export const REVIEW_CONTENT_MAX = 2000;

export interface ReviewFormValues {
  customerName: string;
  customerLocation: string;
  rating: number;
  content: string;
  serviceType: string;
}

export const emptyReviewForm: ReviewFormValues = {
  customerName: "",
  customerLocation: "",
  rating: 0,
  content: "",
  serviceType: "",
};
