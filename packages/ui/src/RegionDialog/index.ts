export { RegionDialog, type RegionDialogProps, type RegionOption } from './RegionDialog';
