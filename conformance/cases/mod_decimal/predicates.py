# is_* predicates and number_class
from decimal import Decimal
for s in ['1', '-1', '0', '-0', 'inf', '-inf', 'nan', 'snan', '1e-999999', '1e-1000000', '1e999999']:
    d = Decimal(s)
    print(s, d.is_finite(), d.is_infinite(), d.is_nan(), d.is_qnan(), d.is_snan(), d.is_signed(), d.is_zero(), d.is_normal(), d.is_subnormal(), d.is_canonical(), d.number_class())
