/** Generated team events as an arbiter has them mid-event: test support shared by the API, page and CLI tests. */

/** A generated team event's text cut after round k: each player's first k rounds, the 320 and 330 of those rounds. */
export function cutTeamEventAfter(text: string, k: number): string {
  return text
    .split('\n')
    .flatMap((l) => {
      if (l.startsWith('001')) return [l.slice(0, 91 + 10 * k).trimEnd()];
      if (l.startsWith('330') && Number(l.slice(7, 10)) > k) return [];
      if (l.startsWith('320')) return [(l.slice(0, 13) + (l.slice(13).match(/.{1,4}/g) ?? []).slice(0, k).join('')).trimEnd()];
      return [l];
    })
    .join('\n');
}
