export { FileViewer, zoomSteps, type FileViewerProps, type ViewedFile } from './FileViewer';
