export { Card, type CardImage, type CardProps } from './Card';
