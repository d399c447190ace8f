/** What the questionnaire workspace answers in words (docs/questionnaires.md). */
export const QUESTIONNAIRE_MESSAGES = {
  notFound: 'Questionnaire not found',
  membersOnly: "A questionnaire's answers are for the members of the account that sent it",
  questionNotFound: 'Question not found',
  assigneeNotFound: 'No staff member of this organisation has that id',
  busy: 'The questionnaire is being drafted; wait until drafting is done.',
  draftsWouldBeLost:
    'The questions are drafted: a new mapping replaces them and their drafts. Confirm to go on.',
  noQuestions: 'The mapping finds no questions to draft.',
  answerRequired: 'Write an answer before approving the question.',
  notDone: 'Approve every question before sending the file back.',
  noMember:
    "This questionnaire did not come from an account's member: export it and send it yourself.",
  exportFormat: (format: string) => `This questionnaire is exported as its own file, ${format}.`,
  answeredFileNotFound: 'The answered file is not available yet.',
  /** The mail to a staff member a question was assigned to. */
  assignedSubject: (fileName: string) => `A question of ${fileName} was assigned to you`,
  assignedBy: (by: string) => `${by} assigned you this question of a questionnaire:`,
  assignedAction: 'Open the question',
  /** The mail to the member whose questionnaire was answered. */
  answeredSubject: (orgName: string) => `${orgName} answered your questionnaire`,
  answeredText: (orgName: string, fileName: string) =>
    `${orgName} answered your questionnaire ${fileName}. Find the answered file under Questionnaires.`,
  answeredAction: 'Open Questionnaires',
} as const;
