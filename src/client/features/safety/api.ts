import { useMutation } from "@tanstack/react-query";
import { api } from "@/client/lib/api";
import type { ReportInput, ReportResult } from "@/shared/schemas/safety";

export function useFileReport() {
  return useMutation({
    mutationFn: (body: ReportInput) =>
      api<ReportResult>("/api/safety/reports", { method: "POST", body }),
  });
}
