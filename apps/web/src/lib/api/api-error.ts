/** A failed call: the HTTP status and whatever body came back (spec §8 reads the message from it). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static async fromResponse(response: Response): Promise<ApiError> {
    const type = response.headers.get('content-type') ?? '';
    let body: unknown = null;
    try {
      if (type.includes('application/json')) body = await response.json();
      else if (type.startsWith('text/')) body = await response.text();
      else body = await response.blob();
    } catch {
      body = null;
    }
    return new ApiError(response.status, body, `HTTP ${response.status} ${response.statusText}`);
  }
}
