// 'ü' read as 'ii': in blurred print the dots of an 'ü' join the strokes
// below them and the models read two 'i's ('Niisslisalat', 'Ziircher' for
// Nüsslisalat, Zürcher). German never writes 'ii' inside a word ('Hawaii'
// ends in it and keeps it), so a reading with the German model reads it as
// 'ü' there. Turkish, which writes 'ü' too, has words with 'ii' ('Siirt
// büryan', 'şiir'): its readings are left as they are.
import { withTextsRead, type TextFragment } from './text-layout';

const WRITES_II_AS_U = 'deu';
const II_INSIDE = /(?<=\p{L})ii(?=\p{L})/gu;

/** The words with 'ii' inside a word read as 'ü', when the reading's models include German. */
export function umlautsRestored(fragments: TextFragment[], models: readonly string[]): TextFragment[] {
  if (!models.includes(WRITES_II_AS_U)) return fragments;
  return withTextsRead(fragments, (text) => text.replace(II_INSIDE, 'ü'));
}
