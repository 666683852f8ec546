# exponents near the default context's Emax and Emin, and a context with MAX_EMAX/MIN_EMIN
# computing results whose exponents pass 999999999 (within pyinterp's ±2**30)
import decimal
from decimal import Decimal
decimal.getcontext().traps[decimal.Overflow] = False
decimal.getcontext().traps[decimal.InvalidOperation] = False
print(Decimal('1e999999999') * 10, Decimal('1e999999998') * 10, Decimal('1e-999999999') / 10)
print(Decimal('9.99e999999999').next_plus(), Decimal('1e999999999').scaleb(1), Decimal('1e-999999999').scaleb(-100))
print(Decimal('1e999999999') ** 2, Decimal(10) ** 999999999, Decimal('1e999999999').logb())
print(Decimal('1e1000000000').adjusted(), Decimal('1e1000000000') > Decimal('1e999999999'), int(Decimal('1e-1000000000')))
print(Decimal('1e999999999').ln(), Decimal('1e999999999').sqrt(), Decimal('1e-999999999').exp())
decimal.getcontext().clear_flags()
C = decimal.Context(Emax=decimal.MAX_EMAX, Emin=decimal.MIN_EMIN, prec=28)
print(C.multiply(Decimal('1e999999999'), 10), C.multiply(Decimal('1e600000000'), Decimal('1e400000001')))
print(C.add(Decimal('1e1000000000'), 1), C.divide(Decimal('1e-500000000'), Decimal('1e500000001')))
print(C.sqrt(Decimal('1e1000000001')), C.ln(Decimal('1e1000000000')), C.power(Decimal('1e500000000'), 2))
print(C.quantize(Decimal('1e1000000000'), Decimal('1e999999990')), C.flags[decimal.Overflow], C.flags[decimal.Inexact])
