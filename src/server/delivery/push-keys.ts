import webPush from "web-push";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { pushKeys } from "../db/schema";
import type { Env } from "../process/env";

/** What web push signs with: the key pair and the contact push services may write to. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

type VapidEnv = Pick<Env, "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "VAPID_SUBJECT" | "MAIL_FROM">;

/** The contact: VAPID_SUBJECT, else the address mail comes from. */
function subjectOf(env: VapidEnv): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  const address = /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM;
  return `mailto:${address.trim()}`;
}

/**
 * The keys from `VAPID_*`, else the pair kept in the database, made by the first process to ask:
 * an insert that does nothing when another process's pair is there, then a read, so every
 * process signs with the same keys and a subscription made through one works from all.
 */
export async function vapidKeys(db: Db, env: VapidEnv): Promise<VapidKeys> {
  const subject = subjectOf(env);
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  const made = webPush.generateVAPIDKeys();
  await db
    .insert(pushKeys)
    .values({ id: 1, publicKey: made.publicKey, privateKey: made.privateKey })
    .onConflictDoNothing();
  const [kept] = await db
    .select({ publicKey: pushKeys.publicKey, privateKey: pushKeys.privateKey })
    .from(pushKeys)
    .where(sql`${pushKeys.id} = 1`);
  if (!kept) throw new Error("push keys were not kept");
  return { ...kept, subject };
}
