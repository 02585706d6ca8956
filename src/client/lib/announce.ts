import { useSyncExternalStore } from "react";

/**
 * What the screen reader hears of live changes: one polite region for the whole app (app/
 * announcer.tsx), fed here. Announcements are gathered for a moment and said together, so a
 * burst of messages is "3 new messages from Sam", not three interruptions.
 */
interface Announcement {
  /** Announcements with one key are counted together (a conversation's new messages). */
  key: string;
  one: string;
  many?: (count: number) => string;
  /** Not said again under this key for this long (a partner who keeps typing). */
  quietMs?: number;
  /** A key this announcement makes old news, unsaid if still waiting (the typing before a message). */
  supersedes?: string;
}

const GATHER_MS = 700;
const pending = new Map<string, { count: number; one: string; many?: (count: number) => string }>();
const lastSaid = new Map<string, number>();
const listeners = new Set<() => void>();
let said = "";
let timer: ReturnType<typeof setTimeout> | undefined;

export function announce({ key, one, many, quietMs, supersedes }: Announcement) {
  const now = Date.now();
  if (supersedes !== undefined) pending.delete(supersedes);
  if (quietMs !== undefined && now - (lastSaid.get(key) ?? -Infinity) < quietMs) return;
  lastSaid.set(key, now);
  const entry = pending.get(key);
  pending.set(key, { count: (entry?.count ?? 0) + 1, one, many });
  timer ??= setTimeout(flush, GATHER_MS);
}

function flush() {
  timer = undefined;
  const text = [...pending.values()]
    .map(({ count, one, many }) => (count > 1 && many ? many(count) : one))
    .join(". ");
  pending.clear();
  // A region whose text doesn't change isn't read again: the same words get a different ending.
  said = text === said.trimEnd() ? `${text}\u00a0` : text;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export function useAnnouncement(): string {
  return useSyncExternalStore(
    subscribe,
    () => said,
    () => "",
  );
}
