// The photos feature's public face: what pages and other features may use.
export { MemberGallery } from "./components/member-gallery";
export { PhotoManager } from "./components/photo-manager";
export { useOwnPhotos } from "./api";
