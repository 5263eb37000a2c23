// The site's one icon set: lucide's SVG icons, drawn to one 24-px grid with one stroke, in the colour of the text
// around them and sized by the theme (`.lucide` in ui.css), so they look the same on every phone, where emoji and
// font glyphs were empty boxes on some and different drawings on others. Named for what they mean on this site
// and exported by the shared singleton, so the page loads the set and lucide's icon component once, not again in
// every remote's chunks. An icon is decorative (aria-hidden) unless given an aria-label: the control around it
// carries the name.
export {
  ArrowUpRight as WithdrawIcon,
  ChevronLeft as BackIcon,
  ChevronRight as ForwardIcon,
  CircleCheck as ApprovedIcon,
  CirclePlus as DepositIcon,
  CircleUserRound as MemberIcon,
  CircleX as RejectedIcon,
  CircleMinus as CancelledIcon,
  Download as DownloadIcon,
  Eye as ShowIcon,
  EyeOff as HideIcon,
  Gift as PromotionIcon,
  Handshake as InviteIcon,
  Hourglass as PendingIcon,
  House as HomeIcon,
  Landmark as BankIcon,
  Mail as MailIcon,
  Menu as MenuIcon,
  MessagesSquare as LiveChatIcon,
  Pause as PauseIcon,
  Phone as WhatsAppIcon,
  Play as PlayIcon,
  RefreshCw as RefreshIcon,
  RotateCw as NewCodeIcon,
  Send as TelegramIcon,
  Settings as SettingsIcon,
  ShieldCheck as SecurityIcon,
  Star as FavouriteIcon,
  Trash2 as DeleteIcon,
  UserPlus as InviteFriendsIcon,
  X as CloseIcon,
} from 'lucide-react';
export type { LucideIcon as Icon, LucideProps as IconProps } from 'lucide-react';
