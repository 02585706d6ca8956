import {
  LIVE_STREAMS_PER_ADDRESS,
  LIVE_STREAMS_PER_MEMBER,
  LIVE_STREAMS_PER_SESSION,
} from "#shared/constants";

export interface StreamOwner {
  /** The session's token: one browser (its tabs share it). */
  session: string;
  userId: string;
  address: string;
}

interface OpenStream extends StreamOwner {
  replace: () => void;
}

export interface StreamCaps {
  perSession: number;
  perMember: number;
  perAddress: number;
  perProcess: number;
}

export type StreamAdmission =
  { admitted: true; release: () => void } | { admitted: false; why: "address" | "process" };

/**
 * The live streams this process holds, and the caps that keep one member (or one address) from
 * holding them all: each open stream costs memory until its client leaves, so without caps one
 * account opening thousands took a server down (docs/decisions/0029).
 *
 * A member's newest stream replaces their oldest past the caps per session and per member, so a
 * member with many tabs is never refused: the tab replaced is told, and reconnects when it is
 * looked at again. An address past its cap, or a process past its own, is refused: a browser
 * retries later by itself.
 */
export class StreamLimits {
  // Insertion order is age: the first of each set is the oldest.
  private readonly all = new Set<OpenStream>();
  private readonly bySession = new Map<string, Set<OpenStream>>();
  private readonly byMember = new Map<string, Set<OpenStream>>();
  private readonly byAddress = new Map<string, Set<OpenStream>>();

  private readonly caps: StreamCaps;

  constructor(caps: Partial<StreamCaps> = {}) {
    this.caps = {
      perSession: LIVE_STREAMS_PER_SESSION,
      perMember: LIVE_STREAMS_PER_MEMBER,
      perAddress: LIVE_STREAMS_PER_ADDRESS,
      perProcess: 4_000,
      ...caps,
    };
  }

  /** `replace` is called if a newer stream of the same member takes this one's place. */
  admit(owner: StreamOwner, replace: () => void): StreamAdmission {
    const replaced: OpenStream[] = [];
    const sessionStreams = [...(this.bySession.get(owner.session) ?? [])];
    if (sessionStreams.length >= this.caps.perSession) replaced.push(sessionStreams[0]!);
    const memberStreams = [...(this.byMember.get(owner.userId) ?? [])].filter(
      (stream) => !replaced.includes(stream),
    );
    if (memberStreams.length >= this.caps.perMember && memberStreams[0])
      replaced.push(memberStreams[0]);

    const fromAddress =
      (this.byAddress.get(owner.address)?.size ?? 0) -
      replaced.filter((stream) => stream.address === owner.address).length;
    if (fromAddress >= this.caps.perAddress) return { admitted: false, why: "address" };
    if (this.all.size - replaced.length >= this.caps.perProcess)
      return { admitted: false, why: "process" };

    for (const stream of replaced) {
      this.remove(stream);
      stream.replace();
    }
    const stream: OpenStream = { ...owner, replace };
    this.all.add(stream);
    add(this.bySession, owner.session, stream);
    add(this.byMember, owner.userId, stream);
    add(this.byAddress, owner.address, stream);
    return { admitted: true, release: () => this.remove(stream) };
  }

  /** Streams open on this process. */
  count(): number {
    return this.all.size;
  }

  private remove(stream: OpenStream): void {
    if (!this.all.delete(stream)) return;
    drop(this.bySession, stream.session, stream);
    drop(this.byMember, stream.userId, stream);
    drop(this.byAddress, stream.address, stream);
  }
}

function add(index: Map<string, Set<OpenStream>>, key: string, stream: OpenStream) {
  let set = index.get(key);
  if (!set) index.set(key, (set = new Set()));
  set.add(stream);
}

function drop(index: Map<string, Set<OpenStream>>, key: string, stream: OpenStream) {
  const set = index.get(key);
  if (!set?.delete(stream)) return;
  if (set.size === 0) index.delete(key);
}
