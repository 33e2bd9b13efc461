import { members } from '../../mocks/db/members';
import { messages } from '../../mocks/db/social';

/**
 * What members wrote or are called in the simulation: names, places, their own words, messages.
 * The product shortens such text on purpose where it lists it (a chat preview, a card's place;
 * the profile or the chat shows it whole); the overflow probe accepts an ellipsis or a line clamp
 * on text made only of these, never on the interface's own words. Read from the simulated
 * database of this process, which serves the screens.
 */
const collect = (): string[] => {
  const texts = new Set<string>();
  for (const member of members.all()) {
    for (const text of [member.name, member.city, member.region, member.aboutMe, member.signupReason])
      if (text !== null && text.trim() !== '') texts.add(text.replace(/\s+/g, ' ').trim());
  }
  for (const message of messages.all())
    if (message.text !== null && message.text.trim() !== '')
      texts.add(message.text.replace(/\s+/g, ' ').trim());
  // Longest first, so a name inside a longer text does not break that text up.
  return [...texts].sort((a, b) => b.length - a.length);
};

let seeded: string[] | undefined;

/**
 * The seeded texts, read once (about 12,000, 0.8 MB): the screens only show them, and the seed is
 * the same after every reset.
 */
export const memberContent = (): string[] => {
  seeded ??= collect();
  return seeded;
};
