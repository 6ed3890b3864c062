/** The seed templates' palettes: the first of each list is the template's own colours, the rest its variants. */
import type { Palette } from './svg-kit';

const GOLD = '#b08d57';

export const palettes = {
  service: [
    { name: 'Navy', primary: '#16284a', secondary: '#2f5d9a', accent: '#f0b429', paper: '#f4f6fa' },
    { name: 'Racing Red', primary: '#7d1520', secondary: '#c0392b', accent: '#f6c453', paper: '#faf4f2' },
    { name: 'Graphite', primary: '#24282f', secondary: '#56606e', accent: '#3fc1d4', paper: '#f3f5f7' },
  ],
  listed: [
    { name: 'Slate', primary: '#2e3f55', secondary: '#8fb3d9', accent: '#d98b3a', paper: '#f7f4ee' },
    { name: 'Sage', primary: '#35513f', secondary: '#9fc7a8', accent: '#d9a441', paper: '#f6f5ee' },
    { name: 'Terracotta', primary: '#8a3f2b', secondary: '#e9b99a', accent: '#2f6f7e', paper: '#fbf5ef' },
  ],
  coverage: [
    { name: 'Harbor', primary: '#0f4c5c', secondary: '#5fa8a0', accent: '#e36414', paper: '#f6f2ea' },
  ],
  grandOpening: [
    { name: 'Midnight Gold', primary: '#1b1f3b', secondary: '#333b73', accent: '#e8b64c', paper: '#fff8e7' },
    { name: 'Emerald', primary: '#0b3a2c', secondary: '#1d6f55', accent: '#f0c75e', paper: '#f5fbf7' },
    { name: 'Berry', primary: '#45113c', secondary: '#7d2a6b', accent: '#ffcf70', paper: '#fcf4f8' },
  ],
  appointment: [
    { name: 'Sky', primary: '#2a6f97', secondary: '#a9d6e5', accent: '#ef7f7d', paper: '#f3f9fa' },
  ],
  classic: [
    { name: 'Navy', primary: '#1f3a5f', secondary: '#7b9bbd', accent: GOLD, paper: '#fbf8f1' },
    { name: 'Forest', primary: '#2f5d3a', secondary: '#8fb58f', accent: GOLD, paper: '#fbf8f1' },
    { name: 'Burgundy', primary: '#7a2334', secondary: '#c98a95', accent: GOLD, paper: '#fcf7f3' },
    { name: 'Charcoal', primary: '#33363b', secondary: '#9aa0a8', accent: GOLD, paper: '#f9f8f5' },
  ],
  renewal: [
    { name: 'Navy & Gold', primary: '#1d3557', secondary: '#457b9d', accent: '#c9a227', paper: '#f8f6f0' },
  ],
  donor: [
    { name: 'Rose', primary: '#b23a48', secondary: '#f2a3ad', accent: '#f2c57c', paper: '#fff4f1' },
    { name: 'Plum', primary: '#5b2a6e', secondary: '#c4a0d6', accent: '#f0cf8c', paper: '#faf4fb' },
    { name: 'Teal', primary: '#17665f', secondary: '#93cfc2', accent: '#f2c06b', paper: '#f1f9f7' },
  ],
  newCar: [
    { name: 'Midnight', primary: '#14213d', secondary: '#2b4a7e', accent: '#fca311', paper: '#f5f5f2' },
  ],
  referral: [
    { name: 'Terracotta', primary: '#3d405b', secondary: '#81b29a', accent: '#e07a5f', paper: '#f4f1de' },
  ],
  holiday: [
    { name: 'Evergreen', primary: '#10382a', secondary: '#1f5c40', accent: '#d9ae4a', paper: '#fbf7ee' },
    { name: 'Midnight', primary: '#121c36', secondary: '#27406b', accent: '#e5c07b', paper: '#f6f4ef' },
    { name: 'Cranberry', primary: '#6e1423', secondary: '#9b2335', accent: '#f1d48a', paper: '#fbf3ef' },
  ],
  welcome: [
    { name: 'Meadow', primary: '#2d6a4f', secondary: '#95d5b2', accent: '#f4a261', paper: '#fefae0' },
  ],
  birthday: [
    { name: 'Violet', primary: '#6c4ab6', secondary: '#8d72e1', accent: '#ffb84c', paper: '#fff9f0' },
  ],
  thinking: [
    { name: 'Dusk', primary: '#35305e', secondary: '#ee9f7f', accent: '#ffd89b', paper: '#fdf1e6' },
    { name: 'Alpine', primary: '#173f52', secondary: '#8fc1d4', accent: '#fff1c1', paper: '#eef6f8' },
    { name: 'Desert', primary: '#6b2f26', secondary: '#eba56c', accent: '#ffe2a3', paper: '#fbf0e4' },
  ],
  autumn: [
    { name: 'Harvest', primary: '#9c4a1a', secondary: '#d9822b', accent: '#e9b949', paper: '#fbf3e4' },
  ],
} satisfies Record<string, readonly [Palette, ...Palette[]]>;
