import { describe, expect, it } from 'vitest';
import { isSoughtBy, soughtBy, type Gender, type Sexuality } from './partner-preference';

const person = (gender: Gender, sexuality: Sexuality) => ({ gender, sexuality });

describe('whom a member looks for', () => {
  it('straight members: straight members of the other gender', () => {
    expect(soughtBy(person('male', 'hetero'))).toEqual({ gender: 'female', sexuality: 'hetero' });
    expect(soughtBy(person('female', 'hetero'))).toEqual({ gender: 'male', sexuality: 'hetero' });
  });

  it('gay men and lesbian women: their own gender and sexuality', () => {
    expect(soughtBy(person('male', 'gay'))).toEqual({ gender: 'male', sexuality: 'gay' });
    expect(soughtBy(person('female', 'lesbian'))).toEqual({ gender: 'female', sexuality: 'lesbian' });
  });

  it('bisexual members: anyone', () => {
    expect(soughtBy(person('male', 'bi'))).toEqual({});
    expect(soughtBy(person('female', 'bi'))).toEqual({});
  });

  it('tells whether another member fits', () => {
    expect(isSoughtBy(person('male', 'hetero'), person('female', 'hetero'))).toBe(true);
    expect(isSoughtBy(person('male', 'hetero'), person('female', 'bi'))).toBe(false);
    expect(isSoughtBy(person('male', 'hetero'), person('male', 'hetero'))).toBe(false);
    expect(isSoughtBy(person('female', 'lesbian'), person('female', 'lesbian'))).toBe(true);
    expect(isSoughtBy(person('female', 'lesbian'), person('female', 'hetero'))).toBe(false);
    expect(isSoughtBy(person('male', 'gay'), person('female', 'lesbian'))).toBe(false);
    expect(isSoughtBy(person('female', 'bi'), person('male', 'hetero'))).toBe(true);
    expect(isSoughtBy(person('female', 'bi'), person('female', 'lesbian'))).toBe(true);
  });
});
