// A profile photo or challenge image is what its bytes say: a text file renamed photo.png is refused
// (spec §5 Profile photo).
import { profilePhotoTypes, type ProfilePhotoType } from '../storage/public-objects';
import { sniffType } from '../storage/sniff-type';

const imageTypes = Object.keys(profilePhotoTypes) as ProfilePhotoType[];

export function sniffImageType(bytes: Uint8Array): Promise<ProfilePhotoType | null> {
  return sniffType(bytes, imageTypes);
}
