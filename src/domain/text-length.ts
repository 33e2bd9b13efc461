/**
 * A text's length as the contract's `maxLength` counts it: JSON Schema counts code points, so an
 * emoji counts once, as the server counts it, and not twice as a JavaScript string's length does.
 */
export const contractLength = (text: string): number => Array.from(text).length;
