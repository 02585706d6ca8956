// The verification feature's public face: what pages and other features may use.
export { VerifyPhotosCard } from "./components/verify-photos-card";
export { useSelfieStatus } from "./api";
