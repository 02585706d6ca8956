import { Worker } from "node:worker_threads";
import { AppError } from "../../http/errors";
import type { Logger } from "../../process/logger";
import { PHOTO_REFUSED_TEXT } from "#shared/texts";

/** The classes nsfwjs's MobileNetV2 answers, each a probability (they sum to 1). */
export type NsfwClasses = Record<"Drawing" | "Hentai" | "Neutral" | "Porn" | "Sexy", number>;

/**
 * A photo's nudity score, 0–1: the explicit classes whole, the suggestive one (swimwear, a
 * bare chest) at half, so "Sexy" alone can make a photo doubtful but never refuse it.
 * Figures behind it and the thresholds: docs/decisions/0055.
 */
export function nudityScore(c: NsfwClasses): number {
  return Math.min(1, Math.max(0, c.Porn + c.Hentai + c.Sexy / 2));
}

/** At or above: hidden from others until a moderator looks. */
export const SCREEN_DOUBTFUL = 0.35;
/** At or above: refused, nothing saved. */
export const SCREEN_REFUSED = 0.85;

/** The model's side of the input: RGB bytes, this many pixels a side (its own input size). */
export const SCREEN_SIDE = 224;

export type Screening =
  | { verdict: "clear" | "doubtful" | "explicit"; score: number; ms: number }
  /** The model is switched off, didn't load, or failed on this photo: a person looks. */
  | { verdict: "unscreened"; score: null };

export function verdictOf(score: number): "clear" | "doubtful" | "explicit" {
  if (score >= SCREEN_REFUSED) return "explicit";
  return score >= SCREEN_DOUBTFUL ? "doubtful" : "clear";
}

export const photoRefused = () => new AppError(422, "photo_refused", PHOTO_REFUSED_TEXT);

/** Longer than a load (≤ 15 s) plus a score queued behind others, short of a stuck request. */
const ANSWER_TIMEOUT_MS = 60_000;

interface Answer {
  id?: number;
  ready?: boolean;
  loadMs?: number;
  classes?: NsfwClasses;
  ms?: number;
  error?: string;
}

/**
 * The model in its own thread, started by the first photo and kept for the process: loading takes
 * seconds of CPU and each score ~100 ms, none of it on the requests' event loop. The thread is
 * unref'd, so it never keeps the process from exiting (SIGTERM's exit ends it).
 */
class NsfwModel {
  private worker: Worker | null = null;
  private ready: Promise<boolean> | null = null;
  private next = 0;
  private readonly waiting = new Map<number, (answer: Answer) => void>();
  /** Once it failed to load: not tried again in this process (each try costs seconds of CPU). */
  private failed = false;
  loadMs: number | null = null;

  constructor(private readonly url: URL) {}

  private start(logger: Logger): Promise<boolean> {
    const worker = new Worker(this.url);
    worker.unref();
    this.worker = worker;
    const ready = new Promise<boolean>((resolve) => {
      worker.once("message", (answer: Answer) => {
        if (answer.ready) {
          this.loadMs = answer.loadMs ?? null;
          logger.info({ loadMs: Math.round(answer.loadMs ?? 0) }, "nudity model loaded");
          resolve(true);
        } else {
          this.fail(logger, answer.error);
          resolve(false);
        }
      });
      worker.once("error", (error) => {
        // Before it loaded: a failed load. After: "exit" follows, and the next photo restarts it.
        if (this.loadMs === null) this.fail(logger, String(error));
        else logger.error({ err: String(error) }, "nudity model's thread failed");
        resolve(false);
      });
    });
    worker.on("message", (answer: Answer) => {
      if (answer.id === undefined) return;
      this.waiting.get(answer.id)?.(answer);
      this.waiting.delete(answer.id);
    });
    worker.once("exit", () => {
      // A thread that ended after loading (it crashed): the next photo starts another.
      for (const reply of this.waiting.values()) reply({ error: "the model's thread ended" });
      this.waiting.clear();
      if (this.worker === worker) {
        this.worker = null;
        this.ready = null;
      }
    });
    return ready;
  }

  private fail(logger: Logger, error: string | undefined) {
    this.failed = true;
    logger.error({ err: error }, "nudity model did not load: new photos wait for a moderator");
    void this.worker?.terminate();
  }

  /** The classes for one image, or null when the model can't answer. */
  async classify(logger: Logger, pixels: Uint8Array): Promise<Answer | null> {
    if (this.failed) return null;
    this.ready ??= this.start(logger);
    if (!(await this.ready) || !this.worker) return null;
    const id = this.next++;
    const worker = this.worker;
    return new Promise<Answer>((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        resolve({ error: "no answer in time" });
      }, ANSWER_TIMEOUT_MS);
      timer.unref();
      this.waiting.set(id, (answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
      worker.postMessage({ id, pixels, width: SCREEN_SIDE, height: SCREEN_SIDE });
    });
  }

  /** Loads the model now (the bench measures it); true once it answers. */
  warm(logger: Logger): Promise<boolean> {
    if (this.failed) return Promise.resolve(false);
    this.ready ??= this.start(logger);
    return this.ready;
  }
}

// Plain JavaScript beside this file, here and in the server's bundle (scripts/bundle-server.mjs).
const model = new NsfwModel(new URL("./nsfw-worker.mjs", import.meta.url));

/** Loads the model if it isn't yet: for the bench, which times the load apart from a score. */
export const warmNudityModel = (logger: Logger) => model.warm(logger);

/**
 * Scores a photo (RGB, `SCREEN_SIDE` a side). Never throws: without the model (switched off with
 * PHOTO_SCREENING=off, failed to load, or failed on this photo) it is "unscreened", said in the log.
 */
export async function screenPhoto(
  { logger, enabled }: { logger: Logger; enabled: boolean },
  pixels: Uint8Array,
): Promise<Screening> {
  const answer = enabled ? await model.classify(logger, pixels) : null;
  if (!answer?.classes) {
    logger.warn(
      { reason: enabled ? (answer?.error ?? "model unavailable") : "PHOTO_SCREENING=off" },
      "photo not screened: it waits for a moderator, hidden from others",
    );
    return { verdict: "unscreened", score: null };
  }
  const score = nudityScore(answer.classes);
  return { verdict: verdictOf(score), score, ms: answer.ms ?? 0 };
}
