/** Inline styles the mail templates share (mail clients ignore style sheets). */
export const mailParagraph = { fontSize: '15px', lineHeight: '22px', color: '#1f2937' };
export const mailButton = {
  backgroundColor: '#1c7ed6',
  color: '#ffffff',
  padding: '12px 20px',
  borderRadius: '6px',
  fontWeight: 600,
  textDecoration: 'none',
};
