import { afterEach, describe, expect, it, vi } from "vitest";
import { currentToasts, reducer, toast, TOAST_LIMIT, TOAST_REMOVE_DELAY, type ToasterToast } from "~/hooks/use-toast";

const t = (id: string): ToasterToast => ({ id, title: id, open: true });

afterEach(() => vi.useRealTimers());

describe("toast store", () => {
  it("keeps at most 3, the newest in front", () => {
    let state = { toasts: [] as ToasterToast[] };
    for (const id of ["1", "2", "3", "4"]) state = reducer(state, { type: "ADD_TOAST", toast: t(id) });
    expect(TOAST_LIMIT).toBe(3);
    expect(state.toasts.map((x) => x.id)).toEqual(["4", "3", "2"]);
  });

  it("closes a dismissed toast and removes it 5 seconds later", () => {
    vi.useFakeTimers();
    const shown = toast({ title: "Saved" });
    expect(currentToasts()[0]).toMatchObject({ id: shown.id, open: true, title: "Saved" });
    shown.dismiss();
    expect(currentToasts().find((x) => x.id === shown.id)?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(currentToasts().some((x) => x.id === shown.id)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(currentToasts().some((x) => x.id === shown.id)).toBe(false);
  });
});
