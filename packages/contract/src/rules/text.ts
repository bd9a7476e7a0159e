import { Messages } from '../messages.ts';

/**
 * Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they reorder the text around
 * them, so a title or a name could show what it does not say. The marks U+200E and U+200F stay allowed.
 */
export const DirectionControlPattern = /[\u202A-\u202E\u2066-\u2069]/;

/** Whitespace and characters that show nothing (zero-width spaces and joiners, U+2060, U+FEFF, fillers …). */
const InvisiblePattern = /[\p{White_Space}\p{Default_Ignorable_Code_Point}]/gu;

/** True when `text` is not empty and every character of it is invisible. */
export const isInvisibleText = (text: string) => text.length > 0 && text.replace(InvisiblePattern, '') === '';

/**
 * docs/product/rules.md#validation: what people read of someone else (listing titles and descriptions, names,
 * review remarks) holds no direction controls and, when given, something visible.
 */
export function displayTextProblems(text: string): string[] {
  if (DirectionControlPattern.test(text)) return [Messages.textDirectionControls];
  if (isInvisibleText(text)) return [Messages.textNotVisible];
  return [];
}
