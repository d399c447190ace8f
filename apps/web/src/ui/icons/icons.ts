/**
 * The icons the app draws (docs/decisions.md, Icons): Tabler Icons' outline set (MIT, © Paweł
 * Kuna, https://tabler.io/icons), only those the app uses, each as its SVG elements. A new icon is
 * added with its elements from the set's SVG file (`<path d="…" />` as `['path', { d: '…' }]`).
 */
import { createIcon } from './create-icon.tsx';

export type { AppIcon, IconProps } from './create-icon.tsx';

// prettier-ignore
export const IconActivity = createIcon('activity', [['path', { d: 'M3 12h4l3 8l4 -16l3 8h4' }]]);
// prettier-ignore
export const IconAlertTriangle = createIcon('alert-triangle', [['path', { d: 'M12 9v4' }], ['path', { d: 'M10.363 3.591l-8.106 13.534a1.914 1.914 0 0 0 1.636 2.871h16.214a1.914 1.914 0 0 0 1.636 -2.87l-8.106 -13.536a1.914 1.914 0 0 0 -3.274 0' }], ['path', { d: 'M12 16h.01' }]]);
// prettier-ignore
export const IconArrowDown = createIcon('arrow-down', [['path', { d: 'M12 5l0 14' }], ['path', { d: 'M18 13l-6 6' }], ['path', { d: 'M6 13l6 6' }]]);
// prettier-ignore
export const IconArrowRight = createIcon('arrow-right', [['path', { d: 'M5 12l14 0' }], ['path', { d: 'M13 18l6 -6' }], ['path', { d: 'M13 6l6 6' }]]);
// prettier-ignore
export const IconArrowUp = createIcon('arrow-up', [['path', { d: 'M12 5l0 14' }], ['path', { d: 'M18 11l-6 -6' }], ['path', { d: 'M6 11l6 -6' }]]);
// prettier-ignore
export const IconArrowsMaximize = createIcon('arrows-maximize', [['path', { d: 'M16 4l4 0l0 4' }], ['path', { d: 'M14 10l6 -6' }], ['path', { d: 'M8 20l-4 0l0 -4' }], ['path', { d: 'M4 20l6 -6' }], ['path', { d: 'M16 20l4 0l0 -4' }], ['path', { d: 'M14 14l6 6' }], ['path', { d: 'M8 4l-4 0l0 4' }], ['path', { d: 'M4 4l6 6' }]]);
// prettier-ignore
export const IconArrowsSort = createIcon('arrows-sort', [['path', { d: 'M3 9l4 -4l4 4m-4 -4v14' }], ['path', { d: 'M21 15l-4 4l-4 -4m4 4v-14' }]]);
// prettier-ignore
export const IconAward = createIcon('award', [['path', { d: 'M6 9a6 6 0 1 0 12 0a6 6 0 1 0 -12 0' }], ['path', { d: 'M12 15l3.4 5.89l1.598 -3.233l3.598 .232l-3.4 -5.889' }], ['path', { d: 'M6.802 12l-3.4 5.89l3.598 -.233l1.598 3.232l3.4 -5.889' }]]);
// prettier-ignore
export const IconBell = createIcon('bell', [['path', { d: 'M10 5a2 2 0 1 1 4 0a7 7 0 0 1 4 6v3a4 4 0 0 0 2 3h-16a4 4 0 0 0 2 -3v-3a7 7 0 0 1 4 -6' }], ['path', { d: 'M9 17v1a3 3 0 0 0 6 0v-1' }]]);
// prettier-ignore
export const IconBrandLinkedin = createIcon('brand-linkedin', [['path', { d: 'M8 11v5' }], ['path', { d: 'M8 8v.01' }], ['path', { d: 'M12 16v-5' }], ['path', { d: 'M16 16v-3a2 2 0 1 0 -4 0' }], ['path', { d: 'M3 7a4 4 0 0 1 4 -4h10a4 4 0 0 1 4 4v10a4 4 0 0 1 -4 4h-10a4 4 0 0 1 -4 -4l0 -10' }]]);
// prettier-ignore
export const IconBug = createIcon('bug', [['path', { d: 'M9 9v-1a3 3 0 0 1 6 0v1' }], ['path', { d: 'M8 9h8a6 6 0 0 1 1 3v3a5 5 0 0 1 -10 0v-3a6 6 0 0 1 1 -3' }], ['path', { d: 'M3 13l4 0' }], ['path', { d: 'M17 13l4 0' }], ['path', { d: 'M12 20l0 -6' }], ['path', { d: 'M4 19l3.35 -2' }], ['path', { d: 'M20 19l-3.35 -2' }], ['path', { d: 'M4 7l3.75 2.4' }], ['path', { d: 'M20 7l-3.75 2.4' }]]);
// prettier-ignore
export const IconBuilding = createIcon('building', [['path', { d: 'M3 21l18 0' }], ['path', { d: 'M9 8l1 0' }], ['path', { d: 'M9 12l1 0' }], ['path', { d: 'M9 16l1 0' }], ['path', { d: 'M14 8l1 0' }], ['path', { d: 'M14 12l1 0' }], ['path', { d: 'M14 16l1 0' }], ['path', { d: 'M5 21v-16a2 2 0 0 1 2 -2h10a2 2 0 0 1 2 2v16' }]]);
// prettier-ignore
export const IconBuildingSkyscraper = createIcon('building-skyscraper', [['path', { d: 'M3 21l18 0' }], ['path', { d: 'M5 21v-14l8 -4v18' }], ['path', { d: 'M19 21v-10l-6 -4' }], ['path', { d: 'M9 9l0 .01' }], ['path', { d: 'M9 12l0 .01' }], ['path', { d: 'M9 15l0 .01' }], ['path', { d: 'M9 18l0 .01' }]]);
// prettier-ignore
export const IconCertificate = createIcon('certificate', [['path', { d: 'M12 15a3 3 0 1 0 6 0a3 3 0 1 0 -6 0' }], ['path', { d: 'M13 17.5v4.5l2 -1.5l2 1.5v-4.5' }], ['path', { d: 'M10 19h-5a2 2 0 0 1 -2 -2v-10c0 -1.1 .9 -2 2 -2h14a2 2 0 0 1 2 2v10a2 2 0 0 1 -1 1.73' }], ['path', { d: 'M6 9l12 0' }], ['path', { d: 'M6 12l3 0' }], ['path', { d: 'M6 15l2 0' }]]);
// prettier-ignore
export const IconCheck = createIcon('check', [['path', { d: 'M5 12l5 5l10 -10' }]]);
// prettier-ignore
export const IconChevronDown = createIcon('chevron-down', [['path', { d: 'M6 9l6 6l6 -6' }]]);
// prettier-ignore
export const IconCircleCheck = createIcon('circle-check', [['path', { d: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0' }], ['path', { d: 'M9 12l2 2l4 -4' }]]);
// prettier-ignore
export const IconCircleDashed = createIcon('circle-dashed', [['path', { d: 'M8.56 3.69a9 9 0 0 0 -2.92 1.95' }], ['path', { d: 'M3.69 8.56a9 9 0 0 0 -.69 3.44' }], ['path', { d: 'M3.69 15.44a9 9 0 0 0 1.95 2.92' }], ['path', { d: 'M8.56 20.31a9 9 0 0 0 3.44 .69' }], ['path', { d: 'M15.44 20.31a9 9 0 0 0 2.92 -1.95' }], ['path', { d: 'M20.31 15.44a9 9 0 0 0 .69 -3.44' }], ['path', { d: 'M20.31 8.56a9 9 0 0 0 -1.95 -2.92' }], ['path', { d: 'M15.44 3.69a9 9 0 0 0 -3.44 -.69' }]]);
// prettier-ignore
export const IconClipboardList = createIcon('clipboard-list', [['path', { d: 'M9 5h-2a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2 -2v-12a2 2 0 0 0 -2 -2h-2' }], ['path', { d: 'M9 5a2 2 0 0 1 2 -2h2a2 2 0 0 1 2 2a2 2 0 0 1 -2 2h-2a2 2 0 0 1 -2 -2' }], ['path', { d: 'M9 12l.01 0' }], ['path', { d: 'M13 12l2 0' }], ['path', { d: 'M9 16l.01 0' }], ['path', { d: 'M13 16l2 0' }]]);
// prettier-ignore
export const IconCopy = createIcon('copy', [['path', { d: 'M7 9.667a2.667 2.667 0 0 1 2.667 -2.667h8.666a2.667 2.667 0 0 1 2.667 2.667v8.666a2.667 2.667 0 0 1 -2.667 2.667h-8.666a2.667 2.667 0 0 1 -2.667 -2.667l0 -8.666' }], ['path', { d: 'M4.012 16.737a2.005 2.005 0 0 1 -1.012 -1.737v-10c0 -1.1 .9 -2 2 -2h10c.75 0 1.158 .385 1.5 1' }]]);
// prettier-ignore
export const IconDatabase = createIcon('database', [['path', { d: 'M4 6a8 3 0 1 0 16 0a8 3 0 1 0 -16 0' }], ['path', { d: 'M4 6v6a8 3 0 0 0 16 0v-6' }], ['path', { d: 'M4 12v6a8 3 0 0 0 16 0v-6' }]]);
// prettier-ignore
export const IconDeviceDesktop = createIcon('device-desktop', [['path', { d: 'M3 5a1 1 0 0 1 1 -1h16a1 1 0 0 1 1 1v10a1 1 0 0 1 -1 1h-16a1 1 0 0 1 -1 -1v-10' }], ['path', { d: 'M7 20h10' }], ['path', { d: 'M9 16v4' }], ['path', { d: 'M15 16v4' }]]);
// prettier-ignore
export const IconDots = createIcon('dots', [['path', { d: 'M4 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0' }], ['path', { d: 'M11 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0' }], ['path', { d: 'M18 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0' }]]);
// prettier-ignore
export const IconDotsVertical = createIcon('dots-vertical', [['path', { d: 'M11 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0' }], ['path', { d: 'M11 19a1 1 0 1 0 2 0a1 1 0 1 0 -2 0' }], ['path', { d: 'M11 5a1 1 0 1 0 2 0a1 1 0 1 0 -2 0' }]]);
// prettier-ignore
export const IconDownload = createIcon('download', [['path', { d: 'M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2 -2v-2' }], ['path', { d: 'M7 11l5 5l5 -5' }], ['path', { d: 'M12 4l0 12' }]]);
// prettier-ignore
export const IconExternalLink = createIcon('external-link', [['path', { d: 'M12 6h-6a2 2 0 0 0 -2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2 -2v-6' }], ['path', { d: 'M11 13l9 -9' }], ['path', { d: 'M15 4h5v5' }]]);
// prettier-ignore
export const IconEye = createIcon('eye', [['path', { d: 'M10 12a2 2 0 1 0 4 0a2 2 0 0 0 -4 0' }], ['path', { d: 'M21 12c-2.4 4 -5.4 6 -9 6c-3.6 0 -6.6 -2 -9 -6c2.4 -4 5.4 -6 9 -6c3.6 0 6.6 2 9 6' }]]);
// prettier-ignore
export const IconEyeOff = createIcon('eye-off', [['path', { d: 'M10.585 10.587a2 2 0 0 0 2.829 2.828' }], ['path', { d: 'M16.681 16.673a8.717 8.717 0 0 1 -4.681 1.327c-3.6 0 -6.6 -2 -9 -6c1.272 -2.12 2.712 -3.678 4.32 -4.674m2.86 -1.146a9.055 9.055 0 0 1 1.82 -.18c3.6 0 6.6 2 9 6c-.666 1.11 -1.379 2.067 -2.138 2.87' }], ['path', { d: 'M3 3l18 18' }]]);
// prettier-ignore
export const IconFileDownload = createIcon('file-download', [['path', { d: 'M14 3v4a1 1 0 0 0 1 1h4' }], ['path', { d: 'M17 21h-10a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2h7l5 5v11a2 2 0 0 1 -2 2' }], ['path', { d: 'M12 17v-6' }], ['path', { d: 'M9.5 14.5l2.5 2.5l2.5 -2.5' }]]);
// prettier-ignore
export const IconFileImport = createIcon('file-import', [['path', { d: 'M14 3v4a1 1 0 0 0 1 1h4' }], ['path', { d: 'M5 13v-8a2 2 0 0 1 2 -2h7l5 5v11a2 2 0 0 1 -2 2h-5.5m-9.5 -2h7m-3 -3l3 3l-3 3' }]]);
// prettier-ignore
export const IconFileSearch = createIcon('file-search', [['path', { d: 'M14 3v4a1 1 0 0 0 1 1h4' }], ['path', { d: 'M12 21h-5a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2h7l5 5v4.5' }], ['path', { d: 'M14 17.5a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0' }], ['path', { d: 'M18.5 19.5l2.5 2.5' }]]);
// prettier-ignore
export const IconFileSpreadsheet = createIcon('file-spreadsheet', [['path', { d: 'M14 3v4a1 1 0 0 0 1 1h4' }], ['path', { d: 'M17 21h-10a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2h7l5 5v11a2 2 0 0 1 -2 2' }], ['path', { d: 'M8 11h8v7h-8l0 -7' }], ['path', { d: 'M8 15h8' }], ['path', { d: 'M11 11v7' }]]);
// prettier-ignore
export const IconFileText = createIcon('file-text', [['path', { d: 'M14 3v4a1 1 0 0 0 1 1h4' }], ['path', { d: 'M17 21h-10a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2h7l5 5v11a2 2 0 0 1 -2 2' }], ['path', { d: 'M9 9l1 0' }], ['path', { d: 'M9 13l6 0' }], ['path', { d: 'M9 17l6 0' }]]);
// prettier-ignore
export const IconFileUpload = createIcon('file-upload', [['path', { d: 'M14 3v4a1 1 0 0 0 1 1h4' }], ['path', { d: 'M17 21h-10a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2h7l5 5v11a2 2 0 0 1 -2 2' }], ['path', { d: 'M12 11v6' }], ['path', { d: 'M9.5 13.5l2.5 -2.5l2.5 2.5' }]]);
// prettier-ignore
export const IconFiles = createIcon('files', [['path', { d: 'M15 3v4a1 1 0 0 0 1 1h4' }], ['path', { d: 'M18 17h-7a2 2 0 0 1 -2 -2v-10a2 2 0 0 1 2 -2h4l5 5v7a2 2 0 0 1 -2 2' }], ['path', { d: 'M16 17v2a2 2 0 0 1 -2 2h-7a2 2 0 0 1 -2 -2v-10a2 2 0 0 1 2 -2h2' }]]);
// prettier-ignore
export const IconFingerprint = createIcon('fingerprint', [['path', { d: 'M18.9 7a8 8 0 0 1 1.1 5v1a6 6 0 0 0 .8 3' }], ['path', { d: 'M8 11a4 4 0 0 1 8 0v1a10 10 0 0 0 2 6' }], ['path', { d: 'M12 11v2a14 14 0 0 0 2.5 8' }], ['path', { d: 'M8 15a18 18 0 0 0 1.8 6' }], ['path', { d: 'M4.9 19a22 22 0 0 1 -.9 -7v-1a8 8 0 0 1 12 -6.95' }]]);
// prettier-ignore
export const IconFirstAidKit = createIcon('first-aid-kit', [['path', { d: 'M8 8v-2a2 2 0 0 1 2 -2h4a2 2 0 0 1 2 2v2' }], ['path', { d: 'M4 10a2 2 0 0 1 2 -2h12a2 2 0 0 1 2 2v8a2 2 0 0 1 -2 2h-12a2 2 0 0 1 -2 -2l0 -8' }], ['path', { d: 'M10 14h4' }], ['path', { d: 'M12 12v4' }]]);
// prettier-ignore
export const IconGauge = createIcon('gauge', [['path', { d: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0' }], ['path', { d: 'M11 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0' }], ['path', { d: 'M13.41 10.59l2.59 -2.59' }], ['path', { d: 'M7 12a5 5 0 0 1 5 -5' }]]);
// prettier-ignore
export const IconGitBranch = createIcon('git-branch', [['path', { d: 'M5 18a2 2 0 1 0 4 0a2 2 0 1 0 -4 0' }], ['path', { d: 'M5 6a2 2 0 1 0 4 0a2 2 0 1 0 -4 0' }], ['path', { d: 'M15 6a2 2 0 1 0 4 0a2 2 0 1 0 -4 0' }], ['path', { d: 'M7 8l0 8' }], ['path', { d: 'M9 18h6a2 2 0 0 0 2 -2v-5' }], ['path', { d: 'M14 14l3 -3l3 3' }]]);
// prettier-ignore
export const IconGripVertical = createIcon('grip-vertical', [['path', { d: 'M8 5a1 1 0 1 0 2 0a1 1 0 1 0 -2 0' }], ['path', { d: 'M8 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0' }], ['path', { d: 'M8 19a1 1 0 1 0 2 0a1 1 0 1 0 -2 0' }], ['path', { d: 'M14 5a1 1 0 1 0 2 0a1 1 0 1 0 -2 0' }], ['path', { d: 'M14 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0' }], ['path', { d: 'M14 19a1 1 0 1 0 2 0a1 1 0 1 0 -2 0' }]]);
// prettier-ignore
export const IconInfoCircle = createIcon('info-circle', [['path', { d: 'M3 12a9 9 0 1 0 18 0a9 9 0 0 0 -18 0' }], ['path', { d: 'M12 9h.01' }], ['path', { d: 'M11 12h1v4h1' }]]);
// prettier-ignore
export const IconKey = createIcon('key', [['path', { d: 'M16.555 3.843l3.602 3.602a2.877 2.877 0 0 1 0 4.069l-2.643 2.643a2.877 2.877 0 0 1 -4.069 0l-.301 -.301l-6.558 6.558a2 2 0 0 1 -1.239 .578l-.175 .008h-1.172a1 1 0 0 1 -.993 -.883l-.007 -.117v-1.172a2 2 0 0 1 .467 -1.284l.119 -.13l.414 -.414h2v-2h2v-2l2.144 -2.144l-.301 -.301a2.877 2.877 0 0 1 0 -4.069l2.643 -2.643a2.877 2.877 0 0 1 4.069 0' }], ['path', { d: 'M15 9h.01' }]]);
// prettier-ignore
export const IconLanguage = createIcon('language', [['path', { d: 'M9 6.371c0 4.418 -2.239 6.629 -5 6.629' }], ['path', { d: 'M4 6.371h7' }], ['path', { d: 'M5 9c0 2.144 2.252 3.908 6 4' }], ['path', { d: 'M12 20l4 -9l4 9' }], ['path', { d: 'M19.1 18h-6.2' }], ['path', { d: 'M6.694 3l.793 .582' }]]);
// prettier-ignore
export const IconLeaf = createIcon('leaf', [['path', { d: 'M5 21c.5 -4.5 2.5 -8 7 -10' }], ['path', { d: 'M9 18c6.218 0 10.5 -3.288 11 -12v-2h-4.014c-9 0 -11.986 4 -12 9c0 1 0 3 2 5h3l.014 0' }]]);
// prettier-ignore
export const IconLifebuoy = createIcon('lifebuoy', [['path', { d: 'M8 12a4 4 0 1 0 8 0a4 4 0 1 0 -8 0' }], ['path', { d: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0' }], ['path', { d: 'M15 15l3.35 3.35' }], ['path', { d: 'M9 15l-3.35 3.35' }], ['path', { d: 'M5.65 5.65l3.35 3.35' }], ['path', { d: 'M18.35 5.65l-3.35 3.35' }]]);
// prettier-ignore
export const IconLink = createIcon('link', [['path', { d: 'M9 15l6 -6' }], ['path', { d: 'M11 6l.463 -.536a5 5 0 0 1 7.071 7.072l-.534 .464' }], ['path', { d: 'M13 18l-.397 .534a5.068 5.068 0 0 1 -7.127 0a4.972 4.972 0 0 1 0 -7.071l.524 -.463' }]]);
// prettier-ignore
export const IconLock = createIcon('lock', [['path', { d: 'M5 13a2 2 0 0 1 2 -2h10a2 2 0 0 1 2 2v6a2 2 0 0 1 -2 2h-10a2 2 0 0 1 -2 -2v-6' }], ['path', { d: 'M11 16a1 1 0 1 0 2 0a1 1 0 0 0 -2 0' }], ['path', { d: 'M8 11v-4a4 4 0 1 1 8 0v4' }]]);
// prettier-ignore
export const IconLockOpen = createIcon('lock-open', [['path', { d: 'M5 13a2 2 0 0 1 2 -2h10a2 2 0 0 1 2 2v6a2 2 0 0 1 -2 2h-10a2 2 0 0 1 -2 -2l0 -6' }], ['path', { d: 'M11 16a1 1 0 1 0 2 0a1 1 0 1 0 -2 0' }], ['path', { d: 'M8 11v-5a4 4 0 0 1 8 0' }]]);
// prettier-ignore
export const IconLogin = createIcon('login', [['path', { d: 'M15 8v-2a2 2 0 0 0 -2 -2h-7a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2 -2v-2' }], ['path', { d: 'M21 12h-13l3 -3' }], ['path', { d: 'M11 15l-3 -3' }]]);
// prettier-ignore
export const IconMail = createIcon('mail', [['path', { d: 'M3 7a2 2 0 0 1 2 -2h14a2 2 0 0 1 2 2v10a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-10' }], ['path', { d: 'M3 7l9 6l9 -6' }]]);
// prettier-ignore
export const IconMessageQuestion = createIcon('message-question', [['path', { d: 'M8 9h8' }], ['path', { d: 'M8 13h6' }], ['path', { d: 'M14 18h-1l-5 3v-3h-2a3 3 0 0 1 -3 -3v-8a3 3 0 0 1 3 -3h12a3 3 0 0 1 3 3v4.5' }], ['path', { d: 'M19 22v.01' }], ['path', { d: 'M19 19a2.003 2.003 0 0 0 .914 -3.782a1.98 1.98 0 0 0 -2.414 .483' }]]);
// prettier-ignore
export const IconMoon = createIcon('moon', [['path', { d: 'M12 3c.132 0 .263 0 .393 0a7.5 7.5 0 0 0 7.92 12.446a9 9 0 1 1 -8.313 -12.454l0 .008' }]]);
// prettier-ignore
export const IconNetwork = createIcon('network', [['path', { d: 'M6 9a6 6 0 1 0 12 0a6 6 0 0 0 -12 0' }], ['path', { d: 'M12 3c1.333 .333 2 2.333 2 6s-.667 5.667 -2 6' }], ['path', { d: 'M12 3c-1.333 .333 -2 2.333 -2 6s.667 5.667 2 6' }], ['path', { d: 'M6 9h12' }], ['path', { d: 'M3 20h7' }], ['path', { d: 'M14 20h7' }], ['path', { d: 'M10 20a2 2 0 1 0 4 0a2 2 0 0 0 -4 0' }], ['path', { d: 'M12 15v3' }]]);
// prettier-ignore
export const IconPackages = createIcon('packages', [['path', { d: 'M7 16.5l-5 -3l5 -3l5 3v5.5l-5 3l0 -5.5' }], ['path', { d: 'M2 13.5v5.5l5 3' }], ['path', { d: 'M7 16.545l5 -3.03' }], ['path', { d: 'M17 16.5l-5 -3l5 -3l5 3v5.5l-5 3l0 -5.5' }], ['path', { d: 'M12 19l5 3' }], ['path', { d: 'M17 16.5l5 -3' }], ['path', { d: 'M12 13.5v-5.5l-5 -3l5 -3l5 3v5.5' }], ['path', { d: 'M7 5.03v5.455' }], ['path', { d: 'M12 8l5 -3' }]]);
// prettier-ignore
export const IconPencil = createIcon('pencil', [['path', { d: 'M4 20h4l10.5 -10.5a2.828 2.828 0 1 0 -4 -4l-10.5 10.5v4' }], ['path', { d: 'M13.5 6.5l4 4' }]]);
// prettier-ignore
export const IconPin = createIcon('pin', [['path', { d: 'M15 4.5l-4 4l-4 1.5l-1.5 1.5l7 7l1.5 -1.5l1.5 -4l4 -4' }], ['path', { d: 'M9 15l-4.5 4.5' }], ['path', { d: 'M14.5 4l5.5 5.5' }]]);
// prettier-ignore
export const IconProgress = createIcon('progress', [['path', { d: 'M10 20.777a8.942 8.942 0 0 1 -2.48 -.969' }], ['path', { d: 'M14 3.223a9.003 9.003 0 0 1 0 17.554' }], ['path', { d: 'M4.579 17.093a8.961 8.961 0 0 1 -1.227 -2.592' }], ['path', { d: 'M3.124 10.5c.16 -.95 .468 -1.85 .9 -2.675l.169 -.305' }], ['path', { d: 'M6.907 4.579a8.954 8.954 0 0 1 3.093 -1.356' }]]);
// prettier-ignore
export const IconReportAnalytics = createIcon('report-analytics', [['path', { d: 'M9 5h-2a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2 -2v-12a2 2 0 0 0 -2 -2h-2' }], ['path', { d: 'M9 5a2 2 0 0 1 2 -2h2a2 2 0 0 1 2 2a2 2 0 0 1 -2 2h-2a2 2 0 0 1 -2 -2' }], ['path', { d: 'M9 17v-5' }], ['path', { d: 'M12 17v-1' }], ['path', { d: 'M15 17v-3' }]]);
// prettier-ignore
export const IconScale = createIcon('scale', [['path', { d: 'M7 20l10 0' }], ['path', { d: 'M6 6l6 -1l6 1' }], ['path', { d: 'M12 3l0 17' }], ['path', { d: 'M9 12l-3 -6l-3 6a3 3 0 0 0 6 0' }], ['path', { d: 'M21 12l-3 -6l-3 6a3 3 0 0 0 6 0' }]]);
// prettier-ignore
export const IconSchool = createIcon('school', [['path', { d: 'M22 9l-10 -4l-10 4l10 4l10 -4v6' }], ['path', { d: 'M6 10.6v5.4a6 3 0 0 0 12 0v-5.4' }]]);
// prettier-ignore
export const IconSearch = createIcon('search', [['path', { d: 'M3 10a7 7 0 1 0 14 0a7 7 0 1 0 -14 0' }], ['path', { d: 'M21 21l-6 -6' }]]);
// prettier-ignore
export const IconServer = createIcon('server', [['path', { d: 'M3 7a3 3 0 0 1 3 -3h12a3 3 0 0 1 3 3v2a3 3 0 0 1 -3 3h-12a3 3 0 0 1 -3 -3v-2' }], ['path', { d: 'M3 15a3 3 0 0 1 3 -3h12a3 3 0 0 1 3 3v2a3 3 0 0 1 -3 3h-12a3 3 0 0 1 -3 -3l0 -2' }], ['path', { d: 'M7 8l0 .01' }], ['path', { d: 'M7 16l0 .01' }]]);
// prettier-ignore
export const IconShare = createIcon('share', [['path', { d: 'M3 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0' }], ['path', { d: 'M15 6a3 3 0 1 0 6 0a3 3 0 1 0 -6 0' }], ['path', { d: 'M15 18a3 3 0 1 0 6 0a3 3 0 1 0 -6 0' }], ['path', { d: 'M8.7 10.7l6.6 -3.4' }], ['path', { d: 'M8.7 13.3l6.6 3.4' }]]);
// prettier-ignore
export const IconShieldCheck = createIcon('shield-check', [['path', { d: 'M11.46 20.846a12 12 0 0 1 -7.96 -14.846a12 12 0 0 0 8.5 -3a12 12 0 0 0 8.5 3a12 12 0 0 1 -.09 7.06' }], ['path', { d: 'M15 19l2 2l4 -4' }]]);
// prettier-ignore
export const IconSitemap = createIcon('sitemap', [['path', { d: 'M3 17a2 2 0 0 1 2 -2h2a2 2 0 0 1 2 2v2a2 2 0 0 1 -2 2h-2a2 2 0 0 1 -2 -2l0 -2' }], ['path', { d: 'M15 17a2 2 0 0 1 2 -2h2a2 2 0 0 1 2 2v2a2 2 0 0 1 -2 2h-2a2 2 0 0 1 -2 -2l0 -2' }], ['path', { d: 'M9 5a2 2 0 0 1 2 -2h2a2 2 0 0 1 2 2v2a2 2 0 0 1 -2 2h-2a2 2 0 0 1 -2 -2l0 -2' }], ['path', { d: 'M6 15v-1a2 2 0 0 1 2 -2h8a2 2 0 0 1 2 2v1' }], ['path', { d: 'M12 9l0 3' }]]);
// prettier-ignore
export const IconSparkles = createIcon('sparkles', [['path', { d: 'M16 18a2 2 0 0 1 2 2a2 2 0 0 1 2 -2a2 2 0 0 1 -2 -2a2 2 0 0 1 -2 2m0 -12a2 2 0 0 1 2 2a2 2 0 0 1 2 -2a2 2 0 0 1 -2 -2a2 2 0 0 1 -2 2m-7 12a6 6 0 0 1 6 -6a6 6 0 0 1 -6 -6a6 6 0 0 1 -6 6a6 6 0 0 1 6 6' }]]);
// prettier-ignore
export const IconSpeakerphone = createIcon('speakerphone', [['path', { d: 'M18 8a3 3 0 0 1 0 6' }], ['path', { d: 'M10 8v11a1 1 0 0 1 -1 1h-1a1 1 0 0 1 -1 -1v-5' }], ['path', { d: 'M12 8l4.524 -3.77a.9 .9 0 0 1 1.476 .692v12.156a.9 .9 0 0 1 -1.476 .692l-4.524 -3.77h-8a1 1 0 0 1 -1 -1v-4a1 1 0 0 1 1 -1h8' }]]);
// prettier-ignore
export const IconStarFilled = createIcon('star-filled', [['path', { d: 'M8.243 7.34l-6.38 .925l-.113 .023a1 1 0 0 0 -.44 1.684l4.622 4.499l-1.09 6.355l-.013 .11a1 1 0 0 0 1.464 .944l5.706 -3l5.693 3l.1 .046a1 1 0 0 0 1.352 -1.1l-1.091 -6.355l4.624 -4.5l.078 -.085a1 1 0 0 0 -.633 -1.62l-6.38 -.926l-2.852 -5.78a1 1 0 0 0 -1.794 0l-2.853 5.78z' }]], true);
// prettier-ignore
export const IconSun = createIcon('sun', [['path', { d: 'M8 12a4 4 0 1 0 8 0a4 4 0 1 0 -8 0' }], ['path', { d: 'M3 12h1m8 -9v1m8 8h1m-9 8v1m-6.4 -15.4l.7 .7m12.1 -.7l-.7 .7m0 11.4l.7 .7m-12.1 -.7l-.7 .7' }]]);
// prettier-ignore
export const IconTrash = createIcon('trash', [['path', { d: 'M4 7l16 0' }], ['path', { d: 'M10 11l0 6' }], ['path', { d: 'M14 11l0 6' }], ['path', { d: 'M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2 -2l1 -12' }], ['path', { d: 'M9 7v-3a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v3' }]]);
// prettier-ignore
export const IconUserShield = createIcon('user-shield', [['path', { d: 'M6 21v-2a4 4 0 0 1 4 -4h2' }], ['path', { d: 'M22 16c0 4 -2.5 6 -3.5 6s-3.5 -2 -3.5 -6c1 0 2.5 -.5 3.5 -1.5c1 1 2.5 1.5 3.5 1.5' }], ['path', { d: 'M8 7a4 4 0 1 0 8 0a4 4 0 0 0 -8 0' }]]);
// prettier-ignore
export const IconUsersGroup = createIcon('users-group', [['path', { d: 'M10 13a2 2 0 1 0 4 0a2 2 0 0 0 -4 0' }], ['path', { d: 'M8 21v-1a2 2 0 0 1 2 -2h4a2 2 0 0 1 2 2v1' }], ['path', { d: 'M15 5a2 2 0 1 0 4 0a2 2 0 0 0 -4 0' }], ['path', { d: 'M17 10h2a2 2 0 0 1 2 2v1' }], ['path', { d: 'M5 5a2 2 0 1 0 4 0a2 2 0 0 0 -4 0' }], ['path', { d: 'M3 13v-1a2 2 0 0 1 2 -2h2' }]]);
// prettier-ignore
export const IconX = createIcon('x', [['path', { d: 'M18 6l-12 12' }], ['path', { d: 'M6 6l12 12' }]]);
