import type { Icebreaker } from '../../generated/model';
import type { Member } from '../db/members';

/** Most opening lines the app shows (the contract's maximum). */
const maxIcebreakers = 10;

/** Lines for a profile's interests come first; `{name}` is the profile's name. */
const byInterest: Partial<Record<string, Icebreaker>> = {
  travelling: { id: 101, text: "Hi {name}, what's the best trip you've ever made?" },
  music: { id: 102, text: 'What song have you had on repeat lately, {name}?' },
  cooking: { id: 103, text: "{name}, what's the dish you're proudest of cooking?" },
  gym: { id: 104, text: 'Morning or evening workouts, {name}?' },
  movies: { id: 105, text: 'Seen any good films lately, {name}?' },
  reading: { id: 106, text: 'What are you reading at the moment, {name}?' },
  dancing: { id: 107, text: 'Salsa, disco or kitchen dancing, {name}?' },
  hiking: { id: 108, text: "What's the most beautiful walk you know, {name}?" },
  wine: { id: 109, text: 'Red, white or bubbles, {name}?' },
  coffee: { id: 110, text: 'How do you take your coffee, {name}?' },
  beach: { id: 111, text: "{name}, what's your favourite beach?" },
  pets: { id: 112, text: 'Tell me about your pets, {name}!' },
  dogs: { id: 113, text: "What's your dog called, {name}?" },
  cats: { id: 114, text: 'Team cat too, {name}? What are they like?' },
  football: { id: 115, text: 'Which team do you support, {name}?' },
  concerts: { id: 116, text: "What's the best concert you've been to, {name}?" },
  photography: { id: 117, text: 'What do you love photographing most, {name}?' },
  food: { id: 118, text: "Where's the best place you've eaten, {name}?" },
};

const general: Icebreaker[] = [
  { id: 1, text: 'Hi {name}, how is your week going?' },
  { id: 2, text: 'If you could have dinner anywhere tonight, where would it be?' },
  { id: 3, text: 'What does a perfect Sunday look like for you, {name}?' },
  { id: 4, text: 'What made you smile today?' },
  { id: 5, text: "What's something you've always wanted to try?" },
  { id: 6, text: 'Beach holiday or city trip, {name}?' },
  { id: 7, text: "What's the best advice you've ever been given?" },
  { id: 8, text: 'Hi {name}! Your profile made me curious. What are you looking for here?' },
  { id: 9, text: 'Early bird or night owl?' },
  { id: 10, text: 'What are you looking forward to this month, {name}?' },
];

/** Up to 10 opening lines for a profile, in English (the simulated site's language). */
export const icebreakersFor = (profile: Member): Icebreaker[] =>
  [...profile.interests.flatMap((interest) => byInterest[interest] ?? []), ...general]
    .slice(0, maxIcebreakers)
    .map(({ id, text }) => ({ id, text: text.replaceAll('{name}', profile.name) }));
