/**
 * The one first-interaction listener (~/lib/first-interaction): what counts as the visitor's first
 * act, and that the code it starts waits until the frame answering that act has been painted and
 * the browser is idle. A stand-in document, frames and idle callbacks (the unit tests run in Node).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { onFirstInteraction } from "~/lib/first-interaction";

class FakeElement {
  constructor(private readonly inside: string[] = []) {}
  closest(selector: string) {
    return this.inside.includes(selector) ? this : null;
  }
}

let listeners: Map<string, Set<(event: Event) => void>>;
let frames: (() => void)[];
let idles: (() => void)[];

/** Dispatches `type` on `target` as the page would reach a capturing document listener. */
function act(type: string, target: unknown = new FakeElement()) {
  for (const listener of [...(listeners.get(type) ?? [])]) listener({ type, target } as unknown as Event);
}

/** The next frame is rendered, then its queued tasks run. */
function paintFrame() {
  for (const frame of frames.splice(0)) frame();
  vi.runOnlyPendingTimers();
}

function runIdle() {
  for (const idle of idles.splice(0)) idle();
}

beforeEach(() => {
  listeners = new Map();
  frames = [];
  idles = [];
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  vi.stubGlobal("Element", FakeElement);
  vi.stubGlobal("document", {
    addEventListener(type: string, listener: (event: Event) => void, options: { signal: AbortSignal }) {
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
      options.signal.addEventListener("abort", () => listeners.get(type)?.delete(listener));
    },
  });
  vi.stubGlobal("requestAnimationFrame", (frame: () => void) => frames.push(frame));
  vi.stubGlobal("requestIdleCallback", (idle: () => void) => idles.push(idle));
  vi.stubGlobal("window", globalThis);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("onFirstInteraction", () => {
  it("starts once the frame answering the first interaction has been painted, when the browser is idle", () => {
    const then = vi.fn();
    onFirstInteraction(then);
    act("pointerdown");
    expect(then).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(then).not.toHaveBeenCalled();
    paintFrame();
    expect(then).not.toHaveBeenCalled();
    runIdle();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it("counts a pointer over the page, a press, a touch, a focus or a key, once", () => {
    for (const type of ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"]) {
      const then = vi.fn();
      const stop = onFirstInteraction(then);
      act(type);
      act(type);
      paintFrame();
      runIdle();
      expect(then, type).toHaveBeenCalledTimes(1);
      stop();
    }
    expect([...listeners.values()].every((set) => set.size === 0)).toBe(true);
  });

  it("within a part of the page, counts only a press or a focus there", () => {
    const then = vi.fn();
    onFirstInteraction(then, "form");
    const field = new FakeElement(["form"]);
    act("pointerover", field);
    act("touchstart", field);
    act("keydown", field);
    act("focusin", new FakeElement());
    act("pointerdown", new FakeElement());
    paintFrame();
    runIdle();
    expect(then).not.toHaveBeenCalled();
    act("focusin", field);
    paintFrame();
    runIdle();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it("never starts once stopped, even after the interaction", () => {
    const then = vi.fn();
    const stop = onFirstInteraction(then);
    act("keydown");
    paintFrame();
    stop();
    runIdle();
    expect(then).not.toHaveBeenCalled();
  });

  it("waits for a task after the frame where the browser has no idle callback (Safari)", () => {
    vi.stubGlobal("window", {});
    const then = vi.fn();
    onFirstInteraction(then);
    act("touchstart");
    paintFrame();
    expect(then).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(then).toHaveBeenCalledTimes(1);
    expect(idles).toEqual([]);
  });
});
