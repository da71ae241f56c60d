import { describe, expect, it } from 'vitest';
import { AdminProductCreateSchema } from './admin-catalogue';
import {
  fullMaterialDetails,
  hasMaterialFact,
  MATERIAL_FACTS,
  materialFactsFor,
  missingMaterialFacts,
  pieceKindOf,
} from './material-facts';

const ALL = MATERIAL_FACTS.map(([fact]) => fact);
const STONE_FACTS = ['shape', 'carat_weight', 'depth', 'cut_grade', 'clarity'];

describe('the material facts of each kind of piece', () => {
  it('asks a set piece for all ten, a loose stone for all but its metal', () => {
    expect(materialFactsFor('rings', 'Diamond')).toEqual(ALL);
    expect(materialFactsFor('earrings', 'Ruby')).toEqual(ALL);
    expect(materialFactsFor('diamonds', 'Diamond')).toEqual(ALL.filter((fact) => fact !== 'material'));
  });

  it('asks a chain or a watch for no stone fact, whatever its stone', () => {
    expect(pieceKindOf('chains', 'Diamond')).toBe('chain');
    for (const category of ['chains', 'watches']) {
      const facts = materialFactsFor(category, 'Diamond');
      expect(facts).toEqual(expect.arrayContaining(['stock_number', 'material', 'measurements']));
      for (const fact of STONE_FACTS) expect(facts).not.toContain(fact);
    }
  });

  it('asks a pearl piece for no carat, depth, cut grade or clarity', () => {
    expect(materialFactsFor('necklaces', 'Pearl')).toEqual([
      'stock_number',
      'shape',
      'certification',
      'material',
      'measurements',
      'polish',
    ]);
  });

  it('names the facts left out or blank, and stores them as "—", which the page does not show', () => {
    expect(missingMaterialFacts('chains', 'Gemstone', { stock_number: 'C-1', material: ' ' })).toEqual([
      'certification',
      'material',
      'measurements',
      'polish',
    ]);
    const stored = fullMaterialDetails({ stock_number: 'C-1' });
    expect(stored).toMatchObject({ stock_number: 'C-1', shape: '—', polish: '—' });
    expect(Object.keys(stored)).toEqual(ALL);
    expect([hasMaterialFact('C-1'), hasMaterialFact('—'), hasMaterialFact(''), hasMaterialFact(undefined)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('AdminProductCreateSchema', () => {
  const piece = {
    name: 'Rope Chain',
    description: 'A plain gold rope chain.',
    category: 'chains',
    audience: 'women',
    metal: 'Gold',
    stone: 'Diamond',
    purity: '22k',
    price: 100,
    original_price: 100,
    sizes: [],
    material_details: {
      stock_number: 'C-1',
      certification: 'BIS',
      material: '22k Gold',
      measurements: '2 mm',
      polish: 'High',
    },
  };

  it('takes a chain without stone facts and refuses a ring without them, naming each', () => {
    expect(AdminProductCreateSchema.safeParse(piece).success).toBe(true);
    const ring = AdminProductCreateSchema.safeParse({ ...piece, category: 'rings' });
    expect(ring.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual(
      STONE_FACTS.map((fact) => [`material_details.${fact}`, 'required for this kind of piece']),
    );
  });
});
