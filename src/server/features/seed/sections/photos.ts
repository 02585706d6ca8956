import { newPhotoId } from "../../photos";
import { demoPhotos } from "../demo-photo-files";
import type { SeedWorld } from "./world";

/**
 * A photo for each demo member who is one of the sample people (their portrait, as a photo),
 * already approved and kept in the database. The demo's large size is its medium one.
 */
export function addPhotos({ plan, members }: SeedWorld): void {
  const photos = demoPhotos();
  for (const member of members) {
    const photo = photos.get(member.name);
    if (!photo) continue;
    const id = newPhotoId();
    plan.photos.push({
      id,
      owner_id: member.id,
      position: 0,
      width: photo.width,
      height: photo.height,
      placeholder: photo.placeholder,
      status: "approved",
      storage: "db",
      created_at: member.createdAt,
    });
    for (const [size, bytes] of [
      ["small", photo.small],
      ["medium", photo.medium],
      ["large", photo.medium],
    ] as const) {
      plan.photoFiles.push({ photo_id: id, size, content_type: "image/webp", bytes });
    }
  }
}
