export { ShareMenu, UnpublishedNote, type ShareMenuProps } from './ShareMenu';
export { BulkShareMenu } from './BulkShareMenu';
export { ShareRecordButton } from './ShareRecordButton';
export { pageUrl, shareMessage, shareableOfertante, type ShareableProperty } from './shareText';
