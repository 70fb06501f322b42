// @parlay/ui: design tokens and accessible primitives. Styles are global and shared: the shell
// imports '@parlay/ui/tokens.css' then '@parlay/ui/styles.css' once; parts only import components.

/** Radix's menu as it is (the shell's account menu styles its own items): Radix is imported only here. */
export { DropdownMenu } from 'radix-ui';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/button.tsx';
export { Button } from './components/button.tsx';
export type { FieldProps, FieldType } from './components/field.tsx';
export { Field } from './components/field.tsx';
export type { LinkProps, LinkVariant } from './components/link.tsx';
export { Link } from './components/link.tsx';
export type { ModalProps, ModalSize } from './components/modal.tsx';
export { Modal } from './components/modal.tsx';
export type { NativeSelectProps } from './components/native-select.tsx';
export { NativeSelect } from './components/native-select.tsx';
export type {
  NotificationAction,
  NotificationAreaProps,
  NotificationProps,
  NotificationVariant,
} from './components/notification.tsx';
export { NOTIFICATION_AUTO_CLOSE_MS, Notification, NotificationArea } from './components/notification.tsx';
export type { PreloaderProps } from './components/preloader.tsx';
export { Preloader } from './components/preloader.tsx';
export type { SelectOption, SelectProps } from './components/select.tsx';
export { Select } from './components/select.tsx';
export type { SkeletonProps, SkeletonShape } from './components/skeleton.tsx';
export { Skeleton } from './components/skeleton.tsx';
export type { SpinnerProps, SpinnerSize } from './components/spinner.tsx';
export { Spinner } from './components/spinner.tsx';
export type { TabListProps, TabPanelProps, TabProps, TabsProps } from './components/tabs.tsx';
export { Tab, TabList, TabPanel, Tabs } from './components/tabs.tsx';
export type { TopProgressBarProps } from './components/top-progress-bar.tsx';
export {
  PROGRESS_DURATION_MS,
  PROGRESS_THROTTLE_MS,
  TopProgressBar,
} from './components/top-progress-bar.tsx';
export type { VisuallyHiddenProps } from './components/visually-hidden.tsx';
export { VisuallyHidden } from './components/visually-hidden.tsx';
export { contrastRatio } from './lib/contrast.ts';
export { cx } from './lib/cx.ts';
export type { AppTheme, FontSizeName, ThemeName } from './theme.ts';
export {
  appFontSizeToName,
  applyFontSize,
  applyTheme,
  appThemeToName,
  FONT_SIZE_ATTRIBUTE,
  htmlThemeAttributes,
  THEME_ATTRIBUTE,
  themeNameToAppTheme,
} from './theme.ts';
