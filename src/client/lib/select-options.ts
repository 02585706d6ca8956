import type { TFunction } from "@/shared/i18n/i18n";
import {
  GENDERS,
  LOOKING_FOR,
  NEIGHBORHOODS,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  sexualityLabel,
  type Gender,
  type LookingFor,
  type Neighborhood,
  type RelationshipStatus,
  type Sexuality,
} from "@/shared/options";
import { capitalise } from "./capitalise";

/** One choice of a select: what it stands for and what it says. */
export type SelectOption<V extends string = string> = { value: V; label: string };

/** The canonical option lists as every form shows them, in the language `t` says. */
export const sexualityOptions = (t: TFunction): SelectOption<Sexuality>[] =>
  SEXUALITIES.map((value) => ({ value, label: capitalise(sexualityLabel(value, t)) }));

/** Neighbourhoods are proper names: said the same in every language. */
export const neighborhoodOptions: SelectOption<Neighborhood>[] = NEIGHBORHOODS.map((value) => ({
  value,
  label: value,
}));

export const relationshipOptions = (t: TFunction): SelectOption<RelationshipStatus>[] =>
  RELATIONSHIP_STATUSES.map(({ value, label }) => ({ value, label: capitalise(t(label)) }));

export const genderOptions = (t: TFunction): SelectOption<Gender>[] =>
  GENDERS.map(({ value, label }) => ({ value, label: t(label) }));

export const lookingForOptions = (t: TFunction): SelectOption<LookingFor>[] =>
  LOOKING_FOR.map(({ value, label }) => ({ value, label: capitalise(t(label)) }));
