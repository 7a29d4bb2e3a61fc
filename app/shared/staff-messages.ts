/**
 * Messages of the staff member's own account page (name, notifications on this device, the jobs
 * calendar) and of the back office's alert banner, shared by the API and those screens. Kept apart
 * from ./messages so public pages do not carry them in their JavaScript.
 */
export const staffMessages = {
  /** Notifications on a staff member's phone or computer (Web Push). */
  push: {
    endpointRefused: "This browser's push service address is not accepted",
    notSubscribed: "Notifications are not on for this device",
    subscriptionGone: "This device's subscription has expired. Turn notifications off and on again.",
    testFailed: "The browser's push service did not take the message. Try again later.",
    testTitle: "Test notification",
    testBody: "Notifications work on this device.",
    heading: "Notifications on this device",
    intro: "Get new leads and leads assigned to you on this phone or computer, even when the back office is closed. E-mail alerts keep coming either way.",
    switchLabel: "Notify me on this device",
    on: "Notifications are on for this device.",
    off: "Notifications are off for this device.",
    denied: "This browser blocks notifications for this site. Allow them in the browser's site settings, then reload this page.",
    unsupported: "This browser cannot receive notifications. On an iPhone or iPad, add the back office to the Home Screen first (Share, then Add to Home Screen) and open it from there.",
    editorNote: "Only staff who can open leads are notified of new leads and assignments.",
    sendTest: "Send a test notification",
    testSent: "Test notification sent",
    turnedOn: "Notifications turned on for this device",
    turnedOff: "Notifications turned off for this device",
    turnOnFailed: "Notifications could not be turned on",
    turnOffFailed: "Notifications could not be turned off",
    testSendFailed: "The test notification was not sent",
    checking: "Checking this browser...",
  },

  calendar: {
    heading: "Jobs in your calendar",
    intro: "Subscribe to this private address in your phone's calendar (Google Calendar: Other calendars, From URL; iPhone: Settings, Calendar, Accounts, Add Subscribed Calendar). Anyone with the address can read the jobs: keep it to yourself.",
    urlLabel: "Your calendar address",
    copy: "Copy",
    copied: "Calendar address copied",
    copyFailed: "Copy it by hand: the browser refused",
    revoke: "Make a new address",
    revokeTitle: "Make a new calendar address?",
    revokeText: "The current address stops working at once: calendars subscribed to it stop updating. Subscribe again with the new one.",
    revoked: "New calendar address made; the old one no longer works",
    revokeFailed: "A new calendar address could not be made",
    loadFailed: "The calendar address could not be loaded",
    calendarName: (business: string) => `${business} jobs`,
  },

  account: {
    title: "Your Account",
    crumb: "Your account",
    menu: "Your account",
    nameHeading: "Your name",
    saveName: "Save name",
    nameSaved: "Name saved",
    nameSaveFailed: "Your name could not be saved",
  },

  /** Sending a published post to the blog's subscribers, and the subscriber list. */
  newsletter: {
    notPublished: "Only a published post can be sent to subscribers",
    alreadySent: (when: string) => `This post was already sent to subscribers on ${when}. A post is sent once.`,
    noAddress: "Your account has no e-mail address to send the test to",
    testSent: (to: string) => `Test sent to ${to}`,
    testFailed: "The test could not be sent",
    sent: (count: number) => `Queued for ${count} subscriber${count === 1 ? "" : "s"}`,
    sendFailed: "The post could not be sent to subscribers",
    loadFailed: "The newsletter could not be loaded",
    subscribersFailed: "The subscribers could not be loaded",
    noSubscribers: "Nobody has subscribed yet. The subscribe form is on the blog and at the end of every post.",
  },

  alertsBanner: {
    text: "Nobody gets new-lead alerts: no e-mail alert recipient is active.",
    fix: "Add a recipient",
  },
  /** The admin's API tokens and the API reference. */
  apiTokens: {
    intro: "Tokens let another tool (a quoting app, a spreadsheet sync) use the site's API as you, within the scopes you choose. Send one as \"Authorization: Bearer <token>\". Revoke a token the moment the tool no longer needs it.",
    nameLabel: "Name (the tool that uses it)",
    scopesLabel: "What it may do",
    expiryLabel: "Expires after",
    never: "Never (until revoked)",
    create: "Create token",
    created: "API token created",
    createFailed: "The token was not created",
    shownOnce: "Copy this token now: it is shown only once. The site keeps only a fingerprint of it.",
    copy: "Copy token",
    copied: "Token copied",
    done: "I have copied it",
    empty: "No API tokens yet.",
    revoke: "Revoke",
    revokeTitle: "Revoke this token?",
    revokeText: "Tools using it are refused at once. This cannot be undone; make a new token if you need one again.",
    revoked: "Token revoked",
    revokeFailed: "The token was not revoked",
    referenceLink: "API reference",
  },
};
