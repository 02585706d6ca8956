// What pages may use of the debrief: home's questions, the introducer's totals, Settings' couple.
export { DebriefCard } from "./components/debrief-card";
export { DebriefTotalsLine } from "./components/debrief-totals";
export { FoundEachOther } from "./components/found-each-other";
