/** The palettes: each metal in five tones and each stone in four, from the highlight to the deepest shade. */
import type { Metal, Stone } from '@lumen/contract/catalog';

/** Metal tones: highlight, light, mid, dark, deep. */
export type MetalTones = readonly [string, string, string, string, string];
/** Stone tones: light, mid, dark, deep. */
export type StoneTones = readonly [string, string, string, string];

export const METAL_TONES: Record<Metal, MetalTones> = {
  Gold: ['#fff6d2', '#f1cf74', '#d4a13a', '#9a6b19', '#5a3d0c'],
  'Rose Gold': ['#fff0e8', '#f2bfa8', '#d68c74', '#a05843', '#633325'],
  'White Gold': ['#ffffff', '#f1efe9', '#cfccc3', '#8f8b80', '#55524a'],
  'Black Gold': ['#e9c67c', '#76747d', '#3c3b42', '#232228', '#0c0c0f'],
  Platinum: ['#f7f9fb', '#d9dde2', '#a9b0b8', '#6f7780', '#3b4149'],
  Silver: ['#ffffff', '#e8ebf0', '#bcc3cc', '#848c98', '#4a515c'],
};

export const STONE_TONES: Record<Stone, StoneTones> = {
  Diamond: ['#ffffff', '#dcedf8', '#9fbdd2', '#5b7a93'],
  Ruby: ['#ff9cab', '#df2446', '#960a25', '#4e0311'],
  Emerald: ['#a4f3cc', '#1fae74', '#0a7148', '#043c26'],
  Gemstone: ['#bcc6ff', '#5064e6', '#2c22a4', '#170e5c'],
  Pearl: ['#fffef9', '#f5eadb', '#dfcbb0', '#a98f6c'],
};
