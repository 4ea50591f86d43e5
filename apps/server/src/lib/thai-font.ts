import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Sarabun (SIL Open Font License), a Thai and Latin typeface shipped as TTF by the
 * `@expo-google-fonts/sarabun` package, so documents and watermarks the server draws show Thai
 * without any font installed on the machine.
 */
export const THAI_FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/sarabun/400Regular/Sarabun_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/sarabun/700Bold/Sarabun_700Bold.ttf'),
} as const;

/**
 * Splits text into the pieces a line may break between: words (Thai has no spaces, so this uses
 * the ICU word segmenter) with the spaces after them kept.
 */
export function breakableParts(text: string): string[] {
  const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
  return [...segmenter.segment(text)].map((part) => part.segment);
}
