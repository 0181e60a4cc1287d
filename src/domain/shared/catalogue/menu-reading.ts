// Why reading an uploaded menu failed, shown in the upload history
// as the record's errorMessage. Our wording: the spec only says a failed
// upload shows its error.
export const menuReading = {
  unreadable: 'The file could not be read. Please upload a clear photo (JPEG, PNG, WebP) or a PDF of the menu.',
  noItems: 'No menu items with prices were found in this file. Please upload a clearer photo or a PDF of the menu.',
  fileMissing: 'The uploaded file could not be found. Please upload it again.',
  timedOut: (seconds: number) =>
    `Reading the menu took longer than ${seconds} seconds and was stopped. Please try a smaller or clearer file.`,
  imageTooLarge: (megapixels: number) =>
    `This image is too large to read (more than ${megapixels} megapixels). Please upload a smaller photo of the menu.`,
  draftTooLarge: (items: number, characters: string) =>
    `This file holds more than a menu can import at once (${items} dishes or ${characters} characters). Please upload the menu a few pages at a time.`,
  interrupted: 'Reading the menu was interrupted. Please upload the file again.',
  failed: 'The menu could not be read. Please try again.',
} as const;
