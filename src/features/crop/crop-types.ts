import type { Rect } from '../../core/crop-rules';

/** Picture info of a crop record: what restoring the crop needs of the picture. */
interface CropPictureInfo {
  path: string;
  url: string;
  /** Size of the picture the crop was made on (after downscaling). */
  w: number;
  h: number;
  sourceWidth: number;
  sourceHeight: number;
  loaded: boolean;
  translateX: number;
  translateY: number;
  scale: number;
  /** width/height, or undefined for free cropping. */
  ratio: number | undefined;
  scaleMin: number;
  scaleMax: number;
}

/** What a later crop of the same picture needs to come back exactly as it was left. */
export interface CropRecord {
  picture: CropPictureInfo;
  /** The crop box in picture pixels. */
  clip: Rect;
}

/** Crop input; `file` or `url` names the picture. */
export interface CropInput {
  file?: Blob;
  url?: string;
  title?: string;
  tips?: string;
  exampleImages?: string[];
  minAspectRatio?: number;
  maxAspectRatio?: number;
  currentAspectRatio?: number;
  isMultiple?: boolean;
  cropRecord?: CropRecord;
  maxWidth?: number;
  maxHeight?: number;
  submitCallback?: (result: CropResult) => void;
  cancelCallback?: () => void;
}

/** Crop result: x, y, w, h are in original-image pixels. */
export interface CropResult {
  /** The cropped picture, PNG. */
  image: File;
  /** Original image size. */
  width: number;
  height: number;
  x: number;
  y: number;
  w: number;
  h: number;
  /** Pixel size of `image`. */
  outputWidth: number;
  outputHeight: number;
  cropRecord: CropRecord;
}

/** An upload's picture after the crop step: what is sent, its pixel size, and what the Crop button reopens. */
export interface CroppedImage {
  file: File;
  width: number;
  height: number;
  /** The picture as the user picked it. */
  original: File;
  record: CropRecord;
}
