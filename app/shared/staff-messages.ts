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

  /** Importing contacts from a CSV file (admins, from the CRM). */
  contactImport: {
    title: "Import contacts",
    crumb: "Import contacts",
    open: "Import CSV",
    intro:
      "Bring customers from a spreadsheet, QuickBooks or Jobber: save the list as CSV (comma or semicolon, UTF-8), choose which column holds what, check the preview, then import. An import can be undone for 24 hours.",
    fileLabel: "CSV file (at most 10 MB)",
    mappingHeading: "Columns",
    leaveOut: "Leave out",
    previewHeading: "Preview",
    previewFailed: "The file could not be read",
    totals: (t: { rows: number; new: number; match: number; invalid: number }) =>
      `${t.rows} rows: ${t.new} new, ${t.match} match a contact, ${t.invalid} invalid (left out)`,
    verdicts: { new: "New", match: "Matches", invalid: "Invalid" },
    matchBy: (name: string, by: string, row?: number) => (row ? `Same ${by} as row ${row} of this file` : `${name}, by ${by}`),
    overwrite: "Overwrite fields that already have a value (otherwise only empty fields are filled in)",
    importButton: (n: number) => `Import ${n} ${n === 1 ? "row" : "rows"}`,
    importing: "Importing…",
    importFailed: "The import failed; nothing was imported",
    imported: "Contacts imported",
    result: (r: { created: number; updated: number; matched: number; skippedCount: number; servicesCreated: number }) =>
      `${r.created} contacts added, ${r.updated} updated (${r.matched} rows matched a contact), ${r.servicesCreated} past services recorded, ${r.skippedCount} rows left out.`,
    skippedHeading: "Rows left out",
    historyHeading: "Recent imports",
    noImports: "No imports yet.",
    undo: "Undo this import",
    undoTitle: "Undo this import?",
    undoDescription:
      "The contacts it added are deleted, with anything recorded on them since; the contacts it changed get their earlier values back, except fields someone edited after the import.",
    undone: "Import undone",
    undoFailed: "The import could not be undone",
    undoneOn: (when: string) => `Undone ${when}`,
    exportJobs: "Export jobs",
    back: "Back to contacts",
  },
};
