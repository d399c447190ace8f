export const EDIT_TEXTS = {
  disabledSection: 'Not shown',
  editingBar: 'Editing the Trust Center',
};
