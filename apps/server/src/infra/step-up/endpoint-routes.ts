import type { AnyEndpoint } from '@paydesk/contracts/http/endpoint';

interface RouteEntry {
  readonly method: string;
  readonly segments: readonly string[];
  readonly endpoint: AnyEndpoint;
}

export interface FoundRoute {
  readonly endpoint: AnyEndpoint;
  /** The path parameters, decoded, by their declared names. */
  readonly params: Record<string, string>;
}

/**
 * The declared endpoints by the method and server path they answer (register-endpoint.ts adds each),
 * so a step-up challenge can find the declaration of the request it names. A `:name` segment matches
 * one non-empty segment; where two routes match, the one with more literal segments wins, as
 * Fastify's router decides.
 */
export class EndpointRouteTable {
  private readonly entries: RouteEntry[] = [];

  add(method: string, url: string, endpoint: AnyEndpoint): void {
    this.entries.push({ method, segments: url.split('/'), endpoint });
  }

  find(method: string, path: string): FoundRoute | null {
    const parts = path.split('/');
    let best: { found: FoundRoute; literal: number } | null = null;
    for (const entry of this.entries) {
      if (entry.method !== method || entry.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      let literal = 0;
      const matches = entry.segments.every((segment, index) => {
        const part = parts[index] ?? '';
        if (segment.startsWith(':')) {
          const value = safeDecode(part);
          if (!value || value.includes('/')) return false;
          params[segment.slice(1)] = value;
          return true;
        }
        literal += 1;
        return segment === part;
      });
      if (matches && (!best || literal > best.literal))
        best = { found: { endpoint: entry.endpoint, params }, literal };
    }
    return best?.found ?? null;
  }
}

function safeDecode(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}
