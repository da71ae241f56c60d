-- Real sizes (issue 28): the opening catalogue's placeholder sizes "Size 1" to "Size 3" become the sizes its old ring
-- guide said they were (US 6, 7, 8), and for bangles and bracelets the three middle sizes of their charts. A variant
-- keeps its id, SKU and stock, so carts and placed orders still point at it; an order's line keeps the words it was
-- placed with. A piece that somehow has both a placeholder and its real size keeps the placeholder.
CREATE TEMPORARY TABLE real_sizes (category text, old text, new text);--> statement-breakpoint
INSERT INTO real_sizes VALUES
  ('rings', 'Size 1', 'US 6'), ('rings', 'Size 2', 'US 7'), ('rings', 'Size 3', 'US 8'),
  ('bridal-sets', 'Size 1', 'US 6'), ('bridal-sets', 'Size 2', 'US 7'), ('bridal-sets', 'Size 3', 'US 8'),
  ('bangles', 'Size 1', '2.4'), ('bangles', 'Size 2', '2.6'), ('bangles', 'Size 3', '2.8'),
  ('bracelets', 'Size 1', '6.5 in'), ('bracelets', 'Size 2', '7 in'), ('bracelets', 'Size 3', '7.5 in');--> statement-breakpoint
UPDATE product_variants v SET size = m.new
  FROM products p, real_sizes m
  WHERE p.id = v.product_id AND m.category = p.category AND m.old = v.size
    AND NOT EXISTS (SELECT 1 FROM product_variants w WHERE w.product_id = v.product_id AND w.metal = v.metal
      AND w.purity = v.purity AND w.size = m.new);--> statement-breakpoint
UPDATE products p SET sizes = (
    SELECT coalesce(jsonb_agg(coalesce(m.new, u.size) ORDER BY u.ord), '[]'::jsonb)
    FROM jsonb_array_elements_text(p.sizes) WITH ORDINALITY AS u(size, ord)
    LEFT JOIN real_sizes m ON m.category = p.category AND m.old = u.size
      AND NOT EXISTS (SELECT 1 FROM product_variants w WHERE w.product_id = p.id AND w.size = u.size))
  WHERE EXISTS (SELECT 1 FROM real_sizes m WHERE m.category = p.category AND p.sizes ? m.old);--> statement-breakpoint
DROP TABLE real_sizes;
