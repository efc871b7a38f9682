export { Lead, PageLoading, PageSection, PageTitle, Paragraph, SectionHeading, WidePage } from './PageFrame';
export { SiteShell, type SiteShellProps } from './SiteShell';
