export { ExchangePanel, type ExchangePanelLabels, type ExchangePanelProps } from './ExchangePanel';
export { clampGCoins, exchangeBounds, type ExchangeBounds } from './exchangeBounds';
