// The safety feature's public face: what other features may use.
export { ReportDialog } from "./components/report-dialog";
