// spec §2: an external community chat link in the header and on the landing page. Operators set their
// own invite with VITE_COMMUNITY_URL at build time.
export const communityUrl: string = import.meta.env.VITE_COMMUNITY_URL ?? 'https://discord.com/invite/arena';
