export { SiteFooter, type SiteFooterProps } from './SiteFooter';
export { SubscribeForm, type SubscribeFormProps } from './SubscribeForm';
