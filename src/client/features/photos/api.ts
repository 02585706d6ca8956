import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { api } from "@/client/lib/api";
import { applyChange } from "@/client/lib/changes";
import { queryKeys } from "@/client/lib/query-keys";
import type { PhotosResponse } from "@/shared/schemas/photos";

/** The member's own photos, in order: the first is the main one. */
export const ownPhotosQueryOptions = queryOptions({
  queryKey: queryKeys.photos.own,
  queryFn: ({ signal }) => api<PhotosResponse>("/api/profile/photos", { signal }),
});

export function useOwnPhotos() {
  return useQuery(ownPhotosQueryOptions);
}

/** Every write answers with the member's photos as they now are; cards showing them refresh. */
function photosSaved(queryClient: QueryClient, data: PhotosResponse) {
  queryClient.setQueryData(queryKeys.photos.own, data);
  void applyChange(queryClient, { type: "photos.changed" });
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photo: Blob) => {
      const form = new FormData();
      form.append("photo", photo, "photo.jpg");
      return api<PhotosResponse>("/api/profile/photos", { method: "POST", body: form });
    },
    onSuccess: (data) => photosSaved(queryClient, data),
  });
}

export function useReorderPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      api<PhotosResponse>("/api/profile/photos/order", { method: "PUT", body: { ids } }),
    onSuccess: (data) => photosSaved(queryClient, data),
  });
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) =>
      api<PhotosResponse>(`/api/profile/photos/${encodeURIComponent(photoId)}`, {
        method: "DELETE",
      }),
    onSuccess: (data) => photosSaved(queryClient, data),
  });
}
