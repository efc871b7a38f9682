// The page frames live in @arena/ui (PageFrame): pages keep importing them from here.
export { Lead, PageSection, PageTitle, Paragraph, SectionHeading, WidePage } from '@arena/ui';
