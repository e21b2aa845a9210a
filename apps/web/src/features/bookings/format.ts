/** Wording shared by the booking page and the booking lists. */
export { guestsInWords as guestsText } from '@hillnest/domain';

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
