export { DisconnectDialog, type DisconnectDialogProps } from './DisconnectDialog';
