/** Bridge letter file name: `{org}-{title}.pdf` with spaces replaced by dashes (spec 3 §9). */
export function bridgeLetterFileName(orgName: string, itemTitle: string): string {
  return `${orgName}-${itemTitle}.pdf`.replace(/\s+/g, '-');
}

/** The file id a generated bridge letter is addressed by in document lists and bulk downloads. */
export const bridgeLetterFileId = (itemUid: string) => `bridge-letter-${itemUid}`;
