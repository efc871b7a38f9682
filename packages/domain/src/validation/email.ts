// spec §5: a simple {something}@{something}.{something} pattern, as the browser's email input checks it
// loosely. The mail provider is the real judge (a verification email is sent on register).
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}
