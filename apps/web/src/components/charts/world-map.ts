import codes from 'i18n-iso-countries/codes.json';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries from 'world-atlas/countries-110m.json';

/**
 * The world's countries (Natural Earth 1:110m, from world-atlas) as GeoJSON whose feature names
 * are ISO 3166-1 alpha-2 codes, the codes the map widget's rows carry (spec §9: about 240
 * two-letter countries). world-atlas names its features by ISO numeric code; the ISO table maps
 * them. A feature without a code (a disputed area) keeps its own name and simply takes no data.
 */
const ALPHA2_BY_NUMERIC = new Map((codes as string[][]).map(([alpha2, , numeric]) => [numeric, alpha2]));

export function worldGeoJson() {
  const topology = countries as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  const collection = feature(topology, topology.objects.countries);
  return {
    ...collection,
    features: collection.features.map((f) => ({
      ...f,
      properties: { name: ALPHA2_BY_NUMERIC.get(String(f.id)) ?? f.properties?.name ?? '' },
    })),
  };
}
