// Selfie verification's request alone, without its components.
export { selfieStatusQueryOptions } from "./api";
