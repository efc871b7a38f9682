export {
  FileViewer,
  zoomSteps,
  type FileViewerLabels,
  type FileViewerProps,
  type ViewedFile,
} from './FileViewer';
