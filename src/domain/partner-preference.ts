export type Gender = 'male' | 'female';
export type Sexuality = 'hetero' | 'gay' | 'lesbian' | 'bi';

interface Person {
  gender: Gender;
  sexuality: Sexuality;
}

/** Whom a member looks for; a missing gender or sexuality means any. */
export interface SoughtPartner {
  gender?: Gender;
  sexuality?: Sexuality;
}

/**
 * Straight members look for straight members of the other gender, gay and lesbian members for
 * gay men or lesbian women of their own gender, bisexual members for anyone.
 */
export const soughtBy = ({ gender, sexuality }: Person): SoughtPartner => {
  switch (sexuality) {
    case 'hetero':
      return { gender: gender === 'male' ? 'female' : 'male', sexuality: 'hetero' };
    case 'gay':
    case 'lesbian':
      return { gender, sexuality: gender === 'male' ? 'gay' : 'lesbian' };
    case 'bi':
      return {};
  }
};

/** Whether another member is someone this member looks for. */
export const isSoughtBy = (seeker: Person, other: Person): boolean => {
  const sought = soughtBy(seeker);
  return (
    (sought.gender === undefined || other.gender === sought.gender) &&
    (sought.sexuality === undefined || other.sexuality === sought.sexuality)
  );
};
