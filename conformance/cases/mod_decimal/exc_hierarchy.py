# signal class hierarchy
import decimal
for n in ['DecimalException', 'Clamped', 'InvalidOperation', 'ConversionSyntax', 'DivisionByZero', 'DivisionImpossible',
          'DivisionUndefined', 'Inexact', 'InvalidContext', 'Rounded', 'Subnormal', 'Overflow', 'Underflow', 'FloatOperation']:
    c = getattr(decimal, n)
    print(n, [b.__name__ for b in c.__mro__], repr(c))
print(decimal.ROUND_HALF_EVEN, decimal.MAX_PREC, decimal.MAX_EMAX, decimal.MIN_EMIN, decimal.MIN_ETINY)
print(repr(decimal.Decimal), decimal.Decimal.__name__, repr(decimal.Context))
