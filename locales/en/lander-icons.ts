/** /landers/iconslanding: the round portraits. */
export const landerIcons = {};
