/**
 * Questions are read aloud by a voice, so they must be plain sentences: no markdown, no code, no
 * symbols a speech engine would spell out. Returns what is wrong, or undefined when the text is fine.
 */
export function speakableProblem(text: string): string | undefined {
  if (/```|`/.test(text)) return 'contains code formatting';
  if (/(^|\s)(#{1,6}\s|[-*+]\s|\d+[.)]\s)/.test(text)) return 'contains list or heading markers';
  if (/https?:|www\./i.test(text)) return 'contains a link';
  if (/[/*#_<>{}[\]|~=\\^]/.test(text)) return 'contains symbols that do not read aloud';
  if (/\s{2,}|^\s|\s$/.test(text)) return 'has stray whitespace';
  if (!/^[A-Z]/.test(text)) return 'does not start with a capital letter';
  if (!/[?.]$/.test(text)) return 'does not end with a question mark or full stop';
  if (text.length < 25) return 'is too short to be a real question';
  if (text.length > 320) return 'is too long to say in one breath';
  return undefined;
}
