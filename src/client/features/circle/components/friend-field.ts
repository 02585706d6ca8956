import type { Control, FieldValues, Path } from "react-hook-form";

/** One of a friend's fields, wherever its form keeps it ("friends.0.consent", or "consent"). */
export type FriendFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  disabled?: boolean;
};
