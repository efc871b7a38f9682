// A client-safe failure with its status code: thrown by services and routes, turned into
// `{ status: 'error', message }` by the one error handler (4xx keep their message).
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthorized = () => new HttpError(401, 'Authentication failed. Please log in again.');
