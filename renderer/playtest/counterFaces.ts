/**
 * The playtest draws each piece with the counter the board, the print and the counter sheet draw
 * (its side's colour, its type's symbol or the designer's picture, its name and key numbers), and
 * its other face (wounded, or turned a quarter turn) when a mark the ruleset names for that face is on it. A piece that is
 * one of the scenario's units or tokens takes that counter; a piece the game brought in (a unit
 * deployed during play) takes the counter of the profile its name starts with.
 */
import { boardModelOf, type PrintSource } from '../../engine/print/board-model';
import type { CounterFace } from '../../engine/print/counter-face';
import { markerFace, showsBack, unitFace, unitOtherFace } from '../../engine/print/faces';
import { localized } from '../../engine/scenario/localized';

interface Faces {
  readonly front: CounterFace;
  /** A unit's profile, which says whether it has another face; null for a token. */
  readonly profile: string | null;
  /** The face shown in one of the ruleset's back states: its back, or its front turned. */
  readonly other: CounterFace | null;
}

export interface PieceFaces {
  /** The face a piece shows; undefined when neither the scenario nor the ruleset knows it. */
  readonly faceOf: (piece: { readonly id: string; readonly name: string; readonly side: string; readonly marks: readonly string[] }, colour: string, short?: string) => CounterFace | undefined;
  /** A marker's counter (a loyalty marker in its side's faction, a subjugation marker), as the board draws it; undefined when the ruleset has no symbol for it. */
  readonly markerFaceOf: (style: string, side?: { readonly id: string; readonly colour: string }) => CounterFace | undefined;
}

export function counterFacesOf(source: PrintSource): PieceFaces {
  const { scenario, ruleset, language } = source;
  const byId = new Map<string, Faces>();
  try {
    for (const piece of boardModelOf(source).pieces) {
      const front = { ...piece.faces.front, count: 1 };
      const other = piece.what === 'unit' ? unitOtherFace(scenario, ruleset, language, source.art, { profile: piece.kind, label: piece.label, ...(piece.detail ? { detail: piece.detail } : {}), fill: piece.fill, count: 1 }) : null;
      byId.set(piece.id, { front, profile: piece.what === 'unit' ? piece.kind : null, other });
    }
  } catch {
    // A scenario the print model cannot read leaves the playtest's own counters.
  }
  // Profiles by name, longest first, so "Heavy rifleman" is not taken for "Rifleman".
  const profiles = Object.keys(ruleset.unitProfiles ?? {})
    .map((id) => ({ id, name: localized(ruleset.unitProfiles?.[id]?.name, language, id).toLowerCase() }))
    .filter((profile) => profile.name.length > 0)
    .sort((a, b) => b.name.length - a.name.length);
  const byName = new Map<string, Faces | null>();
  const named = (name: string, colour: string): Faces | null => {
    const key = `${colour}\u0000${name}`;
    let faces = byName.get(key);
    if (faces === undefined) {
      const lower = name.toLowerCase();
      const profile = profiles.find((candidate) => lower === candidate.name || lower.startsWith(`${candidate.name} `));
      const input = profile ? { profile: profile.id, label: name, fill: colour, count: 1 } : null;
      faces = profile && input ? { front: unitFace(scenario, ruleset, language, source.art, input), profile: profile.id, other: unitOtherFace(scenario, ruleset, language, source.art, input) } : null;
      byName.set(key, faces);
    }
    return faces;
  };
  // Small round counters (an area map's fleets) carry the presenter's short label: the full name would not print.
  const shortened = new WeakMap<CounterFace, Map<string, CounterFace>>();
  const withLabel = (face: CounterFace, label: string): CounterFace => {
    let byLabel = shortened.get(face);
    if (!byLabel) shortened.set(face, (byLabel = new Map()));
    let labelled = byLabel.get(label);
    if (!labelled) byLabel.set(label, (labelled = { ...face, label }));
    return labelled;
  };
  const markers = new Map<string, CounterFace | undefined>();
  return {
    markerFaceOf(style, side) {
      const key = `${style}\u0000${side?.id ?? ''}\u0000${side?.colour ?? ''}`;
      if (!markers.has(key)) {
        const faction = side ? (scenario.sides.find((candidate) => candidate.id === side.id)?.faction ?? side.id) : undefined;
        markers.set(key, markerFace(ruleset, style, faction !== undefined && side ? { id: faction, colour: side.colour } : undefined) ?? undefined);
      }
      return markers.get(key);
    },
    faceOf(piece, colour, short) {
      const faces = byId.get(piece.id) ?? named(piece.name, colour);
      if (!faces) return undefined;
      const face = faces.other && faces.profile !== null && showsBack(ruleset, faces.profile, piece.marks) ? faces.other : faces.front;
      if (short) return withLabel(face, short);
      // Pieces the file leaves unnamed share their profile's name; the play numbers them apart (« Agent attaquant 2 »), and so does the counter.
      return piece.name !== face.label && piece.name.startsWith(face.label) ? withLabel(face, piece.name) : face;
    },
  };
}
