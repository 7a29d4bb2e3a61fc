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

  alertsBanner: {
    text: "Nobody gets new-lead alerts: no e-mail alert recipient is active.",
    fix: "Add a recipient",
  },

  /** The webhooks page: receivers of signed events, their secrets and delivery logs. */
  webhooks: {
    title: "Webhooks",
    intro:
      "Other tools (a CRM, a spreadsheet, Zapier) can be told of new leads, status changes, contacts, reviews and completed jobs. Each event is signed with the endpoint's secret (Standard Webhooks), retried for 24 hours, and the endpoint is paused — and admins mailed — if it keeps failing.",
    add: "Add endpoint",
    added: "Endpoint added",
    addFailed: "The endpoint could not be added",
    urlLabel: "Receiver URL",
    descriptionLabel: "Description (optional)",
    eventsLabel: "Events",
    empty: "No webhook endpoints yet.",
    secretLabel: "Signing secret",
    copy: "Copy",
    copied: "Secret copied",
    ping: "Send test ping",
    pinged: "Test ping delivered",
    pingRefused: "The receiver did not take the test ping",
    pingFailed: "The test ping could not be sent",
    pause: "Pause",
    resume: "Resume",
    updateFailed: "The endpoint could not be changed",
    remove: "Delete",
    removeTitle: "Delete this endpoint?",
    removeText: "It receives no more events, and its delivery log is removed.",
    removeFailed: "The endpoint could not be deleted",
    paused: "Paused",
    failing: "Failing",
    active: "Active",
    log: "Recent deliveries",
    logEmpty: "Nothing sent yet.",
    sendAgain: "Send again",
    sentAgain: "Queued to send again",
    sendAgainFailed: "It could not be queued again",
  },
};
