/**
 * `@node-downloads/ui`: the React 19 components of the Node.js downloads site (Select, Tooltip,
 * Badge, Notice, CodeBox, DownloadButton, VersionPicker, the release and end-of-life tables with
 * their dialogs, partner logos) and their design tokens (`@node-downloads/ui/styles.css`). The
 * components render what they are given: they never fetch and never decide a release rule, which
 * is `@node-downloads/release-core`'s job. Every component renders on the server
 * (`react-dom/server`) and works before hydration.
 *
 * @packageDocumentation
 */
export type { AdvisoryTextProps } from './advisory-text';
export { AdvisoryText } from './advisory-text';
export type { AdvisoryBlock, AdvisoryInline, AdvisoryTree, FormattedVulnerability } from './advisory-tree';
export { advisoryTreeProblem } from './advisory-tree';
export type { BadgeKind, BadgeProps, StatusBadgeLabels, StatusBadgeProps } from './badge';
export { Badge, badgeKindOfStatus, DEFAULT_STATUS_BADGE_LABELS, StatusBadge, statusToken } from './badge';
export type { CodeBoxProps, CodeLanguage } from './code-box';
export { CodeBox } from './code-box';
export { UiArgumentError, UiEmptyValueError, type UiErrorCode } from './errors';

export type { DetailsOpen } from './details-open';
export { useDetailsOpen } from './details-open';
export type { CopyButtonProps, CopyState } from './copy-button';
export { COPY_FEEDBACK_MS, CopyButton, useCopyState } from './copy-button';
export { copyText } from './copy-text';
export type { DownloadButtonKind, DownloadButtonProps } from './download-button';
export { DownloadButton, fileExtension } from './download-button';
export type { DateFormatter } from './format-date';
export { DATE_FORMAT_OPTIONS, formatDate } from './format-date';
export type { BrandIconName, BrandIconProps, IconProps, MonogramProps } from './icons';
export { BrandIcon, Icon, isBrandIconName, Monogram } from './icons';
export type { NoticeKind, NoticeProps, StatusNoticeMessages, StatusNoticeProps } from './notice';
export { Notice, StatusNotice } from './notice';
export type { SelectProps } from './select';
export { Select } from './select';
export { prepareSelect, preloadSelect } from './select-loader';
export type { SelectGroup, SelectItem, SelectValues } from './select-values';
export { normalizeSelectValues } from './select-values';
export type { SelectItemPartProps } from './select-parts';
export {
  SelectContent,
  SelectGroupPart,
  SelectItemPart,
  SelectLabel,
  SelectRoot,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from './select-parts';
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
export type { VersionPickerLine, VersionPickerProps } from './version-picker';
export { VersionPicker } from './version-picker';
export { VisuallyHidden } from './visually-hidden';
export type { DialogContentProps } from './dialog';
export { DialogClose, DialogContent, DialogDescription, DialogRoot, DialogTitle, DialogTrigger } from './dialog';
export type { EolLine, EolTableLabels, EolTableProps } from './eol-table';
export { DEFAULT_EOL_TABLE_LABELS, EolTable } from './eol-table';
export type { MinorReleasesTableLabels, MinorReleasesTableProps, MinorReleasesTableRow, ReleaseLinkBuilders } from './minor-releases-table';
export { DEFAULT_MINOR_RELEASES_LABELS, MinorReleasesTable } from './minor-releases-table';
export type { PartnerEntry, PartnerIconsProps, PartnerLogosProps } from './partners';
export { PartnerIcons, PartnerLogos, partnerHref } from './partners';
export type { PendingDialogLabels, PendingDialogProps, PendingDialogState } from './pending-dialog';
export { DEFAULT_PENDING_DIALOG_LABELS, PendingDialog } from './pending-dialog';
export type { DetailsControlProps } from './details-control';
export { DetailsControl } from './details-control';
export type { ReleaseDetailsLine, ReleaseDetailsProps, ReleaseDialogLabels, ReleaseDialogProps, StatusNoticeLinks } from './release-dialog';
export { DEFAULT_RELEASE_DIALOG_LABELS, ReleaseDetails, ReleaseDialog } from './release-dialog';
export type { ReleasesTableLabels, ReleasesTableLine, ReleasesTableProps } from './releases-table';
export { DEFAULT_RELEASES_TABLE_LABELS, ReleasesTable } from './releases-table';
export type { SeverityChipProps, SeverityLabels } from './severity';
export { DEFAULT_SEVERITY_LABELS, SeverityChip } from './severity';
export type { PickOptions } from './shuffle';
export { pickShuffled, SHUFFLE_BUCKET_MS, seededRandom, seededShuffle, timeBucket } from './shuffle';
export type { TableCellProps } from './table';
export { MISSING_VALUE, NotInData, Table, TableCell } from './table';
export type { VulnerabilitiesDialogLabels, VulnerabilitiesDialogProps, VulnerabilitiesListProps } from './vulnerabilities-dialog';
export { DEFAULT_VULNERABILITIES_LABELS, VulnerabilitiesDialog, VulnerabilitiesList } from './vulnerabilities-dialog';
