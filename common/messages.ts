/**
 * What the public site and the public API say (the spec's words verbatim), one export per section:
 * read as `messages.<section>.<key>` after `import * as messages from "@common/messages"`, so
 * the bundler keeps only the sections a build reads. What only staff see is in ./staff-messages.
 */

export const validation = {
  required: "This field is required",
  nameMin: "Must be at least 2 characters",
  nameInvalid: "Please enter a valid name",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email",
  phoneRequired: "Phone number is required",
  phoneInvalid: "Please enter a valid 10-digit phone number",
  messageMax: "Message must be less than 1000 characters",
  toastTitle: "Validation Error",
  toastDescription: "Please correct the errors in the form",
  // Not fixed by the spec (lead capture, docs/decisions.md): limits and wrong types.
  textExpected: "Must be text",
  nameMax: "Must be at most 50 characters",
  serviceMax: "Service must be at most 100 characters",
  locationMax: "Location must be at most 100 characters",
  pagePathInvalid: "Page path must be a path on this site, such as /contact",
} as const;

export const quote = {
  dialogTitle: "Request a Free Quote",
  submit: "Send Quote Request",
  pending: "Sending...",
  servicePlaceholder: "Select a service",
  messagePlaceholder: "Tell us about your project or issue...",
  successTitle: "Quote Request Sent!",
  successDescription: "We'll contact you within 24 hours with your quote.",
  rateLimited: "Too many requests. Please wait a few minutes before trying again.",
  failed: "Failed to send quote request. Please try again.",
  // Not fixed by the spec.
  dialogDescription: "Tell us what you need and we'll get back to you within 24 hours.",
} as const;

export const quickQuote = {
  nameRequired: "Name is required",
  phoneRequired: "Phone number is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email",
  serviceRequired: "Please select a service type",
  pending: "Submitting...",
  successTitle: "Quote Request Submitted!",
  successDescription: "We'll contact you within 24 hours to discuss your project.",
  rateLimited: "Too many submissions. Please wait a few minutes before trying again.",
  failed: "Something went wrong. Please try again or call us directly.",
  // Not fixed by the spec (docs/decisions.md, "Lead capture and reviews").
  labels: { name: "Name *", phone: "Phone *", email: "Email *", serviceType: "Service Type *" },
  placeholders: { name: "Jane Smith", phone: "(555) 555-0123", email: "you@example.com" },
  submit: "Get My Free Quote",
  requestMessage: (serviceType: string, phone: string) =>
    `Quote request for ${serviceType} from the homepage. Contact phone: ${phone}`,
} as const;

export const contact = {
  pending: "Sending...",
  success: "Message Sent! We'll contact you within 24 hours.",
  successTitle: "Message Sent!",
  successDescription: "We'll contact you within 24 hours.",
  rateLimited: "Too many submissions. Please wait a few minutes before trying again.",
  failed: "Failed to send message. Please try again.",
  // Not fixed by the spec (docs/decisions.md, "Lead capture and reviews").
  heading: "Schedule Your Consultation",
  servicePlaceholder: "Select a service (optional)",
  messagePlaceholder: "Tell us about your home and what you'd like to improve...",
  submit: "Send Message",
  footer:
    "We specialize in planned installations and maintenance, not emergency repairs. We'll respond within one business day to schedule your consultation.",
} as const;

/** Service request forms of the area pages (fields not shown by the spec; decided in docs/decisions.md). */
export const areaRequest = {
  submit: "Request Service",
  pending: "Sending...",
  successTitle: "Service Request Sent!",
  successDescription: "We'll contact you within 24 hours to schedule your visit.",
} as const;

/** Public forms sent by the browser itself (no JavaScript yet, or none): the page answers (docs/decisions.md). */
export const nativeForms = {
  summaryTitle: "There is a problem",
  crossSite: "This form can only be sent from our own website. Please open the page again and send it from there.",
  malformed: "We could not read what your browser sent. Please check the form and send it again.",
  tooLarge: "What you sent is too long for this form. Please shorten it and send it again.",
  unknownField: "This form sent something we did not expect. Please check the form and send it again.",
  tokenMissing: "We could not confirm this form came from our page. Please send it again.",
  tokenExpired: "This form was open for a long time, so it has expired. Please check your details and send it again.",
  replayed: "This form was already sent, so it was not sent again. To send something new, fill in the form below.",
  // The quote and review pages (a link's destination until the page's script runs, and without it).
  quoteHeading: "Ask for Your Free Quote",
  quoteIntro: "Tell us about your home and what you need; a comfort specialist will get back to you within 24 hours.",
  reviewHeading: "Review Our Work",
  reviewIntro: "Tell other homeowners how your project went. Every review is read by our team and published after approval.",
} as const;

/** Shared by every lead form's error toast. */
export const submitErrors = {
  title: "Error",
  badRequest: "Please check your information and try again.",
  network: "Network error. Please check your connection and try again.",
} as const;

export const review = {
  nameMin: "Name must be at least 2 characters",
  locationRequired: "Location is required",
  ratingRequired: "Please select a rating",
  contentMin: "Review must be at least 10 characters",
  serviceRequired: "Please select a service type",
  pending: "Submitting...",
  successTitle: "Review Submitted!",
  successDescription: "Thank you for your feedback. Your review will be published after approval.",
  failed: "Something went wrong. Please try again or call us directly.",
  emptyTitle: "No reviews found",
  showAll: "Show All Reviews",
  readMore: "Read More",
  showLess: "Show Less",
  // Not fixed by the spec (docs/decisions.md, "Lead capture and reviews").
  dialogTitle: "Share Your Experience",
  dialogDescription: "Tell other homeowners about the work we did for you. Reviews are published after approval.",
  labels: {
    customerName: "Your Name *",
    customerLocation: "Location *",
    rating: "Rating *",
    serviceType: "Service Type *",
    content: "Your Review *",
  },
  placeholders: {
    customerName: "Jane Smith",
    customerLocation: "Your town",
    content: "Tell us about your experience...",
  },
  servicePlaceholder: "Select a service",
  starLabel: (n: number) => (n === 1 ? "1 star" : `${n} stars`),
  submit: "Submit Review",
  /** Beside the submit button while it waits for a star (it stays disabled until one is chosen). */
  chooseRating: "Choose a star rating to submit your review.",
  ratingInvalid: "Rating must be a whole number from 1 to 5",
  nameMax: "Name must be at most 100 characters",
  locationMax: "Location must be at most 100 characters",
  contentMax: "Review must be at most 2000 characters",
} as const;

/** Public pages part 2: gallery, reviews page, areas, education, heating guide. */
export const publicPages2 = {
  galleryEmpty: "No projects found in this category.",
  /** The gallery with no project at all (a new site). */
  galleryNone: "No projects to show yet.",
  /** Before the name of a customer who agreed to it being shown with their project. */
  galleryCustomer: "Customer",
  /** Gallery card button text; its accessible name is "View details: {project title}". */
  viewDetails: "View details",
  showAllProjects: "Show All Projects",
  requestSimilar: "Request Similar Project Quote",
  getService: "Get Service",
  getFreeQuote: "Get Free Quote",
  writeReview: "Write a Review",
} as const;

export const services = {
  notFound: "Service not found. Please check the URL or return to our main services page.",
} as const;

export const notFoundPage = {
  title: "404 - Page Not Found",
  text: "We couldn't find the page you're looking for. The page may have been moved, deleted, or the URL might be incorrect.",
} as const;

export const errorScreen = {
  title: "Something went wrong",
  apology: "We're sorry — an unexpected error occurred. Our team has been notified.",
  tryAgain: "Try Again",
  home: "Go to Homepage",
} as const;

export const auth = {
  emailInvalid: "Please enter a valid email address",
  passwordMin: "Password must be at least 8 characters",
  passwordHint: "Must be at least 8 characters long",
  signingIn: "Signing in...",
  loginFailedTitle: "Login failed",
  loginRateLimited: "Too many login attempts. Please wait before trying again.",
  loginInvalid: "Invalid email or password. Please check your credentials.",
  loginBadRequest: "Please enter a valid email and password.",
  loginFailed: "Login failed. Please try again.",
  loginSuccessTitle: "Login successful",
  loginSuccessDescription: "Welcome back! Redirecting to admin panel...",
  invalidLoginResponse: "Invalid login response format",
  fetchUserFailed: "Failed to fetch user info",
  useAuthOutsideProvider: "useAuth must be used within an AuthProvider",
  /** Server answer for a wrong e-mail or password (the client maps it to loginInvalid). */
  invalidCredentials: "Invalid credentials",

  forgotEmailInvalid: "Invalid email address",
  forgotSubmit: "Send Reset Link",
  forgotCheckEmail: "Check Your Email",
  forgotSuccess: "If the email exists in our system, you'll receive a password reset link within a few minutes.",
  forgotToastTitle: "Reset link sent",
  forgotToastDescription: "Check your email for password reset instructions.",
  forgotFailed: "Failed to send reset e-mail. Please try again.",
  forgotBadRequest: "Please enter a valid email address",
  forgotRateLimited: "Too many requests. Please wait before trying again.",

  resetInvalidLinkTitle: "Invalid Reset Link",
  resetInvalidLink: "Invalid reset link. Please request a new password reset.",
  resetTokenMissing: "Reset token is missing. Please request a new password reset.",
  resetConfirmRequired: "Please confirm your password",
  resetMismatch: "Passwords don't match",
  resetFailedTitle: "Reset failed",
  resetFailed: "Failed to reset password. Please try again.",
  resetInvalidToken: "Invalid or expired reset token. Please request a new password reset.",
  resetSuccessTitle: "Password Reset Successful",
  resetSuccessToast: "Password reset successful",
  resetTokenRequired: "Reset token is required",

  createAdminFailed: "Failed to create admin account",
  createAdminNetwork: "Network error. Please try again.",
  createAdminSuccessTitle: "Success!",
  createAdminSuccess: "Admin account created successfully. You can now log in.",
  errorTitle: "Error",

  // Server answers and account screens not fixed word for word by the spec.
  passwordMax: "Password must be at most 1024 characters",
  adminKeyRequired: "Admin key is required",
  invalidAdminKey: "Invalid admin key",
  emailTaken: "A staff account with this email already exists",
  resetDone: "Password reset successful",
  loggedOut: "Signed out",
  sessionExpired: "Your session has expired. Please sign in again.",
  crossSite: "Cross-site request refused",
  jsonRequired: "Requests that change data must send JSON",
  tooManyAttempts: "Too many attempts. Please wait before trying again.",
  inviteInvalid: "Invalid or expired invitation. Ask an administrator for a new one.",
  inviteRateLimited: "Too many requests. Please wait before trying again.",
  nameRequired: "Please enter a name",
  nameMax: "Name must be at most 80 characters",
  nameLabel: "Your name",
  nameHint: "Colleagues see it on leads, notes and the audit log.",
  signIn: "Sign In",
  adminMenu: "Admin",
  signedInAs: "Signed in as",
  adminPanel: "Admin Panel",
  logout: "Logout",
  acceptInviteTitle: "Accept Invitation",
  acceptInviteMissing: "This invitation link is incomplete. Ask an administrator for a new one.",
  acceptInviteSuccess: "Welcome aboard! Your account is ready.",
  registerNotice: "This page closes once the first admin account exists; colleagues then join by invitation.",
  /** Password field toggle names: never the field's label, so getByLabel(label) finds only the input. */
  showPassword: "Show",
  hidePassword: "Hide",

  // Two-factor sign-in.
  twoFactorTitle: "Two-Factor Sign-In",
  twoFactorPrompt: "Enter the 6-digit code from your authenticator app, or one of your recovery codes.",
  twoFactorCodeLabel: "Authentication code",
  twoFactorVerify: "Verify",
  twoFactorVerifying: "Verifying...",
  twoFactorCodeRequired: "Please enter the code from your authenticator app",
  twoFactorCodeInvalidFormat: "That doesn't look like an authentication or recovery code",
  twoFactorInvalid: "That code is not right, or it was already used. Please try the current code.",
  twoFactorExpired: "Your sign-in took too long. Please enter your email and password again.",
  twoFactorLocked: "Too many wrong codes: sign-in codes are locked for this account. Reset your password, or ask an admin to reset your two-factor sign-in.",
  twoFactorFailedTitle: "Verification failed",
  twoFactorStartOver: "Start over",
  enrolTitle: "Set Up Two-Factor Sign-In",
  enrolRequired: "Your account needs two-factor sign-in before you can continue.",
  enrolSteps: "Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, ...), then enter the 6-digit code it shows.",
  enrolQrAlt: "QR code to add this account to an authenticator app",
  enrolManual: "Can't scan it? Enter this key in the app instead:",
  enrolSubmit: "Turn On Two-Factor Sign-In",
  recoveryTitle: "Save Your Recovery Codes",
  recoveryText: "Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.",
  recoveryContinue: "Continue",
  twoFactorEnabledTitle: "Two-factor sign-in turned on",
  twoFactorAlreadyEnabled: "Two-factor sign-in is already on for this account",
  twoFactorNoPending: "Start the set-up again to get a new QR code",
  recoveryUsedTitle: "Recovery code used",
  recoveryUsedLeft: "You signed in with a recovery code. Recovery codes left:",
  securityMenu: "Sign-in security",
  accountMenu: "Your account",
  viewWebsite: "View the website",
} as const;

export const blog = {
  titleContentRequired: "Title and content are required",
  promptRequired: "Please enter a content prompt",
  fetchPostsFailed: "Failed to fetch posts",
  commentFailed: "Failed to submit comment",
  recommendationsFailed: "Unable to load recommendations",
  noRelated: "No related posts found",
  categoryNameRequired: "Category name is required",
  campaignRequired: "Campaign name and prompt are required",
  postNotFound: "Post not found",
  categoryNotFound: "Category not found",
  categoryEmpty: "No articles found in this category yet. Check back soon!",
  recommended: "Recommended for You",
  backToBlog: "Back to Blog",
  commentSubmittedTitle: "Comment submitted",
  commentSubmitted: "Thank you! Your comment is awaiting approval and will appear once it has been reviewed.",
  commentNameRequired: "Name is required",
  commentEmailInvalid: "Please enter a valid email",
  commentContentRequired: "Comment is required",
  commentTooLong: "Comment must be 2000 characters or fewer",
  commentRateLimited: "Too many comments. Please wait a few minutes before trying again.",
  noComments: "No comments yet. Be the first to share your thoughts.",
  noPosts: "No articles published yet. Check back soon!",
  seoTitleMax: "SEO title must be 60 characters or fewer",
  seoDescriptionMax: "SEO description must be 155 characters or fewer",
  slugInvalid: "Slug may contain only lower-case letters, numbers and hyphens",
  slugRequired: "Enter the post's web address (slug)",
  slugReserved: "That address is used by the blog itself; choose another",
  notFoundCrumb: "Not found",
} as const;

/** The blog's subscribe form (new posts by e-mail). */
export const newsletter = {
  heading: "Get new articles by e-mail",
  intro: "One e-mail when we publish a new article. No spam; unsubscribe with one click.",
  emailLabel: "Email",
  emailInvalid: "Please enter a valid email",
  submit: "Subscribe",
  submitting: "Subscribing...",
  checkEmailTitle: "Check your e-mail",
  checkEmail: "We sent a link to confirm your subscription. Nothing is sent until you press it.",
  failed: "Subscription failed. Please try again in a few minutes.",
  rateLimited: "Too many subscriptions from this connection. Please wait a few minutes before trying again.",
} as const;

/** Server-side answers not fixed by the spec, kept here so clients and tests share them. */
export const api = {
  leadRateLimited: "Too many submissions. Please wait a few minutes before trying again.",
  reviewRateLimited: "Too many submissions. Please wait a few minutes before trying again.",
  idempotencyKeyInvalid: "Idempotency-Key must be 1 to 200 visible characters",
  nulCharacter: "Text must not contain NUL characters",
  loneSurrogate: "Text must not contain broken Unicode characters",
  clientErrorRateLimited: "Too many error reports. Please wait a few minutes.",
  pageviewRateLimited: "Too many page views from this address. Please slow down.",
} as const;

/** The site image's alt text (every page's og:image:alt); the editor's own are in ./staff-messages. */
export const editor = {
  siteImageAlt: "A house with lit windows and a heat pump beside it on a snowy evening",
} as const;
