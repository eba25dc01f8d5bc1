export const FRONT_ENDS: Array<{ dir: string; name: string; port: number; shell?: boolean }>;
export function stackPorts(offset?: number): Record<string, number>;
export function startStack(options?: {
  offset?: number;
  quiet?: boolean;
  configOverrides?: Record<string, unknown>;
  apiEnv?: Record<string, string>;
  hostEnv?: Record<string, string>;
  extraOrigins?: string[];
}): Promise<{ ports: Record<string, number>; snapshot: string; stop: () => Promise<void> }>;
