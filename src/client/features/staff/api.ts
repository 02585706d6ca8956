import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import { refresh } from "@/client/lib/refresh";
import type { Ok } from "@/shared/schemas/common";
import type { GrantRoleInput, StaffOverview, StaffRole } from "@/shared/schemas/staff";

const staffQueryOptions = queryOptions({
  queryKey: queryKeys.staff,
  queryFn: ({ signal }) => api<StaffOverview>("/api/staff", { signal }),
});

export function useStaff() {
  return useQuery(staffQueryOptions);
}

/** Grants a role by email: the staff list and audit log come back as they now are. */
export function useGrantRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GrantRoleInput) =>
      api<StaffOverview>("/api/staff/grants", { method: "POST", body }),
    onSuccess: (overview) => queryClient.setQueryData(queryKeys.staff, overview),
  });
}

export function useRevokeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, role }: { memberId: string; role: StaffRole }) =>
      api<Ok>(`/api/staff/grants/${encodeURIComponent(memberId)}/${role}`, { method: "DELETE" }),
    onSettled: () => refresh(queryClient, queryKeys.staff),
  });
}
