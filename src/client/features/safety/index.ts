// The safety feature's public face: what other features may use.
export {
  onDateShareChanged,
  useMuteConversation,
  useSafetyActionPending,
  useUnblockMember,
  useUnmuteConversation,
} from "./api";
export { BlockDialog } from "./components/block-dialog";
export { DateSharesCard } from "./components/date-shares-card";
export { MemberSafetyMenu } from "./components/member-safety-menu";
export { NudgeNote } from "./components/nudge-note";
export { ReportDialog, type ReportableMessage } from "./components/report-dialog";
export { ShareDateDialog } from "./components/share-date-dialog";
export { UnmatchDialog } from "./components/unmatch-dialog";
