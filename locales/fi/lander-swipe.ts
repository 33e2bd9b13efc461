import type { Translation } from '../i18n-types';

/** /landers/tinderswipe: the swipe stack that ends in the signup. */
export const landerSwipe = {
  stackLabel: 'Jäsenet, joista voit tykätä tai jotka voit ohittaa',
  like: 'Tykkää',
  pass: 'Ohita',
  liked: 'Tykkäät käyttäjästä {name}.',
  passed: 'Ohitit käyttäjän {name}.',
  hint: 'Vedä kuvaa tai käytä nuolinäppäimiä: vasen ohittaa, oikea tykkää.',
  goal: 'Tykkää {total} jäsenestä ja näe, kuka tykkää sinusta takaisin',
  progress: '{count}/{total} tykkäystä',
  skip: 'Ohita peli ja rekisteröidy',
  inStack: '{count} {{jäsen|jäsentä}} lähelläsi odottaa pyyhkäisyäsi',
  howTitle: 'Näin se toimii',
  howRight: 'Pyyhkäise oikealle tai paina → tykätäksesi',
  howLeft: 'Pyyhkäise vasemmalle tai paina ← ohittaaksesi',
  howMatch: 'Rekisteröidy ja näe, kuka tykkää sinusta takaisin',
  endTitle: 'Match on jo odottamassa',
  endText: 'Tykkäsit {count} jäsenestä. Rekisteröidy ja näe, kuka tykkää sinusta takaisin.',
  endTitleNone: 'Löydettävää riittää vielä',
  endTextNone: 'Rekisteröidy maksutta ja näe, kuka tykkää sinusta.',
  likedList: 'Jäsenet, joista tykkäsit',
  cta: 'Rekisteröidy ja näe matchisi',
} satisfies Translation['landerSwipe'];
