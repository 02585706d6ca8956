import {
  DeleteObjectsCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { and, eq } from "drizzle-orm";
import { PHOTO_SIZE_NAMES, type PhotoSize } from "#shared/constants";
import type { Db } from "../../db/client";
import { photoFiles } from "../../db/schema";
import type { S3Settings } from "../../process/env";
import { PHOTO_CONTENT_TYPE } from "./process";

export type StorageKind = "db" | "s3";

/**
 * Where a photo's files are kept: one small interface, two places. The database (the default:
 * every process and machine sees the same photos, nothing to set up) or S3-compatible object
 * storage when S3_* is set. A photo's row names its storage, so photos kept before a change of
 * configuration are still found.
 */
export interface PhotoStorage {
  readonly kind: StorageKind;
  /** Keeps the files of a new photo; the database's inside `tx`, with the photo's row. */
  put(tx: Db, photoId: string, files: Record<PhotoSize, Buffer>): Promise<void>;
  /** One size's bytes, or null when there are none. */
  get(db: Db, photoId: string, size: PhotoSize): Promise<Buffer | null>;
  /**
   * Deletes the files of photos whose rows are gone. The database's went with their rows
   * (a foreign key); object storage is asked once the deletion committed.
   */
  remove(photoIds: string[]): Promise<void>;
}

export const databaseStorage: PhotoStorage = {
  kind: "db",
  async put(tx, photoId, files) {
    await tx.insert(photoFiles).values(
      PHOTO_SIZE_NAMES.map((size) => ({
        photoId,
        size,
        contentType: PHOTO_CONTENT_TYPE,
        bytes: files[size],
      })),
    );
  },
  async get(db, photoId, size) {
    const [row] = await db
      .select({ bytes: photoFiles.bytes })
      .from(photoFiles)
      .where(and(eq(photoFiles.photoId, photoId), eq(photoFiles.size, size)));
    return row?.bytes ?? null;
  },
  // The files went with their rows.
  async remove() {},
};

const objectKey = (photoId: string, size: PhotoSize) => `photos/${photoId}/${size}.webp`;

export function s3Storage(settings: S3Settings): PhotoStorage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
  });
  const Bucket = settings.bucket;
  return {
    kind: "s3",
    async put(_tx, photoId, files) {
      await Promise.all(
        PHOTO_SIZE_NAMES.map((size) =>
          client.send(
            new PutObjectCommand({
              Bucket,
              Key: objectKey(photoId, size),
              Body: files[size],
              ContentType: PHOTO_CONTENT_TYPE,
            }),
          ),
        ),
      );
    },
    async get(_db, photoId, size) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: objectKey(photoId, size) }),
        );
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey")
          return null;
        throw error;
      }
    },
    async remove(photoIds) {
      if (photoIds.length === 0) return;
      const keys = photoIds.flatMap((id) => PHOTO_SIZE_NAMES.map((size) => objectKey(id, size)));
      // At most 1,000 keys per request.
      for (let i = 0; i < keys.length; i += 999) {
        await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: keys.slice(i, i + 999).map((Key) => ({ Key })), Quiet: true },
          }),
        );
      }
    },
  };
}

const s3Clients = new Map<string, PhotoStorage>();

/** Where new photos go: S3 when configured, else the database. One client per configuration. */
export function storageFor(s3: S3Settings | null): PhotoStorage {
  if (!s3) return databaseStorage;
  const key = JSON.stringify(s3);
  let storage = s3Clients.get(key);
  if (!storage) s3Clients.set(key, (storage = s3Storage(s3)));
  return storage;
}

/** The storage a kept photo names. */
export function storageOf(kind: string, s3: S3Settings | null): PhotoStorage {
  if (kind === "db") return databaseStorage;
  if (!s3) throw new Error("A photo is kept in S3, but S3_* is not configured");
  return storageFor(s3);
}
