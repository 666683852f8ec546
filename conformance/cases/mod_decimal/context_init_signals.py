# decimal.Context(traps=..., flags=...): a list of signals, or a signal dict / full dict (a partial dict is a KeyError)
import decimal
D = decimal.Decimal
S = [decimal.Clamped, decimal.InvalidOperation, decimal.DivisionByZero, decimal.Inexact, decimal.Rounded,
     decimal.Subnormal, decimal.Overflow, decimal.Underflow, decimal.FloatOperation]
full = {s: s is decimal.Inexact for s in S}
for arg in [{decimal.DivisionByZero: False}, {decimal.Inexact: True}, [decimal.Inexact], [], [ValueError],
            [decimal.Inexact, 5], (decimal.Inexact,), {decimal.Inexact}, [decimal.Inexact, decimal.Inexact],
            [decimal.DecimalException], [decimal.DivisionUndefined], {1: 2}, 5, full, dict(full, x=1),
            decimal.Context(traps=[decimal.Rounded]).traps.copy()]:
    for name in ('traps', 'flags'):
        try:
            c = decimal.Context(**{name: arg})
            on = sorted(k.__name__ for k, v in getattr(c, name).items() if v)
            try:
                r = c.divide(D(1), D(3))
            except decimal.DecimalException as e:
                r = type(e).__name__
            print(name, on, r)
        except Exception as e:
            print(name, type(e).__name__, e)
