export {
  PushSettings,
  pushSwitchKinds,
  type PushDeviceStatus,
  type PushSettingsProps,
  type PushSwitchKind,
} from './PushSettings';
