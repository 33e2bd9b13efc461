import type { FieldCode } from '../../forms';

/** The contract's limit on `city` (ProfileUpdate, Profile): 100 characters. */
export const cityMaxLength = 100;

/** The city is optional; a name longer than the contract allows is refused, never cut. */
export const checkCity = (city: string): FieldCode | undefined =>
  city.trim().length > cityMaxLength ? 'too_long' : undefined;
