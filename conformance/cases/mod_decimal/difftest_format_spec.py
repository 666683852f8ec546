# Found by conformance/difftest/gen_stdlib.py: Decimal's format specs are libmpdec's
# (no '_' or '#', 'z' drops a negative zero's sign, 'n' takes no ',').
from decimal import Decimal as D
for s in ['_.2f', ',.2f', '_', '_d', '_e', '_g', ',', '_%', '#.2f', 'z.2f', '=+10.2f', '010_.2f', '010,.2f', ',_', '_,', 'n', ',n', '.2n']:
  try: print(s, repr(format(D('1234.5'), s)))
  except Exception as e: print(s, type(e).__name__, e)
for v in ['-0.001', '-0', '0.004', '-1.5', '-0E+5']:
    for s in ['z.2f', 'z', '+z.1f', 'z.0%', '<z8.1e', 'z,.1f']:
        try: print(v, s, repr(format(D(v), s)))
        except Exception as e: print(v, s, type(e).__name__, e)
