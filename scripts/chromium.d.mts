export const CHROMIUM_PATH: string;
export const SANDBOX_FLAGS: string[];
export const CHROMIUM_FLAGS: string[];
