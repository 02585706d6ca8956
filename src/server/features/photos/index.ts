// What other features may use of photos; anything else here is its own.
export {
  mainPhotoOf,
  photosJsonOf,
  photosVisibleTo,
  toPhoto,
  toPhotos,
  type PhotoRow,
} from "./rules";
