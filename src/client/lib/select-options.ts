import {
  GENDERS,
  LOOKING_FOR,
  NEIGHBORHOODS,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  type Gender,
  type LookingFor,
  type Neighborhood,
  type RelationshipStatus,
  type Sexuality,
} from "@/shared/options";
import { capitalise } from "./capitalise";

/** One choice of a select: what it stands for and what it says. */
export type SelectOption<V extends string = string> = { value: V; label: string };

/** The canonical option lists as every form shows them. */
export const sexualityOptions: SelectOption<Sexuality>[] = SEXUALITIES.map((value) => ({
  value,
  label: capitalise(value),
}));

export const neighborhoodOptions: SelectOption<Neighborhood>[] = NEIGHBORHOODS.map((value) => ({
  value,
  label: value,
}));

export const relationshipOptions: SelectOption<RelationshipStatus>[] = RELATIONSHIP_STATUSES.map(
  ({ value, label }) => ({ value, label: capitalise(label) }),
);

export const genderOptions: SelectOption<Gender>[] = GENDERS.map(({ value, label }) => ({
  value,
  label,
}));

export const lookingForOptions: SelectOption<LookingFor>[] = LOOKING_FOR.map(
  ({ value, label }) => ({ value, label: capitalise(label) }),
);
