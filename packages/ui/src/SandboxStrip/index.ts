export { SandboxStrip, sandboxStripReserve, type SandboxStripProps } from './SandboxStrip';
