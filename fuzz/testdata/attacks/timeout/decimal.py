# decimal's functions at extreme exponents and precisions.
# --- ln_tiny
from decimal import Decimal
Decimal('1e-999999999').ln()
# --- log10_tiny
from decimal import Decimal
Decimal('1e-999999999').log10()
# --- exp_huge
from decimal import Decimal
Decimal('1e999999').exp()
# --- exp_tiny_negative
from decimal import Decimal
Decimal('-1e999999').exp()
# --- sqrt_huge
from decimal import Decimal
Decimal('1e999999999').sqrt()
# --- power_fractional
from decimal import Decimal
Decimal('1.000000001') ** Decimal('1e999999')
# --- power_huge_integer
from decimal import Decimal
Decimal(3) ** 999999999
# --- quantize_huge
from decimal import Decimal, getcontext
getcontext().prec = 999999
Decimal('1e999999').quantize(Decimal('1e-999999'))
# --- high_precision_division
import decimal
decimal.getcontext().prec = 10**6
decimal.Decimal(1) / decimal.Decimal(7)
# --- high_precision_sqrt
import decimal
decimal.getcontext().prec = 10**6
decimal.Decimal(2).sqrt()
# --- high_precision_ln
import decimal
decimal.getcontext().prec = 10**5
decimal.Decimal(2).ln()
# --- localcontext_max_prec
import decimal
with decimal.localcontext() as c:
    c.prec = decimal.MAX_PREC
    decimal.Decimal(1) / decimal.Decimal(3)
# --- to_integral_huge
from decimal import Decimal
Decimal('1e999999').to_integral_value()
# --- str_huge_positive_exponent
from decimal import Decimal
'{:f}'.format(Decimal('1e9999999'))
# --- scaleb_then_str
from decimal import Decimal
str(Decimal(1).scaleb(999999999).normalize())
# --- fma_huge
from decimal import Decimal, getcontext
getcontext().prec = 10**6
Decimal(7**100000).fma(Decimal(3**100000), 1)
# --- compare_huge_exponents_loop
from decimal import Decimal
a, b = Decimal('1e999999999'), Decimal('1e-999999999')
for i in range(10**6):
    a + b
# --- context_power_modulo
import decimal
decimal.getcontext().power(decimal.Decimal(7**10000), decimal.Decimal(11**10000), decimal.Decimal(13**10000))
