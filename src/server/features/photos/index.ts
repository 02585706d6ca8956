// What other features may use of photos; anything else here is its own.
export {
  galleryOfListed,
  mainPhotoOf,
  mainPhotoOfListed,
  photoLinks,
  photoShown,
  photoVerified,
  toPhoto,
  type PhotoRow,
} from "./rules";
export { ownPhotoRoutes, photoRoutes, uploadedFile, uploadLimit } from "./routes";
export {
  newPhotoId,
  photoAdded,
  photosOf,
  photosToReview,
  photoToReviewFile,
  processUpload,
  readPhotoFile,
  removeFiles,
  setPhotoStatus,
  shownPhotosWithBytes,
} from "./service";
export { PHOTO_CONTENT_TYPE } from "./process";
