// What other features may use of photos; anything else here is its own.
export {
  galleryOfListed,
  mainPhotoOf,
  mainPhotoOfListed,
  photoLinks,
  photoShown,
  photosVisibleTo,
  toPhoto,
  type PhotoRow,
} from "./rules";
export { ownPhotoRoutes, photoRoutes } from "./routes";
export { newPhotoId, photosOf, removeFiles, setPhotoStatus } from "./service";
