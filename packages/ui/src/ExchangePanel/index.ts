export { ExchangePanel, type ExchangePanelProps } from './ExchangePanel';
export { clampGCoins, exchangeBounds, type ExchangeBounds } from './exchangeBounds';
