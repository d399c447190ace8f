/** The words of signed answers, as the server says them and the portal quotes them. */
export const SIGNED_TEXTS = {
  sourcesLine: 'Sources:',
  failures: {
    no_signature: 'This file or text carries no signature of a trust center.',
    malformed: 'The signature cannot be read: it is not a signed answer of a trust center.',
    unknown_key: 'The signature was not made with any key this trust center publishes.',
    bad_signature: 'The signature does not match what it signs: the signed answers were altered.',
    other_organisation: 'It was signed by another trust center, not this one.',
    cell_changed: (at: string) => `The text in ${at} is not the answer that was signed.`,
    answer_text_changed: 'The answer above the signature is not the answer that was signed.',
  },
  missing: 'Choose a file to verify, or paste a signed answer',
} as const;
