export const FRONT_ENDS: Array<{ dir: string; name: string; port: number; spa?: boolean }>;
export function stackPorts(offset?: number): Record<string, number>;
export function startStack(options?: {
  offset?: number;
  quiet?: boolean;
  configOverrides?: Record<string, unknown>;
  apiEnv?: Record<string, string>;
}): Promise<{ ports: Record<string, number>; snapshot: string; stop: () => Promise<void> }>;
