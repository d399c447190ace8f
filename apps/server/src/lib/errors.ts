/** The one error type handlers throw (defined in core, shared with the web app). */
export { AppError, forbidden, notFound, unauthorized, type ErrorCode } from '@trustfront/core';
