// What every reader hands the parser: the text it saw, in pieces,
// each with its box on its page. Readers differ in how big the pieces are
// (an OCR word, a PDF text run); the parser only relies on the boxes.

export interface TextFragment {
  text: string;
  /** 1-based page number; boxes are only compared within a page. */
  page: number;
  /** Top-left corner, y growing downwards, in the page's own units (px or pt). */
  x: number;
  y: number;
  width: number;
  height: number;
  /** 0..1: how sure the reader is of the text (1 for a PDF text layer). */
  confidence: number;
}

/** A fragment's vertical centre: rows are found, and words compared along a line, by it. */
export const centreOf = (f: TextFragment): number => f.y + f.height / 2;

/** The fragments with their text read again by `read`; a fragment whose text stays is kept as it was. */
export const withTextsRead = (fragments: TextFragment[], read: (text: string) => string): TextFragment[] =>
  fragments.map((f) => {
    const text = read(f.text);
    return text === f.text ? f : { ...f, text };
  });
