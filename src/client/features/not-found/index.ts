// What other features may use of not-found.
export { NotFoundPage } from "./not-found-page";
