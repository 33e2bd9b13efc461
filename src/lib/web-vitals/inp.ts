/** The part of an `event` performance entry INP reads. */
export interface InteractionEvent {
  /** 0 for events that are not part of an interaction (a mouse move). */
  interactionId: number;
  duration: number;
}

/** How many of the slowest interactions are kept: enough for the 98th percentile of 500 interactions. */
const kept = 10;

/**
 * Interaction to next paint as Web Vitals defines it: an interaction lasts as long as its longest
 * event; INP is the slowest interaction, but one of every 50 is forgiven (a rough 98th
 * percentile), so one hiccup on a long visit does not stand for the whole of it. Only the slowest
 * few are kept, so a long visit's interactions cost no memory.
 */
export const createInpTracker = () => {
  let slowest: { id: number; duration: number }[] = [];
  const counted = new Set<number>();
  let count = 0;
  return {
    add(event: InteractionEvent): void {
      if (event.interactionId === 0) return;
      // The events of one interaction come together: remembering the last few ids counts it once.
      if (!counted.has(event.interactionId)) {
        count += 1;
        counted.add(event.interactionId);
        if (counted.size > kept) counted.delete(counted.values().next().value ?? 0);
      }
      const known = slowest.find((interaction) => interaction.id === event.interactionId);
      if (known !== undefined) known.duration = Math.max(known.duration, event.duration);
      else slowest.push({ id: event.interactionId, duration: event.duration });
      slowest = slowest.sort((a, b) => b.duration - a.duration).slice(0, kept);
    },
    /** Undefined until the first interaction: a visit without one has no INP. */
    value: (): number | undefined => slowest[Math.min(slowest.length - 1, Math.floor(count / 50))]?.duration,
  };
};
