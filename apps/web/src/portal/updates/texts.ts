/** The trust updates card's title (docs/updates.md, On the portal). */
export const UPDATES_TITLE = 'Trust Center Updates';
