export { GamePicker, type GamePickerGame, type GamePickerProps } from './GamePicker';
