export type { BadgeKind, BadgeProps, StatusBadgeProps } from './badge';
export { Badge, badgeKindOfStatus, StatusBadge, statusToken } from './badge';
export type { CodeBoxProps, CodeLanguage, CopyState } from './code-box';
export { COPY_FEEDBACK_MS, CodeBox } from './code-box';
export { copyText } from './copy-text';
export type { DownloadButtonKind, DownloadButtonProps } from './download-button';
export { DownloadButton, fileExtension } from './download-button';
export type { DateFormatter } from './format-date';
export { DATE_FORMAT_OPTIONS, formatDate } from './format-date';
export type { BrandIconName, BrandIconProps, IconProps, MonogramProps } from './icons';
export { BrandIcon, Icon, isBrandIconName, Monogram } from './icons';
export type { NoticeKind, NoticeProps, StatusNoticeMessages, StatusNoticeProps } from './notice';
export { Notice, StatusNotice } from './notice';
export type { SelectGroup, SelectItem, SelectItemPartProps, SelectProps, SelectValues } from './select';
export {
  EMPTY_VALUE_ERROR,
  normalizeSelectValues,
  Select,
  SelectContent,
  SelectGroupPart,
  SelectItemPart,
  SelectLabel,
  SelectRoot,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from './select';
export type { TooltipContentProps, TooltipProps, TooltipProviderProps } from './tooltip';
export {
  PRODUCT_TOOLTIP_DEFAULTS,
  TOOLTIP_PROVIDER_DEFAULTS,
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipRoot,
  TooltipTrigger,
} from './tooltip';
export type { VersionLabelSuffixes, VersionPickerProps, VersionPickerRelease } from './version-picker';
export { VersionPicker, versionLabel } from './version-picker';
export { VisuallyHidden } from './visually-hidden';
