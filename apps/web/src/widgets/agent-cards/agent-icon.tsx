import {
  Bell, Book, Brain, Briefcase, Calendar, Camera, ChartBar, ChatCircle, Clock, Cloud, Code, CurrencyDollar, Database,
  DownloadSimple, Envelope, FileText, Gear, Globe, GraduationCap, Heart, Image, Lightbulb, Lightning, Link, LinkedinLogo,
  MagicWand, MagnifyingGlass, Megaphone, MusicNote, PaperPlaneTilt, Palette, PencilSimple, Robot, Rocket, Shield,
  ShoppingCart, Sparkle, Star, Target, Terminal, TrendUp, Trophy, UploadSimple, User, Users, type Icon,
} from '@phosphor-icons/react';
import { DEFAULT_AGENT_ICON, type AgentIconName } from '@lodestar/core';

/** Each of the agent icon names (core) as its Phosphor icon. */
export const AGENT_ICONS: Record<AgentIconName, Icon> = {
  Bot: Robot, Brain, Sparkles: Sparkle, Zap: Lightning, Image, MessageCircle: ChatCircle, Mail: Envelope, Calendar,
  Clock, FileText, Code, Terminal, Database, Globe, Link, Rocket, Star, Heart, Bell, Settings: Gear,
  Search: MagnifyingGlass, Camera, Music: MusicNote, Pencil: PencilSimple, Lightbulb, Target, TrendingUp: TrendUp,
  BarChart: ChartBar, Briefcase, ShoppingCart, DollarSign: CurrencyDollar, Users, User, Book, GraduationCap, Palette,
  Megaphone, Send: PaperPlaneTilt, Cloud, Download: DownloadSimple, Upload: UploadSimple, Trophy, Shield,
  Linkedin: LinkedinLogo, Wand: MagicWand,
};

export function agentIcon(name: string): Icon {
  return AGENT_ICONS[name as AgentIconName] ?? AGENT_ICONS[DEFAULT_AGENT_ICON];
}

export function AgentIcon({ name, size = 20 }: { name: string; size?: number }) {
  const Component = agentIcon(name);
  return <Component size={size} weight="duotone" aria-hidden="true" />;
}
