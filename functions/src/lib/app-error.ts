export interface FieldError {
  msg: string;
  path?: string;
}

/** The one error type services throw; the error handler turns it into the /api envelope. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, errors?: FieldError[]) {
    return new AppError(400, message, errors);
  }
  static unauthorized(message = 'Authentication required') {
    return new AppError(401, message);
  }
  static forbidden(message = 'You do not have permission to do this') {
    return new AppError(403, message);
  }
  static notFound(message: string) {
    return new AppError(404, message);
  }
  static gone(message: string) {
    return new AppError(410, message);
  }
  static conflict(message: string) {
    return new AppError(409, message);
  }
  static tooManyRequests(message: string) {
    return new AppError(429, message);
  }
}
