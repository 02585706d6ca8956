// The debrief's requests alone, without its components: a screen that shows them asks for them
// before its code has arrived.
export {
  debriefTotalsQueryOptions,
  foundEachOtherQueryOptions,
  pendingDebriefsQueryOptions,
} from "./api";
