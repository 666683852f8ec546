# an error raised inside decimal (C in CPython): no library frames
from decimal import Decimal, localcontext
def total(values):
    with localcontext() as ctx:
        ctx.prec = 10
        return sum(values, Decimal(0)) * Decimal("1e999999")
total([Decimal("1e999999")])
