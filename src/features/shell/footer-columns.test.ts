import { describe, expect, it } from 'vitest';
import { footerColumns } from './footer-columns';

describe('footer columns', () => {
  it('change with login state', () => {
    expect(footerColumns({ loggedIn: false, installedApp: false, isIndex: false })).toEqual([
      'join',
      'help',
      'legal',
    ]);
    expect(footerColumns({ loggedIn: true, installedApp: false, isIndex: false })).toEqual([
      'member',
      'help',
      'legal',
    ]);
  });

  it('add the site description on the home page only', () => {
    expect(footerColumns({ loggedIn: false, installedApp: false, isIndex: true })).toEqual([
      'about',
      'join',
      'help',
      'legal',
    ]);
  });

  it('keep only help and legal in the installed app', () => {
    expect(footerColumns({ loggedIn: true, installedApp: true, isIndex: true })).toEqual(['help', 'legal']);
    expect(footerColumns({ loggedIn: false, installedApp: true, isIndex: false })).toEqual(['help', 'legal']);
  });
});
