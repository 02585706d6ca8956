// The safety feature's public face: what other features may use.
export {
  useMuteConversation,
  useSafetyActionPending,
  useUnblockMember,
  useUnmuteConversation,
} from "./api";
export { BlockDialog } from "./components/block-dialog";
export { MemberSafetyMenu } from "./components/member-safety-menu";
export { ReportDialog, type ReportableMessage } from "./components/report-dialog";
export { UnmatchDialog } from "./components/unmatch-dialog";
