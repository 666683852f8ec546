# precision and rounding via localcontext
from decimal import *
for p in [1, 3, 5, 10, 50]:
    with localcontext() as ctx:
        ctx.prec = p
        print(p, Decimal(1) / Decimal(7), Decimal(2).sqrt(), Decimal('123456.789') + 0, +Decimal('9.99999'))
for r in [ROUND_DOWN, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_HALF_DOWN, ROUND_05UP]:
    with localcontext(prec=2, rounding=r):
        vals = [+Decimal(s) for s in ['1.25', '1.35', '-1.25', '1.21', '-1.29', '1.05', '1.55', '-1.55', '2.50', '0.999']]
        print(r, ' '.join(map(str, vals)))
print(getcontext().prec, getcontext().rounding)
