/**
 * "Notify me on this device": the switch that subscribes this browser to Web Push, a test
 * button, and plain words when the browser cannot (no support, or notifications blocked). The
 * state shown is the browser's own subscription, confirmed with the server.
 */
import { useEffect, useState } from "react";
import { Switch } from "~/components/ui/switch";
import { apiJson } from "~/lib/api";
import { Button } from "~/components/ui/button";
import * as staffMessages from "@common/staff-messages";
import { useSendTestPush, useTurnOffPush, useTurnOnPush } from "./api";
import { currentSubscription, PushPermissionError, pushSupport } from "./push-device";

const p = staffMessages.push;

type DeviceState = { kind: "checking" } | { kind: "unsupported" } | { kind: "denied" } | { kind: "off" } | { kind: "on"; endpoint: string };

/** The browser's subscription, if the server knows it too (a server that lost it is told again). */
async function readDeviceState(): Promise<DeviceState> {
  const support = pushSupport();
  if (support === "unsupported") return { kind: "unsupported" };
  if (support === "denied") return { kind: "denied" };
  const subscription = await currentSubscription();
  if (!subscription) return { kind: "off" };
  const { subscribed } = await apiJson<{ subscribed: boolean }>("POST", "/api/push/subscriptions/status", { endpoint: subscription.endpoint });
  if (!subscribed) await apiJson("POST", "/api/push/subscriptions", subscription.toJSON());
  return { kind: "on", endpoint: subscription.endpoint };
}

export function PushSettings() {
  const [state, setState] = useState<DeviceState>({ kind: "checking" });
  useEffect(() => {
    let live = true;
    readDeviceState()
      .then((next) => live && setState(next))
      .catch(() => live && setState(pushSupport() === "denied" ? { kind: "denied" } : { kind: "off" }));
    return () => {
      live = false;
    };
  }, []);

  const turnOn = useTurnOnPush((endpoint) => setState({ kind: "on", endpoint }));
  const turnOff = useTurnOffPush(() => setState({ kind: "off" }));
  const test = useSendTestPush();
  const busy = state.kind === "checking" || turnOn.isPending || turnOff.isPending;

  function toggle(on: boolean) {
    if (!on) return turnOff.mutate();
    turnOn.mutate(undefined, {
      onError: (error) => {
        if (error instanceof PushPermissionError || pushSupport() === "denied") setState({ kind: "denied" });
      },
    });
  }

  return (
    <section aria-labelledby="push-heading" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="push-heading" className="text-lg font-bold text-slate-900">
        {p.heading}
      </h2>
      <p className="text-sm text-slate-700">{p.intro}</p>
      {state.kind === "unsupported" || state.kind === "denied" ? (
        <p role="status" data-testid="push-state" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {state.kind === "unsupported" ? p.unsupported : p.denied}
        </p>
      ) : (
        <>
          <div className="flex items-center gap-3">
            <Switch
              id="push-switch"
              checked={state.kind === "on"}
              busy={busy}
              onCheckedChange={toggle}
              aria-describedby="push-state" />
            <label htmlFor="push-switch" className="text-sm font-medium text-slate-900">
              {p.switchLabel}
            </label>
          </div>
          <p id="push-state" role="status" data-testid="push-state" className="text-sm text-slate-700">
            {state.kind === "checking" ? p.checking : state.kind === "on" ? p.on : p.off}
          </p>
          {state.kind === "on" && (
            <Button variant="outline" size="sm" busy={test.isPending} onClick={() => test.mutate(state.endpoint)}>
              {p.sendTest}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
