/** The one error type handlers throw; the error handler turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number = 400,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found', code = 'not_found') =>
  new AppError(code, message, 404);
export const forbidden = (message = "You don't have access to this page", code = 'forbidden') =>
  new AppError(code, message, 403);
export const unauthorized = (message = 'Sign in to continue', code = 'unauthorized') =>
  new AppError(code, message, 401);
