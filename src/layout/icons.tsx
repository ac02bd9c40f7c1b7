// Icon names used by the schemas and the menu, resolved to MUI icons (schemas stay free of React).
import type { SvgIconComponent } from '@mui/icons-material';
import type { IconName } from '../framework/icons';
import Apps from '@mui/icons-material/Apps';
import Assessment from '@mui/icons-material/Assessment';
import Book from '@mui/icons-material/MenuBook';
import Campaign from '@mui/icons-material/Campaign';
import Compare from '@mui/icons-material/CompareArrows';
import Contacts from '@mui/icons-material/Contacts';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import Event from '@mui/icons-material/Event';
import Folder from '@mui/icons-material/Folder';
import Gavel from '@mui/icons-material/Gavel';
import History from '@mui/icons-material/History';
import Key from '@mui/icons-material/Key';
import Label from '@mui/icons-material/Label';
import Map from '@mui/icons-material/Map';
import Notifications from '@mui/icons-material/Notifications';
import People from '@mui/icons-material/People';
import Person from '@mui/icons-material/Person';
import PersonSearch from '@mui/icons-material/PersonSearch';
import Home from '@mui/icons-material/Home';
import Photo from '@mui/icons-material/PhotoLibrary';
import RecentActors from '@mui/icons-material/RecentActors';
import Settings from '@mui/icons-material/Settings';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Slideshow from '@mui/icons-material/Slideshow';
import Star from '@mui/icons-material/Star';
import Sync from '@mui/icons-material/Sync';
import Tune from '@mui/icons-material/Tune';
import UploadFile from '@mui/icons-material/UploadFile';
import Circle from '@mui/icons-material/FiberManualRecordOutlined';

const ICONS = {
  assessment: Assessment,
  book: Book,
  campaign: Campaign,
  compare: Compare,
  contacts: Contacts,
  dashboard: Dashboard,
  event: Event,
  folder: Folder,
  gavel: Gavel,
  history: History,
  label: Label,
  map: Map,
  people: People,
  person: Person,
  photo: Photo,
  home: Home,
  person_search: PersonSearch,
  settings: Settings,
  star: Star,
  sync: Sync,
  apps: Apps,
  notifications: Notifications,
  shopping_cart: ShoppingCart,
  cart_demandantes: RecentActors,
  slideshow: Slideshow,
  tune: Tune,
  upload_file: UploadFile,
  key: Key,
  description: Description,
} satisfies Record<IconName, SvgIconComponent>;

const isIconName = (name: string): name is IconName => Object.prototype.hasOwnProperty.call(ICONS, name);

/** Schemas can only name known icons (IconName); the circle remains for the layout's own untyped names. */
export function iconFor(name: string): SvgIconComponent {
  return isIconName(name) ? ICONS[name] : Circle;
}
