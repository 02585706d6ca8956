// The safety feature's public face: what other features may use.
export {
  onDateShareChanged,
  useMuteConversation,
  useSafetyActionPending,
  useUnmuteConversation,
} from "./api";
export { BlockedAndMuted } from "./components/blocked-and-muted";
export { BlockDialog } from "./components/block-dialog";
export { DateSharesCard } from "./components/date-shares-card";
export { MemberSafetyMenu } from "./components/member-safety-menu";
export { BotherNote } from "./components/bother-note";
export { NudgeNote } from "./components/nudge-note";
export { ReportDialog } from "./components/report-dialog";
export type { ReportableMessage } from "./components/report-fields";
export { ReportDialogOnDemand } from "./components/report-dialog-on-demand";
export { ShareDateDialog } from "./components/share-date-dialog";
export { UnmatchDialog } from "./components/unmatch-dialog";
