import { randomUUID } from "node:crypto";
import { friendEntries } from "../../src/server/db/schema";
import type { TestApp, TestMember } from "./test-app";

/** `member`'s circle lists `friend` as a linked member, written straight in; the entry's id. */
export async function linkFriend(app: TestApp, member: TestMember, friend: TestMember) {
  const id = randomUUID();
  await app.db.insert(friendEntries).values({
    id,
    ownerId: member.id,
    linkedProfileId: friend.id,
    name: friend.name,
    gender: "she/her",
    sexuality: "bisexual",
  });
  return id;
}
