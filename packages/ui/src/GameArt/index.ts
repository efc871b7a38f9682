export { GameArt, type GameArtProps, type GameArtVariant } from './GameArt';
export { gameAccents, isGameArtId, type GameArtId } from './art';
