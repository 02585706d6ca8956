// The events' requests alone, without their components.
export { matchmakerRecordQueryOptions } from "./api";
