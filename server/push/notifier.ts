/**
 * Web Push to staff devices: a new lead to everyone who can open leads, an assignment to the
 * assignee. Messages are queued in memory after the change is committed and sent in the
 * background, so the lead's request never waits on a push service and a push failure never
 * touches the mail (the outbox stays the channel of record). A queued push lost to a restart is
 * acceptable for that reason. Each message is encrypted for its device by `web-push`
 * (aes128gcm, VAPID) and posted with fetch; a device the push service calls gone (404/410) is
 * removed, the others keep working.
 */
import webpush from "web-push";
import { eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { leads } from "../db/schema";
import { getBusinessSettings } from "../office/settings";
import { leadStaffDevices, markDelivered, removeSubscription, type PushTarget } from "./subscriptions";
import { isPushServiceEndpoint } from "./services";

/** What the back office's service worker shows: title, body, the page a tap opens, and a tag that replaces an older one. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export type DeliveryOutcome = "delivered" | "gone" | "failed";

export interface PushNotifier {
  /** A new lead (not spam) was stored. Returns at once. */
  leadArrived(lead: { id: string; firstName: string; lastName: string; serviceType: string; location: string | null }): void;
  /** A lead was assigned to someone by someone else. Returns at once. */
  leadAssigned(leadId: string, assigneeId: string, byName: string | null): void;
  /** A homeowner accepted or declined a quote online: to everyone who can open leads. Returns at once. */
  quoteAnswered(quote: { quoteId: string; number: string; customer: string; decision: "accepted" | "declined" }): void;
  /** Sends one message to one device now (the test button), removing it when it is gone. */
  sendNow(target: PushTarget, message: PushMessage): Promise<DeliveryOutcome>;
  /** Resolves when everything queued so far has been sent or given up. */
  settled(): Promise<void>;
}

type Job = { kind: "lead"; leadId: string; message: PushMessage } | { kind: "office"; message: PushMessage } | { kind: "assigned"; leadId: string; userId: string; byName: string | null };

/** Beyond this many waiting messages (a flood of leads), older ones are dropped: the mail still goes. */
const QUEUE_LIMIT = 200;
const SEND_TIMEOUT_MS = 10_000;
/** A lead alert is worth little after a day; the push service may drop it after that. */
const TTL_SECONDS = 24 * 60 * 60;

export const leadPageUrl = (id: string) => `/admin/leads/${id}`;

export function createPushNotifier(ctx: Pick<AppContext, "config" | "logger" | "db" | "clock">): PushNotifier {
  const log = ctx.logger.child({ area: "push" });
  const queue: Job[] = [];
  let running: Promise<void> | undefined;

  async function deliver(target: PushTarget, message: PushMessage, subject: string): Promise<DeliveryOutcome> {
    // A subscription saved before the rule (or by hand) is not posted to either.
    if (!isPushServiceEndpoint(target.endpoint, ctx.config.env)) {
      log.warn({ subscriptionId: target.id }, "push subscription is not at a known push service; not sent");
      return "failed";
    }
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(message),
      {
        vapidDetails: { subject, publicKey: ctx.config.vapid.publicKey, privateKey: ctx.config.vapid.privateKey },
        TTL: TTL_SECONDS,
        urgency: "high",
      },
    );
    try {
      const res = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: new Uint8Array(request.body as Buffer),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        // A push service never redirects a message; following one would post it elsewhere.
        redirect: "manual",
      });
      await res.body?.cancel();
      if (res.ok) return "delivered";
      if (res.status === 404 || res.status === 410) {
        await removeSubscription(ctx.db, target.id);
        log.info({ subscriptionId: target.id, userId: target.userId, status: res.status }, "push subscription gone; removed");
        return "gone";
      }
      log.warn({ subscriptionId: target.id, status: res.status }, "push service refused the message");
      return "failed";
    } catch (error) {
      log.warn({ subscriptionId: target.id, err: error }, "push message not sent");
      return "failed";
    }
  }

  async function sendAll(targets: PushTarget[], message: PushMessage, subject: string) {
    const outcomes = await Promise.all(targets.map((t) => deliver(t, message, subject)));
    await markDelivered(
      ctx.db,
      targets.filter((_, i) => outcomes[i] === "delivered").map((t) => t.id),
      ctx.clock.now(),
    );
  }

  const subjectFor = async () => `mailto:${(await getBusinessSettings(ctx.db)).email}`;

  async function drain() {
    while (queue.length) {
      const batch = queue.splice(0, queue.length);
      try {
        // One read of the lead staff's devices for all the new leads waiting; with no device
        // subscribed (the usual case under a flood of leads) that read is all a batch costs.
        const newLeads = batch.filter((j) => j.kind === "lead" || j.kind === "office");
        const staffDevices = newLeads.length ? await leadStaffDevices(ctx.db) : [];
        let subject: string | undefined;
        for (const job of batch) {
          if (job.kind === "lead" || job.kind === "office") {
            if (staffDevices.length) await sendAll(staffDevices, job.message, (subject ??= await subjectFor()));
            continue;
          }
          const devices = await leadStaffDevices(ctx.db, job.userId);
          if (!devices.length) continue;
          const [lead] = await ctx.db
            .select({ firstName: leads.firstName, lastName: leads.lastName, serviceType: leads.serviceType })
            .from(leads)
            .where(eq(leads.id, job.leadId));
          if (!lead) continue;
          await sendAll(
            devices,
            {
              title: `${job.byName ?? "An admin"} assigned you a lead`,
              body: [`${lead.firstName} ${lead.lastName}`, lead.serviceType].filter(Boolean).join(" · "),
              url: leadPageUrl(job.leadId),
              tag: `lead-assigned-${job.leadId}`,
            },
            (subject ??= await subjectFor()),
          );
        }
      } catch (error) {
        // A database outage costs these pushes only; the mail for the same events is in the outbox.
        log.warn({ err: error, messages: batch.length }, "push messages not sent");
      }
    }
  }

  function enqueue(job: Job) {
    if (queue.length >= QUEUE_LIMIT) {
      queue.shift();
      log.warn({ limit: QUEUE_LIMIT }, "push queue full; oldest message dropped");
    }
    queue.push(job);
    kick();
  }

  function kick() {
    if (running) return;
    running = drain().finally(() => {
      running = undefined;
      // Something queued while the last batch was finishing.
      if (queue.length) kick();
    });
  }

  return {
    leadArrived(lead) {
      enqueue({
        kind: "lead",
        leadId: lead.id,
        message: {
          title: `New lead: ${lead.firstName} ${lead.lastName}`,
          body: [lead.serviceType, lead.location].filter(Boolean).join(" · ") || "Open it to call back",
          url: leadPageUrl(lead.id),
          tag: `lead-${lead.id}`,
        },
      });
    },
    quoteAnswered(quote) {
      enqueue({
        kind: "office",
        message: {
          title: `Quote ${quote.number} ${quote.decision}`,
          body: `${quote.customer} ${quote.decision} the quote online`,
          url: `/admin/quotes/${quote.quoteId}`,
          tag: `quote-${quote.quoteId}`,
        },
      });
    },
    leadAssigned(leadId, userId, byName) {
      enqueue({ kind: "assigned", leadId, userId, byName });
    },
    async sendNow(target, message) {
      return deliver(target, message, await subjectFor());
    },
    async settled() {
      while (running) await running;
    },
  };
}
