import { createElement, useEffect, type ReactNode } from "react";
import type { DataRouter } from "react-router";
import { DRAWN_ATTRIBUTE } from "@/shared/drawn-page";

type AppRouter = Pick<DataRouter, "state" | "subscribe">;

/** Resolves once the router has the first page's code and data, so it draws the page itself. */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * A prerendered page (the build's sign-in and sign-up) can be typed into before the app's code
 * has arrived. When the app draws the page over it, what was typed is put into the app's fields
 * of the same name (as input, so the form knows it), and the field that had focus keeps it.
 */
export function keepWhatWasTyped(root: HTMLElement) {
  const drawn: Field[] = [...root.querySelectorAll<Field>("input[name], textarea[name]")];
  if (drawn.length === 0) return;
  // Typing may have begun before this code arrived.
  let focused = drawn.find((field) => field === document.activeElement)?.name ?? null;
  const onFocus = (event: FocusEvent) => {
    const field = event.target as Field;
    if (drawn.includes(field)) focused = field.name;
  };
  root.addEventListener("focusin", onFocus);

  whenDrawnOver(root, () => {
    root.removeEventListener("focusin", onFocus);
    for (const old of drawn) {
      const field = root.querySelector<Field>(`[name="${CSS.escape(old.name)}"]`);
      if (!field || field.tagName !== old.tagName) continue;
      if (old instanceof HTMLInputElement && (old.type === "checkbox" || old.type === "radio")) {
        if (field instanceof HTMLInputElement && old.checked !== field.checked) field.click();
        continue;
      }
      if (!old.value || old.value === field.value) continue;
      // React tracks the value it last set: the prototype's setter goes around it, and the
      // input event then reaches the form like a keystroke.
      const prototype = Object.getPrototypeOf(field) as Field;
      Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, old.value);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
    // The removed field may still count as focused until the browser next draws.
    const active = document.activeElement;
    if (focused && (!active || active === document.body || drawn.includes(active as Field))) {
      root.querySelector<Field>(`[name="${CSS.escape(focused)}"]`)?.focus();
    }
  });
}

/** Takes #root's drawn mark off once the app has drawn over the page that was there. */
export function unmarkWhenDrawnOver(root: HTMLElement) {
  whenDrawnOver(root, () => root.removeAttribute(DRAWN_ATTRIBUTE));
}

/**
 * `app`, taking #root's drawn mark off once it has hydrated the page the server drew, then
 * calling `then`.
 */
export function unmarkWhenHydrated(root: HTMLElement, app: ReactNode, then: () => void) {
  return createElement(Unmark, { root, then }, app);
}

// One child, passed through: it adds nothing to the page, nor to the ids (useId) drawn in it.
function Unmark({
  root,
  then,
  children,
}: {
  root: HTMLElement;
  then: () => void;
  children?: ReactNode;
}) {
  useEffect(() => {
    if (!root.hasAttribute(DRAWN_ATTRIBUTE)) return;
    root.removeAttribute(DRAWN_ATTRIBUTE);
    then();
  }, [root, then]);
  return children;
}

/** Calls `then` once, when none of what #root holds now is left in it: the app drew over it. */
function whenDrawnOver(root: HTMLElement, then: () => void) {
  const drawn = [...root.childNodes];
  const observer = new MutationObserver(() => {
    if (drawn.some((node) => root.contains(node))) return;
    observer.disconnect();
    then();
  });
  observer.observe(root, { childList: true });
}
