export { WalletCard, type WalletCardProps } from './WalletCard';
